/** Comparisons with NaN in both orders: every ordered comparison with NaN is false. */
public class NanOrder {
    public static int compareLess(double a, double b) {
        if (a < b) {
            return -1;
        }
        if (a > b) {
            return 1;
        }
        if (a == b) {
            return 0;
        }
        return 2;  // unordered: a or b is NaN
    }

    public static boolean notGreaterEqual(float a, float b) {
        return !(a >= b);  // also true when a or b is NaN
    }

    public static boolean lessOrEqual(float a, float b) {
        return a <= b;
    }

    public static double maxOf(double[] values) {
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < values.length; i++) {
            if (values[i] > max) {
                max = values[i];
            }
        }
        return max;
    }

    public static boolean inRange(double x, double lo, double hi) {
        return lo <= x && x <= hi;
    }
}
