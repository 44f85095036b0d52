package java.lang;

/**
 * symtest model of java.lang.StringBuffer: a StringBuilder model behind the StringBuffer API
 * (the JDK's two classes share AbstractStringBuilder, so they agree char for char, exceptions
 * included). Single-threaded code cannot observe the locks, and the JDK's toString cache is
 * invisible. Each method is the StringBuilder method of the same name.
 */
public final class StringBuffer implements java.io.Serializable, CharSequence {
    private final StringBuilder chars;

    public StringBuffer() {
        chars = new StringBuilder();
    }

    public StringBuffer(int capacity) {
        chars = new StringBuilder(capacity);
    }

    public StringBuffer(String str) {
        chars = new StringBuilder(str);
    }

    public StringBuffer(CharSequence seq) {
        chars = new StringBuilder();
        chars.append(seq);
    }

    public StringBuffer append(String str) {
        chars.append(str);
        return this;
    }

    public StringBuffer append(char c) {
        chars.append(c);
        return this;
    }

    public StringBuffer append(Object obj) {
        chars.append(String.valueOf(obj));
        return this;
    }

    public StringBuffer append(StringBuffer sb) {
        chars.append(sb == null ? "null" : sb.toString());
        return this;
    }

    public StringBuffer append(char[] str) {
        chars.append(str);
        return this;
    }

    public StringBuffer append(char[] str, int offset, int len) {
        chars.append(str, offset, len);
        return this;
    }

    public StringBuffer append(CharSequence s) {
        if (s instanceof StringBuffer) {
            return append((StringBuffer) s);
        }
        chars.append(s);
        return this;
    }

    public StringBuffer append(int i) {
        chars.append(i);
        return this;
    }

    public StringBuffer append(long l) {
        chars.append(l);
        return this;
    }

    public StringBuffer append(float f) {
        chars.append(f);
        return this;
    }

    public StringBuffer append(double d) {
        chars.append(d);
        return this;
    }

    public StringBuffer append(boolean b) {
        chars.append(b);
        return this;
    }

    public StringBuffer appendCodePoint(int codePoint) {
        chars.appendCodePoint(codePoint);
        return this;
    }

    public int indexOf(String str) {
        return chars.indexOf(str);
    }

    public int indexOf(String str, int fromIndex) {
        return chars.indexOf(str, fromIndex);
    }

    public int lastIndexOf(String str) {
        return chars.lastIndexOf(str);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return chars.lastIndexOf(str, fromIndex);
    }

    public int length() {
        return chars.length();
    }

    public boolean isEmpty() {
        return chars.isEmpty();
    }

    public char charAt(int index) {
        return chars.charAt(index);
    }

    public void setCharAt(int index, char ch) {
        chars.setCharAt(index, ch);
    }

    public void setLength(int newLength) {
        chars.setLength(newLength);
    }

    public StringBuffer insert(int offset, String str) {
        chars.insert(offset, str);
        return this;
    }

    public StringBuffer insert(int offset, char c) {
        chars.insert(offset, c);
        return this;
    }

    public StringBuffer deleteCharAt(int index) {
        chars.deleteCharAt(index);
        return this;
    }

    public StringBuffer delete(int start, int end) {
        chars.delete(start, end);
        return this;
    }

    public StringBuffer reverse() {
        chars.reverse();
        return this;
    }

    public String substring(int start) {
        return chars.substring(start);
    }

    public String substring(int start, int end) {
        return chars.substring(start, end);
    }

    public CharSequence subSequence(int start, int end) {
        return chars.substring(start, end);
    }

    public String toString() {
        return chars.toString();
    }
}
