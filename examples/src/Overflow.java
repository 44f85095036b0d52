/**
 * Machine-integer corner cases: int and long arithmetic wraps around, the absolute
 * value and the negation of the minimum value are negative, and
 * {@code Integer.MIN_VALUE / -1} overflows silently instead of throwing.
 */
public class Overflow {
    private Overflow() {
    }

    /** Hacker's Delight 2-13: the sum overflows iff both operands differ in sign from it. */
    public static boolean addOverflows(int a, int b) {
        int r = a + b;
        return ((a ^ r) & (b ^ r)) < 0;
    }

    public static boolean subOverflows(int a, int b) {
        int r = a - b;
        return ((a ^ b) & (a ^ r)) < 0;
    }

    /** Addition that sticks at the bounds instead of wrapping. */
    public static int saturatingAdd(int a, int b) {
        int r = a + b;
        if (((a ^ r) & (b ^ r)) < 0) {
            if (a < 0) {
                return Integer.MIN_VALUE;
            }
            return Integer.MAX_VALUE;
        }
        return r;
    }

    /** Integer.MIN_VALUE / -1 is Integer.MIN_VALUE: same signs, negative quotient. */
    public static int divOverflow(int a, int b) {
        if (b == 0) {
            return 0;
        }
        int q = a / b;
        if (q < 0 && (a < 0) == (b < 0)) {
            return 1;
        }
        return q;
    }

    /** Absolute value without Math.abs: negative only for Integer.MIN_VALUE. */
    public static int abs(int x) {
        int a = x < 0 ? -x : x;
        if (a < 0) {
            return -1;
        }
        return a;
    }

    /** -x == x holds for 0 and for Integer.MIN_VALUE only. */
    public static boolean negationIsIdentity(int x) {
        if (x != 0 && -x == x) {
            return true;
        }
        return false;
    }

    public static boolean mulOverflows(int a, int b) {
        long p = (long) a * (long) b;
        return p != (int) p;
    }

    /** The classic binary search midpoint bug: (lo + hi) / 2 wraps for large indices. */
    public static int midpoint(int lo, int hi) {
        if (lo < 0 || hi < lo) {
            return -1;
        }
        int mid = (lo + hi) / 2;
        if (mid < lo) {
            return -2;
        }
        return mid;
    }

    public static int safeMidpoint(int lo, int hi) {
        if (lo < 0 || hi < lo) {
            return -1;
        }
        return (lo + hi) >>> 1;
    }

    public static long longAddSaturating(long a, long b) {
        long r = a + b;
        if (((a ^ r) & (b ^ r)) < 0L) {
            return a < 0L ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        return r;
    }

    /** Long.MIN_VALUE % -1 is 0 and Long.MIN_VALUE / -1 is Long.MIN_VALUE. */
    public static long longDivOverflow(long a, long b) {
        if (b == 0L) {
            return 0L;
        }
        long q = a / b;
        long r = a % b;
        if (q == a && b == -1L && r == 0L && a != 0L) {
            return 1L;
        }
        return q;
    }

    /** Squares wrap: a positive int whose square is negative. */
    public static int squareSign(int x) {
        int s = x * x;
        if (s < 0) {
            return -1;
        }
        if (s == 0) {
            return 0;
        }
        return 1;
    }

    /** Increment wraps from Integer.MAX_VALUE to Integer.MIN_VALUE. */
    public static boolean incrementWraps(int x) {
        int y = x + 1;
        return y < x;
    }
}
