import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A compiled pattern in a static field, and Character's classification beyond Latin-1. */
public class Patterns {
    private static final Pattern KEY = Pattern.compile("[a-z]+=(\\d)");

    public static int digit(String entry) {
        Matcher m = KEY.matcher(entry);
        return m.matches() ? m.group(1).charAt(0) - '0' : -1;
    }

    public static String kind(char c) {
        if (Character.isLetter(c)) {
            return c > 255 ? "letter beyond Latin-1" : "letter";
        }
        return Character.isDefined(c) ? "other" : "undefined";
    }
}
