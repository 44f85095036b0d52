/** Methods outside the supported subset, and callers of them. */
public class Unsupported {
    private Unsupported() {
    }

    public static int usesLambda(int x) {
        java.util.function.IntUnaryOperator f = y -> y * 2;
        return f.applyAsInt(x);
    }

    public static int callsLambda(int x) {
        return usesLambda(x) + 1;
    }

    public static int callsCaller(int x) {
        return callsLambda(x) * 2;
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
