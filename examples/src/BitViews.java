/** Floats and doubles seen as bits: sign, exponent, and the bit patterns of special values. */
public class BitViews {
    public static boolean signBit(double d) {
        return Double.doubleToLongBits(d) < 0;
    }

    public static int exponentOf(float f) {
        int bits = Float.floatToIntBits(f);
        return ((bits >>> 23) & 0xff) - 127;
    }

    public static float fromBits(int bits) {
        return Float.intBitsToFloat(bits);
    }

    public static boolean isNegativeZero(double d) {
        return Double.doubleToRawLongBits(d) == 0x8000000000000000L;
    }

    public static long nextUpBits(double d) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            return -1;
        }
        return Double.doubleToLongBits(Math.nextUp(d));
    }

    public static boolean sameValue(Double a, Double b) {
        return a.equals(b);
    }
}
