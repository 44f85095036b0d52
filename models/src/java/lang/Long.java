package java.lang;

/**
 * symtest model of java.lang.Long: boxing with the JDK's cache (-128..127), unboxing,
 * comparisons, toString, and parseLong/valueOf of strings with the JDK's NumberFormatException
 * cases (as Integer.parseInt). Model statics start at their defaults: the cache is filled
 * lazily.
 */
public final class Long extends Number implements Comparable<Long> {
    /** The Class of the primitive type long (the JDK's Long.TYPE). */
    @SuppressWarnings("unchecked")
    public static final Class<Long> TYPE = (Class<Long>) SymtestPrimitives.primitiveClass('J');

    public static final long MIN_VALUE = 0x8000000000000000L;
    public static final long MAX_VALUE = 0x7fffffffffffffffL;

    // The canonical objects of the JDK's cache (-128..127) created so far along the path:
    // cache[0 .. cacheCount), looked up by a loop over them (see Integer.valueOf).
    private static Long[] cache;
    private static int cacheCount;
    private final long value;

    @Deprecated
    public Long(long value) {
        this.value = value;
    }

    public static Long valueOf(long v) {
        if (v >= -128 && v <= 127) {
            for (int k = 0; k < cacheCount; k++) {
                Long c = cache[k];
                if (holds(c, v)) {
                    return c;
                }
            }
            Long c = new Long(v);
            if (cache == null) {
                cache = new Long[8];
            } else if (cacheCount == cache.length) {
                Long[] grown = new Long[cacheCount * 2];
                for (int k = 0; k < cacheCount; k++) {
                    grown[k] = cache[k];
                }
                cache = grown;
            }
            cache[cacheCount] = c;
            cacheCount++;
            return c;
        }
        return new Long(v);
    }

    // Whether the canonical object c holds v. A method of its own: its branch is popped from
    // the ancestors when it returns, so the loop in valueOf, which branches on its concrete
    // result, does not count toward the bound, however many entries it passes.
    private static boolean holds(Long c, long v) {
        if (c.value == v) {
            return true;
        }
        return false;
    }

    public static Long valueOf(String s) throws NumberFormatException {
        return Long.valueOf(parseLong(s, 10));
    }

    public static Long valueOf(String s, int radix) throws NumberFormatException {
        return Long.valueOf(parseLong(s, radix));
    }

    public static long parseLong(String s) throws NumberFormatException {
        return parseLong(s, 10);
    }

