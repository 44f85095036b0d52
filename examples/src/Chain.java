/**
 * A call chain a -> b -> c -> d with arithmetic and branches in each method. d can
 * throw ArithmeticException, which b catches for one of its two calls only.
 */
public class Chain {
    private Chain() {
    }

    public static int a(int x, int y) {
        if (x > y) {
            return b(x - y, y) + 1;
        }
        int r = b(y - x, x);
        if (r < 0) {
            return -r;
        }
        return r - 1;
    }

    public static int b(int p, int q) {
        int r = c(p * 2, q);
        if (r % 3 == 0) {
            return r / 3;
        }
        return r;
    }

    public static int c(int u, int v) {
        if (u == v) {
            return d(u, 1);
        }
        if (u > v) {
            return d(u - v, v) + 1;
        }
        try {
            return d(v - u, u);
        } catch (ArithmeticException e) {
            return 0;
        }
    }

    /** Scales w by 100 / s and clamps the result to [0, 100]; s == 0 throws. */
    public static int d(int w, int s) {
        int t = w * (100 / s);
        if (t < 0) {
            return 0;
        }
        if (t > 100) {
            return 100;
        }
        return t;
    }
}
