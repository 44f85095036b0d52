/** A class symtest can only partly handle: a JDK class it has no model of (ConcurrentSkipListMap). */
public class Mixed {
    public static int twice(int x) {
        return 2 * x;
    }

    public static int sorted(int x) {
        java.util.concurrent.ConcurrentSkipListMap<Integer, Integer> m =
                new java.util.concurrent.ConcurrentSkipListMap<>();
        m.put(x, x);
        return m.size();
    }

    public static int usesSorted(int x) {
        return sorted(x) + 1;
    }

    public static int applyTwice(int x) {
        java.util.function.IntUnaryOperator f = y -> y * 2;
        return f.applyAsInt(f.applyAsInt(x));
    }

    public static double half(double x) {
        return x / 2;
    }

    public static int sign(int x) {
        return x < 0 ? -1 : x > 0 ? 1 : 0;
    }
}
