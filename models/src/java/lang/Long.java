package java.lang;

/**
 * symtest model of java.lang.Long: boxing with the JDK's cache (-128..127), unboxing and
 * comparisons. Model statics start at their defaults: the cache is filled lazily.
 */
public final class Long extends Number implements Comparable<Long> {
    private static Long[] cache;
    private final long value;

    @Deprecated
    public Long(long value) {
        this.value = value;
    }

    public static Long valueOf(long v) {
        if (v >= -128 && v <= 127) {
            if (cache == null) {
                cache = new Long[256];
            }
            int i = (int) v + 128;
            Long c = cache[i];
            if (c == null) {
                c = new Long(v);
                cache[i] = c;
            }
            return c;
        }
        return new Long(v);
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
