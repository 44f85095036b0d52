/** StringBuilder-based formatting: padding, joining, capitalizing, palindromes. */
public class TextFormatter {
    /** Pads s on the left with pad up to width chars, or cuts it to width. */
    public static String fit(String s, int width, char pad) {
        StringBuilder sb = new StringBuilder(s);
        if (sb.length() > width) {
            sb.setLength(width);
        }
        while (sb.length() < width) {
            sb.insert(0, pad);
        }
        return sb.toString();
    }

    public static String joinInts(int[] a, char sep) {
        StringBuilder sb = new StringBuilder();
        for (int x : a) {
            sb.append(x).append(sep);
        }
        if (sb.length() > 0) {
            sb.deleteCharAt(sb.length() - 1);
        }
        return sb.insert(0, "[").append(']').toString();
    }

    public static String capitalize(String word) {
        if (word.isEmpty()) {
            return word;
        }
        StringBuilder sb = new StringBuilder(word);
        char first = sb.charAt(0);
        if (first >= 'a' && first <= 'z') {
            sb.setCharAt(0, Character.toUpperCase(first));
        }
        return sb.toString();
    }

    public static boolean isPalindrome(String s) {
        String reversed = new StringBuilder(s).reverse().toString();
        return reversed.equals(s);
    }
}
