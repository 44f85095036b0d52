package java.lang;

/**
 * symtest model of java.lang.Short: boxing with the JDK's cache (-128..127), unboxing and
 * comparisons. Model statics start at their defaults: the cache is filled lazily.
 */
public final class Short extends Number implements Comparable<Short> {
    private static Short[] cache;
    private final short value;

    @Deprecated
    public Short(short value) {
        this.value = value;
    }

    public static Short valueOf(short v) {
        if (v >= -128 && v <= 127) {
            if (cache == null) {
                cache = new Short[256];
            }
            int i = (int) v + 128;
            Short c = cache[i];
            if (c == null) {
                c = new Short(v);
                cache[i] = c;
            }
            return c;
        }
        return new Short(v);
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
        throw new UnsupportedOperationException("model");
    }

    public double doubleValue() {
        throw new UnsupportedOperationException("model");
    }
}
