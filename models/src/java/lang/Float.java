package java.lang;

/**
 * symtest model of java.lang.Float, as the Double model: the constants, boxing (a new object
 * each time, as JDK 17), unboxing and the Number conversions, isNaN, isInfinite, isFinite,
 * compare and compareTo, equals and hashCode (on floatToIntBits), the bit conversions, sum,
 * max, min, toString (the engine's Float.toString) and parseFloat/valueOf(String)
 * (SymtestFloatingDecimal). The raw bits of a NaN (floatToRawIntBits), toHexString and
 * hexadecimal strings are unhandled calls.
 */
public final class Float extends Number implements Comparable<Float> {
    /** The Class of the primitive type float (the JDK's Float.TYPE). */
    @SuppressWarnings("unchecked")
    public static final Class<Float> TYPE = (Class<Float>) SymtestPrimitives.primitiveClass('F');

    public static final float POSITIVE_INFINITY = 1.0f / 0.0f;
    public static final float NEGATIVE_INFINITY = -1.0f / 0.0f;
    public static final float NaN = 0.0f / 0.0f;
    public static final float MAX_VALUE = 0x1.fffffeP+127f;
    public static final float MIN_NORMAL = 0x1.0p-126f;
    public static final float MIN_VALUE = 0x0.000002P-126f;
    public static final int MAX_EXPONENT = 127;
    public static final int MIN_EXPONENT = -126;
    public static final int SIZE = 32;
    public static final int BYTES = SIZE / Byte.SIZE;
    private final float value;

    @Deprecated
    public Float(float value) {
        this.value = value;
    }

    @Deprecated
    public Float(double value) {
        this.value = (float) value;
    }

    @Deprecated
    public Float(String s) throws NumberFormatException {
        value = parseFloat(s);
    }

    public static String toString(float f) {
        return SymtestPrimitives.floatToString(f);
    }

    public String toString() {
        return SymtestPrimitives.floatToString(value);
    }

    public static native String toHexString(float f);

    public static Float valueOf(String s) throws NumberFormatException {
        return new Float(parseFloat(s));
    }

    public static Float valueOf(float f) {
        return new Float(f);
    }

    public static float parseFloat(String s) throws NumberFormatException {
        return SymtestFloatingDecimal.parseFloat(s);
    }

    public static boolean isNaN(float v) {
        return v != v;
    }

    public static boolean isInfinite(float v) {
        return Math.abs(v) == POSITIVE_INFINITY;
    }

    public static boolean isFinite(float f) {
        return Math.abs(f) <= MAX_VALUE;
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
        return value;
    }

    public double doubleValue() {
        return (double) value;
    }

    public int hashCode() {
        return SymtestPrimitives.floatBits(value);
    }

    public static int hashCode(float value) {
        return SymtestPrimitives.floatBits(value);
    }

    public boolean equals(Object obj) {
        return (obj instanceof Float)
                && (SymtestPrimitives.floatBits(((Float) obj).value)
                        == SymtestPrimitives.floatBits(value));
    }

    public static int floatToIntBits(float value) {
        return SymtestPrimitives.floatBits(value);
    }

    /** The bits of a NaN depend on how the JVM made it: an unhandled call. */
    public static int floatToRawIntBits(float value) {
        if (value != value) {
            return rawBitsOfNaN(value);
        }
        return SymtestPrimitives.floatBits(value);
    }

    public static float intBitsToFloat(int bits) {
        return SymtestPrimitives.floatFromBits(bits);
    }

    public int compareTo(Float anotherFloat) {
        return compare(value, anotherFloat.value);
    }

    /** The JDK's order (by <, >, then the bits): -0.0 below 0.0, NaN above all. */
    public static int compare(float f1, float f2) {
        return SymtestPrimitives.compare(f1, f2);
    }

    public static float sum(float a, float b) {
        return a + b;
    }

    public static float max(float a, float b) {
        return Math.max(a, b);
    }

    public static float min(float a, float b) {
        return Math.min(a, b);
    }

    private static native int rawBitsOfNaN(float value);
}
