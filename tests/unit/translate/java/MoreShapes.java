/** Further supported shapes, checked only with the verifier. */
public class MoreShapes {
    private MoreShapes() {
    }

    public static int sparse(int x) {
        switch (x) {
            case -5:
                return 1;
            case 1000:
                return 2;
            case 100000:
                return 3;
            default:
                return 0;
        }
    }

    public static long longDiv(long a, long b) {
        return a / b + a % b;
    }

    public static int rethrow(int a, int b) {
        try {
            return a / b;
        } catch (ArithmeticException e) {
            if (a > 0) {
                throw e;
            }
            return -1;
        }
    }

    public static int catchFromCall(int a, int b) {
        try {
            return rethrow(a, b) + 1;
        } catch (RuntimeException e) {
            return 0;
        } finally {
            a++;
        }
    }

    public static int sum(int n) {
        int s = 0;
        for (int i = 1; i <= n; i++) {
            s += i;
        }
        return s;
    }

    public static boolean isEven(int n) {
        return n == 0 || (n > 0 && !isEven(n - 1));
    }

    public static char narrow(int x, long y) {
        byte b = (byte) x;
        short s = (short) (x >> 3);
        return (char) (b + s + (int) (y >>> 2));
    }

    /** Same name as Golden.twice: the second one translated gets a qualified predicate name. */
    static int twice(int x) {
        return x + x;
    }

    public static void nothing(int x) {
        if (x > 0) {
            return;
        }
    }
}
