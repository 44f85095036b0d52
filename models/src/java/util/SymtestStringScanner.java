package java.util;

/**
 * What a java.util.Scanner over a String does, as JDK 17's Scanner with its default delimiter
 * (Character.isWhitespace runs) and radix 10, for the whole text at once: the JDK's position
 * rules (a token that does not match still has its leading delimiters consumed; a number out
 * of range leaves the position at its start) and its caches (hasNextInt's value is what
 * nextInt returns, even once closed; hasNextLine's line is what nextLine returns, even once
 * closed). Integers: a token [-+]?[0-9]+ is parsed as Integer.parseInt/Long.parseLong do (an
 * out-of-range one is no int); a token without any digit (Character.isDigit) is no int in
 * every locale. Other tokens (non-ASCII digits, group separators, locale prefixes) depend on
 * the default locale: an unhandled call. Booleans: "true"/"false" in any ASCII case. Lines end
 * at \r\n, \n, \r, \u2028, \u2029 or \u0085.
 */
final class SymtestStringScanner {
    // What the last hasNext* left cached (the JDK's hasNextPattern / typeCache).
    private static final int NONE = 0;
    private static final int INTEGER = 1; // hasNextInt and hasNextLong share the pattern
    private static final int BOOLEAN = 2;
    private static final int LINE = 3;

    /**
     * The chars of an input text a path may examine: every char is a delimiter or not, and
     * every split of a symbolic text into tokens is a path (with its own parse), so the paths
     * grow as 2^n; beyond this a path is cut, as the block bound cuts (reported). Texts the
     * program built (a literal) are read whole.
     */
    private static final int READ_LIMIT = 6;

    private final String text;
    private final boolean limited;
    private int position;
    private boolean closed;
    private int hasNextPattern = NONE;
    private String hasNextResult;
    private int hasNextPosition;
    // The integral types (the JDK caches an Integer, a Long, a Short or a Byte).
    private static final int BYTE = 1;
    private static final int SHORT = 2;
    private static final int INT = 3;
    private static final int LONG = 4;

    private int typeCache = NONE; // INTEGER with cachedKind telling which integral type
    private int cachedKind;
    private long cachedValue;
    private long parsed; // the value parse() read

