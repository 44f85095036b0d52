import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads "key = value" settings and tidies text with regular expressions. */
public class Settings {
    private static final Pattern ENTRY = Pattern.compile("(\\w+)\\s*=\\s*(\\d+)");
    private static final Pattern VERSION = Pattern.compile("v?(\\d+)\\.(\\d+)");
    // What an HTML writer refuses in an attribute name: control characters, blanks, quotes.
    private static final Pattern NOT_IN_NAME = Pattern.compile("[\\x00-\\x1f\\x7f-\\x9f \"'/=]");

    /** The client's settings, as its class initializer sets them once for the whole JVM. */
    private static final class Client {
        static {
            System.setProperty("symtest.settings.headers", "true");
        }

        static boolean allowsRestrictedHeaders() {
            return Boolean.parseBoolean(System.getProperty("symtest.settings.headers"));
        }
    }

    /** The number a "key = 12" line gives, or -1 when the line is no such entry. */
    public static int valueOf(String line) {
        Matcher m = ENTRY.matcher(line);
        if (!m.matches()) {
            return -1;
        }
        String digits = m.group(2);
        return digits.length() > 3 ? -1 : Integer.parseInt(digits);
    }

    /** The keys of every "key=1" entry in a line, in order. */
    public static List<String> keys(String text) {
        List<String> keys = new ArrayList<>();
        Matcher m = ENTRY.matcher(text);
        while (m.find()) {
            keys.add(m.group(1));
        }
        return keys;
    }

    /** Major version of "v1.2" or "3.4", -1 when the text is no version. */
    public static int major(String text) {
        Matcher m = VERSION.matcher(text);
        return m.lookingAt() ? m.group(1).length() : -1;
    }

    /** The fields of a comma-separated line, blanks around commas dropped. */
    public static String[] fields(String line) {
        return line.split("\\s*,\\s*");
    }

    /** Hides every digit run after a '#': "order #123" becomes "order #***". */
    public static String mask(String text) {
        return text.replaceAll("#\\d+", "#***");
    }

    /** "a-b" becomes "b-a": swaps the two sides of the first dash. */
    public static String swap(String pair) {
        return pair.replaceFirst("([a-z]+)-([a-z]+)", "$2-$1");
    }

    /** Whether a name can be written as an attribute name as it is. */
    public static boolean validAttributeName(String name) {
        return !name.isEmpty() && !NOT_IN_NAME.matcher(name).find();
    }

    /** Whether a header may be sent: restricted ones ("Sec-...") only when the client allows. */
    public static boolean maySend(String header) {
        return !header.startsWith("Sec-") || Client.allowsRestrictedHeaders();
    }

    public static boolean isCode(String s) {
        return s != null && s.matches("[A-Z]{2}-\\d{2}|[a-z]+");
    }
}
