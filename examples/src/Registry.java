/** Static state subject: counters and tables set by static initializers, read and updated. */
public class Registry {
    static int nextId = 100;
    static final int[] LIMITS = {10, 100, 1000};
    private static final StringBuilder LOG = new StringBuilder("log:");
    private static Registry last;

    private final int id;

    public Registry() {
        id = nextId++;
        last = this;
    }

    public int id() {
        return id;
    }

    public static int level(int value) {
        int i = 0;
        while (i < LIMITS.length && value >= LIMITS[i]) {
            i++;
        }
        return i;
    }

    public static int issue(int count) {
        int first = nextId;
        for (int i = 0; i < count; i++) {
            nextId++;
        }
        LOG.append(count);
        return first;
    }

    public static boolean isLast(Registry r) {
        return r == last;
    }

    public static int logLength() {
        return LOG.length();
    }
}
