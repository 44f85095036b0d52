import java.util.Arrays;
import java.util.Comparator;
import java.util.IntSummaryStatistics;
import java.util.stream.IntStream;

/** Number series and score summaries, with streams and sorted arrays. */
public class Series {
    /** The sum of the first n powers of two. */
    public static int powersOfTwo(int n) {
        return IntStream.iterate(1, x -> x * 2).limit(n).sum();
    }

    /** The multiples of step below limit, from 0. */
    public static int[] multiples(int step, int limit) {
        if (step <= 0) {
            throw new IllegalArgumentException("step must be positive");
        }
        return IntStream.iterate(0, x -> x < limit, x -> x + step).toArray();
    }

    /** The spread of the scores (highest minus lowest), 0 for none. */
    public static int spread(int[] scores) {
        IntSummaryStatistics s = IntStream.of(scores).summaryStatistics();
        return s.getCount() == 0 ? 0 : s.getMax() - s.getMin();
    }

    /** Two names in alphabetical order. */
    public static String sortedNames(String a, String b) {
        String[] names = {a, b};
        Arrays.sort(names);
        return names[0] + "," + names[1];
    }

    /** Two words, the shorter first (the first on a tie). */
    public static String byLength(String first, String second) {
        String[] words = {first, second};
        Arrays.sort(words, Comparator.comparingInt(String::length));
        return words[0] + " " + words[1];
    }
}
