package java.lang;

/**
 * symtest model of java.lang.StrictMath: its integer methods and its exact floating-point
 * methods are those of Math (the same results for every input), except copySign, which takes
 * a NaN sign as positive. The transcendental methods are native: unhandled calls.
 */
public final class StrictMath {
    public static final double E = 2.718281828459045;
    public static final double PI = 3.141592653589793;

    private StrictMath() {
    }

    public static int abs(int a) {
        return Math.abs(a);
    }

    public static long abs(long a) {
        return Math.abs(a);
    }

    public static int absExact(int a) {
        return Math.absExact(a);
    }

    public static int max(int a, int b) {
        return Math.max(a, b);
    }

    public static long max(long a, long b) {
        return Math.max(a, b);
    }

    public static int min(int a, int b) {
        return Math.min(a, b);
    }

    public static long min(long a, long b) {
        return Math.min(a, b);
    }

    public static int addExact(int x, int y) {
        return Math.addExact(x, y);
    }

    public static long addExact(long x, long y) {
        return Math.addExact(x, y);
    }

    public static int subtractExact(int x, int y) {
        return Math.subtractExact(x, y);
    }

    public static long subtractExact(long x, long y) {
        return Math.subtractExact(x, y);
    }

    public static int multiplyExact(int x, int y) {
        return Math.multiplyExact(x, y);
    }

    public static int negateExact(int a) {
        return Math.negateExact(a);
    }

    public static int incrementExact(int a) {
        return Math.incrementExact(a);
    }

    public static int decrementExact(int a) {
        return Math.decrementExact(a);
    }

    public static int toIntExact(long value) {
        return Math.toIntExact(value);
    }

    public static int floorDiv(int x, int y) {
        return Math.floorDiv(x, y);
    }

    public static int floorMod(int x, int y) {
        return Math.floorMod(x, y);
    }

    public static long floorDiv(long x, long y) {
        return Math.floorDiv(x, y);
    }

    public static long floorMod(long x, long y) {
        return Math.floorMod(x, y);
    }

    public static float abs(float a) {
        return Math.abs(a);
    }

    public static double abs(double a) {
        return Math.abs(a);
    }

    public static float max(float a, float b) {
        return Math.max(a, b);
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static float min(float a, float b) {
        return Math.min(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
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
        return Math.toRadians(angdeg);
    }

    public static double toDegrees(double angrad) {
        return Math.toDegrees(angrad);
    }

    public static int round(float a) {
        return Math.round(a);
    }

    public static long round(double a) {
        return Math.round(a);
    }

    public static double signum(double d) {
        return Math.signum(d);
    }

    public static float signum(float f) {
        return Math.signum(f);
    }

    /** A NaN sign counts as positive (unlike Math.copySign, which reads its raw bits). */
    public static double copySign(double magnitude, double sign) {
        return Math.signCopied(magnitude, (sign != sign) ? 1.0d : sign);
    }

    public static float copySign(float magnitude, float sign) {
        return Math.signCopied(magnitude, (sign != sign) ? 1.0f : sign);
    }

    public static int getExponent(double d) {
        return Math.getExponent(d);
    }

    public static int getExponent(float f) {
        return Math.getExponent(f);
    }

    public static double ulp(double d) {
        return Math.ulp(d);
    }

    public static float ulp(float f) {
        return Math.ulp(f);
    }

    public static double nextAfter(double start, double direction) {
        return Math.nextAfter(start, direction);
    }

    public static float nextAfter(float start, double direction) {
        return Math.nextAfter(start, direction);
    }

    public static double nextUp(double d) {
        return Math.nextUp(d);
    }

    public static float nextUp(float f) {
        return Math.nextUp(f);
    }

    public static double nextDown(double d) {
        return Math.nextDown(d);
    }

    public static float nextDown(float f) {
        return Math.nextDown(f);
    }

    public static double scalb(double d, int scaleFactor) {
        return Math.scalb(d, scaleFactor);
    }

    public static float scalb(float f, int scaleFactor) {
        return Math.scalb(f, scaleFactor);
    }

    // fdlibm's algorithms (native or ported to Java in the JDK) are not modelled: unhandled.
    public static native double sin(double a);

    public static native double cos(double a);

    public static native double tan(double a);

    public static native double asin(double a);

    public static native double acos(double a);

    public static native double atan(double a);

    public static native double exp(double a);

    public static native double log(double a);

    public static native double log10(double a);

    public static native double cbrt(double a);

    public static native double atan2(double y, double x);

    public static native double pow(double a, double b);

    public static native double sinh(double x);

    public static native double cosh(double x);

    public static native double tanh(double x);

    public static native double hypot(double x, double y);

    public static native double expm1(double x);

    public static native double log1p(double x);

    public static native double fma(double a, double b, double c);

    public static native float fma(float a, float b, float c);

    /** A pseudo-random number the test cannot reproduce. */
    public static native double random();
}
