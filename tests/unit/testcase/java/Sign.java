/** Fixture of the generator tests: a branching method, a division, and a caller. */
public class Sign {
    public static int sign(int x) {
        if (x > 0) {
            return 1;
        }
        if (x < 0) {
            return -1;
        }
        return 0;
    }

    public static int quotient(int a, int b) {
        return a / b;
    }

    public static int twice(int x) {
        return sign(x) + sign(x);
    }
}
