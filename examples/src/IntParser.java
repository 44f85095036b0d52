/** Reading integers from text: Integer.parseInt and Long.parseLong with fallbacks, digits. */
public class IntParser {
    public static int parseOr(String s, int fallback) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    public static long parseLongOr(String s, long fallback) {
        if (s == null || s.isEmpty()) {
            return fallback;
        }
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /** Sum of the digits of a list such as "1,2,3"; -1 if anything else occurs. */
    public static int sumDigits(String csv) {
        int sum = 0;
        for (int i = 0; i < csv.length(); i++) {
            char c = csv.charAt(i);
            if (Character.isDigit(c)) {
                sum += Character.digit(c, 10);
            } else if (c != ',') {
                return -1;
            }
        }
        return sum;
    }

    public static int hexValue(char c) {
        int d = Character.digit(c, 16);
        if (d < 0) {
            throw new IllegalArgumentException("not a hex digit");
        }
        return d;
    }
}
