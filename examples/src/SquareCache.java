import java.util.HashMap;
import java.util.Map;

/** A HashMap-backed cache of computed values, with hit counting. */
public class SquareCache {
    private final HashMap<Integer, Integer> memo = new HashMap<>();
    private int hits;

    public int square(int x) {
        Integer known = memo.get(x);
        if (known != null) {
            hits++;
            return known;
        }
        int value = x * x;
        memo.put(x, value);
        return value;
    }

    public int hits() {
        return hits;
    }

    public static int total(Map<Integer, Integer> prices) {
        int sum = 0;
        for (Map.Entry<Integer, Integer> e : prices.entrySet()) {
            sum += e.getValue();
        }
        return sum;
    }
}
