// Fixture of the sequence tests: a counter whose state is reachable only through its API.
public class Tally {
    private int count;
    private final int limit;

    public Tally(int limit) {
        if (limit <= 0) {
            throw new IllegalArgumentException("limit must be positive");
        }
        this.limit = limit;
    }

    public boolean increment() {
        if (count == limit) {
            return false;
        }
        count++;
        return true;
    }

    public void reset() {
        count = 0;
    }

    public int get() {
        return count;
    }

    public void take(Object o) {
        count = o == null ? 0 : count;
    }
}
