package java.lang;

/**
 * symtest model of java.lang.Integer: boxing with the JDK's cache of -128..127 (so == on
 * boxed values behaves as on the JVM), unboxing, comparisons, the static bit methods,
 * toString, and parseInt/valueOf of strings with the JDK's NumberFormatException cases (null,
 * empty, lone sign, a char that is no digit in the radix, overflow) and its digits (those of
 * Character.digit: any Unicode decimal digit, full-width letters), decode, toHexString. Model
 * statics start at their defaults: the cache is filled lazily (see valueOf).
 */
public final class Integer extends Number implements Comparable<Integer> {
    /** The Class of the primitive type int (the JDK's Integer.TYPE). */
    @SuppressWarnings("unchecked")
    public static final Class<Integer> TYPE = (Class<Integer>) SymtestPrimitives.primitiveClass('I');

    public static final int MIN_VALUE = 0x80000000;
    public static final int MAX_VALUE = 0x7fffffff;

    // The canonical objects of the JDK's cache (-128..127) created so far along the path, in
    // the order of creation: cache[0 .. cacheCount). A value is looked up by a loop over these
    // entries, not by an index, so a symbolic value costs one branch per existing entry and no
    // value of the range is cut.
    private static Integer[] cache;
    private static int cacheCount;
    private final int value;

    @Deprecated
    public Integer(int value) {
        this.value = value;
    }

    public static Integer valueOf(int i) {
        if (i >= -128 && i <= 127) {
            for (int k = 0; k < cacheCount; k++) {
                Integer c = cache[k];
                if (holds(c, i)) {
                    return c;
                }
            }
            Integer c = new Integer(i);
            if (cache == null) {
                cache = new Integer[8];
            } else if (cacheCount == cache.length) {
                Integer[] grown = new Integer[cacheCount * 2];
                for (int k = 0; k < cacheCount; k++) {
                    grown[k] = cache[k];
                }
                cache = grown;
            }
            cache[cacheCount] = c;
            cacheCount++;
            return c;
        }
        return new Integer(i);
    }

    // Whether the canonical object c holds v. A method of its own: its branch is popped from
    // the ancestors when it returns, so the loop in valueOf, which branches on its concrete
    // result, does not count toward the bound, however many entries it passes.
    private static boolean holds(Integer c, int v) {
        if (c.value == v) {
            return true;
        }
        return false;
    }

    public static Integer valueOf(String s) throws NumberFormatException {
        return Integer.valueOf(parseInt(s, 10));
    }

    public static Integer valueOf(String s, int radix) throws NumberFormatException {
        return Integer.valueOf(parseInt(s, radix));
    }

    public static int parseInt(String s) throws NumberFormatException {
        return parseInt(s, 10);
    }

