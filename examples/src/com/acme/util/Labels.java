package com.acme.util;

import java.io.IOException;

/**
 * Labels written to any Appendable, with an overload for the library's own buffer, as utility
 * libraries do (Commons Lang's identityToString for Appendable, StrBuilder, StringBuilder): a
 * test of the Appendable overload that passes a TextBuffer must still call that overload.
 */
public final class Labels {
    private Labels() {
    }

    /** A growable text buffer of the library's own, also an Appendable. */
    public static final class TextBuffer implements Appendable {
        private char[] chars = new char[4];
        private int size;

        @Override
        public TextBuffer append(char c) {
            if (size == chars.length) {
                chars = java.util.Arrays.copyOf(chars, size * 2);
            }
            chars[size++] = c;
            return this;
        }

        @Override
        public TextBuffer append(CharSequence s) {
            CharSequence text = s == null ? "null" : s;
            for (int i = 0; i < text.length(); i++) {
                append(text.charAt(i));
            }
            return this;
        }

        @Override
        public TextBuffer append(CharSequence s, int start, int end) {
            return append((s == null ? "null" : s).subSequence(start, end));
        }

        public int length() {
            return size;
        }
    }

    /** Writes the label of `id` to any Appendable. */
    public static String label(Appendable out, int id) throws IOException {
        if (out == null) {
            return "nowhere";
        }
        out.append(id < 0 ? "n" : "p");
        return "appendable";
    }

    /** The same for the library's buffer, without the checked exception. */
    public static String label(TextBuffer out, int id) {
        if (out == null) {
            return "no buffer";
        }
        out.append(id < 0 ? 'm' : 'q');
        return "buffer";
    }
}
