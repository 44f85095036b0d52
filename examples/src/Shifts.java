/**
 * Shift semantics: int shift distances are masked with 31 and long ones with 63, so
 * distances of 32 or more and negative distances do not do what they seem to; >>
 * copies the sign bit and >>> shifts in zeros.
 */
public class Shifts {
    private Shifts() {
    }

    public static int shl(int x, int s) {
        return x << s;
    }

    /** Distinguishes a shift by 32 (identity) from one by -1 (really 31). */
    public static int maskedDistance(int x, int s) {
        int y = x << s;
        if (s >= 32 && y == x) {
            return 1;
        }
        if (s < 0 && y != 0) {
            return 2;
        }
        return 0;
    }

    public static int sarVsShr(int x, int s) {
        int a = x >> s;
        int b = x >>> s;
        if (a == b) {
            return 0;
        }
        if (a < 0) {
            return -1;
        }
        return 1;
    }

    public static boolean longShiftBy64IsIdentity(long x, int s) {
        long y = x << s;
        return s == 64 && y == x;
    }

    public static int rotateLeft(int x, int s) {
        return (x << s) | (x >>> -s);
    }

    /** Kernighan's bit count: one iteration per set bit. */
    public static int bitCount(int x) {
        int c = 0;
        while (x != 0) {
            x &= x - 1;
            c++;
        }
        return c;
    }

    public static int extractField(int word, int pos, int width) {
        if (width <= 0 || width >= 32) {
            return 0;
        }
        return (word >>> pos) & ((1 << width) - 1);
    }

    /** Sign-extends the low 'bits' bits of x. */
    public static int signExtend(int x, int bits) {
        int sh = 32 - bits;
        return (x << sh) >> sh;
    }

    /** A long shift distance is narrowed to int (l2i) and then masked with 63. */
    public static long longOperand(long x, long s) {
        return x >>> s;
    }

    public static boolean isNegativeBySign(int x) {
        return (x >>> 31) == 1;
    }

    public static int lowestSetBit(int x) {
        if (x == 0) {
            return -1;
        }
        int n = 0;
        while ((x & 1) == 0) {
            x >>= 1;
            n++;
        }
        return n;
    }
}
