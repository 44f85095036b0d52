/** Classifies floating-point values the way numeric code has to: NaN, zeros, infinities, subnormals. */
public final class FloatKinds {
    private FloatKinds() {
    }

    public enum Kind { NAN, NEGATIVE_INFINITY, NEGATIVE, NEGATIVE_ZERO, ZERO, SUBNORMAL, POSITIVE, POSITIVE_INFINITY }

    public static Kind classify(double x) {
        if (x != x) {
            return Kind.NAN;
        }
        if (x == 0.0) {
            // -0.0 == 0.0, but 1 / -0.0 is -Infinity
            return 1.0 / x < 0 ? Kind.NEGATIVE_ZERO : Kind.ZERO;
        }
        if (x == Double.POSITIVE_INFINITY) {
            return Kind.POSITIVE_INFINITY;
        }
        if (x == Double.NEGATIVE_INFINITY) {
            return Kind.NEGATIVE_INFINITY;
        }
        if (x > 0 && x < Double.MIN_NORMAL) {
            return Kind.SUBNORMAL;
        }
        return x < 0 ? Kind.NEGATIVE : Kind.POSITIVE;
    }

    /** The float version, written with the other comparison order. */
    public static int signOf(float f) {
        if (!(f == f)) {
            return 0;
        }
        if (0.0f < f) {
            return 1;
        }
        if (0.0f > f) {
            return -1;
        }
        return 0;
    }

    public static boolean isWhole(double x) {
        return x % 1.0 == 0.0;
    }

    /** Halving repeatedly reaches zero only through the subnormals. */
    public static int halvingsToZero(float f) {
        int n = 0;
        while (f > 0 && n < 3) {
            f = f / 2;
            n++;
        }
        return f == 0 ? n : -1;
    }
}