    public static long parseLong(String s, int radix) throws NumberFormatException {
        if (s == null) {
            throw new NumberFormatException("Cannot parse null string: null");
        }
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new NumberFormatException("radix out of range");
        }
        int len = s.length();
        if (len == 0) {
            throw new NumberFormatException("For input string: \"\"");
        }
        boolean negative = false;
        int i = 0;
        long limit = -MAX_VALUE;
        char firstChar = s.charAt(0);
        if (firstChar < '0') { // a leading "+" or "-"
            if (firstChar == '-') {
                negative = true;
                limit = MIN_VALUE;
            } else if (firstChar != '+') {
                throw new NumberFormatException("For input string");
            }
            if (len == 1) { // a lone "+" or "-"
                throw new NumberFormatException("For input string");
            }
            i++;
        }
        long multmin = limit / radix;
        long result = 0;
        // The JDK's overflow checks cannot fail while |result| <= bound <= safe (bound: the
        // largest magnitude the digits read so far can make, radix^n - 1, never 2^31 or 2^63):
        // such digits skip them, which spares the solver queries on symbolic strings.
        long safe = -(limit + radix - 1) / radix;
        long bound = 0;
        while (i < len) {
            // Accumulating negatively avoids surprises near MAX_VALUE
            int digit = Character.digit(s.charAt(i), radix);
            i++;
            if (digit < 0) {
                throw new NumberFormatException("For input string");
            }
            if (bound <= safe) {
                result = result * radix - digit;
                bound = bound * radix + radix - 1;
                continue;
            }
            if (result < multmin) {
                throw new NumberFormatException("For input string");
            }
            result *= radix;
            if (result < limit + digit) {
                throw new NumberFormatException("For input string");
            }
            result -= digit;
        }
        return negative ? result : -result;
    }

    public static String toString(long i) {
        return new String(decimal(i));
    }

    public String toString() {
        return toString(value);
    }

    // The decimal form of i, its digits counted by comparisons (see Integer.decimal). (Also
    // used by StringBuilder.append(long).)
    static char[] decimal(long i) {
        long n = i < 0 ? i : -i; // -|i| cannot overflow
        int digits = decimalDigits(n);
        int len = i < 0 ? digits + 1 : digits;
        char[] out = new char[len];
        int pos = len - 1;
        for (int d = 0; d < digits; d++) {
            out[pos] = (char) ('0' - n % 10);
            pos--;
            n = n / 10;
        }
        if (i < 0) {
            out[0] = '-';
        }
        return out;
    }

    // The number of decimal digits of -n, for n <= 0. Written so that each test's jump goes to
    // the shorter number: symbolic execution tries the jump first, so the first path found
    // (the one a guided search keeps) has the fewest digits, 0 rather than 1000000000.
    private static int decimalDigits(long n) {
        if (n <= -10L) {
            // more digits
        } else {
            return 1;
        }
        if (n <= -100L) {
            // more digits
        } else {
            return 2;
        }
        if (n <= -1000L) {
            // more digits
        } else {
            return 3;
        }
        if (n <= -10000L) {
            // more digits
        } else {
            return 4;
        }
        if (n <= -100000L) {
            // more digits
        } else {
            return 5;
        }
        if (n <= -1000000L) {
            // more digits
        } else {
            return 6;
        }
        if (n <= -10000000L) {
            // more digits
        } else {
            return 7;
        }
        if (n <= -100000000L) {
            // more digits
        } else {
            return 8;
        }
        if (n <= -1000000000L) {
            // more digits
        } else {
            return 9;
        }
        if (n <= -10000000000L) {
            // more digits
        } else {
            return 10;
        }
        if (n <= -100000000000L) {
            // more digits
        } else {
            return 11;
        }
        if (n <= -1000000000000L) {
            // more digits
        } else {
            return 12;
        }
        if (n <= -10000000000000L) {
            // more digits
        } else {
            return 13;
        }
        if (n <= -100000000000000L) {
            // more digits
        } else {
            return 14;
        }
        if (n <= -1000000000000000L) {
            // more digits
        } else {
            return 15;
        }
        if (n <= -10000000000000000L) {
            // more digits
        } else {
            return 16;
        }
        if (n <= -100000000000000000L) {
            // more digits
        } else {
            return 17;
        }
        if (n <= -1000000000000000000L) {
            // more digits
        } else {
            return 18;
        }
        return 19;
    }

    public int hashCode() {
        return (int) (value ^ (value >>> 32));
    }

    public static int hashCode(long value) {
        return (int) (value ^ (value >>> 32));
    }

    public boolean equals(Object obj) {
        if (obj instanceof Long) {
            return value == ((Long) obj).value;
        }
        return false;
    }

    public int compareTo(Long another) {
        return compare(this.value, another.value);
    }

    public static int compare(long x, long y) {
        return (x < y) ? -1 : ((x == y) ? 0 : 1);
    }

    // The bit methods, branch-free so that a symbolic argument adds no paths.

    public static int bitCount(long i) {
        i = i - ((i >>> 1) & 0x5555555555555555L);
        i = (i & 0x3333333333333333L) + ((i >>> 2) & 0x3333333333333333L);
        i = (i + (i >>> 4)) & 0x0f0f0f0f0f0f0f0fL;
        i = i + (i >>> 8);
        i = i + (i >>> 16);
        i = i + (i >>> 32);
        return (int) i & 0x7f;
    }

    /** 63 minus the position of the highest set bit, 64 for 0. */
    public static int numberOfLeadingZeros(long i) {
        i |= i >>> 1;
        i |= i >>> 2;
        i |= i >>> 4;
        i |= i >>> 8;
        i |= i >>> 16;
        i |= i >>> 32;
        // i is now the highest bit and all below it; i ^ (i >>> 1) is that bit alone.
        // Bit 0 of i is set unless the argument was 0.
        return 63 - bitIndex(i ^ (i >>> 1)) + (int) (~i & 1);
    }

    /** The position of the lowest set bit, 64 for 0. */
    public static int numberOfTrailingZeros(long i) {
        return bitIndex(i & -i) + (int) ((~i & (i - 1)) >>> 63) * 64;
    }

    /**
     * The position of the single set bit of b (0 for 0), read bit by bit off masks: no
     * additions chains and no branches, which keeps the solver's bit-vector queries small.
     */
    private static int bitIndex(long b) {
        return (nonZero(b & 0xFFFFFFFF00000000L) << 5) | (nonZero(b & 0xFFFF0000FFFF0000L) << 4)
                | (nonZero(b & 0xFF00FF00FF00FF00L) << 3) | (nonZero(b & 0xF0F0F0F0F0F0F0F0L) << 2)
                | (nonZero(b & 0xCCCCCCCCCCCCCCCCL) << 1) | nonZero(b & 0xAAAAAAAAAAAAAAAAL);
    }

    /** 1 when x is not 0, else 0. */
    private static int nonZero(long x) {
        return (int) ((x | -x) >>> 63);
    }

    public static long highestOneBit(long i) {
        return i & (MIN_VALUE >>> numberOfLeadingZeros(i));
    }

    public static long lowestOneBit(long i) {
        return i & -i;
    }

    public static long rotateLeft(long i, int distance) {
        return (i << distance) | (i >>> -distance);
    }

    public static long rotateRight(long i, int distance) {
        return (i >>> distance) | (i << -distance);
    }

    public static int signum(long i) {
        return (int) ((i >> 63) | (-i >>> 63));
    }

    public static long reverseBytes(long i) {
        i = (i & 0x00ff00ff00ff00ffL) << 8 | (i >>> 8) & 0x00ff00ff00ff00ffL;
        return (i << 48) | ((i & 0xffff0000L) << 16) | ((i >>> 16) & 0xffff0000L) | (i >>> 48);
    }

    public static long sum(long a, long b) {
        return a + b;
    }

    public static long max(long a, long b) {
        return Math.max(a, b);
    }

    public static long min(long a, long b) {
        return Math.min(a, b);
    }

    public int intValue() {
        return (int) value;
    }

    public long longValue() {
        return (long) value;
    }

    public short shortValue() {
        return (short) value;
    }

    public byte byteValue() {
        return (byte) value;
    }

    public float floatValue() {
        return (float) value;
    }

    public double doubleValue() {
        return (double) value;
    }
}
