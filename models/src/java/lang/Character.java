package java.lang;

/**
 * symtest model of java.lang.Character: boxing with the JDK's valueOf cache (0..127),
 * unboxing, comparisons, and the classification and case methods of Unicode 13 (JDK 17).
 * Exact for every code point: isDefined, isLetter, isDigit, isLetterOrDigit, isAlphabetic,
 * isUpperCase, isLowerCase, isTitleCase, isIdeographic, isMirrored, isIdentifierIgnorable,
 * isJavaIdentifierStart/Part, isUnicodeIdentifierStart/Part, isWhitespace and isSpaceChar go
 * to SymtestUnicode, one condition each (the JDK's own sets, generated at build time), printed
 * as the Character call. Exact for every char: digit, forDigit, isISOControl and the surrogate
 * tests. Exact for every code point: getType and getNumericValue (one map term each, printed
 * as the call), toUpperCase, toLowerCase and toTitleCase; for Latin-1
 * (c < 256) with range masks, other code points through SymtestUnicode's map (the JDK's own
 * case mappings, generated at build time), one term printed as the Character call.
 * The other tests are written without branches (range masks), so a symbolic char forks only
 * on the result. Checked against the JDK 17 for all 65536 chars. toString(int) of any code point (a
 * surrogate pair above the BMP, IllegalArgumentException for invalid ones). Model statics
 * start at their defaults: the cache is filled lazily (see valueOf).
 */
public final class Character implements java.io.Serializable, Comparable<Character> {
    /** The Class of the primitive type char (the JDK's Character.TYPE). */
    @SuppressWarnings("unchecked")
    public static final Class<Character> TYPE = (Class<Character>) SymtestPrimitives.primitiveClass('C');

    public static final int MIN_RADIX = 2;
    public static final int MAX_RADIX = 36;
    public static final char MIN_VALUE = '\u0000';
    public static final char MAX_VALUE = '\uFFFF';
    public static final char MIN_HIGH_SURROGATE = '\uD800';
    public static final char MAX_HIGH_SURROGATE = '\uDBFF';
    public static final char MIN_LOW_SURROGATE = '\uDC00';
    public static final char MAX_LOW_SURROGATE = '\uDFFF';
    public static final char MIN_SURROGATE = MIN_HIGH_SURROGATE;
    public static final char MAX_SURROGATE = MAX_LOW_SURROGATE;
    public static final int MIN_CODE_POINT = 0x000000;
    public static final int MAX_CODE_POINT = 0x10FFFF;
    public static final int SIZE = 16;
    public static final int BYTES = 2;

    // The canonical objects of the JDK's cache (0..127) created so far along the path:
    // cache[0 .. cacheCount), looked up by a loop over them (see Integer.valueOf).
    private static Character[] cache;
    private static int cacheCount;
    private final char value;

    @Deprecated
    public Character(char value) {
        this.value = value;
    }

    public static Character valueOf(char c) {
        if (c <= 127) {
            for (int k = 0; k < cacheCount; k++) {
                Character v = cache[k];
                if (holds(v, c)) {
                    return v;
                }
            }
            Character v = new Character(c);
            if (cache == null) {
                cache = new Character[8];
            } else if (cacheCount == cache.length) {
                Character[] grown = new Character[cacheCount * 2];
                for (int k = 0; k < cacheCount; k++) {
                    grown[k] = cache[k];
                }
                cache = grown;
            }
            cache[cacheCount] = v;
            cacheCount++;
            return v;
        }
        return new Character(c);
    }

    // Whether the canonical object c holds v. A method of its own: its branch is popped from
    // the ancestors when it returns, so the loop in valueOf, which branches on its concrete
    // result, does not count toward the bound, however many entries it passes.
    private static boolean holds(Character c, char v) {
        if (c.value == v) {
            return true;
        }
        return false;
    }

    public char charValue() {
        return value;
    }

    public boolean equals(Object obj) {
        if (obj instanceof Character) {
            return value == ((Character) obj).charValue();
        }
        return false;
    }

    public int hashCode() {
        return (int) value;
    }

    public static int hashCode(char value) {
        return (int) value;
    }

    public int compareTo(Character anotherCharacter) {
        return compare(this.value, anotherCharacter.value);
    }

    public static int compare(char x, char y) {
        return x - y;
    }

    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(char c) {
        return String.valueOf(c);
    }

