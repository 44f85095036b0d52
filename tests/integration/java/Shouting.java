import java.util.Locale;

/** String case conversion with the special casings (see the cli test). */
public class Shouting {
    /** One letter, shouted: a sharp s becomes "SS", some Greek letters three chars. */
    public static String shout(String letter) {
        if (letter.length() != 1) {
            throw new IllegalArgumentException("one letter");
        }
        return letter.toUpperCase(Locale.ROOT);
    }
}
