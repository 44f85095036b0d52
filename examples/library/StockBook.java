import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Stock counts by item name, with the items no longer sold. */
public class StockBook {
    private final Map<String, Integer> stock = new HashMap<>();
    private final Set<String> discontinued = new HashSet<>();

    /** Adds qty of item; a discontinued item cannot be restocked. */
    public void add(String item, int qty) {
        if (qty <= 0) {
            throw new IllegalArgumentException("qty must be positive: " + qty);
        }
        if (discontinued.contains(item)) {
            throw new IllegalStateException(item + " is discontinued");
        }
        stock.merge(item, qty, Integer::sum);
    }

    /** Takes qty of item when there is that much; the last unit removes the item. */
    public boolean remove(String item, int qty) {
        Integer have = stock.get(item);
        if (have == null || have < qty) {
            return false;
        }
        if (have == qty) {
            stock.remove(item);
        } else {
            stock.put(item, have - qty);
        }
        return true;
    }

    /** The items below the threshold, in name order. */
    public List<String> lowStock(int threshold) {
        List<String> low = new ArrayList<>();
        for (Map.Entry<String, Integer> e : stock.entrySet()) {
            if (e.getValue() < threshold) {
                low.add(e.getKey());
            }
        }
        Collections.sort(low);
        return low;
    }

    public int count(String item) {
        return stock.getOrDefault(item, 0);
    }

    /** Stops selling item: what was in stock is written off and returned. */
    public int discontinue(String item) {
        if (!discontinued.add(item)) {
            return 0;
        }
        Integer left = stock.remove(item);
        return left == null ? 0 : left;
    }
}