    /**
     * The code point as a string: one char in the BMP, its surrogate pair above;
     * IllegalArgumentException for an invalid code point, as the JDK.
     */
    public static String toString(int codePoint) {
        if (codePoint >= 0 && codePoint <= 0xFFFF) {
            return String.valueOf((char) codePoint);
        }
        if (codePoint > 0xFFFF && codePoint <= MAX_CODE_POINT) {
            char[] pair = new char[2];
            pair[0] = highSurrogate(codePoint);
            pair[1] = lowSurrogate(codePoint);
            return new String(pair);
        }
        throw new IllegalArgumentException("Not a valid Unicode code point");
    }

    /** One char in the BMP, the surrogate pair above; IllegalArgumentException when invalid. */
    public static char[] toChars(int codePoint) {
        if (isBmpCodePoint(codePoint)) {
            char[] one = new char[1];
            one[0] = (char) codePoint;
            return one;
        }
        if (isValidCodePoint(codePoint)) {
            char[] pair = new char[2];
            pair[0] = highSurrogate(codePoint);
            pair[1] = lowSurrogate(codePoint);
            return pair;
        }
        throw new IllegalArgumentException("Not a valid Unicode code point");
    }

    /** The chars of codePoint written at dst[dstIndex], and their count (JDK 17's checks). */
    public static int toChars(int codePoint, char[] dst, int dstIndex) {
        if (isBmpCodePoint(codePoint)) {
            dst[dstIndex] = (char) codePoint;
            return 1;
        }
        if (isValidCodePoint(codePoint)) {
            dst[dstIndex + 1] = lowSurrogate(codePoint);
            dst[dstIndex] = highSurrogate(codePoint);
            return 2;
        }
        throw new IllegalArgumentException("Not a valid Unicode code point");
    }

    public static char highSurrogate(int codePoint) {
        return (char) ((codePoint >>> 10) + (MIN_HIGH_SURROGATE - (0x10000 >>> 10)));
    }

    public static char lowSurrogate(int codePoint) {
        return (char) ((codePoint & 0x3ff) + MIN_LOW_SURROGATE);
    }

    public static int toCodePoint(char high, char low) {
        return ((high << 10) + low) + (0x10000 - (MIN_HIGH_SURROGATE << 10) - MIN_LOW_SURROGATE);
    }

    public static char reverseBytes(char ch) {
        return (char) (((ch & 0xFF00) >> 8) | (ch << 8));
    }

    // 1 when lo <= c <= hi, else 0, without a branch (c, lo, hi are chars or code points).
    private static int in(int c, int lo, int hi) {
        return ~((c - lo) | (hi - c)) >>> 31;
    }

    // 1 when a == b, else 0, without a branch (a ^ b >= 0 here).
    private static int eq(int a, int b) {
        return ((a ^ b) - 1) >>> 31;
    }

    // The decimal digits of Unicode 13 (general category Nd) in the BMP: 37 runs of ten, each
    // starting at a multiple of 16 (c = 16h + v) or 6 past one (c - 6 = 16h + v). Returns the
    // digit's value v + 1, or 0 when c (0..0xFFFF) is not one of them.
    private static int decimalPlusOne(int c) {
        int h = c >>> 4;
        int v = c & 15;
        int at0 = eq(h, 0x003) | eq(h, 0x066) | eq(h, 0x06F) | eq(h, 0x07C)
                | eq(h, 0x0E5) | eq(h, 0x0ED) | eq(h, 0x0F2) | eq(h, 0x104)
                | eq(h, 0x109) | eq(h, 0x17E) | eq(h, 0x181) | eq(h, 0x19D)
                | eq(h, 0x1A8) | eq(h, 0x1A9) | eq(h, 0x1B5) | eq(h, 0x1BB)
                | eq(h, 0x1C4) | eq(h, 0x1C5) | eq(h, 0xA62) | eq(h, 0xA8D)
                | eq(h, 0xA90) | eq(h, 0xA9D) | eq(h, 0xA9F) | eq(h, 0xAA5)
                | eq(h, 0xABF) | eq(h, 0xFF1);
        int h6 = (c - 6) >>> 4;
        int v6 = (c - 6) & 15;
        int at6 = eq(h6, 0x096) | eq(h6, 0x09E) | eq(h6, 0x0A6) | eq(h6, 0x0AE)
                | eq(h6, 0x0B6) | eq(h6, 0x0BE) | eq(h6, 0x0C6) | eq(h6, 0x0CE)
                | eq(h6, 0x0D6) | eq(h6, 0x0DE) | eq(h6, 0x194);
        return (-(at0 & in(v, 0, 9)) & (v + 1)) | (-(at6 & in(v6, 0, 9)) & (v6 + 1));
    }

