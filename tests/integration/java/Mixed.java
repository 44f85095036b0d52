/** A class symtest can only partly handle: lambdas (invokedynamic) are outside its subset. */
public class Mixed {
    public static int twice(int x) {
        return 2 * x;
    }

    public static int applyTwice(int x) {
        java.util.function.IntUnaryOperator f = y -> y * 2;
        return f.applyAsInt(f.applyAsInt(x));
    }

    public static int usesApply(int x) {
        return applyTwice(x) + 1;
    }

    public static double half(double x) {
        return x / 2;
    }

    public static int sign(int x) {
        return x < 0 ? -1 : x > 0 ? 1 : 0;
    }
}
