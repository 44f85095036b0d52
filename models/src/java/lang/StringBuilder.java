package java.lang;

/**
 * symtest model of java.lang.StringBuilder: a growable char array with the appends of
 * primitives, strings, objects, char arrays (whole or a range), StringBuffers and char
 * sequences, insert, delete, deleteCharAt,
 * setCharAt, setLength, length, charAt, substring, reverse (surrogate pairs kept in order, as
 * the JDK does) and toString (the literal "" for no chars, as the JDK), with the JDK's exceptions (StringIndexOutOfBoundsException for
 * bad indices, NullPointerException for a null char array). (The JDK's superclass
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

    public StringBuilder append(Object obj) {
        return append(String.valueOf(obj));
    }

    public StringBuilder append(char[] str) {
        return appendChars(str);
    }

    /** The chars str[offset..offset+len), with the JDK's range check. */
    public StringBuilder append(char[] str, int offset, int len) {
        int end = offset + len;
        int length = str.length;
        if (offset < 0 || offset > end || end > length) {
            throw new IndexOutOfBoundsException(
                    "start " + offset + ", end " + end + ", length " + length);
        }
        ensure(count + len);
        for (int i = 0; i < len; i++) {
            value[count + i] = str[offset + i];
        }
        count += len;
        return this;
    }

    public StringBuilder append(StringBuffer sb) {
        return append(sb == null ? "null" : sb.toString());
    }

    public StringBuilder append(CharSequence s) {
        if (s == null) {
            return append("null");
        }
        if (s instanceof String) {
            return append((String) s);
        }
        if (s instanceof StringBuilder) {
            StringBuilder sb = (StringBuilder) s;
            int len = sb.count;
            ensure(count + len);
            for (int i = 0; i < len; i++) {
                value[count + i] = sb.value[i];
            }
            count += len;
            return this;
        }
        if (s instanceof StringBuffer) {
            return append(s.toString());
        }
        // Other char sequences (the JDK calls their length() twice and charAt): unhandled.
        return appendOtherCharSequence(s);
    }

    private native StringBuilder appendOtherCharSequence(CharSequence s);

    public StringBuilder append(int i) {
        return appendChars(Integer.decimal(i));
    }

    public StringBuilder append(long l) {
        return appendChars(Long.decimal(l));
    }

    /** The chars of Float.toString(f), as the JDK appends them. */
    public StringBuilder append(float f) {
        return append(SymtestPrimitives.floatToString(f));
    }

    /** The chars of Double.toString(d), as the JDK appends them. */
    public StringBuilder append(double d) {
        return append(SymtestPrimitives.doubleToString(d));
    }

    private StringBuilder appendChars(char[] chars) {
        int len = chars.length;
        ensure(count + len);
        for (int i = 0; i < len; i++) {
            value[count + i] = chars[i];
        }
        count += len;
        return this;
    }

    public StringBuilder append(boolean b) {
        return append(String.valueOf(b));
    }

    public int length() {
        return count;
    }

    public boolean isEmpty() {
        return count == 0;
    }

    public char charAt(int index) {
        if (index < 0 || index >= count) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return value[index];
    }

    public void setCharAt(int index, char ch) {
        if (index < 0 || index >= count) {
            throw new StringIndexOutOfBoundsException(index);
        }
        value[index] = ch;
    }

    public void setLength(int newLength) {
        if (newLength < 0) {
            throw new StringIndexOutOfBoundsException(newLength);
        }
        ensure(newLength);
        for (int i = count; i < newLength; i++) {
            value[i] = '\0';
        }
        count = newLength;
    }

    public StringBuilder insert(int offset, String str) {
        if (offset < 0 || offset > count) {
            throw new StringIndexOutOfBoundsException(offset);
        }
        String s = str == null ? "null" : str;
        int len = s.length();
        ensure(count + len);
        for (int i = count - 1; i >= offset; i--) {
            value[i + len] = value[i];
        }
        for (int i = 0; i < len; i++) {
            value[offset + i] = s.charAt(i);
        }
        count += len;
        return this;
    }

    public StringBuilder insert(int offset, char c) {
        if (offset < 0 || offset > count) {
            throw new StringIndexOutOfBoundsException(offset);
        }
        ensure(count + 1);
        for (int i = count - 1; i >= offset; i--) {
            value[i + 1] = value[i];
        }
        value[offset] = c;
        count++;
        return this;
    }

    public StringBuilder deleteCharAt(int index) {
        if (index < 0 || index >= count) {
            throw new StringIndexOutOfBoundsException(index);
        }
        for (int i = index + 1; i < count; i++) {
            value[i - 1] = value[i];
        }
        count--;
        return this;
    }

    public StringBuilder delete(int start, int end) {
        int e = end > count ? count : end;
        if (start < 0 || start > e) {
            throw new StringIndexOutOfBoundsException(start);
        }
        int len = e - start;
        if (len > 0) {
            for (int i = e; i < count; i++) {
                value[i - len] = value[i];
            }
            count -= len;
        }
        return this;
    }

    // Reverses the chars, then puts every surrogate pair (a low surrogate followed by a high
    // one after the reversal) back in order, as the JDK does. The second pass has no branch
    // on the chars: a symbolic char does not fork on being a surrogate.
    public StringBuilder reverse() {
        for (int i = 0, j = count - 1; i < j; i++, j--) {
            char t = value[i];
            value[i] = value[j];
            value[j] = t;
        }
        int skip = 0;
        for (int i = 0; i < count - 1; i++) {
            int c2 = value[i];
            int c1 = value[i + 1];
            int lowThenHigh = (~((c2 - 0xDC00) | (0xDFFF - c2)) >>> 31)
                    & (~((c1 - 0xD800) | (0xDBFF - c1)) >>> 31);
            int swap = lowThenHigh & (skip ^ 1);
            int mask = -swap & (c1 ^ c2);
            value[i] = (char) (c2 ^ mask);
            value[i + 1] = (char) (c1 ^ mask);
            skip = swap;
        }
        return this;
    }

    public String substring(int start) {
        return substring(start, count);
    }

    /** A char in the BMP, else its surrogate pair; IllegalArgumentException when invalid. */
    public StringBuilder appendCodePoint(int codePoint) {
        if (Character.isBmpCodePoint(codePoint)) {
            return append((char) codePoint);
        }
        return append(Character.toChars(codePoint));
    }

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    /** As JDK 17's String.indexOf over the first count chars (NullPointerException first). */
    public int indexOf(String str, int fromIndex) {
        int m = str.length();
        if (fromIndex >= count) {
            return m == 0 ? count : -1;
        }
        int from = fromIndex < 0 ? 0 : fromIndex;
        if (m == 0) {
            return from;
        }
        for (int i = from; i + m <= count; i++) {
            if (occursAt(str, m, i)) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, count);
    }

    public int lastIndexOf(String str, int fromIndex) {
        int m = str.length();
        int rightIndex = count - m;
        int from = fromIndex > rightIndex ? rightIndex : fromIndex;
        if (from < 0) {
            return -1;
        }
        if (m == 0) {
            return from;
        }
        for (int i = from; i >= 0; i--) {
            if (occursAt(str, m, i)) {
                return i;
            }
        }
        return -1;
    }

    private boolean occursAt(String str, int m, int at) {
        for (int j = 0; j < m; j++) {
            if (value[at + j] != str.charAt(j)) {
                return false;
            }
        }
        return true;
    }

    /** A new string, or the literal "" when empty, as the JDK. */
    public String substring(int start, int end) {
        if (start < 0 || start > end || end > count) {
            throw new StringIndexOutOfBoundsException(start);
        }
        if (start == end) {
            return "";
        }
        char[] out = new char[end - start];
        for (int i = start; i < end; i++) {
            out[i - start] = value[i];
        }
        return new String(out);
    }

    public CharSequence subSequence(int start, int end) {
        return substring(start, end);
    }

    /** A new string, or the literal "" when empty, as the JDK. */
    public String toString() {
        if (count == 0) {
            return "";
        }
        char[] out = new char[count];
        for (int i = 0; i < count; i++) {
            out[i] = value[i];
        }
        return new String(out);
    }
}
