package java.lang;

/**
 * symtest model of java.lang.String: a char array (UTF-16 code units, as the JVM sees them)
 * with the JDK's results and exceptions for the common methods. Methods absent here are
 * unhandled calls.
 */
public final class String implements java.io.Serializable, Comparable<String>, CharSequence {
    private final char[] value;

    public String(char[] value) {
        char[] copy = new char[value.length];
        for (int i = 0; i < value.length; i++) {
            copy[i] = value[i];
        }
        this.value = copy;
    }

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        if (index < 0 || index >= value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return value[index];
    }

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (anObject instanceof String) {
            String other = (String) anObject;
            if (other.value.length != value.length) {
                return false;
            }
            // Branch-free: once the lengths are known the loop is deterministic, so comparing
            // with a constant does not use up the model's bound, and there are two outcomes
            // rather than one path per first difference.
            int diff = 0;
            for (int i = 0; i < value.length; i++) {
                diff |= value[i] ^ other.value[i];
            }
            return diff == 0;
        }
        return false;
    }

    public int hashCode() {
        int h = 0;
        for (int i = 0; i < value.length; i++) {
            h = 31 * h + value[i];
        }
        return h;
    }

    public int compareTo(String anotherString) {
        int len1 = value.length;
        int len2 = anotherString.value.length;
        int lim = len1 < len2 ? len1 : len2;
        for (int k = 0; k < lim; k++) {
            char c1 = value[k];
            char c2 = anotherString.value[k];
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return len1 - len2;
    }

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    public int indexOf(int ch, int fromIndex) {
        int from = fromIndex < 0 ? 0 : fromIndex;
        for (int i = from; i < value.length; i++) {
            if (value[i] == ch) {
                return i;
            }
        }
        return -1;
    }

    public int indexOf(String str) {
        int n = value.length;
        int m = str.value.length;
        for (int i = 0; i + m <= n; i++) {
            int j = 0;
            while (j < m && value[i + j] == str.value[j]) {
                j++;
            }
            if (j == m) {
                return i;
            }
        }
        return -1;
    }

    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }

    public boolean startsWith(String prefix) {
        if (prefix.value.length > value.length) {
            return false;
        }
        for (int i = 0; i < prefix.value.length; i++) {
            if (value[i] != prefix.value[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean endsWith(String suffix) {
        int offset = value.length - suffix.value.length;
        if (offset < 0) {
            return false;
        }
        for (int i = 0; i < suffix.value.length; i++) {
            if (value[offset + i] != suffix.value[i]) {
                return false;
            }
        }
        return true;
    }

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length);
    }

    public String substring(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new StringIndexOutOfBoundsException(beginIndex);
        }
        char[] part = new char[endIndex - beginIndex];
        for (int i = beginIndex; i < endIndex; i++) {
            part[i - beginIndex] = value[i];
        }
        return new String(part);
    }

    public String concat(String str) {
        if (str.value.length == 0) {
            return this;
        }
        char[] joined = new char[value.length + str.value.length];
        for (int i = 0; i < value.length; i++) {
            joined[i] = value[i];
        }
        for (int i = 0; i < str.value.length; i++) {
            joined[value.length + i] = str.value[i];
        }
        return new String(joined);
    }

    public char[] toCharArray() {
        char[] copy = new char[value.length];
        for (int i = 0; i < value.length; i++) {
            copy[i] = value[i];
        }
        return copy;
    }

    public String toString() {
        return this;
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return substring(beginIndex, endIndex);
    }

    public static String valueOf(char c) {
        char[] one = new char[1];
        one[0] = c;
        return new String(one);
    }

    public static String valueOf(boolean b) {
        if (b) {
            char[] t = new char[4];
            t[0] = 't';
            t[1] = 'r';
            t[2] = 'u';
            t[3] = 'e';
            return new String(t);
        }
        char[] f = new char[5];
        f[0] = 'f';
        f[1] = 'a';
        f[2] = 'l';
        f[3] = 's';
        f[4] = 'e';
        return new String(f);
    }

    public static String valueOf(long l) {
        long n = l;
        boolean negative = n < 0;
        int digits = 1;
        for (long t = n / 10; t != 0; t = t / 10) {
            digits++;
        }
        int len = negative ? digits + 1 : digits;
        char[] out = new char[len];
        int pos = len - 1;
        for (int d = 0; d < digits; d++) {
            long r = n % 10;
            out[pos] = (char) ('0' + (r < 0 ? -r : r));
            pos--;
            n = n / 10;
        }
        if (negative) {
            out[0] = '-';
        }
        return new String(out);
    }

    public static String valueOf(Object obj) {
        return (obj == null) ? "null" : obj.toString();
    }

    public static String valueOf(int i) {
        int n = i;
        boolean negative = n < 0;
        int digits = 1;
        for (int t = n / 10; t != 0; t = t / 10) {
            digits++;
        }
        int len = negative ? digits + 1 : digits;
        char[] out = new char[len];
        int pos = len - 1;
        for (int d = 0; d < digits; d++) {
            int r = n % 10;
            out[pos] = (char) ('0' + (r < 0 ? -r : r));
            pos--;
            n = n / 10;
        }
        if (negative) {
            out[0] = '-';
        }
        return new String(out);
    }
}
