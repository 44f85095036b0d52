package java.lang;

/**
 * symtest model of java.lang.StringBuilder: a growable char array with the appends of
 * primitives and strings, length, charAt, reverse and toString. (The JDK's superclass
 * AbstractStringBuilder is package-private, so user code cannot tell the difference.)
 */
public final class StringBuilder implements java.io.Serializable, CharSequence {
    private char[] value;
    private int count;

    public StringBuilder() {
        value = new char[16];
    }

    public StringBuilder(int capacity) {
        value = new char[capacity];
    }

    public StringBuilder(String str) {
        value = new char[str.length() + 16];
        append(str);
    }

    private void ensure(int minimum) {
        if (minimum > value.length) {
            int n = value.length * 2 + 2;
            if (n < minimum) {
                n = minimum;
            }
            char[] grown = new char[n];
            for (int i = 0; i < count; i++) {
                grown[i] = value[i];
            }
            value = grown;
        }
    }

    public StringBuilder append(String str) {
        String s = str == null ? "null" : str;
        int len = s.length();
        ensure(count + len);
        for (int i = 0; i < len; i++) {
            value[count + i] = s.charAt(i);
        }
        count += len;
        return this;
    }

    public StringBuilder append(char c) {
        ensure(count + 1);
        value[count] = c;
        count++;
        return this;
    }

    public StringBuilder append(int i) {
        return append(String.valueOf(i));
    }

    public StringBuilder append(long l) {
        return append(String.valueOf(l));
    }

    public StringBuilder append(boolean b) {
        return append(String.valueOf(b));
    }

    public int length() {
        return count;
    }

    public char charAt(int index) {
        if (index < 0 || index >= count) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return value[index];
    }

    public StringBuilder reverse() {
        for (int i = 0, j = count - 1; i < j; i++, j--) {
            char t = value[i];
            value[i] = value[j];
            value[j] = t;
        }
        return this;
    }

    public CharSequence subSequence(int start, int end) {
        return toString().substring(start, end);
    }

    public String toString() {
        char[] out = new char[count];
        for (int i = 0; i < count; i++) {
            out[i] = value[i];
        }
        return new String(out);
    }
}
