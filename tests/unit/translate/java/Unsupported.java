/** Methods outside the supported subset (a JDK class without a model), and callers of them. */
public class Unsupported {
    private Unsupported() {
    }

    public static int usesSkipList(int x) {
        java.util.concurrent.ConcurrentSkipListMap<Integer, Integer> m =
                new java.util.concurrent.ConcurrentSkipListMap<>();
        m.put(x, x);
        return m.size();
    }

    public static int callsSkipList(int x) {
        return usesSkipList(x) + 1;
    }

    public static int callsCaller(int x) {
        return callsSkipList(x) * 2;
    }

    public static double returnsDouble(int x) {
        return x;
    }

    public static int makesArray(int n) {
        java.util.function.IntUnaryOperator f = y -> y + n;
        return f.applyAsInt(n);
    }

    public static int usesString(int x) {
        String s = "a";
        return x + s.length();
    }

    public static int callsJdk(int x) {
        return Math.abs(x);
    }

    public static int fine(int x) {
        return x + 1;
    }
}
