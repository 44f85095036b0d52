/** Lines of a ledger, formatted into a shared buffer. */
public class Ledger {
    private final StringBuffer text = new StringBuffer();
    private int lines;

    public void record(String account, int cents) {
        if (account == null || account.isEmpty()) {
            throw new IllegalArgumentException("account");
        }
        text.append(account).append(": ");
        if (cents < 0) {
            text.append('-');
            cents = -cents;
        }
        text.append(cents / 100).append('.');
        int rest = cents % 100;
        if (rest < 10) {
            text.append('0');
        }
        text.append(rest).append('\n');
        lines++;
    }

    public int lines() {
        return lines;
    }

    public String text() {
        return text.toString();
    }

    /** The characters of `chars` from `start`, `count` of them, between brackets. */
    public static String excerpt(char[] chars, int start, int count) {
        StringBuilder b = new StringBuilder("[");
        b.append(chars, start, count);
        return b.append(']').toString();
    }

    /** A label reversed, through a StringBuffer. */
    public static String mirrored(String label) {
        StringBuffer b = new StringBuffer(label);
        b.reverse();
        b.insert(0, '<');
        return b.append('>').toString();
    }

    /** The same two objects, or two different ones, as identity hash codes tell. */
    public static boolean sameIdentity(Object a, Object b) {
        return System.identityHashCode(a) == System.identityHashCode(b) && a == b;
    }
}
