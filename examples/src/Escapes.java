/** String subject whose values need escaping in Java source: line breaks, quotes, backslashes. */
public class Escapes {
    public static String quote(String s) {
        StringBuilder b = new StringBuilder();
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                b.append('\\');
            }
            b.append(c);
        }
        return b.append('"').toString();
    }

    public static int kind(char c) {
        if (c == '\n') {
            return 1;
        }
        if (c == '\r' || c == '\u2028') {
            return 2;
        }
        if (c == '\'' || c == '"') {
            return 3;
        }
        if (c == '\\') {
            return 4;
        }
        return Character.isHighSurrogate(c) ? 5 : 0;
    }

    public static boolean isLine(String s) {
        return s.indexOf('\n') < 0 && !s.endsWith("\r");
    }

    public static String trimmed(String s) {
        return s.trim().replace('\t', ' ');
    }
}
