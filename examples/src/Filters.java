import java.util.function.IntBinaryOperator;
import java.util.function.IntPredicate;
import java.util.function.IntSupplier;
import java.util.function.IntUnaryOperator;

/** Lambdas and method references passed into the analysed code, stored and composed. */
public class Filters {
    private final IntPredicate accept;
    private int seen;

    public Filters(int threshold) {
        this.accept = x -> x >= threshold;
    }

    public boolean offer(int x) {
        seen++;
        return accept.test(x);
    }

    public int seen() {
        return seen;
    }

    public static int countMatching(int[] xs, IntPredicate p) {
        int n = 0;
        for (int x : xs) {
            if (p.test(x)) {
                n++;
            }
        }
        return n;
    }

    public static int countEven(int[] xs) {
        return countMatching(xs, x -> x % 2 == 0);
    }

    public static int countAbove(int[] xs, int limit) {
        return countMatching(xs, x -> x > limit);
    }

    private static boolean isSmall(int x) {
        return -10 < x && x < 10;
    }

    public static int countSmall(int[] xs) {
        return countMatching(xs, Filters::isSmall);
    }

    public static IntUnaryOperator adder(int k) {
        return x -> x + k;
    }

    public static int applyTwice(IntUnaryOperator f, int x) {
        return f.applyAsInt(f.applyAsInt(x));
    }

    public static int addTwice(int k, int x) {
        return applyTwice(adder(k), x);
    }

    public static int fold(int[] xs, IntBinaryOperator op) {
        int acc = 0;
        for (int x : xs) {
            acc = op.applyAsInt(acc, x);
        }
        return acc;
    }

    public static int max(int[] xs) {
        return fold(xs, Math::max);
    }

    public static int counter(int start, int steps) {
        int[] box = {start};
        IntSupplier next = () -> box[0]++;
        int last = start;
        for (int i = 0; i < steps; i++) {
            last = next.getAsInt();
        }
        return last;
    }
}
