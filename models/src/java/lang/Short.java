package java.lang;

/**
 * symtest model of java.lang.Short: boxing with the JDK's cache (-128..127), unboxing,
 * comparisons, hashCode, toString, and parseShort/valueOf(String)/decode with the JDK's
 * NumberFormatException cases (those of Integer.parseInt and Integer.decode, and values out of
 * range). Model statics start at their defaults: the cache is filled lazily (see valueOf).
 */
public final class Short extends Number implements Comparable<Short> {
    /** The Class of the primitive type short (the JDK's Short.TYPE). */
    @SuppressWarnings("unchecked")
    public static final Class<Short> TYPE = (Class<Short>) SymtestPrimitives.primitiveClass('S');

    public static final short MIN_VALUE = -32768;
    public static final short MAX_VALUE = 32767;
    public static final int SIZE = 16;
    public static final int BYTES = 2;

    // The canonical objects of the JDK's cache (-128..127) created so far along the path:
    // cache[0 .. cacheCount), looked up by a loop over them (see Integer.valueOf).
    private static Short[] cache;
    private static int cacheCount;
    private final short value;

    @Deprecated
    public Short(short value) {
        this.value = value;
    }

    @Deprecated
    public Short(String s) throws NumberFormatException {
        this.value = parseShort(s, 10);
    }

    public static Short valueOf(short v) {
        if (v >= -128 && v <= 127) {
            for (int k = 0; k < cacheCount; k++) {
                Short c = cache[k];
                if (holds(c, v)) {
                    return c;
                }
            }
            Short c = new Short(v);
            if (cache == null) {
                cache = new Short[8];
            } else if (cacheCount == cache.length) {
                Short[] grown = new Short[cacheCount * 2];
                for (int k = 0; k < cacheCount; k++) {
                    grown[k] = cache[k];
                }
                cache = grown;
            }
            cache[cacheCount] = c;
            cacheCount++;
            return c;
        }
        return new Short(v);
    }

    // Whether the canonical object c holds v. A method of its own: its branch is popped from
    // the ancestors when it returns, so the loop in valueOf, which branches on its concrete
    // result, does not count toward the bound, however many entries it passes.
    private static boolean holds(Short c, short v) {
        if (c.value == v) {
            return true;
        }
        return false;
    }

    public static short parseShort(String s) throws NumberFormatException {
        return parseShort(s, 10);
    }

    public static short parseShort(String s, int radix) throws NumberFormatException {
        int i = Integer.parseInt(s, radix);
        if (i < MIN_VALUE || i > MAX_VALUE) {
            throw new NumberFormatException("Value out of range");
        }
        return (short) i;
    }

    public static Short valueOf(String s) throws NumberFormatException {
        return valueOf(parseShort(s, 10));
    }

    public static Short valueOf(String s, int radix) throws NumberFormatException {
        return valueOf(parseShort(s, radix));
    }

    public static Short decode(String nm) throws NumberFormatException {
        int i = Integer.decodeInt(nm);
        if (i < MIN_VALUE || i > MAX_VALUE) {
            throw new NumberFormatException("Value out of range");
        }
        return valueOf((short) i);
    }

    public static String toString(short s) {
        return Integer.toString((int) s);
    }

    public String toString() {
        return Integer.toString((int) value);
    }

    public int hashCode() {
        return (int) value;
    }

    public static int hashCode(short value) {
        return (int) value;
    }

    public boolean equals(Object obj) {
        if (obj instanceof Short) {
            return value == ((Short) obj).value;
        }
        return false;
    }

    public int compareTo(Short another) {
        return compare(this.value, another.value);
    }

    public static int compare(short x, short y) {
        return x - y;
    }

    public static int compareUnsigned(short x, short y) {
        return toUnsignedInt(x) - toUnsignedInt(y);
    }

    public static short reverseBytes(short i) {
        return (short) (((i & 0xFF00) >> 8) | (i << 8));
    }

    public static int toUnsignedInt(short x) {
        return ((int) x) & 0xffff;
    }

    public static long toUnsignedLong(short x) {
        return ((long) x) & 0xffffL;
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
