import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.Scanner;

/** Everyday text handling: regular expressions and reading from a string. */
public class TextTools {
    // Builders kept for reuse on each thread, as HTML writers keep them.
    private static final ThreadLocal<java.util.ArrayList<StringBuilder>> BUILDERS =
            new ThreadLocal<java.util.ArrayList<StringBuilder>>() {
                @Override
                protected java.util.ArrayList<StringBuilder> initialValue() {
                    return new java.util.ArrayList<>();
                }
            };

    // Canonical tag names, as an HTML parser keeps them: a lookup returns the table's own string,
    // which the parser then compares by identity with its literals.
    private static final java.util.Map<String, String> CANONICAL = new java.util.HashMap<>();

    static {
        for (String tag : new String[] {"body", "head", "html"}) {
            CANONICAL.put(tag, tag);
        }
    }

    /** Whether a tag name is the body, compared as the parser compares it: by identity. */
    public static boolean isBody(String name) {
        String canonical = CANONICAL.get(name.toLowerCase());
        return canonical == "body";
    }

    /** A builder from the thread's pool, or a new one. */
    public static StringBuilder borrowBuilder() {
        java.util.ArrayList<StringBuilder> pool = BUILDERS.get();
        return pool.isEmpty() ? new StringBuilder() : pool.remove(pool.size() - 1);
    }

    /** The builder's text; the builder goes back to the pool, emptied. */
    public static String releaseBuilder(StringBuilder sb) {
        String text = sb.toString();
        sb.setLength(0);
        BUILDERS.get().add(sb);
        return text;
    }

    /** The words of a line separated by runs of blanks. */
    public static int wordCount(String line) {
        String t = line.trim();
        return t.isEmpty() ? 0 : t.split("\\s+").length;
    }

    public static boolean isIdentifier(String s) {
        return s.matches("[A-Za-z_][A-Za-z0-9_]*");
    }

    public static String squeeze(String s) {
        return s.replaceAll(" +", " ");
    }

    /** Sums the integers of an expression like "1 + 2 + 3", read with a Scanner. */
    public static int sum(String expression) {
        Scanner in = new Scanner(expression);
        int total = in.nextInt();
        while (in.hasNext()) {
            String op = in.next();
            int v = in.nextInt();
            total = op.equals("-") ? total - v : total + v;
        }
        return total;
    }

    public static String lower(String s) {
        return s.toLowerCase(java.util.Locale.ROOT);
    }

    public static boolean defined(char c) {
        return Character.isDefined(c) && !Character.isISOControl(c);
    }

    /**
     * The text of a numeric character reference's code point and the one that may follow it
     * (an HTML parser's "&#x1F600;" decoding): a null or empty array has none.
     */
    public static String fromCodePoints(int[] codePoints, int count) {
        if (codePoints == null || count == 0) {
            return "";
        }
        return new String(codePoints, 0, count);
    }

    /** The lines of a text that hold more than blanks (lines end at \n, \r or \r\n). */
    public static int nonBlankLines(String text) throws IOException {
        BufferedReader reader = new BufferedReader(new StringReader(text));
        int count = 0;
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            if (!line.isBlank()) {
                count++;
            }
        }
        return count;
    }
}
