package java.lang;

/**
 * symtest model of java.lang.Math, written as plain Java with the JDK's results and exceptions
 * for every input: the integer methods, and the floating-point ones that are exact IEEE 754
 * operations (sqrt, floor, ceil, rint, IEEEremainder: engine primitives) or bit manipulations
 * (abs, min, max, round, signum, copySign, ulp, getExponent, nextAfter, nextUp, nextDown,
 * scalb), bit-exact with JDK 17 for every input, -0.0 and NaN included. symtest has one NaN,
 * so the raw bits of a NaN (its sign and payload) are unknown: where the JDK's result depends
 * on them (copySign with a NaN sign) the model calls a native method. The transcendental
 * methods JDK 17 delegates to StrictMath (asin, acos, atan, atan2, cbrt, hypot, sinh, cosh,
 * tanh, expm1, log1p) are fdlibm's; those HotSpot replaces with intrinsics (sin, cos, tan, exp,
 * log, log10, pow), fma and random are native: unhandled calls, reported by name. Methods
 * absent here are unhandled calls too.
 */
public final class Math {
    public static final double E = 2.718281828459045;
    public static final double PI = 3.141592653589793;

    // JDK 17's toRadians and toDegrees multiply by these (one rounding).
    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;
    private static final double RADIANS_TO_DEGREES = 57.29577951308232;

    private static final long DOUBLE_SIGN = 0x8000000000000000L;
    private static final long DOUBLE_EXPONENT = 0x7ff0000000000000L;
    private static final int FLOAT_SIGN = 0x80000000;
    private static final int FLOAT_EXPONENT = 0x7f800000;
    private static final long NEGATIVE_ZERO_DOUBLE_BITS = 0x8000000000000000L;
    private static final int NEGATIVE_ZERO_FLOAT_BITS = 0x80000000;

    private Math() {
    }

    public static int abs(int a) {
        return (a < 0) ? -a : a;
    }

    public static long abs(long a) {
        return (a < 0) ? -a : a;
    }

