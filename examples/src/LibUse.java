import java.util.Arrays;
import java.util.Objects;

public class LibUse {
    public static int safeAdd(int a, int b) {
        try {
            return Math.addExact(a, b);
        } catch (ArithmeticException e) {
            return a > 0 ? Integer.MAX_VALUE : Integer.MIN_VALUE;
        }
    }

    public static int spread(int[] xs) {
        Objects.requireNonNull(xs, "xs");
        int[] copy = Arrays.copyOf(xs, xs.length);
        Arrays.sort(copy);
        if (copy.length == 0) {
            return 0;
        }
        return Math.subtractExact(copy[copy.length - 1], copy[0]);
    }

    public static int floorMid(int lo, int hi) {
        return Math.floorDiv(lo + hi, 2) + Integer.signum(hi - lo) + Math.floorMod(lo, 3);
    }
}
