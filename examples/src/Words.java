public class Words {
    public static int countWords(String s) {
        if (s == null) {
            return 0;
        }
        int words = 0;
        boolean inWord = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == ' ') {
                inWord = false;
            } else if (!inWord) {
                inWord = true;
                words++;
            }
        }
        return words;
    }

    public static String greet(String name) {
        if (name.isEmpty()) {
            return "nobody";
        }
        return "hi ".concat(name);
    }

    public static boolean isYes(String s) {
        return "yes".equals(s) || s.startsWith("y");
    }
}
