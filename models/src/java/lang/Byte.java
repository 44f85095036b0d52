package java.lang;

/**
 * symtest model of java.lang.Byte: boxing with the JDK's cache (all values), unboxing,
 * comparisons, hashCode, toString, and parseByte/valueOf(String)/decode with the JDK's
 * NumberFormatException cases (those of Integer.parseInt and Integer.decode, and values out of
 * range). Model statics start at their defaults: the cache is filled lazily (see valueOf).
 */
public final class Byte extends Number implements Comparable<Byte> {
    /** The Class of the primitive type byte (the JDK's Byte.TYPE). */
    @SuppressWarnings("unchecked")
    public static final Class<Byte> TYPE = (Class<Byte>) SymtestPrimitives.primitiveClass('B');

    public static final byte MIN_VALUE = -128;
    public static final byte MAX_VALUE = 127;
    public static final int SIZE = 8;
    public static final int BYTES = 1;

    // The canonical objects of the JDK's cache (every byte value) created so far along the
    // path: cache[0 .. cacheCount), looked up by a loop over them (see Integer.valueOf).
    private static Byte[] cache;
    private static int cacheCount;
    private final byte value;

    @Deprecated
    public Byte(byte value) {
        this.value = value;
    }

    @Deprecated
    public Byte(String s) throws NumberFormatException {
        this.value = parseByte(s, 10);
    }

    public static Byte valueOf(byte v) {
        for (int k = 0; k < cacheCount; k++) {
            Byte c = cache[k];
            if (holds(c, v)) {
                return c;
            }
        }
        Byte c = new Byte(v);
        if (cache == null) {
            cache = new Byte[8];
        } else if (cacheCount == cache.length) {
            Byte[] grown = new Byte[cacheCount * 2];
            for (int k = 0; k < cacheCount; k++) {
                grown[k] = cache[k];
            }
            cache = grown;
        }
        cache[cacheCount] = c;
        cacheCount++;
        return c;
    }

    // Whether the canonical object c holds v. A method of its own: its branch is popped from
    // the ancestors when it returns, so the loop in valueOf, which branches on its concrete
    // result, does not count toward the bound, however many entries it passes.
    private static boolean holds(Byte c, byte v) {
        if (c.value == v) {
            return true;
        }
        return false;
    }

    public static byte parseByte(String s) throws NumberFormatException {
        return parseByte(s, 10);
    }

    public static byte parseByte(String s, int radix) throws NumberFormatException {
        int i = Integer.parseInt(s, radix);
        if (i < MIN_VALUE || i > MAX_VALUE) {
            throw new NumberFormatException("Value out of range");
        }
        return (byte) i;
    }

    public static Byte valueOf(String s) throws NumberFormatException {
        return valueOf(parseByte(s, 10));
    }

    public static Byte valueOf(String s, int radix) throws NumberFormatException {
        return valueOf(parseByte(s, radix));
    }

    public static Byte decode(String nm) throws NumberFormatException {
        int i = Integer.decodeInt(nm);
        if (i < MIN_VALUE || i > MAX_VALUE) {
            throw new NumberFormatException("Value out of range");
        }
        return valueOf((byte) i);
    }

    public static String toString(byte b) {
        return Integer.toString((int) b);
    }

    public String toString() {
        return Integer.toString((int) value);
    }

    public int hashCode() {
        return (int) value;
    }

    public static int hashCode(byte value) {
        return (int) value;
    }

    public boolean equals(Object obj) {
        if (obj instanceof Byte) {
            return value == ((Byte) obj).value;
        }
        return false;
    }

    public int compareTo(Byte another) {
        return compare(this.value, another.value);
    }

    public static int compare(byte x, byte y) {
        return x - y;
    }

    public static int compareUnsigned(byte x, byte y) {
        return toUnsignedInt(x) - toUnsignedInt(y);
    }

    public static int toUnsignedInt(byte x) {
        return ((int) x) & 0xff;
    }

    public static long toUnsignedLong(byte x) {
        return ((long) x) & 0xffL;
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
