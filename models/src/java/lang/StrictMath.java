package java.lang;

/**
 * symtest model of java.lang.StrictMath: its integer methods and its exact floating-point
 * methods are those of Math (the same results for every input), except copySign, which takes
 * a NaN sign as positive. The transcendental methods are fdlibm's algorithms, bit for bit (sin,
 * cos and tan: arguments up to 2^19 pi/2; larger ones are unhandled calls); fma and random are
 * native: unhandled calls.
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

    // fdlibm 5.3, as JDK 17 computes these (its C code, or Java ports of it for cbrt, hypot,
    // pow and exp): SymtestFdlibm and SymtestFdlibmTrig, bit for bit.
    public static double sin(double a) {
        return SymtestFdlibmTrig.sin(a);
    }

    public static double cos(double a) {
        return SymtestFdlibmTrig.cos(a);
    }

    public static double tan(double a) {
        return SymtestFdlibmTrig.tan(a);
    }

    public static double asin(double a) {
        return SymtestFdlibmTrig.asin(a);
    }

    public static double acos(double a) {
        return SymtestFdlibmTrig.acos(a);
    }

    public static double atan(double a) {
        return SymtestFdlibmTrig.atan(a);
    }

    public static double exp(double a) {
        return SymtestFdlibm.exp(a);
    }

    public static double log(double a) {
        return SymtestFdlibm.log(a);
    }

    public static double log10(double a) {
        return SymtestFdlibm.log10(a);
    }

    public static double cbrt(double a) {
        return SymtestFdlibm.cbrt(a);
    }

    public static double atan2(double y, double x) {
        return SymtestFdlibmTrig.atan2(y, x);
    }

    public static double pow(double a, double b) {
        return SymtestFdlibm.pow(a, b);
    }

    public static double sinh(double a) {
        return SymtestFdlibm.sinh(a);
    }

    public static double cosh(double a) {
        return SymtestFdlibm.cosh(a);
    }

    public static double tanh(double a) {
        return SymtestFdlibm.tanh(a);
    }

    public static double hypot(double x, double y) {
        return SymtestFdlibm.hypot(x, y);
    }

    public static double expm1(double a) {
        return SymtestFdlibm.expm1(a);
    }

    public static double log1p(double a) {
        return SymtestFdlibm.log1p(a);
    }

    // fma has no exact engine primitive: unhandled.
    public static native double fma(double a, double b, double c);

    public static native float fma(float a, float b, float c);

    /** A pseudo-random number the test cannot reproduce. */
    public static native double random();
}
