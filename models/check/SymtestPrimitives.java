package symtestcheck;

/**
 * The floating-point primitives of java.lang.SymtestPrimitives, implemented with the real JDK
 * for the differential check (FloatCheck). As in symtest, there is one NaN: the bit views give
 * the canonical patterns and the conversions from bits give Double.NaN / Float.NaN.
 */
public final class SymtestPrimitives {
    private SymtestPrimitives() {
    }

    public static double sqrt(double a) {
        return java.lang.StrictMath.sqrt(a);
    }

    public static double floor(double a) {
        return java.lang.StrictMath.floor(a);
    }

    public static double ceil(double a) {
        return java.lang.StrictMath.ceil(a);
    }

    public static double rint(double a) {
        return java.lang.StrictMath.rint(a);
    }

    public static double ieeeRemainder(double a, double b) {
        return java.lang.StrictMath.IEEEremainder(a, b);
    }

    public static long doubleBits(double a) {
        return java.lang.Double.doubleToLongBits(a);
    }

    public static int floatBits(float a) {
        return java.lang.Float.floatToIntBits(a);
    }

    public static double doubleFromBits(long bits) {
        double d = java.lang.Double.longBitsToDouble(bits);
        return d != d ? java.lang.Double.NaN : d;
    }

    public static float floatFromBits(int bits) {
        float f = java.lang.Float.intBitsToFloat(bits);
        return f != f ? java.lang.Float.NaN : f;
    }

    public static String doubleToString(double d) {
        return java.lang.Double.toString(d);
    }

    public static String floatToString(float f) {
        return java.lang.Float.toString(f);
    }

    // abs, compare and round as the engine computes them (fp_expr.cpp), not by the JDK's own
    // methods: the check then compares the engine's definitions with the JDK.

    public static double abs(double a) {
        return java.lang.Double.longBitsToDouble(java.lang.Double.doubleToRawLongBits(a) & 0x7fffffffffffffffL);
    }

    public static float abs(float a) {
        return java.lang.Float.intBitsToFloat(java.lang.Float.floatToRawIntBits(a) & 0x7fffffff);
    }

    public static int compare(double a, double b) {
        if (a < b) {
            return -1;
        }
        if (a > b) {
            return 1;
        }
        long ka = java.lang.Double.doubleToLongBits(a);
        long kb = java.lang.Double.doubleToLongBits(b);
        return ka == kb ? 0 : ka < kb ? -1 : 1;
    }

    public static int compare(float a, float b) {
        if (a < b) {
            return -1;
        }
        if (a > b) {
            return 1;
        }
        int ka = java.lang.Float.floatToIntBits(a);
        int kb = java.lang.Float.floatToIntBits(b);
        return ka == kb ? 0 : ka < kb ? -1 : 1;
    }

    public static long round(double a) {
        double f = java.lang.StrictMath.floor(a);
        return (long) (a - f >= 0.5 ? f + 1 : f);
    }

    public static int round(float a) {
        float f = (float) java.lang.StrictMath.floor(a);
        return (int) (a - f >= 0.5f ? f + 1 : f);
    }

    /** The primitive class of a descriptor letter, as the boxes' TYPE fields read it. */
    public static Class<?> primitiveClass(char descriptor) {
        switch (descriptor) {
            case 'Z': return boolean.class;
            case 'B': return byte.class;
            case 'C': return char.class;
            case 'S': return short.class;
            case 'I': return int.class;
            case 'J': return long.class;
            case 'F': return float.class;
            case 'D': return double.class;
            default: return void.class;
        }
    }

    /** The release of the JDK running the check: the one the models follow here. */
    static int jdkRelease() {
        return Runtime.version().feature();
    }
}