    public static int parseInt(String s, int radix) throws NumberFormatException {
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
        int limit = -MAX_VALUE;
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
        int multmin = limit / radix;
        int result = 0;
        // The JDK's overflow checks cannot fail while |result| <= bound <= safe (bound: the
        // largest magnitude the digits read so far can make, radix^n - 1, never 2^31 or 2^63):
        // such digits skip them, which spares the solver queries on symbolic strings.
        int safe = -(limit + radix - 1) / radix;
        int bound = 0;
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

    public static String toString(int i) {
        return new String(decimal(i));
    }

    public String toString() {
        return toString(value);
    }

    /**
     * Integer.decode: an optional sign, then "0x", "0X" or "#" (hexadecimal), "0" followed by
     * more (octal) or nothing (decimal), then the digits as parseInt reads them.
     */
    public static Integer decode(String nm) throws NumberFormatException {
        return Integer.valueOf(decodeInt(nm));
    }

    // Integer.decode's value (also for Short.decode and Byte.decode, without boxing). The JDK
    // parses the digits after the prefix and negates the result, and where that overflows
    // (Integer.MIN_VALUE) parses them again after a '-': both are parseInt of '-' and the
    // digits, with the same NumberFormatException cases.
    static int decodeInt(String nm) throws NumberFormatException {
        int radix = 10;
        int index = 0;
        boolean negative = false;
        int len = nm.length(); // the JDK's nm.isEmpty(): NullPointerException first
        if (len == 0) {
            throw new NumberFormatException("Zero length string");
        }
        char firstChar = nm.charAt(0);
        if (firstChar == '-') {
            negative = true;
            index++;
        } else if (firstChar == '+') {
            index++;
        }
        if (nm.startsWith("0x", index) || nm.startsWith("0X", index)) {
            index += 2;
            radix = 16;
        } else if (nm.startsWith("#", index)) {
            index++;
            radix = 16;
        } else if (nm.startsWith("0", index) && len > 1 + index) {
            index++;
            radix = 8;
        }
        if (nm.startsWith("-", index) || nm.startsWith("+", index)) {
            throw new NumberFormatException("Sign character in wrong position");
        }
        if (!negative) {
            return parseInt(nm.substring(index), radix);
        }
        char[] minus = new char[len - index + 1];
        minus[0] = '-';
        for (int k = index; k < len; k++) {
            minus[k - index + 1] = nm.charAt(k);
        }
        return parseInt(new String(minus), radix);
    }

    /** The unsigned hexadecimal form of i, lower case, without leading zeros ("0" for 0). */
    public static String toHexString(int i) {
        int digits = hexDigits(i);
        char[] out = new char[digits];
        int v = i;
        for (int p = digits - 1; p >= 0; p--) {
            int d = v & 15;
            out[p] = (char) ('0' + d + (((9 - d) >>> 31) * ('a' - '0' - 10)));
            v = v >>> 4;
        }
        return new String(out);
    }

    // The number of hexadecimal digits of i unsigned, by comparisons (see decimal).
    private static int hexDigits(int i) {
        if ((i >>> 4) == 0) {
            return 1;
        }
        if ((i >>> 8) == 0) {
            return 2;
        }
        if ((i >>> 12) == 0) {
            return 3;
        }
        if ((i >>> 16) == 0) {
            return 4;
        }
        if ((i >>> 20) == 0) {
            return 5;
        }
        if ((i >>> 24) == 0) {
            return 6;
        }
        if ((i >>> 28) == 0) {
            return 7;
        }
        return 8;
    }

    // The decimal form of i. Its digits are counted by comparisons, not a division loop: a
    // symbolic i forks once per length, on cheap conditions, and the digits are never
    // branched on. (Also used by StringBuilder.append(int).)
    static char[] decimal(int i) {
        int n = i < 0 ? i : -i; // -|i| cannot overflow
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
    private static int decimalDigits(int n) {
        if (n <= -10) {
            // more digits
        } else {
            return 1;
        }
        if (n <= -100) {
            // more digits
        } else {
            return 2;
        }
        if (n <= -1000) {
            // more digits
        } else {
            return 3;
        }
        if (n <= -10000) {
            // more digits
        } else {
            return 4;
        }
        if (n <= -100000) {
            // more digits
        } else {
            return 5;
        }
        if (n <= -1000000) {
            // more digits
        } else {
            return 6;
        }
        if (n <= -10000000) {
            // more digits
        } else {
            return 7;
        }
        if (n <= -100000000) {
            // more digits
        } else {
            return 8;
        }
        if (n <= -1000000000) {
            // more digits
        } else {
            return 9;
        }
        return 10;
    }

    public boolean equals(Object obj) {
        if (obj instanceof Integer) {
            return value == ((Integer) obj).value;
        }
        return false;
    }

    public int hashCode() {
        return value;
    }

    public static int hashCode(int value) {
        return value;
    }

    public int compareTo(Integer anotherInteger) {
        return compare(this.value, anotherInteger.value);
    }

    public static int compare(int x, int y) {
        return (x < y) ? -1 : ((x == y) ? 0 : 1);
    }

    public static int compareUnsigned(int x, int y) {
        return compare(x + MIN_VALUE, y + MIN_VALUE);
    }

    public static int signum(int i) {
        return (i >> 31) | (-i >>> 31);
    }

    public static int max(int a, int b) {
        return Math.max(a, b);
    }

    public static int min(int a, int b) {
        return Math.min(a, b);
    }

    public static int sum(int a, int b) {
        return a + b;
    }

    public static int bitCount(int i) {
        i = i - ((i >>> 1) & 0x55555555);
        i = (i & 0x33333333) + ((i >>> 2) & 0x33333333);
        i = (i + (i >>> 4)) & 0x0f0f0f0f;
        i = i + (i >>> 8);
        i = i + (i >>> 16);
        return i & 0x3f;
    }

    public static int highestOneBit(int i) {
        return i & (MIN_VALUE >>> numberOfLeadingZeros(i));
    }

    public static int lowestOneBit(int i) {
        return i & -i;
    }

    public static int numberOfLeadingZeros(int i) {
        if (i <= 0) {
            return i == 0 ? 32 : 0;
        }
        int n = 31;
        if (i >= 1 << 16) { n -= 16; i >>>= 16; }
        if (i >= 1 << 8) { n -= 8; i >>>= 8; }
        if (i >= 1 << 4) { n -= 4; i >>>= 4; }
        if (i >= 1 << 2) { n -= 2; i >>>= 2; }
        return n - (i >>> 1);
    }

    public static int numberOfTrailingZeros(int i) {
        i = ~i & (i - 1);
        if (i <= 0) {
            return i & 32;
        }
        int n = 1;
        if (i > 1 << 16) { n += 16; i >>>= 16; }
        if (i > 1 << 8) { n += 8; i >>>= 8; }
        if (i > 1 << 4) { n += 4; i >>>= 4; }
        if (i > 1 << 2) { n += 2; i >>>= 2; }
        return n + (i >>> 1);
    }

    public static int reverseBytes(int i) {
        return (i << 24) | ((i & 0xff00) << 8) | ((i >>> 8) & 0xff00) | (i >>> 24);
    }

    public static int rotateLeft(int i, int distance) {
        return (i << distance) | (i >>> -distance);
    }

    public static int rotateRight(int i, int distance) {
        return (i >>> distance) | (i << -distance);
    }

    public static long toUnsignedLong(int x) {
        return ((long) x) & 0xffffffffL;
    }

    public int intValue() {
        return value;
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
