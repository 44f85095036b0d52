/** Methods outside the supported subset, and callers of them. */
public class Unsupported {
    private Unsupported() {
    }

    public static int usesDouble(int x) {
        double d = x;
        return (int) (d * 2);
    }

    public static int callsDouble(int x) {
        return usesDouble(x) + 1;
    }

    public static int callsCaller(int x) {
        return callsDouble(x) * 2;
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
