import java.util.List;
import java.util.Optional;

/** The same computations written with streams and with loops: bench/ compares their cost. */
public class StreamsVsLoops {
    public static int sumPositiveStream(List<Integer> xs) {
        return xs.stream().filter(x -> x > 0).mapToInt(Integer::intValue).sum();
    }

    public static int sumPositiveLoop(List<Integer> xs) {
        int sum = 0;
        for (int x : xs) {
            if (x > 0) {
                sum += x;
            }
        }
        return sum;
    }

    public static boolean anyNegativeStream(List<Integer> xs) {
        return xs.stream().anyMatch(x -> x < 0);
    }

    public static boolean anyNegativeLoop(List<Integer> xs) {
        for (int x : xs) {
            if (x < 0) {
                return true;
            }
        }
        return false;
    }

    public static Optional<Integer> largestStream(List<Integer> xs) {
        return xs.stream().max(Integer::compare);
    }

    public static Optional<Integer> largestLoop(List<Integer> xs) {
        Integer best = null;
        for (Integer x : xs) {
            if (best == null || x > best) {
                best = x;
            }
        }
        return Optional.ofNullable(best);
    }

    public static int sumOfSquaresStream(int n) {
        return java.util.stream.IntStream.rangeClosed(1, n).map(i -> i * i).sum();
    }

    public static int sumOfSquaresLoop(int n) {
        int sum = 0;
        for (int i = 1; i <= n; i++) {
            sum += i * i;
        }
        return sum;
    }
}
