/** Conversions between floating point and integers: saturation, NaN, lost precision. */
public class NumericCasts {
    public static int toIntSaturating(double d) {
        int i = (int) d;
        if (i == Integer.MAX_VALUE) {
            return 1;   // too large (or exactly MAX_VALUE)
        }
        if (i == Integer.MIN_VALUE) {
            return -1;  // too small
        }
        if (i == 0 && d != 0) {
            return d != d ? 2 : 3;  // NaN, or a fraction cut to zero
        }
        return 0;
    }

    public static long floatToLong(float f) {
        return (long) f;
    }

    public static byte narrow(double d) {
        return (byte) d;  // d2i, then i2b
    }

    public static char toChar(float f) {
        return (char) f;
    }

    /** long -> double -> long loses the low bits above 2^53. */
    public static boolean survivesDouble(long v) {
        double d = v;
        return (long) d == v;
    }

    public static boolean survivesFloat(int v) {
        return (int) (float) v == v;
    }

    public static double widen(float f) {
        return f;
    }

    public static float shorten(double d) {
        return (float) d;
    }

    public static double average(int a, int b) {
        return (a + b) / 2.0;
    }
}
