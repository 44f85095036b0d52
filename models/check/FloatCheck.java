package symtestdriver;

import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * Differential check of symtest's floating-point models against the real JDK: renamed copies
 * of the models (package symtestcheck, with a SymtestPrimitives built on the JDK) run side by
 * side with java.lang on special values and random inputs. Results are compared bit for bit
 * (doubles and floats through doubleToLongBits / floatToIntBits: one NaN, -0.0 apart from 0.0),
 * exceptions by class. A model's unhandled call (one of its native methods: an
 * UnsatisfiedLinkError here) is counted apart, never compared.
 *
 * Usage: FloatCheck [iterations per family, default 2000000] [seed]
 */
public final class FloatCheck {
    private FloatCheck() {
    }

    interface Op {
        Object run() throws Throwable;
    }

    private static final class Stats {
        long compared;
        long mismatches;
        long unhandled;
        final List<String> examples = new ArrayList<>();
        final List<String> unhandledExamples = new ArrayList<>();
    }

    private static final class Thrown {
        final Class<?> type;

        Thrown(Class<?> type) {
            this.type = type;
        }

        @Override
        public String toString() {
            return "throws " + type.getName();
        }
    }

    private static final Object UNHANDLED = new Object();
    // -Dunhandled=true lists some of the inputs where a model made an unhandled call.
    private static final boolean SHOW_UNHANDLED = Boolean.getBoolean("unhandled");
    private static final Map<String, Stats> STATS = new TreeMap<>();

    private static Object outcome(Op op) {
        try {
            return op.run();
        } catch (UnsatisfiedLinkError e) {
            return UNHANDLED;
        } catch (Throwable t) {
            return new Thrown(t.getClass());
        }
    }

    private static boolean same(Object m, Object j) {
        if (m instanceof Thrown || j instanceof Thrown) {
            return m instanceof Thrown && j instanceof Thrown
                    && ((Thrown) m).type == ((Thrown) j).type;
        }
        if (m instanceof Double && j instanceof Double) {
            return Double.doubleToLongBits((Double) m) == Double.doubleToLongBits((Double) j);
        }
        if (m instanceof Float && j instanceof Float) {
            return Float.floatToIntBits((Float) m) == Float.floatToIntBits((Float) j);
        }
        return m == null ? j == null : m.equals(j);
    }

    private static String show(Object o) {
        if (o instanceof Double) {
            double d = (Double) o;
            return d + " (0x" + Long.toHexString(Double.doubleToRawLongBits(d)) + ")";
        }
        if (o instanceof Float) {
            float f = (Float) o;
            return f + "f (0x" + Integer.toHexString(Float.floatToRawIntBits(f)) + ")";
        }
        if (o instanceof String) {
            return "\"" + escape((String) o) + "\"";
        }
        return String.valueOf(o);
    }

