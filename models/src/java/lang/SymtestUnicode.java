package java.lang;

/**
 * Character's classification methods and case mappings over all of Unicode, as the engine
 * computes them: each native is named like the Character method it stands for and is true for
 * the same code points, or maps them as it does (tables the build generates from the JDK, so
 * Unicode 13.0 with JDK 17). symtest makes one a single term, printed as the Character call;
 * invalid code points are in no set and map to themselves.
 */
final class SymtestUnicode {
    private SymtestUnicode() {
    }

    static native boolean isDefined(int codePoint);

    static native boolean isLetter(int codePoint);

    static native boolean isDigit(int codePoint);

    static native boolean isLetterOrDigit(int codePoint);

    static native boolean isAlphabetic(int codePoint);

    static native boolean isUpperCase(int codePoint);

    static native boolean isLowerCase(int codePoint);

    static native boolean isTitleCase(int codePoint);

    static native boolean isIdeographic(int codePoint);

    static native boolean isMirrored(int codePoint);

    static native boolean isIdentifierIgnorable(int codePoint);

    static native boolean isJavaIdentifierStart(int codePoint);

    static native boolean isJavaIdentifierPart(int codePoint);

    static native boolean isUnicodeIdentifierStart(int codePoint);

    static native boolean isUnicodeIdentifierPart(int codePoint);

    static native boolean isSpaceChar(int codePoint);

    static native boolean isWhitespace(int codePoint);

    static native int toUpperCase(int codePoint);

    static native int toLowerCase(int codePoint);

    static native int toTitleCase(int codePoint);

    /**
     * Character's package-private toUpperCaseEx: the code point String.toUpperCase makes of
     * this one, or Character.ERROR (-1) where that is several (U+00DF becomes "SS").
     */
    static native int toUpperCaseEx(int codePoint);

    /**
     * The first, second and third char of String's upper case of a char whose toUpperCaseEx
     * is ERROR (U+00DF: 'S', 'S', 0), 0 past the last and for every other code point.
     */
    static native int upperCaseSpecial1(int codePoint);

    static native int upperCaseSpecial2(int codePoint);

    static native int upperCaseSpecial3(int codePoint);

    /** Character.toLowerCase(Character.toUpperCase(codePoint)), one term. */
    static native int caseFold(int codePoint);

    static native int getType(int codePoint);

    static native int getNumericValue(int codePoint);
}
