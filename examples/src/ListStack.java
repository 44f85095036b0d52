import java.util.ArrayList;

/** An ArrayList-based stack of integers, as everyday code writes one. */
public class ListStack {
    private final ArrayList<Integer> items = new ArrayList<>();

    public void push(int value) {
        items.add(value);
    }

    public int pop() {
        if (items.isEmpty()) {
            throw new IllegalStateException("empty stack");
        }
        return items.remove(items.size() - 1);
    }

    public int peekOr(int fallback) {
        return items.isEmpty() ? fallback : items.get(items.size() - 1);
    }

    // The message of an exception this class threw, caught again.
    public String popMessage() {
        try {
            pop();
            return "ok";
        } catch (IllegalStateException e) {
            return e.getMessage();
        }
    }

    public int sum() {
        int total = 0;
        for (int x : items) {
            total += x;
        }
        return total;
    }
}
