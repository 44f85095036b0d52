package java.lang;

/**
 * symtest model of java.lang.Byte: boxing with the JDK's cache (all values), unboxing and
 * comparisons. Model statics start at their defaults: the cache is filled lazily.
 */
public final class Byte extends Number implements Comparable<Byte> {
    private static Byte[] cache;
    private final byte value;

    @Deprecated
    public Byte(byte value) {
        this.value = value;
    }

    public static Byte valueOf(byte v) {
        if (v >= -128 && v <= 127) {
            if (cache == null) {
                cache = new Byte[256];
            }
            int i = (int) v + 128;
            Byte c = cache[i];
            if (c == null) {
                c = new Byte(v);
                cache[i] = c;
            }
            return c;
        }
        return new Byte(v);
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
