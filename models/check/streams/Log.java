package symtestdriver;

/**
 * The call log of one run: every lambda, comparison, supplier and close handler appends what
 * it saw (and returned or threw). Past LIMIT entries a run is a runaway (an infinite source):
 * Runaway, an Error, ends it on both sides at the same point.
 */
public final class Log {
    static final int LIMIT = 3000;
    private static final StringBuilder text = new StringBuilder();
    private static int count;

    private Log() {
    }

    public static final class Runaway extends Error {
        Runaway() {
            super("runaway");
        }
    }

    public static synchronized void add(String entry) {
        count++;
        if (count > LIMIT) {
            throw new Runaway();
        }
        text.append(entry).append(' ');
    }

    public static synchronized String take() {
        String s = text.toString();
        text.setLength(0);
        count = 0;
        return s;
    }
}
