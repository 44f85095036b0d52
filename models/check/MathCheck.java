package symtestdriver;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;

/**
 * Differential check of the transcendental methods of the Math and StrictMath models (fdlibm's
 * algorithms in SymtestFdlibm and SymtestFdlibmTrig) against the JDK, bit for bit, on inputs
 * each function's algorithm branches on: special values, every scale of exponent, uniform
 * values in the ranges programs use, neighbours of multiples of pi/2 and of the thresholds
 * where fdlibm changes method. A model's unhandled call (UnsatisfiedLinkError) is counted
 * apart. It also counts how often HotSpot's intrinsic Math.sin (and the other intrinsics the
 * models leave unhandled) differs from StrictMath, the reason those stay unhandled.
 *
 * Usage: MathCheck [iterations per function, default 1000000] [seed]
 */
public final class MathCheck {
    private MathCheck() {
    }

    private static final class Stats {
        long compared;
        long mismatches;
        long unhandled;
        final List<String> examples = new ArrayList<>();
    }

    private static final Map<String, Stats> STATS = new TreeMap<>();

    private static final double[] SPECIAL = {
        0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, 0.25, 1.5, -1.5, 10.0, 100.0, 1e-300,
        Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE,
        -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE, Math.PI,
        -Math.PI, Math.PI / 2, Math.PI / 4, Math.E, 709.782712893384, -745.1332191019411,
        22.0, 0.34657359027997264, 0.4375, 0.6875, 1.1875, 2.4375, 0.975, 0x1p-27, 0x1p-28,
        0x1p-54, 0x1p31, 0x1p64, 0x1p66, 823549.6, 823550.0, 0.6744, 710.4758600739439,
    };

    // The thresholds (as high words) where fdlibm's functions change method.
    private static final int[] HIGH_WORDS = {
        0x3fe921fb, 0x4002d97c, 0x413921fb, 0x3ff921fb, 0x400921fb, 0x3e400000, 0x3e300000,
        0x3FD33333, 0x3fe90000, 0x3FE59428, 0x3fe00000, 0x3FEF3333, 0x3c600000, 0x3ff00000,
        0x44100000, 0x3fdc0000, 0x3e200000, 0x3ff30000, 0x3fe60000, 0x40038000, 0x40862E42,
        0x3fd62e42, 0x3FF0A2B2, 0x4043687A, 0x3c900000, 0x3FDA827A, 0xbfd2bec3, 0x43400000,
        0x40360000, 0x408633CE, 0x3c800000, 0x3fd62e43, 0x00100000, 0x5f300000, 0x20b00000,
        0x41e00000, 0x43f00000, 0x3fefffff, 0x3ff00001, 0x40900000, 0x4090cc00,
    };

    private static double random(SplittableRandom r) {
        double sign = r.nextBoolean() ? 1.0 : -1.0;
        switch (r.nextInt(10)) {
            case 0:
                return SPECIAL[r.nextInt(SPECIAL.length)];
            case 1:
                return Double.longBitsToDouble(r.nextLong());
            case 2:
                return sign * r.nextDouble();
            case 3:
                return sign * r.nextDouble() * 10;
            case 4:
                return sign * r.nextDouble() * 1000;
            case 5: { // near n pi/2
                double d = r.nextInt(-70, 70) * (Math.PI / 2);
                if (r.nextBoolean()) {
                    d = r.nextInt(-600000, 600000) * (Math.PI / 2);
                }
                for (int i = r.nextInt(4); i > 0; i--) {
                    d = r.nextBoolean() ? Math.nextUp(d) : Math.nextDown(d);
                }
                return r.nextInt(4) == 0 ? d + sign * Math.scalb(r.nextDouble(), -r.nextInt(60))
                        : d;
            }
            case 6: { // near a threshold of fdlibm's
                int hi = HIGH_WORDS[r.nextInt(HIGH_WORDS.length)] + r.nextInt(-2, 3);
                long lo = r.nextInt(3) == 0 ? r.nextInt(-2, 3) & 0xffffffffL
                        : r.nextLong() & 0xffffffffL;
                double d = Double.longBitsToDouble(((long) hi << 32) | lo);
                return sign * Math.abs(d);
            }
            case 7:
                return sign * Math.scalb(r.nextDouble(), r.nextInt(-1080, 1030));
            case 8:
                return sign * Math.scalb(r.nextDouble(), r.nextInt(-60, 60));
            default:
                return sign * (r.nextInt(0, 2000000) / 1000.0);
        }
    }