    SymtestStringScanner(String text) {
        this.text = text;
        this.limited = SymtestPrimitives.isInput(text);
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException();
        }
    }

    private void clearCaches() {
        hasNextPattern = NONE;
        typeCache = NONE;
    }

    private boolean delimiter(int i) {
        return Character.isWhitespace(charAt(i));
    }

    private char charAt(int i) {
        if (i >= READ_LIMIT && limited) {
            SymtestPrimitives.bound();
        }
        return text.charAt(i);
    }

    // The next complete token if it matches `kind` (NONE: any), the position then past it;
    // null otherwise, the position past the delimiters before the token.
    private String completeToken(int kind) {
        int n = text.length();
        while (position < n && delimiter(position)) {
            position++;
        }
        if (position == n) {
            return null;
        }
        int end = position;
        while (end < n && !delimiter(end)) {
            end++;
        }
        String token = text.substring(position, end);
        if (kind == INTEGER && !isIntegerToken(token)) {
            return null;
        }
        if (kind == BOOLEAN && !isBooleanToken(token)) {
            return null;
        }
        position = end;
        return token;
    }

    // [-+]?[0-9]+ matches; no digit at all does not, in any locale; others are unhandled.
    // Written with plain comparisons, so that path conditions read as the chars' ranges.
    private static boolean isIntegerToken(String token) {
        int n = token.length();
        char first = token.charAt(0);
        int k = first == '-' || first == '+' ? 1 : 0;
        boolean ascii = k < n;
        for (; ascii && k < n; k++) {
            char c = token.charAt(k);
            ascii = c >= '0' && c <= '9';
        }
        if (ascii) {
            return true;
        }
        boolean digits = false; // a char is a digit of some script
        for (k = 0; k < n; k++) {
            digits |= Character.isDigit(token.charAt(k));
        }
        if (digits) {
            localeDependentInteger();
        }
        return false;
    }

    private static boolean isBooleanToken(String token) {
        return sameIgnoringAsciiCase(token, "true") || sameIgnoringAsciiCase(token, "false");
    }

    private static boolean sameIgnoringAsciiCase(String token, String word) {
        if (token.length() != word.length()) {
            return false;
        }
        for (int k = 0; k < word.length(); k++) {
            char c = token.charAt(k);
            char w = word.charAt(k);
            if (c != w && c != (char) (w - 'a' + 'A')) {
                return false;
            }
        }
        return true;
    }

    // If we are at the end of the input, NoSuchElementException; else InputMismatchException.
    private void throwFor() {
        if (position == text.length()) {
            throw new NoSuchElementException();
        }
        throw new InputMismatchException();
    }

    boolean hasNext() {
        ensureOpen();
        int p = position;
        while (p < text.length() && delimiter(p)) {
            p++;
        }
        return p < text.length();
    }

    String next() {
        ensureOpen();
        clearCaches();
        String token = completeToken(NONE);
        if (token == null) {
            throwFor();
        }
        return token;
    }

    // hasNext(pattern): the token matching `kind` is cached, the position kept.
    private boolean hasNextOf(int kind) {
        ensureOpen();
        hasNextPattern = NONE;
        int saved = position;
        String token = completeToken(kind);
        if (token != null) {
            hasNextResult = token;
            hasNextPosition = position;
            hasNextPattern = kind;
        }
        position = saved;
        return token != null;
    }

    boolean hasNextInt() {
        return hasNextIntegral(INT);
    }

    boolean hasNextLong() {
        return hasNextIntegral(LONG);
    }

    boolean hasNextShort() {
        return hasNextIntegral(SHORT);
    }

    boolean hasNextByte() {
        return hasNextIntegral(BYTE);
    }

    // hasNext of the integer pattern, then the token parsed as the type's parse method does:
    // one out of range is no such value (the token stays cached as the pattern's match).
    private boolean hasNextIntegral(int kind) {
        if (!hasNextOf(INTEGER)) {
            return false;
        }
        if (!parse(hasNextResult, kind)) {
            return false;
        }
        typeCache = INTEGER;
        cachedKind = kind;
        cachedValue = parsed;
        return true;
    }

    boolean hasNextBoolean() {
        return hasNextOf(BOOLEAN);
    }

    // Parses an integer token ([-+]?[0-9]+, see isIntegerToken) into parsed as
    // Integer.parseInt / Long.parseLong do (accumulating negatively); false when it is out of
    // the range of int (or long): their NumberFormatException, which Scanner turns into "no
    // int" or InputMismatchException. Its digits are ASCII, so no Character.digit is needed.
    private boolean parse(String token, int kind) {
        if (!parseInteger(token, kind == LONG)) {
            return false;
        }
        // Short.parseShort and Byte.parseByte: Integer.parseInt, then the type's range.
        long min = kind == BYTE ? Byte.MIN_VALUE : kind == SHORT ? Short.MIN_VALUE : Long.MIN_VALUE;
        long max = kind == BYTE ? Byte.MAX_VALUE : kind == SHORT ? Short.MAX_VALUE : Long.MAX_VALUE;
        return parsed >= min && parsed <= max;
    }

    private boolean parseInteger(String token, boolean isLong) {
        char first = token.charAt(0);
        boolean negative = first == '-';
        long max = isLong ? Long.MAX_VALUE : Integer.MAX_VALUE;
        long limit = negative ? -max - 1 : -max;
        long multmin = limit / 10;
        long result = 0;
        for (int k = first == '-' || first == '+' ? 1 : 0; k < token.length(); k++) {
            int digit = token.charAt(k) - '0';
            if (result < multmin) {
                return false;
            }
            result *= 10;
            if (result < limit + digit) {
                return false;
            }
            result -= digit;
        }
        parsed = negative ? result : -result;
        return true;
    }

    int nextInt() {
        return (int) nextIntegral(INT);
    }

    long nextLong() {
        return nextIntegral(LONG);
    }

    short nextShort() {
        return (short) nextIntegral(SHORT);
    }

    byte nextByte() {
        return (byte) nextIntegral(BYTE);
    }

    private long nextIntegral(int kind) {
        if (typeCache == INTEGER && cachedKind == kind) {
            ensureOpen();
            long v = cachedValue;
            position = hasNextPosition;
            clearCaches();
            return v;
        }
        clearCaches();
        ensureOpen();
        String token = completeToken(INTEGER);
        if (token == null) {
            throwFor();
        }
        if (!parse(token, kind)) {
            position -= token.length(); // the JDK does not skip a bad token
            throw new InputMismatchException();
        }
        return parsed;
    }

    boolean nextBoolean() {
        clearCaches();
        ensureOpen();
        String token = completeToken(BOOLEAN);
        if (token == null) {
            throwFor();
        }
        return token.charAt(0) == 't' || token.charAt(0) == 'T';
    }

    // The end of the line starting at position, the separator included, or -1 for none.
    private int lineEnd() {
        int n = text.length();
        for (int i = position; i < n; i++) {
            char c = charAt(i);
            if (c == '\r') {
                return i + 1 < n && text.charAt(i + 1) == '\n' ? i + 2 : i + 1;
            }
            if (c == '\n' || c == '\u2028' || c == '\u2029' || c == '\u0085') {
                return i + 1;
            }
        }
        return position < n ? n : -1;
    }

    // The line without its separator, from position to end.
    private String lineText(int end) {
        int stop = end;
        if (stop > position) {
            char last = text.charAt(stop - 1);
            if (last == '\n' && stop - 2 >= position && text.charAt(stop - 2) == '\r') {
                stop -= 2;
            } else if (last == '\n' || last == '\r' || last == '\u2028' || last == '\u2029'
                    || last == '\u0085') {
                stop--;
            }
        }
        return text.substring(position, stop);
    }

    boolean hasNextLine() {
        ensureOpen();
        clearCaches();
        int end = lineEnd();
        if (end < 0) {
            return false;
        }
        hasNextResult = lineText(end);
        hasNextPosition = end;
        hasNextPattern = LINE;
        return true;
    }

    String nextLine() {
        if (hasNextPattern == LINE) {
            position = hasNextPosition;
            clearCaches();
            return hasNextResult;
        }
        clearCaches();
        ensureOpen();
        int end = lineEnd();
        if (end < 0) {
            throw new NoSuchElementException();
        }
        String line = lineText(end);
        position = end;
        return line;
    }

    void close() {
        closed = true;
    }

    // Outside what is modelled: an unhandled call.
    private static native void localeDependentInteger();
}
