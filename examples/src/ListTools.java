import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.List;

/**
 * Methods over lists: sort and deduplicate, count distinct with a HashSet, search by identity,
 * queue order.
 */
public class ListTools {
    public static List<Integer> sortedUnique(List<Integer> values) {
        List<Integer> copy = new ArrayList<>(values);
        Collections.sort(copy);
        List<Integer> out = new ArrayList<>();
        for (Integer v : copy) {
            if (out.isEmpty() || !out.get(out.size() - 1).equals(v)) {
                out.add(v);
            }
        }
        return out;
    }

    public static int countDistinct(List<String> words) {
        HashSet<String> seen = new HashSet<>();
        for (String w : words) {
            seen.add(w);
        }
        return seen.size();
    }

    public static int firstPositive(List<Integer> values) {
        for (int i = 0; i < values.size(); i++) {
            if (values.get(i) > 0) {
                return i;
            }
        }
        return -1;
    }

    // StackNode does not override equals: List.contains compares identities (Object.equals).
    public static int position(List<StackNode> nodes, StackNode node) {
        return nodes.contains(node) ? nodes.indexOf(node) : -1;
    }

    public static LinkedList<Integer> rotate(LinkedList<Integer> queue) {
        if (!queue.isEmpty()) {
            queue.addLast(queue.removeFirst());
        }
        return queue;
    }
}
