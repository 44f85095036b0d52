/** A method whose exploration grows quickly with k, for the limit tests. */
public class Loopy {
    public static int count(int a, int b, int c) {
        int n = 0;
        for (int i = 0; i < a; i++) {
            for (int j = 0; j < b; j++) {
                for (int k = 0; k < c; k++) {
                    if ((i ^ j ^ k) % 3 == 0) {
                        n++;
                    }
                }
            }
        }
        return n;
    }
}
