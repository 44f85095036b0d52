import java.util.Locale;

/** People's names as a contacts list keeps them, in any script. */
public class Names {
    private Names() {
    }

    /** The word with its first letter in title case and the rest in lower case. */
    public static String capitalize(String word) {
        if (word.isEmpty()) {
            return word;
        }
        char first = Character.toTitleCase(word.charAt(0));
        return first + word.substring(1).toLowerCase(Locale.ROOT);
    }

    /** The initial of a name, upper case, or '?' when the name does not start with a letter. */
    public static char initial(String name) {
        if (name.isEmpty() || !Character.isLetter(name.charAt(0))) {
            return '?';
        }
        return Character.toUpperCase(name.charAt(0));
    }

    /** Whether two spellings name the same person, ignoring case. */
    public static boolean sameName(String a, String b) {
        return a.trim().equalsIgnoreCase(b.trim());
    }

    /** A surname as it is printed on a badge. */
    public static String badge(String surname) {
        String upper = surname.toUpperCase(Locale.ENGLISH);
        if (upper == surname) {
            return "[" + surname + "]";
        }
        return upper;
    }

    /** A digit of a house number in any script (Arabic-Indic, Devanagari ...), or -1. */
    public static int houseDigit(char c) {
        if (Character.getType(c) != Character.DECIMAL_DIGIT_NUMBER) {
            return -1;
        }
        return Character.getNumericValue(c);
    }

    /** Whether a char reads the same in upper and lower case (digits, marks, CJK ...). */
    public static boolean caseless(char c) {
        return Character.toUpperCase(c) == Character.toLowerCase(c);
    }
}
