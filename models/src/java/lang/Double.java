package java.lang;

/**
 * symtest model of java.lang.Double: the constants, boxing (valueOf makes a new object each
 * time, as JDK 17, which has no cache), unboxing and the Number conversions, the tests
 * (isNaN, isInfinite, isFinite), compare and compareTo (the total order of the bits: -0.0
 * below 0.0, NaN above infinity), equals and hashCode (on doubleToLongBits, so NaN equals
 * NaN), the bit conversions, sum, max, min, toString (the engine's Double.toString) and
 * parseDouble/valueOf(String) (SymtestFloatingDecimal: the JDK's syntax and exceptions,
 * decimal values where they can be computed exactly). symtest has one NaN: the raw bits of a
 * NaN (doubleToRawLongBits) are an unhandled call, as are toHexString and hexadecimal
 * strings.
 */
public final class Double extends Number implements Comparable<Double> {
    /** The Class of the primitive type double (the JDK's Double.TYPE). */
    @SuppressWarnings("unchecked")
    public static final Class<Double> TYPE = (Class<Double>) SymtestPrimitives.primitiveClass('D');

    public static final double POSITIVE_INFINITY = 1.0 / 0.0;
    public static final double NEGATIVE_INFINITY = -1.0 / 0.0;
    public static final double NaN = 0.0d / 0.0;
    public static final double MAX_VALUE = 0x1.fffffffffffffP+1023;
    public static final double MIN_NORMAL = 0x1.0p-1022;
    public static final double MIN_VALUE = 0x0.0000000000001P-1022;
    public static final int MAX_EXPONENT = 1023;
    public static final int MIN_EXPONENT = -1022;
    public static final int SIZE = 64;
    public static final int BYTES = SIZE / Byte.SIZE;
    private final double value;

    @Deprecated
    public Double(double value) {
        this.value = value;
    }

    @Deprecated
    public Double(String s) throws NumberFormatException {
        value = parseDouble(s);
    }

    public static String toString(double d) {
        return SymtestPrimitives.doubleToString(d);
    }

    public String toString() {
        return SymtestPrimitives.doubleToString(value);
    }

    public static native String toHexString(double d);

    public static Double valueOf(String s) throws NumberFormatException {
        return new Double(parseDouble(s));
    }

    public static Double valueOf(double d) {
        return new Double(d);
    }

    public static double parseDouble(String s) throws NumberFormatException {
        return SymtestFloatingDecimal.parseDouble(s);
    }

    public static boolean isNaN(double v) {
        return v != v;
    }

    /** One comparison of the magnitude (the JDK compares with both infinities). */
    public static boolean isInfinite(double v) {
        return Math.abs(v) == POSITIVE_INFINITY;
    }

    public static boolean isFinite(double d) {
        return Math.abs(d) <= MAX_VALUE;
    }

    public boolean isNaN() {
        return value != value;
    }

    public boolean isInfinite() {
        return isInfinite(value);
    }

    public byte byteValue() {
        return (byte) value;
    }

    public short shortValue() {
        return (short) value;
    }

    public int intValue() {
        return (int) value;
    }

    public long longValue() {
        return (long) value;
    }

    public float floatValue() {
        return (float) value;
    }

    public double doubleValue() {
        return value;
    }

    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(double value) {
        long bits = SymtestPrimitives.doubleBits(value);
        return (int) (bits ^ (bits >>> 32));
    }

    public boolean equals(Object obj) {
        return (obj instanceof Double)
                && (SymtestPrimitives.doubleBits(((Double) obj).value)
                        == SymtestPrimitives.doubleBits(value));
    }

    public static long doubleToLongBits(double value) {
        return SymtestPrimitives.doubleBits(value);
    }

    /** The bits of a NaN depend on how the JVM made it: an unhandled call. */
    public static long doubleToRawLongBits(double value) {
        if (value != value) {
            return rawBitsOfNaN(value);
        }
        return SymtestPrimitives.doubleBits(value);
    }

    public static double longBitsToDouble(long bits) {
        return SymtestPrimitives.doubleFromBits(bits);
    }

    public int compareTo(Double anotherDouble) {
        return compare(value, anotherDouble.value);
    }

    /** The JDK's order (by <, >, then the bits): -0.0 below 0.0, NaN above all. */
    public static int compare(double d1, double d2) {
        return SymtestPrimitives.compare(d1, d2);
    }

    public static double sum(double a, double b) {
        return a + b;
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }

    private static native long rawBitsOfNaN(double value);
}