    public static int absExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Integer.MIN_VALUE");
        }
        return abs(a);
    }

    public static int max(int a, int b) {
        return (a >= b) ? a : b;
    }

    public static long max(long a, long b) {
        return (a >= b) ? a : b;
    }

    public static int min(int a, int b) {
        return (a <= b) ? a : b;
    }

    public static long min(long a, long b) {
        return (a <= b) ? a : b;
    }

    public static int addExact(int x, int y) {
        int r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long addExact(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int subtractExact(int x, int y) {
        int r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long subtractExact(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int multiplyExact(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -a;
    }

    public static int incrementExact(int a) {
        if (a == Integer.MAX_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a + 1;
    }

    public static int decrementExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a - 1;
    }

    public static int toIntExact(long value) {
        if ((int) value != value) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) value;
    }

    public static int floorDiv(int x, int y) {
        int q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            return q - 1;
        }
        return q;
    }

    public static int floorMod(int x, int y) {
        int r = x % y;
        if ((r ^ y) < 0 && r != 0) {
            return r + y;
        }
        return r;
    }

    public static long floorDiv(long x, long y) {
        long q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            return q - 1;
        }
        return q;
    }

    public static long floorMod(long x, long y) {
        long r = x % y;
        if ((r ^ y) < 0 && r != 0) {
            return r + y;
        }
        return r;
    }

    // Floating point. The bit views are those of SymtestPrimitives (NaN as the canonical
    // pattern); the JDK reads raw bits where a NaN's bits cannot change the result, or where
    // NaN was excluded before. abs, round and the comparisons are engine primitives: one term
    // each (Math.abs(x) in a path condition), no fork on the sign.

    /** The JDK's (a <= 0.0F) ? 0.0F - a : a, NaN and -0.0 included: the sign cleared. */
    public static float abs(float a) {
        return SymtestPrimitives.abs(a);
    }

    /** The JDK's (a <= 0.0D) ? 0.0D - a : a, NaN and -0.0 included: the sign cleared. */
    public static double abs(double a) {
        return SymtestPrimitives.abs(a);
    }

    // max and min as JDK 17: a NaN argument wins, and -0.0 is less than 0.0.
    public static float max(float a, float b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0f) && (b == 0.0f)
                && (SymtestPrimitives.floatBits(a) == NEGATIVE_ZERO_FLOAT_BITS)) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static double max(double a, double b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0d) && (b == 0.0d)
                && (SymtestPrimitives.doubleBits(a) == NEGATIVE_ZERO_DOUBLE_BITS)) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static float min(float a, float b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0f) && (b == 0.0f)
                && (SymtestPrimitives.floatBits(b) == NEGATIVE_ZERO_FLOAT_BITS)) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    public static double min(double a, double b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0d) && (b == 0.0d)
                && (SymtestPrimitives.doubleBits(b) == NEGATIVE_ZERO_DOUBLE_BITS)) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    public static double sqrt(double a) {
        return SymtestPrimitives.sqrt(a);
    }

    public static double floor(double a) {
        return SymtestPrimitives.floor(a);
    }

    public static double ceil(double a) {
        return SymtestPrimitives.ceil(a);
    }

    public static double rint(double a) {
        return SymtestPrimitives.rint(a);
    }

    public static double IEEEremainder(double f1, double f2) {
        return SymtestPrimitives.ieeeRemainder(f1, f2);
    }

    public static double toRadians(double angdeg) {
        return angdeg * DEGREES_TO_RADIANS;
    }

    public static double toDegrees(double angrad) {
        return angrad * RADIANS_TO_DEGREES;
    }

    /** Round half up: floor(a + 1/2) exactly (0.49999997f gives 0), NaN 0, saturating. */
    public static int round(float a) {
        return SymtestPrimitives.round(a);
    }

    /** As round(float), on doubles: 0.49999999999999994 gives 0. */
    public static long round(double a) {
        return SymtestPrimitives.round(a);
    }

    public static double signum(double d) {
        if (d == 0.0 || d != d) {
            return d;
        }
        return signCopied(1.0, d);
    }

    public static float signum(float f) {
        if (f == 0.0f || f != f) {
            return f;
        }
        return signCopied(1.0f, f);
    }

    /** The JDK reads the raw sign bit of sign, unknown for a NaN: an unhandled call then. */
    public static double copySign(double magnitude, double sign) {
        if (sign != sign) {
            return copySignOfNaN(magnitude, sign);
        }
        return signCopied(magnitude, sign);
    }

    public static float copySign(float magnitude, float sign) {
        if (sign != sign) {
            return copySignOfNaN(magnitude, sign);
        }
        return signCopied(magnitude, sign);
    }

    // copySign for a sign that is not NaN (a NaN magnitude stays NaN).
    static double signCopied(double magnitude, double sign) {
        return SymtestPrimitives.doubleFromBits((SymtestPrimitives.doubleBits(sign) & DOUBLE_SIGN)
                | (SymtestPrimitives.doubleBits(magnitude) & ~DOUBLE_SIGN));
    }

    static float signCopied(float magnitude, float sign) {
        return SymtestPrimitives.floatFromBits((SymtestPrimitives.floatBits(sign) & FLOAT_SIGN)
                | (SymtestPrimitives.floatBits(magnitude) & ~FLOAT_SIGN));
    }

    /** The unbiased exponent: 1024 for NaN and infinities, -1023 for zero and subnormals. */
    public static int getExponent(double d) {
        return (int) (((SymtestPrimitives.doubleBits(d) & DOUBLE_EXPONENT) >> 52) - 1023);
    }

    public static int getExponent(float f) {
        return ((SymtestPrimitives.floatBits(f) & FLOAT_EXPONENT) >> 23) - 127;
    }

    public static double ulp(double d) {
        int exp = getExponent(d);
        if (exp == 1024) { // NaN or infinite
            return abs(d);
        }
        if (exp == -1023) { // zero or subnormal
            return Double.MIN_VALUE;
        }
        exp = exp - 52;
        if (exp >= -1022) {
            return powerOfTwoD(exp);
        }
        // a subnormal ulp
        return SymtestPrimitives.doubleFromBits(1L << (exp - (-1022 - 52)));
    }

    public static float ulp(float f) {
        int exp = getExponent(f);
        if (exp == 128) {
            return abs(f);
        }
        if (exp == -127) {
            return Float.MIN_VALUE;
        }
        exp = exp - 23;
        if (exp >= -126) {
            return powerOfTwoF(exp);
        }
        return SymtestPrimitives.floatFromBits(1 << (exp - (-126 - 23)));
    }

    // The JDK's next* add or subtract one to the bits depending on their sign: (t >> 63) | 1
    // is -1 for a negative t and 1 otherwise, without a branch.
    public static double nextAfter(double start, double direction) {
        if (start > direction) { // descending
            if (start != 0.0d) {
                long transducer = SymtestPrimitives.doubleBits(start);
                return SymtestPrimitives.doubleFromBits(transducer - ((transducer >> 63) | 1L));
            }
            return -Double.MIN_VALUE;
        } else if (start < direction) { // ascending; + 0.0d turns -0.0 into 0.0
            long transducer = SymtestPrimitives.doubleBits(start + 0.0d);
            return SymtestPrimitives.doubleFromBits(transducer + ((transducer >> 63) | 1L));
        } else if (start == direction) {
            return direction;
        }
        return start + direction; // a NaN
    }

    public static float nextAfter(float start, double direction) {
        if (start > direction) {
            if (start != 0.0f) {
                int transducer = SymtestPrimitives.floatBits(start);
                return SymtestPrimitives.floatFromBits(transducer - ((transducer >> 31) | 1));
            }
            return -Float.MIN_VALUE;
        } else if (start < direction) {
            int transducer = SymtestPrimitives.floatBits(start + 0.0f);
            return SymtestPrimitives.floatFromBits(transducer + ((transducer >> 31) | 1));
        } else if (start == direction) {
            return (float) direction;
        }
        return start + (float) direction;
    }

    public static double nextUp(double d) {
        if (d < Double.POSITIVE_INFINITY) {
            long transducer = SymtestPrimitives.doubleBits(d + 0.0d);
            return SymtestPrimitives.doubleFromBits(transducer + ((transducer >> 63) | 1L));
        }
        return d; // NaN or +infinity
    }

    public static float nextUp(float f) {
        if (f < Float.POSITIVE_INFINITY) {
            int transducer = SymtestPrimitives.floatBits(f + 0.0f);
            return SymtestPrimitives.floatFromBits(transducer + ((transducer >> 31) | 1));
        }
        return f;
    }

    public static double nextDown(double d) {
        if (d != d || d == Double.NEGATIVE_INFINITY) {
            return d;
        }
        if (d == 0.0) {
            return -Double.MIN_VALUE;
        }
        long bits = SymtestPrimitives.doubleBits(d);
        return SymtestPrimitives.doubleFromBits(bits - ((bits >> 63) | 1L));
    }

    public static float nextDown(float f) {
        if (f != f || f == Float.NEGATIVE_INFINITY) {
            return f;
        }
        if (f == 0.0f) {
            return -Float.MIN_VALUE;
        }
        int bits = SymtestPrimitives.floatBits(f);
        return SymtestPrimitives.floatFromBits(bits - ((bits >> 31) | 1));
    }

    /**
     * d * 2^scaleFactor as the JDK computes it: one multiplication by 2^(scaleFactor mod 512)
     * and then by 2^512 or 2^-512 until scaleFactor (clamped to +-2099) is used up.
     */
    public static double scalb(double d, int scaleFactor) {
        final int maxScale = 1023 + 1022 + 53 + 1;
        int scaleIncrement;
        double expDelta;
        if (scaleFactor < 0) {
            scaleFactor = max(scaleFactor, -maxScale);
            scaleIncrement = -512;
            expDelta = 0x1.0p-512;
        } else {
            scaleFactor = min(scaleFactor, maxScale);
            scaleIncrement = 512;
            expDelta = 0x1.0p512;
        }
        // scaleFactor % 512 with the sign of scaleFactor (Hacker's Delight 10-2)
        int t = (scaleFactor >> 9 - 1) >>> 32 - 9;
        int expAdjust = ((scaleFactor + t) & (512 - 1)) - t;
        d *= powerOfTwoD(expAdjust);
        scaleFactor -= expAdjust;
        while (scaleFactor != 0) {
            d *= expDelta;
            scaleFactor -= scaleIncrement;
        }
        return d;
    }

    /** Exact in double (24 significant bits scaled by at most 2^278), then one rounding. */
    public static float scalb(float f, int scaleFactor) {
        final int maxScale = 127 + 126 + 24 + 1;
        scaleFactor = max(min(scaleFactor, maxScale), -maxScale);
        return (float) ((double) f * powerOfTwoD(scaleFactor));
    }

    // 2^n for a normal exponent n (-1022 <= n <= 1023).
    static double powerOfTwoD(int n) {
        return SymtestPrimitives.doubleFromBits((((long) n + 1023L) << 52) & DOUBLE_EXPONENT);
    }

    static float powerOfTwoF(int n) {
        return SymtestPrimitives.floatFromBits(((n + 127) << 23) & FLOAT_EXPONENT);
    }

    // JDK 17's Math delegates these to StrictMath, and HotSpot has no intrinsic for them (it
    // declines atan2's): fdlibm's results, bit for bit.
    public static double asin(double a) {
        return StrictMath.asin(a);
    }

    public static double acos(double a) {
        return StrictMath.acos(a);
    }

    public static double atan(double a) {
        return StrictMath.atan(a);
    }

    public static double cbrt(double a) {
        return StrictMath.cbrt(a);
    }

    public static double atan2(double y, double x) {
        return StrictMath.atan2(y, x);
    }

    public static double sinh(double a) {
        return StrictMath.sinh(a);
    }

    public static double cosh(double a) {
        return StrictMath.cosh(a);
    }

    public static double tanh(double a) {
        return StrictMath.tanh(a);
    }

    public static double hypot(double x, double y) {
        return StrictMath.hypot(x, y);
    }

    public static double expm1(double a) {
        return StrictMath.expm1(a);
    }

    public static double log1p(double a) {
        return StrictMath.log1p(a);
    }

    // Unhandled calls: HotSpot computes sin, cos, tan, exp, log, log10 and pow with intrinsics of
    // its own (not StrictMath's fdlibm results: they may differ in the last bit, and between the
    // interpreter and compiled code), so no model can be exact; fma has no exact engine primitive.
    public static native double sin(double a);

    public static native double cos(double a);

    public static native double tan(double a);

    public static native double exp(double a);

    public static native double log(double a);

    public static native double log10(double a);

    public static native double pow(double a, double b);

    public static native double fma(double a, double b, double c);

    public static native float fma(float a, float b, float c);

    /** A pseudo-random number the test cannot reproduce. */
    public static native double random();

    private static native double copySignOfNaN(double magnitude, double sign);

    private static native float copySignOfNaN(float magnitude, float sign);
}
