/**
 * long arithmetic: comparisons compile to lcmp followed by an int branch, long
 * shifts mask their distance with 63, long loops and long remainders.
 */
public class LongOps {
    private LongOps() {
    }

    public static int compare(long a, long b) {
        if (a < b) {
            return -1;
        }
        if (a > b) {
            return 1;
        }
        return 0;
    }

    public static int clampToInt(long v) {
        if (v > Integer.MAX_VALUE) {
            return Integer.MAX_VALUE;
        }
        if (v < Integer.MIN_VALUE) {
            return Integer.MIN_VALUE;
        }
        return (int) v;
    }

    public static long max3(long a, long b, long c) {
        long m = a;
        if (b > m) {
            m = b;
        }
        if (c > m) {
            m = c;
        }
        return m;
    }

    /** High 32 bits of the (wrapped) 64-bit product. */
    public static int mulHigh(long a, long b) {
        long p = a * b;
        return (int) (p >>> 32);
    }

    public static long shiftMix(long x, int s) {
        long y = x << s;
        if (y < 0L) {
            return y >> (s & 7);
        }
        return y >>> 3;
    }

    public static long gcd(long a, long b) {
        while (b != 0L) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a < 0L ? -a : a;
    }

    public static long sumTo(long n) {
        long s = 0L;
        for (long i = 1L; i <= n; i++) {
            s += i;
        }
        return s;
    }

    public static boolean isPowerOfTwo(long x) {
        return x > 0L && (x & (x - 1L)) == 0L;
    }

    /** -1, 0 or 1 computed with shifts only. */
    public static int signum(long x) {
        return (int) ((x >> 63) | (-x >>> 63));
    }

    /** Average rounded towards negative infinity, without overflow. */
    public static long average(long a, long b) {
        return (a & b) + ((a ^ b) >> 1);
    }

    public static long absDiff(long a, long b) {
        if (a >= b) {
            return a - b;
        }
        return b - a;
    }

    /** Mixes int and long: the int is widened before the comparison. */
    public static boolean fitsBelow(int x, long limit) {
        long wide = x;
        if (wide * 2L > limit) {
            return false;
        }
        return true;
    }
}