    private static double partner(SplittableRandom r, double x) {
        switch (r.nextInt(8)) {
            case 0:
                return x;
            case 1:
                return -x;
            case 2:
                return (double) r.nextInt(-40, 40); // integer exponents of pow
            case 3:
                return r.nextInt(-40, 40) + 0.5;
            case 4:
                return x * Math.scalb(1.0, r.nextInt(-70, 70));
            default:
                return random(r);
        }
    }

    private static double nearOne(SplittableRandom r) {
        return 1.0 + Math.scalb(r.nextDouble() - 0.5, -r.nextInt(1, 60));
    }

    private static void compare(String name, String input, double model, double jdk) {
        Stats s = STATS.computeIfAbsent(name, k -> new Stats());
        s.compared++;
        if (Double.doubleToLongBits(model) != Double.doubleToLongBits(jdk)) {
            s.mismatches++;
            if (s.examples.size() < 8) {
                s.examples.add(name + "(" + input + "): model " + show(model) + ", JDK "
                        + show(jdk));
            }
        }
    }

    private static String show(double d) {
        return d + " (0x" + Long.toHexString(Double.doubleToLongBits(d)) + ")";
    }

    private static String show(double... xs) {
        StringBuilder sb = new StringBuilder();
        for (double x : xs) {
            sb.append(sb.length() == 0 ? "" : ", ").append(show(x));
        }
        return sb.toString();
    }

    private static void unary(String name, DoubleUnaryOperator model, DoubleUnaryOperator jdk,
            double x) {
        double m;
        try {
            m = model.applyAsDouble(x);
        } catch (UnsatisfiedLinkError e) {
            STATS.computeIfAbsent(name, k -> new Stats()).unhandled++;
            return;
        }
        compare(name, show(x), m, jdk.applyAsDouble(x));
    }

    private static void binary(String name, DoubleBinaryOperator model, DoubleBinaryOperator jdk,
            double x, double y) {
        double m;
        try {
            m = model.applyAsDouble(x, y);
        } catch (UnsatisfiedLinkError e) {
            STATS.computeIfAbsent(name, k -> new Stats()).unhandled++;
            return;
        }
        compare(name, show(x, y), m, jdk.applyAsDouble(x, y));
    }

    private static void unaryFunctions(double x) {
        unary("StrictMath.sin", symtestcheck.StrictMath::sin, StrictMath::sin, x);
        unary("StrictMath.cos", symtestcheck.StrictMath::cos, StrictMath::cos, x);
        unary("StrictMath.tan", symtestcheck.StrictMath::tan, StrictMath::tan, x);
        unary("StrictMath.asin", symtestcheck.StrictMath::asin, StrictMath::asin, x);
        unary("StrictMath.acos", symtestcheck.StrictMath::acos, StrictMath::acos, x);
        unary("StrictMath.atan", symtestcheck.StrictMath::atan, StrictMath::atan, x);
        unary("StrictMath.exp", symtestcheck.StrictMath::exp, StrictMath::exp, x);
        unary("StrictMath.log", symtestcheck.StrictMath::log, StrictMath::log, x);
        unary("StrictMath.log10", symtestcheck.StrictMath::log10, StrictMath::log10, x);
        unary("StrictMath.cbrt", symtestcheck.StrictMath::cbrt, StrictMath::cbrt, x);
        unary("StrictMath.sinh", symtestcheck.StrictMath::sinh, StrictMath::sinh, x);
        unary("StrictMath.cosh", symtestcheck.StrictMath::cosh, StrictMath::cosh, x);
        unary("StrictMath.tanh", symtestcheck.StrictMath::tanh, StrictMath::tanh, x);
        unary("StrictMath.expm1", symtestcheck.StrictMath::expm1, StrictMath::expm1, x);
        unary("StrictMath.log1p", symtestcheck.StrictMath::log1p, StrictMath::log1p, x);
        unary("Math.asin", symtestcheck.Math::asin, Math::asin, x);
        unary("Math.acos", symtestcheck.Math::acos, Math::acos, x);
        unary("Math.atan", symtestcheck.Math::atan, Math::atan, x);
        unary("Math.cbrt", RELEASE >= 25 ? MathCheck::intrinsic : symtestcheck.Math::cbrt,
                Math::cbrt, x);
        unary("Math.sinh", symtestcheck.Math::sinh, Math::sinh, x);
        unary("Math.cosh", symtestcheck.Math::cosh, Math::cosh, x);
        unary("Math.tanh", RELEASE >= 24 ? MathCheck::intrinsic : symtestcheck.Math::tanh,
                Math::tanh, x);
        unary("Math.expm1", symtestcheck.Math::expm1, Math::expm1, x);
        unary("Math.log1p", symtestcheck.Math::log1p, Math::log1p, x);
        unary("Math.sin", symtestcheck.Math::sin, Math::sin, x);
        unary("Math.exp", symtestcheck.Math::exp, Math::exp, x);
        // Not a model: why Math's intrinsics stay unhandled.
        compare("(Math.sin == StrictMath.sin)", show(x), Math.sin(x), StrictMath.sin(x));
        compare("(Math.exp == StrictMath.exp)", show(x), Math.exp(x), StrictMath.exp(x));
        compare("(Math.log == StrictMath.log)", show(x), Math.log(x), StrictMath.log(x));
        compare("(Math.cbrt == StrictMath.cbrt)", show(x), Math.cbrt(x), StrictMath.cbrt(x));
        compare("(Math.tanh == StrictMath.tanh)", show(x), Math.tanh(x), StrictMath.tanh(x));
    }

