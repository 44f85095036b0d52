/** Corpus: float and double everywhere (arithmetic, comparisons, conversions, arrays, fields). */
public class FloatingPoint {
    static double scale = 1.5;
    float weight;
    double[] samples;

    public static double mean(double[] xs) {
        double sum = 0;
        for (double x : xs) {
            sum += x;
        }
        return xs.length == 0 ? 0 : sum / xs.length;
    }

    public static int classify(float f) {
        if (Float.isNaN(f)) {
            return 0;
        }
        if (f < 0.0f) {
            return -1;
        }
        return f > 1e10f ? 2 : 1;
    }

    public static long convert(double d) {
        int i = (int) d;
        long l = (long) d;
        float f = (float) d;
        return i + l + (long) f + (long) (i * scale) + Math.round(d);
    }

    public int heavier(FloatingPoint other) {
        return Float.compare(weight, other.weight);
    }

    public double first() {
        return samples[0] % 3.0 - -samples[0];
    }

    public static double random() {
        return Math.random() * Math.sqrt(2);
    }

    public static String show(double d, float f) {
        return "d=" + d + " f=" + f + " " + Double.toString(d);
    }

    public static int intOnlyCallerOfFloat(int x) {
        return x > 0 ? (int) mean(new double[] {x}) : x;
    }
}
