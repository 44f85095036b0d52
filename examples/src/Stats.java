/** Summary statistics over double arrays, as a small analytics helper would compute them. */
public final class Stats {
    private Stats() {
    }

    /** An immutable pair of results, the way code returns two numbers. */
    public static final class Summary {
        private final double mean;
        private final double variance;

        Summary(double mean, double variance) {
            this.mean = mean;
            this.variance = variance;
        }

        public double mean() {
            return mean;
        }

        public double variance() {
            return variance;
        }
    }

    public static double mean(double[] xs) {
        if (xs.length == 0) {
            throw new IllegalArgumentException("no values");
        }
        double sum = 0;
        for (double x : xs) {
            sum += x;
        }
        return sum / xs.length;
    }

    public static Summary summarize(double[] xs) {
        double m = mean(xs);
        double squares = 0;
        for (double x : xs) {
            double d = x - m;
            squares += d * d;
        }
        return new Summary(m, squares / xs.length);
    }

    /** Values more than `limit` standard deviations from the mean. */
    public static int outliers(double[] xs, double limit) {
        Summary s = summarize(xs);
        double sd = Math.sqrt(s.variance());
        int n = 0;
        for (double x : xs) {
            if (Math.abs(x - s.mean()) > limit * sd) {
                n++;
            }
        }
        return n;
    }

    public static void report(double[] xs) {
        System.out.println("mean: " + mean(xs));
    }
}
