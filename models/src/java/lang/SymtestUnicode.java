package java.lang;

/**
 * Character's classification methods over all of Unicode, as the engine computes them: each
 * native is named like the Character method it stands for and is true for the same code points
 * (tables the build generates from the JDK, so Unicode 13.0 with JDK 17). symtest tests one
 * as a single condition, printed as the Character call; invalid code points are in no set.
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
}