    private static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c < ' ' || c > '~') {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static void check(String name, Object input, Op model, Op jdk) {
        Stats s = STATS.computeIfAbsent(name, k -> new Stats());
        Object m = outcome(model);
        if (m == UNHANDLED) {
            s.unhandled++;
            if (SHOW_UNHANDLED && s.unhandledExamples.size() < 12) {
                s.unhandledExamples.add(show(input));
            }
            return;
        }
        Object j = outcome(jdk);
        s.compared++;
        if (!same(m, j)) {
            s.mismatches++;
            if (s.examples.size() < 8) {
                s.examples.add(show(input) + ": model " + show(m) + ", jdk " + show(j));
            }
        }
    }

    // ---- inputs ----

    private static final double[] SPECIAL_D = specialDoubles();
    private static final float[] SPECIAL_F = specialFloats();
    private static final int[] SPECIAL_SCALES = {0, 1, -1, 2, -2, 52, -52, 53, -53, 511, -511,
        512, -512, 513, -513, 1022, -1022, 1023, -1023, 1024, -1024, 1074, -1074, 1075, -1075,
        2098, -2098, 2099, -2099, 2100, -2100, 149, -149, 150, -150, 126, -126, 127, -127, 278,
        -278, 279, -279, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE - 1,
        Integer.MIN_VALUE + 1};

    private static double[] specialDoubles() {
        double[] base = {0.0, Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE,
            Double.POSITIVE_INFINITY, Double.NaN, 1.0, 2.0, 3.0, 0.5, 1.5, 2.5, 3.5, 0.25, 0.75,
            0.49999999999999994, 0.5000000000000001, 0x1p52, 0x1p52 + 0.5, 0x1p52 - 0.5,
            0x1p52 + 1, 0x1p53, 0x1p53 + 2, 0x1p53 - 1, 0x1p63, 0x1p62, 0x1p64, 0x1p31, 0x1p31 - 1,
            0x1p31 - 0.5, 0x1p30, 0x1p32, 0x1p15, 0x1p16, 0x1p7, 0x1p8, Long.MAX_VALUE,
            Integer.MAX_VALUE, 4503599627370495.5, 0.1, 0.2, 0.3, 1e-300, 1e300, 1e22, 1e23,
            Math.PI, Math.E, 0x1p-1022 - 0x1p-1074, 0x1p-1073, 0x1p-1023, 0x1p1023, 0x1p-511,
            0x1p511, 0x1p-512, 0x1p512, 180.0, 90.0, 360.0, 57.29577951308232,
            0.017453292519943295, Float.MAX_VALUE, Float.MIN_VALUE, Float.MIN_NORMAL, 0x1p127,
            0x1p128, 0x1p-149, 0x1p-150, 0x1p-126, 0x1p24, 0x1p23, 0x1p23 + 0.5, 8388609.5};
        double[] out = new double[base.length * 6];
        int k = 0;
        for (double d : base) {
            out[k++] = d;
            out[k++] = -d;
            out[k++] = Math.nextUp(d);
            out[k++] = Math.nextDown(d);
            out[k++] = -Math.nextUp(d);
            out[k++] = -Math.nextDown(d);
        }
        return out;
    }

    private static float[] specialFloats() {
        float[] base = {0.0f, Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE,
            Float.POSITIVE_INFINITY, Float.NaN, 1.0f, 2.0f, 3.0f, 0.5f, 1.5f, 2.5f, 3.5f, 0.25f,
            0.49999997f, 0.50000006f, 0x1p23f, 0x1p23f + 0.5f, 0x1p23f - 0.5f, 0x1p24f,
            0x1p24f + 2, 0x1p31f, 0x1p30f, 0x1p32f, 0x1p63f, 0x1p64f, 0x1p15f, 0x1p16f, 0.1f,
            0.2f, 1e-30f, 1e30f, (float) Math.PI, 0x1p-126f - 0x1p-149f, 0x1p-148f, 0x1p127f,
            0x1p-63f, 0x1p63f, 180.0f, 4194303.5f, 8388607.5f};
        float[] out = new float[base.length * 6];
        int k = 0;
        for (float f : base) {
            out[k++] = f;
            out[k++] = -f;
            out[k++] = Math.nextUp(f);
            out[k++] = Math.nextDown(f);
            out[k++] = -Math.nextUp(f);
            out[k++] = -Math.nextDown(f);
        }
        return out;
    }

    private static double randomDouble(SplittableRandom r) {
        double sign = r.nextBoolean() ? 1.0 : -1.0;
        switch (r.nextInt(9)) {
            case 0:
                return SPECIAL_D[r.nextInt(SPECIAL_D.length)];
            case 1:
                return Double.longBitsToDouble(r.nextLong()); // NaN payloads included
            case 2:
                return r.nextInt(-4000, 4000) / 8.0;
            case 3:
                return (double) (r.nextLong() >> r.nextInt(64));
            case 4: {
                double d = SPECIAL_D[r.nextInt(SPECIAL_D.length)];
                int steps = r.nextInt(1, 4);
                for (int i = 0; i < steps; i++) {
                    d = r.nextBoolean() ? Math.nextUp(d) : Math.nextDown(d);
                }
                return d;
            }
            case 5:
                return sign * Math.scalb(r.nextDouble(), r.nextInt(-1100, 1100));
            case 6:
                return sign * ((double) ((1L << r.nextInt(20, 64)) + r.nextInt(-3, 4))
                        + r.nextInt(4) / 4.0);
            case 7:
                return Double.longBitsToDouble(r.nextLong() & 0x800fffffffffffffL); // subnormal
            default:
                return sign * Math.scalb(r.nextDouble(), r.nextInt(-70, 70));
        }
    }

    private static float randomFloat(SplittableRandom r) {
        float sign = r.nextBoolean() ? 1.0f : -1.0f;
        switch (r.nextInt(9)) {
            case 0:
                return SPECIAL_F[r.nextInt(SPECIAL_F.length)];
            case 1:
                return Float.intBitsToFloat(r.nextInt());
            case 2:
                return r.nextInt(-4000, 4000) / 8.0f;
            case 3:
                return (float) (r.nextLong() >> r.nextInt(64));
            case 4: {
                float f = SPECIAL_F[r.nextInt(SPECIAL_F.length)];
                int steps = r.nextInt(1, 4);
                for (int i = 0; i < steps; i++) {
                    f = r.nextBoolean() ? Math.nextUp(f) : Math.nextDown(f);
                }
                return f;
            }
            case 5:
                return sign * Math.scalb((float) r.nextDouble(), r.nextInt(-160, 140));
            case 6:
                return sign * ((float) ((1 << r.nextInt(10, 31)) + r.nextInt(-3, 4))
                        + r.nextInt(4) / 4.0f);
            case 7:
                return Float.intBitsToFloat(r.nextInt() & 0x807fffff);
            default:
                return sign * Math.scalb((float) r.nextDouble(), r.nextInt(-40, 40));
        }
    }

    private static double partner(SplittableRandom r, double x) {
        switch (r.nextInt(6)) {
            case 0:
                return x;
            case 1:
                return -x;
            case 2:
                return Math.nextUp(x);
            case 3:
                return Math.nextDown(x);
            default:
                return randomDouble(r);
        }
    }

    private static float partner(SplittableRandom r, float x) {
        switch (r.nextInt(6)) {
            case 0:
                return x;
            case 1:
                return -x;
            case 2:
                return Math.nextUp(x);
            case 3:
                return Math.nextDown(x);
            default:
                return randomFloat(r);
        }
    }

    private static int randomScale(SplittableRandom r) {
        switch (r.nextInt(3)) {
            case 0:
                return SPECIAL_SCALES[r.nextInt(SPECIAL_SCALES.length)];
            case 1:
                return r.nextInt(-2200, 2200);
            default:
                return r.nextInt(-300, 300);
        }
    }

    private static int randomInt(SplittableRandom r) {
        return r.nextInt() >> r.nextInt(32);
    }

    private static long randomLong(SplittableRandom r) {
        return r.nextLong() >> r.nextInt(64);
    }

    // ---- families ----

    private static void doubleUnary(double x) {
        check("Math.abs(double)", x, () -> symtestcheck.Math.abs(x), () -> Math.abs(x));
        check("Math.sqrt", x, () -> symtestcheck.Math.sqrt(x), () -> Math.sqrt(x));
        check("Math.floor", x, () -> symtestcheck.Math.floor(x), () -> Math.floor(x));
        check("Math.ceil", x, () -> symtestcheck.Math.ceil(x), () -> Math.ceil(x));
        check("Math.rint", x, () -> symtestcheck.Math.rint(x), () -> Math.rint(x));
        check("Math.round(double)", x, () -> symtestcheck.Math.round(x), () -> Math.round(x));
        check("Math.signum(double)", x, () -> symtestcheck.Math.signum(x), () -> Math.signum(x));
        check("Math.ulp(double)", x, () -> symtestcheck.Math.ulp(x), () -> Math.ulp(x));
        check("Math.getExponent(double)", x, () -> symtestcheck.Math.getExponent(x),
                () -> Math.getExponent(x));
        check("Math.nextUp(double)", x, () -> symtestcheck.Math.nextUp(x), () -> Math.nextUp(x));
        check("Math.nextDown(double)", x, () -> symtestcheck.Math.nextDown(x),
                () -> Math.nextDown(x));
        check("Math.toRadians", x, () -> symtestcheck.Math.toRadians(x), () -> Math.toRadians(x));
        check("Math.toDegrees", x, () -> symtestcheck.Math.toDegrees(x), () -> Math.toDegrees(x));
        check("StrictMath.abs(double)", x, () -> symtestcheck.StrictMath.abs(x),
                () -> StrictMath.abs(x));
        check("StrictMath.sqrt", x, () -> symtestcheck.StrictMath.sqrt(x),
                () -> StrictMath.sqrt(x));
        check("StrictMath.floor", x, () -> symtestcheck.StrictMath.floor(x),
                () -> StrictMath.floor(x));
        check("StrictMath.ceil", x, () -> symtestcheck.StrictMath.ceil(x),
                () -> StrictMath.ceil(x));
        check("StrictMath.rint", x, () -> symtestcheck.StrictMath.rint(x),
                () -> StrictMath.rint(x));
        check("StrictMath.round(double)", x, () -> symtestcheck.StrictMath.round(x),
                () -> StrictMath.round(x));
        check("StrictMath.signum(double)", x, () -> symtestcheck.StrictMath.signum(x),
                () -> StrictMath.signum(x));
        check("StrictMath.ulp(double)", x, () -> symtestcheck.StrictMath.ulp(x),
                () -> StrictMath.ulp(x));
        check("StrictMath.getExponent(double)", x, () -> symtestcheck.StrictMath.getExponent(x),
                () -> StrictMath.getExponent(x));
        check("StrictMath.nextUp(double)", x, () -> symtestcheck.StrictMath.nextUp(x),
                () -> StrictMath.nextUp(x));
        check("StrictMath.nextDown(double)", x, () -> symtestcheck.StrictMath.nextDown(x),
                () -> StrictMath.nextDown(x));
        check("StrictMath.toRadians", x, () -> symtestcheck.StrictMath.toRadians(x),
                () -> StrictMath.toRadians(x));
        check("StrictMath.toDegrees", x, () -> symtestcheck.StrictMath.toDegrees(x),
                () -> StrictMath.toDegrees(x));
        check("Double.isNaN(double)", x, () -> symtestcheck.Double.isNaN(x),
                () -> Double.isNaN(x));
        check("Double.isInfinite(double)", x, () -> symtestcheck.Double.isInfinite(x),
                () -> Double.isInfinite(x));
        check("Double.isFinite(double)", x, () -> symtestcheck.Double.isFinite(x),
                () -> Double.isFinite(x));
        check("Double.hashCode(double)", x, () -> symtestcheck.Double.hashCode(x),
                () -> Double.hashCode(x));
        check("Double.doubleToLongBits", x, () -> symtestcheck.Double.doubleToLongBits(x),
                () -> Double.doubleToLongBits(x));
        check("Double.doubleToRawLongBits", x, () -> symtestcheck.Double.doubleToRawLongBits(x),
                () -> Double.doubleToRawLongBits(x));
        check("Double.toString(double)", x, () -> symtestcheck.Double.toString(x),
                () -> Double.toString(x));
        check("Double.valueOf(double)", x, () -> {
            symtestcheck.Double a = symtestcheck.Double.valueOf(x);
            symtestcheck.Double b = symtestcheck.Double.valueOf(x);
            return (a != b) + " " + Double.doubleToLongBits(a.doubleValue());
        }, () -> {
            Double a = Double.valueOf(x);
            Double b = Double.valueOf(x);
            return (a != b) + " " + Double.doubleToLongBits(a.doubleValue());
        });
        symtestcheck.Double mb = new symtestcheck.Double(x);
        @SuppressWarnings("deprecation")
        Double jb = new Double(x);
        check("Double.isNaN()", x, () -> mb.isNaN(), () -> jb.isNaN());
        check("Double.isInfinite()", x, () -> mb.isInfinite(), () -> jb.isInfinite());
        check("Double.byteValue", x, () -> mb.byteValue(), () -> jb.byteValue());
        check("Double.shortValue", x, () -> mb.shortValue(), () -> jb.shortValue());
        check("Double.intValue", x, () -> mb.intValue(), () -> jb.intValue());
        check("Double.longValue", x, () -> mb.longValue(), () -> jb.longValue());
        check("Double.floatValue", x, () -> mb.floatValue(), () -> jb.floatValue());
        check("Double.doubleValue", x, () -> mb.doubleValue(), () -> jb.doubleValue());
        check("Double.hashCode()", x, () -> mb.hashCode(), () -> jb.hashCode());
        check("Double.toString()", x, () -> mb.toString(), () -> jb.toString());
        check("Double.equals(other class)", x, () -> mb.equals((Object) (float) x),
                () -> jb.equals((Object) (float) x));
        check("Float(double)", x, () -> new symtestcheck.Float(x).floatValue(),
                () -> new Float(x).floatValue());
    }

    private static void doubleBinary(double x, double y) {
        String in = x + ", " + y;
        check("Math.max(double)", in, () -> symtestcheck.Math.max(x, y), () -> Math.max(x, y));
        check("Math.min(double)", in, () -> symtestcheck.Math.min(x, y), () -> Math.min(x, y));
        check("Math.copySign(double)", in, () -> symtestcheck.Math.copySign(x, y),
                () -> Math.copySign(x, y));
        check("Math.IEEEremainder", in, () -> symtestcheck.Math.IEEEremainder(x, y),
                () -> Math.IEEEremainder(x, y));
        check("Math.nextAfter(double)", in, () -> symtestcheck.Math.nextAfter(x, y),
                () -> Math.nextAfter(x, y));
        check("StrictMath.max(double)", in, () -> symtestcheck.StrictMath.max(x, y),
                () -> StrictMath.max(x, y));
        check("StrictMath.min(double)", in, () -> symtestcheck.StrictMath.min(x, y),
                () -> StrictMath.min(x, y));
        check("StrictMath.copySign(double)", in, () -> symtestcheck.StrictMath.copySign(x, y),
                () -> StrictMath.copySign(x, y));
        check("StrictMath.IEEEremainder", in, () -> symtestcheck.StrictMath.IEEEremainder(x, y),
                () -> StrictMath.IEEEremainder(x, y));
        check("StrictMath.nextAfter(double)", in, () -> symtestcheck.StrictMath.nextAfter(x, y),
                () -> StrictMath.nextAfter(x, y));
        check("Double.compare", in, () -> symtestcheck.Double.compare(x, y),
                () -> Double.compare(x, y));
        check("Double.sum", in, () -> symtestcheck.Double.sum(x, y), () -> Double.sum(x, y));
        check("Double.max", in, () -> symtestcheck.Double.max(x, y), () -> Double.max(x, y));
        check("Double.min", in, () -> symtestcheck.Double.min(x, y), () -> Double.min(x, y));
        check("Double.compareTo", in,
                () -> new symtestcheck.Double(x).compareTo(new symtestcheck.Double(y)),
                () -> Double.valueOf(x).compareTo(Double.valueOf(y)));
        check("Double.equals", in,
                () -> new symtestcheck.Double(x).equals(new symtestcheck.Double(y)),
                () -> Double.valueOf(x).equals(Double.valueOf(y)));
        float fx = (float) x;
        String fin = fx + "f, " + y;
        check("Math.nextAfter(float, double)", fin, () -> symtestcheck.Math.nextAfter(fx, y),
                () -> Math.nextAfter(fx, y));
        check("StrictMath.nextAfter(float, double)", fin,
                () -> symtestcheck.StrictMath.nextAfter(fx, y), () -> StrictMath.nextAfter(fx, y));
    }

    private static void doubleScalb(double x, int k) {
        String in = x + ", " + k;
        check("Math.scalb(double, int)", in, () -> symtestcheck.Math.scalb(x, k),
                () -> Math.scalb(x, k));
        check("StrictMath.scalb(double, int)", in, () -> symtestcheck.StrictMath.scalb(x, k),
                () -> StrictMath.scalb(x, k));
    }

    private static void floatUnary(float x) {
        check("Math.abs(float)", x, () -> symtestcheck.Math.abs(x), () -> Math.abs(x));
        check("Math.round(float)", x, () -> symtestcheck.Math.round(x), () -> Math.round(x));
        check("Math.signum(float)", x, () -> symtestcheck.Math.signum(x), () -> Math.signum(x));
        check("Math.ulp(float)", x, () -> symtestcheck.Math.ulp(x), () -> Math.ulp(x));
        check("Math.getExponent(float)", x, () -> symtestcheck.Math.getExponent(x),
                () -> Math.getExponent(x));
        check("Math.nextUp(float)", x, () -> symtestcheck.Math.nextUp(x), () -> Math.nextUp(x));
        check("Math.nextDown(float)", x, () -> symtestcheck.Math.nextDown(x),
                () -> Math.nextDown(x));
        check("StrictMath.abs(float)", x, () -> symtestcheck.StrictMath.abs(x),
                () -> StrictMath.abs(x));
        check("StrictMath.round(float)", x, () -> symtestcheck.StrictMath.round(x),
                () -> StrictMath.round(x));
        check("StrictMath.signum(float)", x, () -> symtestcheck.StrictMath.signum(x),
                () -> StrictMath.signum(x));
        check("StrictMath.ulp(float)", x, () -> symtestcheck.StrictMath.ulp(x),
                () -> StrictMath.ulp(x));
        check("StrictMath.getExponent(float)", x, () -> symtestcheck.StrictMath.getExponent(x),
                () -> StrictMath.getExponent(x));
        check("StrictMath.nextUp(float)", x, () -> symtestcheck.StrictMath.nextUp(x),
                () -> StrictMath.nextUp(x));
        check("StrictMath.nextDown(float)", x, () -> symtestcheck.StrictMath.nextDown(x),
                () -> StrictMath.nextDown(x));
        check("Float.isNaN(float)", x, () -> symtestcheck.Float.isNaN(x), () -> Float.isNaN(x));
        check("Float.isInfinite(float)", x, () -> symtestcheck.Float.isInfinite(x),
                () -> Float.isInfinite(x));
        check("Float.isFinite(float)", x, () -> symtestcheck.Float.isFinite(x),
                () -> Float.isFinite(x));
        check("Float.hashCode(float)", x, () -> symtestcheck.Float.hashCode(x),
                () -> Float.hashCode(x));
        check("Float.floatToIntBits", x, () -> symtestcheck.Float.floatToIntBits(x),
                () -> Float.floatToIntBits(x));
        check("Float.floatToRawIntBits", x, () -> symtestcheck.Float.floatToRawIntBits(x),
                () -> Float.floatToRawIntBits(x));
        check("Float.toString(float)", x, () -> symtestcheck.Float.toString(x),
                () -> Float.toString(x));
        check("Float.valueOf(float)", x, () -> {
            symtestcheck.Float a = symtestcheck.Float.valueOf(x);
            symtestcheck.Float b = symtestcheck.Float.valueOf(x);
            return (a != b) + " " + Float.floatToIntBits(a.floatValue());
        }, () -> {
            Float a = Float.valueOf(x);
            Float b = Float.valueOf(x);
            return (a != b) + " " + Float.floatToIntBits(a.floatValue());
        });
        symtestcheck.Float mb = new symtestcheck.Float(x);
        @SuppressWarnings("deprecation")
        Float jb = new Float(x);
        check("Float.isNaN()", x, () -> mb.isNaN(), () -> jb.isNaN());
        check("Float.isInfinite()", x, () -> mb.isInfinite(), () -> jb.isInfinite());
        check("Float.byteValue", x, () -> mb.byteValue(), () -> jb.byteValue());
        check("Float.shortValue", x, () -> mb.shortValue(), () -> jb.shortValue());
        check("Float.intValue", x, () -> mb.intValue(), () -> jb.intValue());
        check("Float.longValue", x, () -> mb.longValue(), () -> jb.longValue());
        check("Float.floatValue", x, () -> mb.floatValue(), () -> jb.floatValue());
        check("Float.doubleValue", x, () -> mb.doubleValue(), () -> jb.doubleValue());
        check("Float.hashCode()", x, () -> mb.hashCode(), () -> jb.hashCode());
        check("Float.toString()", x, () -> mb.toString(), () -> jb.toString());
        check("Float.equals(other class)", x, () -> mb.equals((Object) (double) x),
                () -> jb.equals((Object) (double) x));
    }

    private static void floatBinary(float x, float y) {
        String in = x + "f, " + y + "f";
        check("Math.max(float)", in, () -> symtestcheck.Math.max(x, y), () -> Math.max(x, y));
        check("Math.min(float)", in, () -> symtestcheck.Math.min(x, y), () -> Math.min(x, y));
        check("Math.copySign(float)", in, () -> symtestcheck.Math.copySign(x, y),
                () -> Math.copySign(x, y));
        check("StrictMath.max(float)", in, () -> symtestcheck.StrictMath.max(x, y),
                () -> StrictMath.max(x, y));
        check("StrictMath.min(float)", in, () -> symtestcheck.StrictMath.min(x, y),
                () -> StrictMath.min(x, y));
        check("StrictMath.copySign(float)", in, () -> symtestcheck.StrictMath.copySign(x, y),
                () -> StrictMath.copySign(x, y));
        check("Float.compare", in, () -> symtestcheck.Float.compare(x, y),
                () -> Float.compare(x, y));
        check("Float.sum", in, () -> symtestcheck.Float.sum(x, y), () -> Float.sum(x, y));
        check("Float.max", in, () -> symtestcheck.Float.max(x, y), () -> Float.max(x, y));
        check("Float.min", in, () -> symtestcheck.Float.min(x, y), () -> Float.min(x, y));
        check("Float.compareTo", in,
                () -> new symtestcheck.Float(x).compareTo(new symtestcheck.Float(y)),
                () -> Float.valueOf(x).compareTo(Float.valueOf(y)));
        check("Float.equals", in,
                () -> new symtestcheck.Float(x).equals(new symtestcheck.Float(y)),
                () -> Float.valueOf(x).equals(Float.valueOf(y)));
        double dy = y;
        check("Math.nextAfter(float, double)", in, () -> symtestcheck.Math.nextAfter(x, dy),
                () -> Math.nextAfter(x, dy));
    }

    private static void floatScalb(float x, int k) {
        String in = x + "f, " + k;
        check("Math.scalb(float, int)", in, () -> symtestcheck.Math.scalb(x, k),
                () -> Math.scalb(x, k));
        check("StrictMath.scalb(float, int)", in, () -> symtestcheck.StrictMath.scalb(x, k),
                () -> StrictMath.scalb(x, k));
    }

    private static void bitsToValues(long bits) {
        int ibits = (int) bits;
        check("Double.longBitsToDouble", bits, () -> symtestcheck.Double.longBitsToDouble(bits),
                () -> Double.longBitsToDouble(bits));
        check("Float.intBitsToFloat", ibits, () -> symtestcheck.Float.intBitsToFloat(ibits),
                () -> Float.intBitsToFloat(ibits));
    }

    @SuppressWarnings("deprecation")
    private static void integerConversions(int i, long l) {
        check("Integer.floatValue", i, () -> new symtestcheck.Integer(i).floatValue(),
                () -> Integer.valueOf(i).floatValue());
        check("Integer.doubleValue", i, () -> new symtestcheck.Integer(i).doubleValue(),
                () -> Integer.valueOf(i).doubleValue());
        check("Long.floatValue", l, () -> new symtestcheck.Long(l).floatValue(),
                () -> Long.valueOf(l).floatValue());
        check("Long.doubleValue", l, () -> new symtestcheck.Long(l).doubleValue(),
                () -> Long.valueOf(l).doubleValue());
        short s = (short) i;
        byte b = (byte) i;
        check("Short.floatValue", s, () -> new symtestcheck.Short(s).floatValue(),
                () -> Short.valueOf(s).floatValue());
        check("Short.doubleValue", s, () -> new symtestcheck.Short(s).doubleValue(),
                () -> Short.valueOf(s).doubleValue());
        check("Byte.floatValue", b, () -> new symtestcheck.Byte(b).floatValue(),
                () -> Byte.valueOf(b).floatValue());
        check("Byte.doubleValue", b, () -> new symtestcheck.Byte(b).doubleValue(),
                () -> Byte.valueOf(b).doubleValue());
    }

    private static Method concat6 = findConcat();

    private static Method findConcat() {
        try {
            return Class.forName("symtestcheck.SymtestConcat").getMethod("concat", String.class,
                    int[].class, long[].class, float[].class, double[].class, Object[].class);
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }

    private static void strings(double d, float f, int i) {
        String in = d + ", " + f + "f";
        check("StringBuilder.append(double)", in,
                () -> new symtestcheck.StringBuilder("x").append(d).append('|').toString(),
                () -> new StringBuilder("x").append(d).append('|').toString());
        check("StringBuilder.append(float)", in,
                () -> new symtestcheck.StringBuilder().append(f).append(i).toString(),
                () -> new StringBuilder().append(f).append(i).toString());
        if (concat6 != null) {
            check("SymtestConcat(float, double)", in,
                    () -> concat6.invoke(null, "a\u0001Fb\u0001D\u0001I\u0001Dc",
                            new int[] {i}, new long[0], new float[] {f},
                            new double[] {d, -d}, new Object[0]),
                    () -> "a" + f + "b" + d + i + (-d) + "c");
        }
    }

    // ---- parsing ----

    private static final String[] FIXED = {"", " ", "+", "-", ".", "+.", "-.", "e5", ".e5", "1e",
        "1e+", "1e-", "1E5", "1e+5", "1e-5", "1.e5", ".5e1", "NaN", "-NaN", "+NaN", "NaNx", "nan",
        "Infinity", "-Infinity", "+Infinity", "Infinityx", "infinity", "Infinit", "0x1p3", "0X1P3",
        "0x", "-0x1.8p1", "0x1.8", "1..2", "1.2.3", "..", "1f", "1F", "1d", "1D", "1ff", "1fd",
        "1.5f", "1e5d", "NaNf", "1 2", "\u0000 1.5 \t", "\n-2.5\r", "1_000", "\uff11",
        "\u00a01", "1\u00a0", "0", "-0", "+0", "0.0", "-0.0", "00000", "-000.000e99999",
        "0e-99999999999", "4.9e-324", "-4.9e-324", "2.4703282292062327e-324",
        "2.4703282292062328e-324", "1e-324", "1e-325", "1e-323", "1.7976931348623157e308",
        "1.7976931348623158e308", "1.7976931348623159e308", "1e308", "1e309", "1e310",
        "9007199254740993", "9007199254740992", "9007199254740991", "18014398509481985",
        "1e23", "8.41e21", "1e22", "123456789012345678", "1234567890123456789",
        "12345678901234567890", "3.4028235e38", "3.4028236e38", "3.40282357e38", "1.4e-45",
        "7e-46", "7.1e-46", "1e-46", "1e39", "1e38", "0.1", "0.2", "0.3", "3.14", "2.5", "-2.5",
        "1e2147483647", "1e-2147483648", "1e2147483648", "1e214748364", "1e214748364f",
        "1e21474836x", "0.0000001e7", "100000000000000000000000e-23", "1.0000000000000000001",
        "0.30000000000000004", "16777217", "16777217.0", "33554431", "1.00000017881393421514",
        "1.0000001788139343", "1.000000178813934326171875", "0.000000000000000000001e22",
        "99999999999999999999999999e-10", "1e0000000000000000000000000000001",
        "00000000000000000000001", "1.0e-0", "1.0e+0", "-.5", "+.5", "5.", "-5.", "e", "E",
        "f", "d", "-f", "1e5e5", "1-", "1+", "--1", "+-1", "1.5E-5F", " 1e400 ", "1.5 d",
        null};

    private static final String ALPHABET = "0123456789.eE+-fFdDxXNaIn \t\u0000p";

    private static String digits(SplittableRandom r, int n, boolean nonZeroFirst) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            int d = r.nextInt(10);
            if (i == 0 && nonZeroFirst && d == 0) {
                d = 1 + r.nextInt(9);
            }
            if (r.nextInt(8) == 0) {
                d = r.nextBoolean() ? 0 : 9; // runs of zeros and nines
            }
            sb.append((char) ('0' + d));
        }
        return sb.toString();
    }

    private static String whitespace(SplittableRandom r) {
        switch (r.nextInt(12)) {
            case 0:
                return " ";
            case 1:
                return "\t\n";
            case 2:
                return "\u0000";
            case 3:
                return "\u001f ";
            case 4:
                return "\u00a0"; // not trimmed
            default:
                return "";
        }
    }

    private static String sign(SplittableRandom r) {
        int k = r.nextInt(5);
        return k == 0 ? "-" : k == 1 ? "+" : "";
    }

    private static String suffix(SplittableRandom r) {
        int k = r.nextInt(16);
        return k == 0 ? "f" : k == 1 ? "D" : k == 2 ? "F" : k == 3 ? "d" : "";
    }

    private static String shortDecimal(SplittableRandom r) {
        String s = sign(r) + digits(r, r.nextInt(0, 9), r.nextInt(3) > 0);
        if (r.nextInt(3) > 0) {
            s += "." + digits(r, r.nextInt(0, 9), false);
        }
        if (s.endsWith(".") && s.length() <= 2 && r.nextBoolean()) {
            s += "5";
        }
        return whitespace(r) + s + suffix(r) + whitespace(r);
    }

    private static String exponentDecimal(SplittableRandom r) {
        String m = sign(r) + digits(r, r.nextInt(1, 10), true);
        if (r.nextBoolean()) {
            m += "." + digits(r, r.nextInt(0, 8), false);
        }
        int e;
        switch (r.nextInt(4)) {
            case 0:
                e = r.nextInt(-30, 31);
                break;
            case 1:
                e = r.nextInt(-400, 400);
                break;
            case 2:
                e = r.nextInt(-60, 60);
                break;
            default:
                e = r.nextInt(-5, 6);
        }
        String es = (e < 0 ? "-" : (r.nextInt(3) == 0 ? "+" : "")) + Math.abs(e);
        if (r.nextInt(10) == 0) {
            es = "0000" + es.replace("-", "");
        }
        return m + (r.nextBoolean() ? "e" : "E") + es + suffix(r);
    }

    private static String longDecimal(SplittableRandom r) {
        String s = sign(r) + digits(r, r.nextInt(16, 40), true);
        int point = r.nextInt(s.length() + 1);
        s = s.substring(0, point) + (r.nextBoolean() ? "." : "") + s.substring(point);
        if (r.nextInt(3) == 0) {
            s += "e" + r.nextInt(-340, 340);
        }
        return s;
    }

    private static String garbage(SplittableRandom r) {
        int n = r.nextInt(0, 10);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(ALPHABET.charAt(r.nextInt(ALPHABET.length())));
        }
        return sb.toString();
    }

    // Strings at or near the midpoint of two adjacent floats or doubles, where rounding twice
    // (or a wrong fast path) would go wrong.
    private static String midpoint(SplittableRandom r) {
        BigDecimal mid;
        if (r.nextBoolean()) {
            float f = Math.abs(randomFloat(r));
            if (!Float.isFinite(f) || f == Float.MAX_VALUE) {
                f = 1.0f;
            }
            mid = new BigDecimal((double) f).add(new BigDecimal((double) Math.nextUp(f)))
                    .divide(BigDecimal.valueOf(2));
        } else {
            double d = Math.abs(randomDouble(r));
            if (!Double.isFinite(d) || d == Double.MAX_VALUE) {
                d = 1.0;
            }
            mid = new BigDecimal(d).add(new BigDecimal(Math.nextUp(d)))
                    .divide(BigDecimal.valueOf(2));
        }
        switch (r.nextInt(7)) {
            case 6: { // within 2^-40 .. 2^-62 of the midpoint, around the models' error bounds
                BigDecimal t = new BigDecimal(Math.scalb(r.nextDouble(), -r.nextInt(40, 62)));
                BigDecimal near = mid.multiply(r.nextBoolean() ? BigDecimal.ONE.add(t)
                        : BigDecimal.ONE.subtract(t));
                return near.round(new MathContext(r.nextInt(19, 32), RoundingMode.HALF_EVEN))
                        .toString();
            }
            case 0:
                return mid.toString(); // exact
            case 1:
                return mid.round(new MathContext(r.nextInt(6, 18), RoundingMode.HALF_EVEN))
                        .toString();
            case 2:
                return Double.toString(mid.doubleValue());
            case 3:
                return Double.toString(Math.nextUp(mid.doubleValue()));
            case 4:
                return Double.toString(Math.nextDown(mid.doubleValue()));
            default:
                return mid.round(new MathContext(r.nextInt(6, 18), RoundingMode.HALF_EVEN))
                        .toPlainString();
        }
    }

    private static String randomString(SplittableRandom r, String[] kind) {
        switch (r.nextInt(8)) {
            case 0:
                kind[0] = "short decimal";
                return shortDecimal(r);
            case 1:
                kind[0] = "exponent";
                return exponentDecimal(r);
            case 2:
                kind[0] = "toString";
                return r.nextBoolean() ? Double.toString(randomDouble(r))
                        : Float.toString(randomFloat(r));
            case 3:
                kind[0] = "long digits";
                return longDecimal(r);
            case 4:
                kind[0] = "syntax";
                return garbage(r);
            case 5:
                kind[0] = "midpoint";
                return midpoint(r);
            case 6:
                kind[0] = "fixed";
                return FIXED[r.nextInt(FIXED.length)];
            default:
                kind[0] = "short decimal";
                return Long.toString(randomLong(r) >> r.nextInt(40)) + (r.nextBoolean() ? ""
                        : "." + digits(r, r.nextInt(1, 4), false));
        }
    }

    @SuppressWarnings("deprecation")
    private static void parse(String s, String kind) {
        check("Double.parseDouble [" + kind + "]", s, () -> symtestcheck.Double.parseDouble(s),
                () -> Double.parseDouble(s));
        check("Float.parseFloat [" + kind + "]", s, () -> symtestcheck.Float.parseFloat(s),
                () -> Float.parseFloat(s));
        check("Double.valueOf(String)", s, () -> symtestcheck.Double.valueOf(s).doubleValue(),
                () -> Double.valueOf(s).doubleValue());
        check("Float.valueOf(String)", s, () -> symtestcheck.Float.valueOf(s).floatValue(),
                () -> Float.valueOf(s).floatValue());
        check("Double(String)", s, () -> new symtestcheck.Double(s).doubleValue(),
                () -> new Double(s).doubleValue());
        check("Float(String)", s, () -> new symtestcheck.Float(s).floatValue(),
                () -> new Float(s).floatValue());
    }

    private static void constants() {
        check("constants", "Math.E", () -> symtestcheck.Math.E, () -> Math.E);
        check("constants", "Math.PI", () -> symtestcheck.Math.PI, () -> Math.PI);
        check("constants", "StrictMath.E", () -> symtestcheck.StrictMath.E, () -> StrictMath.E);
        check("constants", "StrictMath.PI", () -> symtestcheck.StrictMath.PI,
                () -> StrictMath.PI);
        check("constants", "Double.POSITIVE_INFINITY", () -> symtestcheck.Double.POSITIVE_INFINITY,
                () -> Double.POSITIVE_INFINITY);
        check("constants", "Double.NEGATIVE_INFINITY", () -> symtestcheck.Double.NEGATIVE_INFINITY,
                () -> Double.NEGATIVE_INFINITY);
        check("constants", "Double.NaN", () -> symtestcheck.Double.NaN, () -> Double.NaN);
        check("constants", "Double.MAX_VALUE", () -> symtestcheck.Double.MAX_VALUE,
                () -> Double.MAX_VALUE);
        check("constants", "Double.MIN_NORMAL", () -> symtestcheck.Double.MIN_NORMAL,
                () -> Double.MIN_NORMAL);
        check("constants", "Double.MIN_VALUE", () -> symtestcheck.Double.MIN_VALUE,
                () -> Double.MIN_VALUE);
        check("constants", "Double.MAX_EXPONENT", () -> symtestcheck.Double.MAX_EXPONENT,
                () -> Double.MAX_EXPONENT);
        check("constants", "Double.MIN_EXPONENT", () -> symtestcheck.Double.MIN_EXPONENT,
                () -> Double.MIN_EXPONENT);
        check("constants", "Double.SIZE", () -> symtestcheck.Double.SIZE, () -> Double.SIZE);
        check("constants", "Double.BYTES", () -> symtestcheck.Double.BYTES, () -> Double.BYTES);
        check("constants", "Float.POSITIVE_INFINITY", () -> symtestcheck.Float.POSITIVE_INFINITY,
                () -> Float.POSITIVE_INFINITY);
        check("constants", "Float.NEGATIVE_INFINITY", () -> symtestcheck.Float.NEGATIVE_INFINITY,
                () -> Float.NEGATIVE_INFINITY);
        check("constants", "Float.NaN", () -> symtestcheck.Float.NaN, () -> Float.NaN);
        check("constants", "Float.MAX_VALUE", () -> symtestcheck.Float.MAX_VALUE,
                () -> Float.MAX_VALUE);
        check("constants", "Float.MIN_NORMAL", () -> symtestcheck.Float.MIN_NORMAL,
                () -> Float.MIN_NORMAL);
        check("constants", "Float.MIN_VALUE", () -> symtestcheck.Float.MIN_VALUE,
                () -> Float.MIN_VALUE);
        check("constants", "Float.MAX_EXPONENT", () -> symtestcheck.Float.MAX_EXPONENT,
                () -> Float.MAX_EXPONENT);
        check("constants", "Float.MIN_EXPONENT", () -> symtestcheck.Float.MIN_EXPONENT,
                () -> Float.MIN_EXPONENT);
        check("constants", "Float.SIZE", () -> symtestcheck.Float.SIZE, () -> Float.SIZE);
        check("constants", "Float.BYTES", () -> symtestcheck.Float.BYTES, () -> Float.BYTES);
    }

    public static void main(String[] args) {
        constants();
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2_000_000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 20240517L;
        SplittableRandom r = new SplittableRandom(seed);
        for (double x : SPECIAL_D) {
            doubleUnary(x);
            for (double y : SPECIAL_D) {
                doubleBinary(x, y);
            }
            for (int k : SPECIAL_SCALES) {
                doubleScalb(x, k);
            }
        }
        for (float x : SPECIAL_F) {
            floatUnary(x);
            for (float y : SPECIAL_F) {
                floatBinary(x, y);
            }
            for (int k : SPECIAL_SCALES) {
                floatScalb(x, k);
            }
        }
        for (String s : FIXED) {
            parse(s, "fixed");
        }
        String[] kind = new String[1];
        for (int k = 0; k < n; k++) {
            double x = randomDouble(r);
            doubleUnary(x);
            doubleBinary(x, partner(r, x));
            doubleScalb(x, randomScale(r));
            float f = randomFloat(r);
            floatUnary(f);
            floatBinary(f, partner(r, f));
            floatScalb(f, randomScale(r));
            bitsToValues(r.nextLong());
            integerConversions(randomInt(r), randomLong(r));
            if (k % 4 == 0) {
                strings(x, f, randomInt(r));
            }
            String s = randomString(r, kind);
            parse(s, kind[0]);
        }
        long compared = 0;
        long mismatches = 0;
        long unhandled = 0;
        System.out.printf("%-44s %12s %10s %10s%n", "method", "compared", "mismatch", "unhandled");
        for (Map.Entry<String, Stats> e : STATS.entrySet()) {
            Stats s = e.getValue();
            System.out.printf("%-44s %12d %10d %10d%n", e.getKey(), s.compared, s.mismatches,
                    s.unhandled);
            compared += s.compared;
            mismatches += s.mismatches;
            unhandled += s.unhandled;
        }
        System.out.printf("%-44s %12d %10d %10d%n", "total", compared, mismatches, unhandled);
        for (Map.Entry<String, Stats> e : STATS.entrySet()) {
            for (String ex : e.getValue().examples) {
                System.out.println("MISMATCH " + e.getKey() + ": " + ex);
            }
        }
        for (Map.Entry<String, Stats> e : STATS.entrySet()) {
            for (String ex : e.getValue().unhandledExamples) {
                System.out.println("UNHANDLED " + e.getKey() + ": " + ex);
            }
        }
        if (mismatches != 0) {
            System.exit(1);
        }
    }
}