    // The "Java supradecimal" digits: A-Z and a-z, also in full width. Value + 1, or 0.
    private static int letterDigitPlusOne(int c) {
        return sup(c, 0x0041) | sup(c, 0x0061) | sup(c, 0xFF21) | sup(c, 0xFF41);
    }

    private static int sup(int c, int a) {
        int t = c - a;
        return -in(t, 0, 25) & (t + 11);
    }

    public static boolean isDigit(char ch) {
        return SymtestUnicode.isDigit(ch);
    }

    public static boolean isDigit(int codePoint) {
        return SymtestUnicode.isDigit(codePoint);
    }

    /** The general category (UPPERCASE_LETTER, ...), one map term over all of Unicode. */
    public static int getType(char ch) {
        return getType((int) ch);
    }

    public static int getType(int codePoint) {
        return SymtestUnicode.getType(codePoint);
    }

    /** The numeric value (-1 none, -2 not a whole number), one map term over all of Unicode. */
    public static int getNumericValue(char ch) {
        return getNumericValue((int) ch);
    }

    public static int getNumericValue(int codePoint) {
        return SymtestUnicode.getNumericValue(codePoint);
    }

    public static int digit(char ch, int radix) {
        return digitOf(ch, radix);
    }

    public static int digit(int codePoint, int radix) {
        if (codePoint >= 0 && codePoint <= 0xFFFF) {
            return digitOf(codePoint, radix);
        }
        return nonBmpDigit(codePoint, radix);
    }

