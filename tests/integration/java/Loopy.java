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

    private static final int[] WEIGHTS = {3, 1, 4, 1, 5, 9};

    /** A loop over a constant table: the path never branches on it (--fixed-loops). */
    public static int weighted(int x) {
        int sum = 0;
        for (int i = 0; i < WEIGHTS.length; i++) {
            sum += WEIGHTS[i] * x;
        }
        return sum > 100 ? 100 : sum;
    }
}