    // The release of the JDK running the check: from JDK 24 (tanh) and 25 (cbrt) HotSpot
    // computes these with intrinsics, and symtest leaves them to the JVM beside the run
    // (src/classfile/jdk_release.cpp), as the model's natives are here.
    private static final int RELEASE = Runtime.version().feature();

    private static double intrinsic(double x) {
        throw new UnsatisfiedLinkError("a HotSpot intrinsic on this JDK");
    }

    private static void binaryFunctions(double x, double y) {
        binary("StrictMath.pow", symtestcheck.StrictMath::pow, StrictMath::pow, x, y);
        binary("StrictMath.atan2", symtestcheck.StrictMath::atan2, StrictMath::atan2, x, y);
        binary("StrictMath.hypot", symtestcheck.StrictMath::hypot, StrictMath::hypot, x, y);
        binary("Math.atan2", symtestcheck.Math::atan2, Math::atan2, x, y);
        binary("Math.hypot", symtestcheck.Math::hypot, Math::hypot, x, y);
        binary("Math.pow", symtestcheck.Math::pow, Math::pow, x, y);
        compare("(Math.pow == StrictMath.pow)", show(x, y), Math.pow(x, y), StrictMath.pow(x, y));
    }

    public static void main(String[] args) {
        int iterations = args.length > 0 ? Integer.parseInt(args[0]) : 1000000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 20261128L;
        SplittableRandom r = new SplittableRandom(seed);
        for (double x : SPECIAL) {
            unaryFunctions(x);
            for (double y : SPECIAL) {
                binaryFunctions(x, y);
            }
        }
        for (int i = 0; i < iterations; i++) {
            double x = random(r);
            unaryFunctions(x);
            binaryFunctions(x, partner(r, x));
            binaryFunctions(nearOne(r), random(r)); // pow's |y| > 2^31 branch and its tails
        }
        boolean failed = false;
        System.out.printf("%-32s %12s %10s %10s%n", "function", "compared", "mismatch", "unhandled");
        for (Map.Entry<String, Stats> e : STATS.entrySet()) {
            Stats s = e.getValue();
            System.out.printf("%-32s %12d %10d %10d%n", e.getKey(), s.compared, s.mismatches,
                    s.unhandled);
            if (!e.getKey().startsWith("(")) {
                failed |= s.mismatches > 0;
            }
        }
        for (Stats s : STATS.values()) {
            for (String example : s.examples) {
                System.out.println("  " + example);
            }
        }
        if (failed) {
            System.exit(1);
        }
    }
}