    private static int digitOf(int c, int radix) {
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return -1;
        }
        int v = (decimalPlusOne(c) | letterDigitPlusOne(c)) - 1;
        // v < radix ? v : -1
        return v | ((radix - 1 - v) >> 31);
    }

    public static char forDigit(int digit, int radix) {
        if (digit >= radix || digit < 0) {
            return '\0';
        }
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return '\0';
        }
        if (digit < 10) {
            return (char) ('0' + digit);
        }
        return (char) ('a' - 10 + digit);
    }

    public static boolean isWhitespace(char ch) {
        return SymtestUnicode.isWhitespace(ch);
    }

    public static boolean isWhitespace(int codePoint) {
        return SymtestUnicode.isWhitespace(codePoint);
    }

    public static boolean isSpaceChar(char ch) {
        return SymtestUnicode.isSpaceChar(ch);
    }

    public static boolean isSpaceChar(int codePoint) {
        return SymtestUnicode.isSpaceChar(codePoint);
    }

    public static boolean isISOControl(char ch) {
        return isISOControl((int) ch);
    }

    public static boolean isISOControl(int codePoint) {
        return (in(codePoint, 0x0000, 0x001F) | in(codePoint, 0x007F, 0x009F)) != 0;
    }

    public static boolean isHighSurrogate(char ch) {
        return in(ch, MIN_HIGH_SURROGATE, MAX_HIGH_SURROGATE) != 0;
    }

    public static boolean isLowSurrogate(char ch) {
        return in(ch, MIN_LOW_SURROGATE, MAX_LOW_SURROGATE) != 0;
    }

    public static boolean isSurrogate(char ch) {
        return in(ch, MIN_SURROGATE, MAX_SURROGATE) != 0;
    }

    public static boolean isSurrogatePair(char high, char low) {
        return (in(high, MIN_HIGH_SURROGATE, MAX_HIGH_SURROGATE)
                & in(low, MIN_LOW_SURROGATE, MAX_LOW_SURROGATE)) != 0;
    }

    public static boolean isBmpCodePoint(int codePoint) {
        return codePoint >>> 16 == 0;
    }

    public static boolean isValidCodePoint(int codePoint) {
        int plane = codePoint >>> 16;
        return plane < ((MAX_CODE_POINT + 1) >>> 16);
    }

    public static int charCount(int codePoint) {
        return codePoint >= 0x010000 ? 2 : 1;
    }

    private static int latin1UpperBit(int c) {
        return in(c, 0x41, 0x5A) | in(c, 0xC0, 0xD6) | in(c, 0xD8, 0xDE);
    }

    public static boolean isDefined(char ch) {
        return SymtestUnicode.isDefined(ch);
    }

    public static boolean isDefined(int codePoint) {
        return SymtestUnicode.isDefined(codePoint);
    }

    public static boolean isLetter(char ch) {
        return SymtestUnicode.isLetter(ch);
    }

    public static boolean isLetter(int codePoint) {
        return SymtestUnicode.isLetter(codePoint);
    }

    public static boolean isLetterOrDigit(char ch) {
        return SymtestUnicode.isLetterOrDigit(ch);
    }

    public static boolean isLetterOrDigit(int codePoint) {
        return SymtestUnicode.isLetterOrDigit(codePoint);
    }

    public static boolean isAlphabetic(int codePoint) {
        return SymtestUnicode.isAlphabetic(codePoint);
    }

    public static boolean isUpperCase(char ch) {
        return SymtestUnicode.isUpperCase(ch);
    }

    public static boolean isUpperCase(int codePoint) {
        return SymtestUnicode.isUpperCase(codePoint);
    }

    public static boolean isLowerCase(char ch) {
        return SymtestUnicode.isLowerCase(ch);
    }

    public static boolean isLowerCase(int codePoint) {
        return SymtestUnicode.isLowerCase(codePoint);
    }

    public static boolean isTitleCase(char ch) {
        return SymtestUnicode.isTitleCase(ch);
    }

    public static boolean isTitleCase(int codePoint) {
        return SymtestUnicode.isTitleCase(codePoint);
    }

    public static boolean isIdeographic(int codePoint) {
        return SymtestUnicode.isIdeographic(codePoint);
    }

    public static boolean isMirrored(char ch) {
        return SymtestUnicode.isMirrored(ch);
    }

    public static boolean isMirrored(int codePoint) {
        return SymtestUnicode.isMirrored(codePoint);
    }

    public static boolean isIdentifierIgnorable(char ch) {
        return SymtestUnicode.isIdentifierIgnorable(ch);
    }

    public static boolean isIdentifierIgnorable(int codePoint) {
        return SymtestUnicode.isIdentifierIgnorable(codePoint);
    }

    public static boolean isJavaIdentifierStart(char ch) {
        return SymtestUnicode.isJavaIdentifierStart(ch);
    }

    public static boolean isJavaIdentifierStart(int codePoint) {
        return SymtestUnicode.isJavaIdentifierStart(codePoint);
    }

    public static boolean isJavaIdentifierPart(char ch) {
        return SymtestUnicode.isJavaIdentifierPart(ch);
    }

    public static boolean isJavaIdentifierPart(int codePoint) {
        return SymtestUnicode.isJavaIdentifierPart(codePoint);
    }

    public static boolean isUnicodeIdentifierStart(char ch) {
        return SymtestUnicode.isUnicodeIdentifierStart(ch);
    }

    public static boolean isUnicodeIdentifierStart(int codePoint) {
        return SymtestUnicode.isUnicodeIdentifierStart(codePoint);
    }

    public static boolean isUnicodeIdentifierPart(char ch) {
        return SymtestUnicode.isUnicodeIdentifierPart(ch);
    }

    public static boolean isUnicodeIdentifierPart(int codePoint) {
        return SymtestUnicode.isUnicodeIdentifierPart(codePoint);
    }

    public static char toUpperCase(char ch) {
        return (char) toUpperCase((int) ch);
    }

    public static int toUpperCase(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            int c = codePoint;
            // a-z and the accented lowercase letters but U+00F7 (division sign) and U+00FF;
            // U+00DF (sharp s) and the ordinals have no single-char uppercase.
            int minus32 = in(c, 0x61, 0x7A) | in(c, 0xE0, 0xF6) | in(c, 0xF8, 0xFE);
            return c - (-minus32 & 32) + (-in(c, 0xB5, 0xB5) & (0x039C - 0xB5))
                    + (-in(c, 0xFF, 0xFF) & (0x0178 - 0xFF));
        }
        return SymtestUnicode.toUpperCase(codePoint);
    }

    public static char toLowerCase(char ch) {
        return (char) toLowerCase((int) ch);
    }

    public static int toLowerCase(int codePoint) {
        if (codePoint >= 0 && codePoint < 256) {
            return codePoint + (-latin1UpperBit(codePoint) & 32);
        }
        return SymtestUnicode.toLowerCase(codePoint);
    }

    public static char toTitleCase(char ch) {
        return (char) toTitleCase((int) ch);
    }

    public static int toTitleCase(int codePoint) {
        return SymtestUnicode.toTitleCase(codePoint);
    }

    // Outside what is modelled: unhandled calls.

    private static native int nonBmpDigit(int codePoint, int radix);
}
