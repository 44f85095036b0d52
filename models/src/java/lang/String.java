package java.lang;

/**
 * symtest model of java.lang.String: a char array (UTF-16 code units, as the JVM sees them)
 * with the JDK's results and exceptions for the common methods. Methods absent here are
 * unhandled calls.
 *
 * The methods below the marked line return, as JDK 17 does, this, the literal "" or a new
 * string, and call toString() of CharSequence arguments in the JDK's order. Exact: the
 * constructors from a char[] range and from bytes, getBytes() (both ASCII only: other bytes
 * and chars are unhandled, as they depend on the default charset), regionMatches (ignoring
 * case: exact for Latin-1 pairs, other differing pairs go through Character's unhandled case
 * methods), equalsIgnoreCase, replace (chars and literal char sequences, the empty target
 * included), split for the empty regex and literal regexes (as the JDK's fast path: one char
 * that is no metacharacter, or a backslash and a char that is no ASCII letter or digit; and
 * longer texts without metacharacters; no surrogates) with Pattern.split's limit semantics;
 * other regexes, matches, replaceAll and replaceFirst go through the Pattern model. trim, strip, stripLeading, stripTrailing, isBlank, join,
 * repeat, indexOf(String, int), lastIndexOf, valueOf and copyValueOf of char arrays;
 * toUpperCase() and toLowerCase() (assuming a default locale other than Turkish, Azeri or
 * Lithuanian) for strings without surrogates, the special casings that make several chars of
 * one included, one per string (U+00DF to "SS", U+0130 to "i\u0307"; not the sigma, final by
 * context: see nonAsciiCase); format and formatted through SymtestFormat.
 * Results longer than Integer.MAX_VALUE chars (an OutOfMemoryError in the JDK) are unhandled.
 * Above the line too, identities are the JDK's: substring and subSequence give this for the
 * whole string and "" when empty, concat("") and toString give this, valueOf(boolean) the
 * literals "true" and "false"; indexOf(int) and lastIndexOf(int) find supplementary code
 * points as their surrogate pairs. Checked against JDK 17 by differential testing.
 */
public final class String implements java.io.Serializable, Comparable<String>, CharSequence {
    private final char[] value;

    /** A new empty string (not the literal ""). */
    public String() {
        this.value = new char[0];
    }

    /** A new string with original's chars (NullPointerException for null, as the JDK). */
    public String(String original) {
        this.value = original.value; // the chars never change: they can be shared, as the JDK
    }

    public String(char[] value) {
        char[] copy = new char[value.length];
        for (int i = 0; i < value.length; i++) {
            copy[i] = value[i];
        }
        this.value = copy;
    }

