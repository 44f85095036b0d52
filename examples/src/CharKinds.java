/** Classifying characters with java.lang.Character (Latin-1 text). */
public class CharKinds {
    public static String kind(char c) {
        if (Character.isWhitespace(c)) {
            return "space";
        }
        if (Character.isDigit(c)) {
            return "digit";
        }
        if (c > 255) {
            return "other";
        }
        if (Character.isUpperCase(c)) {
            return "upper";
        }
        if (Character.isLowerCase(c)) {
            return "lower";
        }
        return Character.isLetter(c) ? "letter" : "symbol";
    }

    /** Counts of upper-case letters, lower-case letters and digits, in that order. */
    public static int[] counts(String s) {
        int[] counts = new int[3];
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c > 255) {
                continue;
            }
            if (Character.isUpperCase(c)) {
                counts[0]++;
            } else if (Character.isLowerCase(c)) {
                counts[1]++;
            } else if (Character.isDigit(c)) {
                counts[2]++;
            }
        }
        return counts;
    }

    public static Character firstDigit(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isDigit(c)) {
                return c;
            }
        }
        return null;
    }

    public static String initials(String name) {
        StringBuilder sb = new StringBuilder();
        boolean atStart = true;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isWhitespace(c)) {
                atStart = true;
            } else if (atStart) {
                sb.append(c < 128 ? Character.toUpperCase(c) : c).append('.');
                atStart = false;
            }
        }
        return sb.toString();
    }
}