    /** count chars of value from offset: StringIndexOutOfBoundsException for a bad range. */
    public String(char[] value, int offset, int count) {
        int length = value.length; // NullPointerException first, as the JDK
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException();
        }
        char[] copy = new char[count];
        for (int i = 0; i < count; i++) {
            copy[i] = value[offset + i];
        }
        this.value = copy;
    }

    /**
     * count code points of codePoints from offset, each one char in the BMP and its surrogate
     * pair above: StringIndexOutOfBoundsException for a bad range, IllegalArgumentException
     * naming the first invalid code point (JDK 17's StringUTF16.toBytes).
     */
    public String(int[] codePoints, int offset, int count) {
        int length = codePoints.length; // NullPointerException first
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException();
        }
        int size = count;
        for (int i = 0; i < count; i++) {
            int codePoint = codePoints[offset + i];
            if (!Character.isBmpCodePoint(codePoint)) {
                if (!Character.isValidCodePoint(codePoint)) {
                    throw new IllegalArgumentException(Integer.toString(codePoint));
                }
                size++;
            }
        }
        char[] chars = new char[size];
        int at = 0;
        for (int i = 0; i < count; i++) {
            at += Character.toChars(codePoints[offset + i], chars, at);
        }
        this.value = chars;
    }

    /**
     * The default charset's decoding: exact when every byte is ASCII (below 0x80), which every
     * default charset decodes alike; any other byte is an unhandled call.
     */
    public String(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    public String(byte[] bytes, int offset, int length) {
        int n = bytes.length; // NullPointerException first
        if (offset < 0 || length < 0 || offset > n - length) {
            throw new StringIndexOutOfBoundsException();
        }
        // One branch for the whole range: a negative byte is one of 0x80..0xFF.
        int bits = 0;
        for (int i = 0; i < length; i++) {
            bits |= bytes[offset + i];
        }
        if (bits < 0) {
            this.value = decodeNonAscii(bytes, offset, length);
            return;
        }
        char[] chars = new char[length];
        for (int i = 0; i < length; i++) {
            chars[i] = (char) bytes[offset + i];
        }
        this.value = chars;
    }

    // Takes chars without copying them (for the arrays the methods here build).
    private String(boolean shared, char[] chars) {
        this.value = chars;
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

    /** Supplementary code points are found as their surrogate pairs, as in the JDK. */
    public int indexOf(int ch, int fromIndex) {
        int n = value.length;
        int from = fromIndex < 0 ? 0 : fromIndex;
        if (ch < 0x10000) {
            for (int i = from; i < n; i++) {
                if (value[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch > 0x10FFFF) {
            return -1;
        }
        char hi = Character.highSurrogate(ch);
        char lo = Character.lowSurrogate(ch);
        for (int i = from; i < n - 1; i++) {
            if (value[i] == hi && value[i + 1] == lo) {
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

    /** False for an offset outside the string before prefix is read, as the JDK. */
    public boolean startsWith(String prefix, int toffset) {
        if (toffset < 0 || toffset > value.length - prefix.value.length) {
            return false;
        }
        for (int i = 0; i < prefix.value.length; i++) {
            if (value[toffset + i] != prefix.value[i]) {
                return false;
            }
        }
        return true;
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

    /** As the JDK: this for the whole string, the literal "" when empty, else a new string. */
    public String substring(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new StringIndexOutOfBoundsException(beginIndex);
        }
        return sub(beginIndex, endIndex);
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

    /** The literals "true" and "false", as the JDK. */
    public static String valueOf(boolean b) {
        return b ? "true" : "false";
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

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
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

    // ---- Methods added with the formatter and the standard streams (see the class comment).

    // The chars [begin, end) as the JDK's substring gives them: this for the whole string, the
    // literal "" when empty, a new string otherwise.
    private String sub(int begin, int end) {
        if (begin == 0 && end == value.length) {
            return this;
        }
        if (begin == end) {
            return "";
        }
        char[] part = new char[end - begin];
        for (int i = begin; i < end; i++) {
            part[i - begin] = value[i];
        }
        return new String(true, part);
    }

    // o.toString(), with the NullPointerException of a null o (CharSequence arguments).
    private static String str(Object o) {
        return o.toString();
    }

    // 1 when lo <= c <= hi, else 0, without a branch.
    private static int in(int c, int lo, int hi) {
        return ~((c - lo) | (hi - c)) >>> 31;
    }

    /** The default charset's encoding: exact for ASCII strings, others are unhandled. */
    public byte[] getBytes() {
        int n = value.length;
        int bits = 0;
        for (int i = 0; i < n; i++) {
            bits |= value[i];
        }
        if (bits >= 0x80) {
            return encodeNonAscii(value);
        }
        byte[] out = new byte[n];
        for (int i = 0; i < n; i++) {
            out[i] = (byte) value[i];
        }
        return out;
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        char[] ov = other.value; // NullPointerException before the range checks, as the JDK
        if (ooffset < 0 || toffset < 0 || toffset > (long) value.length - len
                || ooffset > (long) ov.length - len) {
            return false;
        }
        // Branch-free once the range is known: two outcomes, not one path per difference.
        int diff = 0;
        for (int i = 0; i < len; i++) {
            diff |= value[toffset + i] ^ ov[ooffset + i];
        }
        return diff == 0;
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset,
                                 int len) {
        if (!ignoreCase) {
            return regionMatches(toffset, other, ooffset, len);
        }
        // The JDK reads other's length only after the checks on toffset and ooffset.
        if (ooffset < 0 || toffset < 0 || toffset > (long) value.length - len) {
            return false;
        }
        char[] ov = other.value;
        if (ooffset > (long) ov.length - len) {
            return false;
        }
        for (int i = 0; i < len; i++) {
            char c1 = value[toffset + i];
            char c2 = ov[ooffset + i];
            if (c1 != c2 && !sameIgnoringCase(c1, c2)) {
                return false;
            }
        }
        return true;
    }

    // Two different chars are equal ignoring case when their upper cases are equal or the
    // lower cases of those are. For two Latin-1 chars that is exactly toLowerCase(c1) ==
    // toLowerCase(c2) (checked for all pairs). Other chars: the lower cases of the upper cases
    // are equal (so are they when the upper cases are), one map term each. JDK 17 compares a
    // surrogate pair as one code point: any surrogate is an unhandled call.
    private static boolean sameIgnoringCase(char c1, char c2) {
        if ((c1 | c2) < 256) {
            return Character.toLowerCase(c1) == Character.toLowerCase(c2);
        }
        if ((in(c1, 0xD800, 0xDFFF) | in(c2, 0xD800, 0xDFFF)) != 0) {
            return surrogateIgnoringCase(c1, c2);
        }
        return SymtestUnicode.caseFold(c1) == SymtestUnicode.caseFold(c2);
    }

    private static native boolean surrogateIgnoringCase(char c1, char c2);

    public boolean equalsIgnoreCase(String anotherString) {
        if (this == anotherString) {
            return true;
        }
        return anotherString != null && anotherString.value.length == value.length
                && regionMatches(true, 0, anotherString, 0, value.length);
    }

    public String replace(char oldChar, char newChar) {
        if (oldChar == newChar) {
            return this;
        }
        int n = value.length;
        int found = 0;
        for (int i = 0; i < n; i++) {
            found |= ((value[i] ^ oldChar) - 1) >>> 31;
        }
        if (found == 0) {
            return this;
        }
        char[] out = new char[n];
        for (int i = 0; i < n; i++) {
            int c = value[i];
            int mask = -(((c ^ oldChar) - 1) >>> 31); // -1 where c == oldChar
            out[i] = (char) (c ^ ((c ^ newChar) & mask));
        }
        return new String(true, out);
    }

    // Whether t occurs in value at i (i + t.length <= value.length).
    private boolean occursAt(char[] t, int i) {
        int diff = 0;
        for (int j = 0; j < t.length; j++) {
            diff |= value[i + j] ^ t[j];
        }
        return diff == 0;
    }

    public String replace(CharSequence target, CharSequence replacement) {
        String trgt = str(target);
        String repl = str(replacement);
        char[] t = trgt.value;
        char[] r = repl.value;
        int n = value.length;
        if (t.length == 0) {
            // The replacement before every char and at the end.
            long total = (long) n + ((long) n + 1) * r.length;
            if (total > Integer.MAX_VALUE) {
                return tooLong();
            }
            if (total == 0) {
                return "";
            }
            char[] out = new char[(int) total];
            int k = 0;
            for (int i = 0; i <= n; i++) {
                for (int j = 0; j < r.length; j++) {
                    out[k] = r[j];
                    k++;
                }
                if (i < n) {
                    out[k] = value[i];
                    k++;
                }
            }
            return new String(true, out);
        }
        if (t.length == 1 && r.length == 1) {
            return replace(t[0], r[0]);
        }
        int matches = 0;
        for (int i = 0; i + t.length <= n; ) {
            if (occursAt(t, i)) {
                matches++;
                i += t.length;
            } else {
                i++;
            }
        }
        if (matches == 0) {
            return this;
        }
        long total = (long) n + (long) matches * (r.length - t.length);
        if (total > Integer.MAX_VALUE) {
            return tooLong();
        }
        if (total == 0) {
            return "";
        }
        char[] out = new char[(int) total];
        int k = 0;
        int i = 0;
        while (i < n) {
            if (i + t.length <= n && occursAt(t, i)) {
                for (int j = 0; j < r.length; j++) {
                    out[k] = r[j];
                    k++;
                }
                i += t.length;
            } else {
                out[k] = value[i];
                k++;
                i++;
            }
        }
        return new String(true, out);
    }

    // The regex metacharacters of the JDK's fast path for split.
    private static boolean isRegexMeta(char c) {
        return c == '.' || c == '$' || c == '|' || c == '(' || c == ')' || c == '['
                || c == '{' || c == '^' || c == '?' || c == '*' || c == '+' || c == '\\';
    }

    private static boolean isSurrogateChar(char c) {
        return c >= '\uD800' && c <= '\uDFFF';
    }

    // The literal text a regex matches, or null when it is no literal handled here: a single
    // char that is no metacharacter, a backslash and a char that is no ASCII letter or digit
    // (both as the JDK's fast path), or a longer text without metacharacters; no surrogates.
    private static char[] literalOf(char[] re) {
        int m = re.length;
        if (m == 2 && re[0] == '\\') {
            char c = re[1];
            if (in(c, '0', '9') + in(c, 'a', 'z') + in(c, 'A', 'Z') != 0 || isSurrogateChar(c)) {
                return null;
            }
            char[] one = new char[1];
            one[0] = c;
            return one;
        }
        for (int i = 0; i < m; i++) {
            if (isRegexMeta(re[i]) || isSurrogateChar(re[i])) {
                return null;
            }
        }
        return re;
    }

    public String[] split(String regex) {
        return split(regex, 0);
    }

    public boolean matches(String regex) {
        return java.util.regex.Pattern.matches(regex, this);
    }

    public String replaceAll(String regex, String replacement) {
        return java.util.regex.Pattern.compile(regex).matcher(this).replaceAll(replacement);
    }

    public String replaceFirst(String regex, String replacement) {
        return java.util.regex.Pattern.compile(regex).matcher(this).replaceFirst(replacement);
    }

    /**
     * The empty regex and literal regexes (see literalOf) take the JDK's fast path, with
     * Pattern.split's limit semantics; other regexes go to the Pattern model, as the JDK's.
     */
    public String[] split(String regex, int limit) {
        char[] t = literalOf(regex.value);
        if (t == null) {
            return java.util.regex.Pattern.compile(regex).split(this, limit);
        }
        int n = value.length;
        int m = t.length;
        // Pieces [begin[k], end[k]); at most n + 1 of them.
        int[] begin = new int[n + 1];
        int[] end = new int[n + 1];
        int size = 0;
        int index = 0;
        boolean limited = limit > 0;
        int pos = 0; // where the next match is looked for
        while (pos <= n) {
            int start = -1;
            if (m == 0) {
                start = pos; // the empty regex matches everywhere
            } else {
                for (int i = pos; i + m <= n; i++) {
                    if (occursAt(t, i)) {
                        start = i;
                        break;
                    }
                }
            }
            if (start < 0) {
                break;
            }
            int matchEnd = start + m;
            pos = m == 0 ? matchEnd + 1 : matchEnd;
            if (!limited || size < limit - 1) {
                if (index == 0 && start == 0 && m == 0) {
                    continue; // no leading empty piece for a zero-width match at 0
                }
                begin[size] = index;
                end[size] = start;
                size++;
                index = matchEnd;
            } else {
                // The last piece: the rest of the string.
                begin[size] = index;
                end[size] = n;
                size++;
                index = matchEnd;
                break;
            }
        }
        if (index == 0) {
            String[] whole = new String[1];
            whole[0] = this;
            return whole;
        }
        if (!limited || size < limit) {
            begin[size] = index;
            end[size] = n;
            size++;
        }
        int resultSize = size;
        if (limit == 0) {
            while (resultSize > 0 && begin[resultSize - 1] == end[resultSize - 1]) {
                resultSize--;
            }
        }
        String[] result = new String[resultSize];
        for (int k = 0; k < resultSize; k++) {
            result[k] = sub(begin[k], end[k]);
        }
        return result;
    }

    /** Removes the chars <= ' ' at both ends. */
    public String trim() {
        int n = value.length;
        int st = 0;
        int len = n;
        while (st < len && value[st] <= ' ') {
            st++;
        }
        while (st < len && value[len - 1] <= ' ') {
            len--;
        }
        return (st > 0 || len < n) ? sub(st, len) : this;
    }

    // The first index at or after 0 whose char is no white space (Character.isWhitespace:
    // no supplementary code point and no surrogate is white space, so chars suffice).
    private int firstNonWhitespace() {
        int left = 0;
        while (left < value.length && Character.isWhitespace(value[left])) {
            left++;
        }
        return left;
    }

    // One past the last char that is no white space.
    private int lastNonWhitespace() {
        int right = value.length;
        while (right > 0 && Character.isWhitespace(value[right - 1])) {
            right--;
        }
        return right;
    }

    public String strip() {
        int left = firstNonWhitespace();
        if (left == value.length) {
            return "";
        }
        int right = lastNonWhitespace();
        return (left > 0 || right < value.length) ? sub(left, right) : this;
    }

    public String stripLeading() {
        int left = firstNonWhitespace();
        return left == 0 ? this : sub(left, value.length);
    }

    public String stripTrailing() {
        int right = lastNonWhitespace();
        return right == value.length ? this : sub(0, right);
    }

    public boolean isBlank() {
        return firstNonWhitespace() == value.length;
    }

    // The parts joined with the delimiter, always a new string.
    private static String joinParts(String delimiter, String[] parts, int size) {
        char[] d = delimiter.value;
        long total = 0;
        for (int i = 0; i < size; i++) {
            total += parts[i].value.length;
        }
        if (size > 0) {
            total += (long) d.length * (size - 1);
        }
        if (total > Integer.MAX_VALUE) {
            return tooLong();
        }
        char[] out = new char[(int) total];
        int k = 0;
        for (int i = 0; i < size; i++) {
            if (i > 0) {
                for (int j = 0; j < d.length; j++) {
                    out[k] = d[j];
                    k++;
                }
            }
            char[] p = parts[i].value;
            for (int j = 0; j < p.length; j++) {
                out[k] = p[j];
                k++;
            }
        }
        return new String(true, out);
    }

    public static String join(CharSequence delimiter, CharSequence... elements) {
        String delim = str(delimiter);
        int size = elements.length;
        String[] parts = new String[size];
        for (int i = 0; i < size; i++) {
            parts[i] = String.valueOf((Object) elements[i]);
        }
        return joinParts(delim, parts, size);
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        if (delimiter == null) {
            throw new NullPointerException();
        }
        if (elements == null) {
            throw new NullPointerException();
        }
        String delim = str(delimiter);
        String[] parts = new String[8];
        int size = 0;
        java.util.Iterator<? extends CharSequence> it = elements.iterator();
        while (it.hasNext()) {
            CharSequence cs = it.next();
            if (size == parts.length) {
                String[] grown = new String[size * 2];
                for (int i = 0; i < size; i++) {
                    grown[i] = parts[i];
                }
                parts = grown;
            }
            parts[size] = String.valueOf((Object) cs);
            size++;
        }
        return joinParts(delim, parts, size);
    }

    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException();
        }
        if (count == 1) {
            return this;
        }
        int len = value.length;
        if (len == 0 || count == 0) {
            return "";
        }
        long total = (long) len * count;
        if (total > Integer.MAX_VALUE) {
            return tooLong();
        }
        char[] out = new char[(int) total];
        int k = 0;
        for (int c = 0; c < count; c++) {
            for (int i = 0; i < len; i++) {
                out[k] = value[i];
                k++;
            }
        }
        return new String(true, out);
    }

    // Whether every char is ASCII: one branch for the whole string.
    private boolean isAscii() {
        int bits = 0;
        for (int i = 0; i < value.length; i++) {
            bits |= value[i];
        }
        return bits < 0x80;
    }

    /**
     * Exact for ASCII strings, and others as nonAsciiCase says, assuming a default locale other
     * than Turkish, Azeri (where 'i' becomes U+0130) or Lithuanian.
     */
    public String toUpperCase() {
        if (!isAscii()) {
            return nonAsciiCase(true);
        }
        int n = value.length;
        int changes = 0;
        for (int i = 0; i < n; i++) {
            changes |= in(value[i], 'a', 'z');
        }
        if (changes == 0) {
            return this;
        }
        char[] out = new char[n];
        for (int i = 0; i < n; i++) {
            int c = value[i];
            out[i] = (char) (c - (in(c, 'a', 'z') << 5));
        }
        return new String(true, out);
    }

    /**
     * toLowerCase() for every locale but Turkish, Azeri and Lithuanian, whose special casings
     * are unhandled; a null locale throws NullPointerException, as the JDK.
     */
    public String toLowerCase(java.util.Locale locale) {
        if (specialCasing(locale)) {
            return localeCase(this, locale, false);
        }
        return toLowerCase();
    }

    /** toUpperCase() for every locale but Turkish, Azeri and Lithuanian (unhandled). */
    public String toUpperCase(java.util.Locale locale) {
        if (specialCasing(locale)) {
            return localeCase(this, locale, true);
        }
        return toUpperCase();
    }

    private static boolean specialCasing(java.util.Locale locale) {
        String lang = locale.getLanguage();
        return lang.equals("tr") || lang.equals("az") || lang.equals("lt");
    }

    private static native String localeCase(String s, java.util.Locale locale, boolean upper);

    /** As toUpperCase: exact for ASCII strings, and others as nonAsciiCase says. */
    public String toLowerCase() {
        if (!isAscii()) {
            return nonAsciiCase(false);
        }
        int n = value.length;
        int changes = 0;
        for (int i = 0; i < n; i++) {
            changes |= in(value[i], 'A', 'Z');
        }
        if (changes == 0) {
            return this;
        }
        char[] out = new char[n];
        for (int i = 0; i < n; i++) {
            int c = value[i];
            out[i] = (char) (c + (in(c, 'A', 'Z') << 5));
        }
        return new String(true, out);
    }

    public int indexOf(String str, int fromIndex) {
        char[] t = str.value; // NullPointerException first
        int n = value.length;
        int m = t.length;
        if (fromIndex >= n) {
            return m == 0 ? n : -1;
        }
        int from = fromIndex < 0 ? 0 : fromIndex;
        if (m == 0) {
            return from;
        }
        for (int i = from; i + m <= n; i++) {
            if (occursAt(t, i)) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    /** Supplementary code points are found as their surrogate pairs, as in the JDK. */
    public int lastIndexOf(int ch, int fromIndex) {
        int n = value.length;
        if (ch < 0x10000) {
            int i = fromIndex < n - 1 ? fromIndex : n - 1;
            for (; i >= 0; i--) {
                if (value[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch > 0x10FFFF) {
            return -1;
        }
        int offset = ch - 0x10000;
        char hi = (char) (0xD800 + (offset >>> 10));
        char lo = (char) (0xDC00 + (offset & 0x3FF));
        int i = fromIndex < n - 2 ? fromIndex : n - 2;
        for (; i >= 0; i--) {
            if (value[i] == hi && value[i + 1] == lo) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        char[] t = str.value; // NullPointerException first
        int m = t.length;
        int rightIndex = value.length - m;
        int from = fromIndex > rightIndex ? rightIndex : fromIndex;
        if (from < 0) {
            return -1;
        }
        if (m == 0) {
            return from;
        }
        for (int i = from; i >= 0; i--) {
            if (occursAt(t, i)) {
                return i;
            }
        }
        return -1;
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    /** java.util.Formatter's format for the subset SymtestFormat implements. */
    public static String format(String format, Object... args) {
        return SymtestFormat.format(format, args);
    }

    public String formatted(Object... args) {
        return SymtestFormat.format(this, args);
    }

    // Outside what is modelled: unhandled calls.
    private static native char[] decodeNonAscii(byte[] bytes, int offset, int length);

    private static native byte[] encodeNonAscii(char[] chars);

    /**
     * The case of a string not all ASCII, as JDK 17's loop for strings without surrogates: each
     * char through Character.toUpperCaseEx (String's own upper case of one char) or
     * Character.toLowerCase, one map term each (SymtestUnicode), without a branch per char. A
     * char whose case is several chars takes expandedCase's loop, as the JDK's: in upper case
     * those whose toUpperCaseEx is ERROR (U+00DF to "SS", the ligatures), in lower case U+0130
     * (an i and a combining dot). Unhandled calls where the JDK needs more: a surrogate, a case
     * outside the BMP, in lower case the capital sigma (final or not, by context), and a string
     * with two chars or more that expand (their paths multiply). No change
     * gives this, as the JDK. Checked against JDK 17 on random strings by
     * tools/unicode/UnicodeTables.java.
     */
    private String nonAsciiCase(boolean upper) {
        int n = value.length;
        char[] out = new char[n];
        int unhandled = 0;
        int expands = 0;
        int changes = 0;
        for (int i = 0; i < n; i++) {
            int c = value[i];
            int m = upper ? SymtestUnicode.toUpperCaseEx(c) : SymtestUnicode.toLowerCase(c);
            int error = m >>> 31; // toUpperCaseEx's ERROR (-1): several chars
            // (m + error) >>> 16: a case outside the BMP.
            unhandled |= ((m + error) >>> 16) | in(c, 0xD800, 0xDFFF);
            expands += error;
            if (!upper) {
                unhandled |= in(c, 0x3A3, 0x3A3);
                expands += in(c, 0x130, 0x130);
            }
            changes |= m ^ c;
            out[i] = (char) m;
        }
        // Two chars or more that expand: unhandled too, as the choices of which expand and how
        // far multiply the paths (three to the power of the length) for a case that is rare.
        if (unhandled != 0 || expands > 1) {
            return upper ? nonAsciiToUpperCase(this) : nonAsciiToLowerCase(this);
        }
        if (expands != 0) {
            return expandedCase(upper);
        }
        if (changes == 0) {
            return this;
        }
        return new String(true, out);
    }

    // The case of a string with a char whose case is several chars: one branch per char, so
    // that the result's length is known on each path (and its array no constraint).
    private String expandedCase(boolean upper) {
        int n = value.length;
        int length = 0;
        for (int i = 0; i < n; i++) {
            length += caseLength(value[i], upper);
        }
        char[] out = new char[length];
        int at = 0;
        for (int i = 0; i < n; i++) {
            int c = value[i];
            int k = caseLength(c, upper);
            if (k == 1) {
                out[at++] = (char) (upper ? SymtestUnicode.toUpperCaseEx(c)
                        : SymtestUnicode.toLowerCase(c));
            } else if (!upper) {
                out[at++] = 'i'; // U+0130
                out[at++] = '\u0307';
            } else {
                out[at++] = (char) SymtestUnicode.upperCaseSpecial1(c);
                out[at++] = (char) SymtestUnicode.upperCaseSpecial2(c);
                if (k == 3) {
                    out[at++] = (char) SymtestUnicode.upperCaseSpecial3(c);
                }
            }
        }
        return new String(true, out);
    }

    // How many chars the case of c is: 1, or 2 or 3 for the special casings.
    private static int caseLength(int c, boolean upper) {
        if (!upper) {
            return c == 0x130 ? 2 : 1;
        }
        if (SymtestUnicode.toUpperCaseEx(c) != -1) {
            return 1;
        }
        return SymtestUnicode.upperCaseSpecial3(c) != 0 ? 3 : 2;
    }

    private static native String nonAsciiToUpperCase(String s);

    private static native String nonAsciiToLowerCase(String s);

    // A result longer than Integer.MAX_VALUE chars (the JDK throws OutOfMemoryError).
    private static native String tooLong();
}
