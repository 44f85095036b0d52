package java.util.regex;

/**
 * symtest model of java.util.regex.Pattern for the common subset of regular expressions:
 * literals and escaped metacharacters, \t \n \r \f \a \e, hexadecimal, Unicode and octal
 * escapes (\xhh, \x{h..h}, a backslash-u and four digits, \0ooo), \Q...\E, the classes . \d \D
 * \s \S \w \W and [...] (ranges, negation, escapes inside), the quantifiers * + ? {n} {n,} {n,m}
 * (greedy and reluctant), groups (capturing and (?:...)), alternation, and the anchors ^ and $
 * (without flags). The pattern compiles, as the JDK's, into a graph of nodes that Matcher
 * walks with backtracking in the JDK's order, so matches, groups and splits are the JDK's.
 * Outside the subset (flags, possessive quantifiers, back references, lookaround, \b, named
 * groups, nested classes and intersections, Unicode properties, a quantified part that can
 * match the empty string, a group inside a repeated group, surrogates in the pattern) and
 * for invalid patterns, compiling is an unhandled call; so is matching a high surrogate
 * against . or a negated class (the JDK matches the whole pair there). Checked against JDK 17 by differential testing
 * (models/check/regex).
 */
public final class Pattern implements java.io.Serializable {
    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;
    public static final int CANON_EQ = 0x80;
    public static final int UNICODE_CHARACTER_CLASS = 0x100;

    // Node kinds. Every node but ACCEPT continues at next[n].
    static final int CHAR = 0; // the char arg[n]
    static final int CLASS = 1; // a char in ranges lo[n][k]..hi[n][k]
    static final int BEGIN = 2; // ^
    static final int DOLLAR = 3; // $ without MULTILINE
    static final int GROUP_HEAD = 4; // group arg[n] starts here
    static final int GROUP_TAIL = 5; // group arg[n] ends here
    static final int BRANCH = 6; // try arg[n] first, then arg2[n]
    static final int REPEAT = 7; // body arg[n], repeat index arg2[n], min/max/greedy
    static final int LOOP = 8; // end of an iteration of the REPEAT node arg[n]
    static final int CURLY = 9; // a single-char node arg[n] repeated, min/max/greedy
    static final int NOP = 10; // continues at next
    static final int ACCEPT = 11; // the whole pattern matched

    private final String pattern;
    private final int flags;

    // The compiled graph.
    int[] kind;
    int[] next;
    int[] arg;
    int[] arg2;
    int[] min;
    int[] max;
    boolean[] greedy;
    char[][] lo;
    char[][] hi;
    boolean[] mayBeSurrogate; // CLASS nodes that can match a high surrogate
    // Greedy CURLY nodes whose backing off can never help (see possessive): matched without
    // a choice point.
    boolean[] noBackOff;
    int size;
    int start; // the first node
    int groupCount;
    int repeatCount;

    // Parsing state.
    private transient int pos;
    // A valid pattern with a feature the model does not match (lookaround, \p{..}, back
    // references): compile succeeds as on the JDK (a class initializer's constant pattern
    // does not end every path through the class), and only matching it is unsupported.
    private boolean unsupported;

    /** Thrown by the parser at a valid construct the model does not match. */
    private static final class UnsupportedFeature extends RuntimeException {
        UnsupportedFeature() {
            super(null, null, false, false);
        }
    }

    private Pattern(String regex, int flags) {
        this.pattern = regex;
        this.flags = flags;
        if (flags != 0) {
            unsupportedFlags();
        }
        // Each char of the pattern adds at most three nodes (a group: a sequence, its head
        // and tail), plus the sequence and the accept node of the whole pattern.
        int capacity = 3 * regex.length() + 2;
        kind = new int[capacity];
        next = new int[capacity];
        arg = new int[capacity];
        arg2 = new int[capacity];
        min = new int[capacity];
        max = new int[capacity];
        greedy = new boolean[capacity];
        lo = new char[capacity][];
        hi = new char[capacity][];
        mayBeSurrogate = new boolean[capacity];
        int accept = node(ACCEPT);
        int[] frag;
        try {
            frag = expression();
        } catch (UnsupportedFeature e) {
            unsupported = true;
            return;
        }
        if (pos != regex.length()) {
            unsupportedPattern(); // an unmatched ')'
        }
        next[frag[1]] = accept;
        start = frag[0];
        noBackOff = new boolean[size];
        for (int n = 0; n < size; n++) {
            noBackOff[n] = kind[n] == CURLY && greedy[n] && excludes(arg[n], next[n]);
        }
    }

    // Whether every way on from node f either ends the match or first consumes a char that
    // the single-char node atom does not match. Then a greedy repetition of atom before f
    // that fails at its longest fails shorter too: shorter leaves a char of atom for f (and
    // an end-anchored match fails anyway), and a longest one that succeeds is the JDK's.
    private boolean excludes(int atom, int f) {
        while (true) {
            switch (kind[f]) {
                case NOP:
                case GROUP_HEAD:
                case GROUP_TAIL:
                    f = next[f];
                    continue;
                case ACCEPT:
                    return true;
                case CHAR:
                case CLASS:
                    return disjoint(atom, f);
                case CURLY:
                    if (!disjoint(atom, arg[f])) {
                        return false;
                    }
                    if (min[f] > 0) {
                        return true;
                    }
                    f = next[f];
                    continue;
                default:
                    return false;
            }
        }
    }

    // Whether no char matches both single-char nodes.
    private boolean disjoint(int a, int b) {
        char[] la = kind[a] == CHAR ? new char[] {(char) arg[a]} : lo[a];
        char[] ha = kind[a] == CHAR ? la : hi[a];
        char[] lb = kind[b] == CHAR ? new char[] {(char) arg[b]} : lo[b];
        char[] hb = kind[b] == CHAR ? lb : hi[b];
        for (int x = 0; x < la.length; x++) {
            for (int y = 0; y < lb.length; y++) {
                if (la[x] <= hb[y] && lb[y] <= ha[x]) {
                    return false;
                }
            }
        }
        return true;
    }

    public static Pattern compile(String regex) {
        return new Pattern(regex, 0);
    }

    public static Pattern compile(String regex, int flags) {
        return new Pattern(regex, flags);
    }

    public String pattern() {
        return pattern;
    }

    @Override
    public String toString() {
        return pattern;
    }

    public int flags() {
        return flags;
    }

    public Matcher matcher(CharSequence input) {
        if (unsupported) {
            unsupportedPattern();
        }
        return new Matcher(this, input);
    }

    public static boolean matches(String regex, CharSequence input) {
        return compile(regex).matcher(input).matches();
    }

    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    /**
     * The JDK's Pattern.split: zero-width matches at 0 add no leading empty string. Its
     * find() loop is one loop over the search positions here (see Matcher.replaceAll), and
     * stops once the limit is reached (the JDK goes on finding, without effect).
     */
    public String[] split(CharSequence input, int limit) {
        int index = 0;
        boolean matchLimited = limit > 0;
        java.util.ArrayList<String> matchList = new java.util.ArrayList<>();
        Matcher m = matcher(input);
        int length = input.length();
        int i = 0;
        while (i <= length && (!matchLimited || matchList.size() < limit)) {
            if (!m.attempt(i)) {
                i++;
                continue;
            }
            int start = m.firstIndex();
            int end = m.lastIndex();
            i = end == start ? end + 1 : end;
            if (!matchLimited || matchList.size() < limit - 1) {
                if (index == 0 && index == start && start == end) {
                    continue;
                }
                matchList.add(input.subSequence(index, start).toString());
                index = end;
            } else {
                matchList.add(input.subSequence(index, input.length()).toString());
                index = end;
            }
        }
        if (index == 0) {
            return new String[] {input.toString()};
        }
        if (!matchLimited || matchList.size() < limit) {
            matchList.add(input.subSequence(index, input.length()).toString());
        }
        int resultSize = matchList.size();
        if (limit == 0) {
            while (resultSize > 0 && matchList.get(resultSize - 1).isEmpty()) {
                resultSize--;
            }
        }
        String[] result = new String[resultSize];
        for (int k = 0; k < resultSize; k++) {
            result[k] = matchList.get(k);
        }
        return result;
    }

    public static String quote(String s) {
        int slashEIndex = s.indexOf("\\E");
        if (slashEIndex == -1) {
            return "\\Q" + s + "\\E";
        }
        StringBuilder sb = new StringBuilder(s.length() * 2);
        sb.append("\\Q");
        int current = 0;
        while ((slashEIndex = s.indexOf("\\E", current)) != -1) {
            sb.append(s.substring(current, slashEIndex));
            current = slashEIndex + 2;
            sb.append("\\E\\\\E\\Q");
        }
        sb.append(s.substring(current));
        sb.append("\\E");
        return sb.toString();
    }

    // ---- The parser. A fragment is {first node, last node, minimum length}; the last
    // node's next is still open.

    private int node(int k) {
        kind[size] = k;
        next[size] = -1;
        return size++;
    }

    private boolean more() {
        return pos < pattern.length();
    }

    private char peek() {
        return pattern.charAt(pos);
    }

    private static int[] fragment(int first, int last, int minLength) {
        return new int[] {first, last, minLength};
    }

    // alternative ('|' alternative)*: BRANCH nodes in a chain, tried in order.
    private int[] expression() {
        int[] first = sequence();
        if (!more() || peek() != '|') {
            return first;
        }
        int join = node(NOP);
        int branch = node(BRANCH);
        arg[branch] = first[0];
        next[first[1]] = join;
        int shortest = first[2];
        int last = branch;
        while (more() && peek() == '|') {
            pos++;
            int[] alt = sequence();
            next[alt[1]] = join;
            shortest = Math.min(shortest, alt[2]);
            if (more() && peek() == '|') {
                int b = node(BRANCH);
                arg[b] = alt[0];
                arg2[last] = b;
                last = b;
            } else {
                arg2[last] = alt[0];
            }
        }
        return fragment(branch, join, shortest);
    }

    // (atom quantifier?)*, up to '|', ')' or the end.
    private int[] sequence() {
        int head = node(NOP);
        int tail = head;
        int length = 0;
        while (more() && peek() != '|' && peek() != ')') {
            int[] atom;
            if (peek() == '\\' && pos + 1 < pattern.length() && pattern.charAt(pos + 1) == 'Q') {
                // \Q...\E: literal chars; a quantifier after it applies to the last one.
                pos += 2;
                int end = pattern.indexOf("\\E", pos);
                int stop = end < 0 ? pattern.length() : end;
                for (int i = pos; i < stop - 1; i++) {
                    int n = literal(pattern.charAt(i));
                    next[tail] = n;
                    tail = n;
                    length++;
                }
                int lastChar = stop > pos ? literal(pattern.charAt(stop - 1)) : -1;
                pos = end < 0 ? stop : end + 2;
                if (lastChar < 0) {
                    continue;
                }
                atom = fragment(lastChar, lastChar, 1);
            } else {
                int groupsBefore = groupCount;
                atom = atom();
                int own = kind[atom[0]] == GROUP_HEAD ? 1 : 0;
                if (groupCount - groupsBefore > own && more() && peek() != '?'
                        && (peek() == '*' || peek() == '+' || peek() == '{')) {
                    // The JDK keeps what groups inside a repeated group captured in attempts
                    // that failed: not modelled.
                    unsupportedPattern();
                }
            }
            atom = quantified(atom);
            next[tail] = atom[0];
            tail = atom[1];
            length = Math.min(length + atom[2], 1 << 20);
        }
        return fragment(head, tail, length);
    }

    private int[] atom() {
        char c = peek();
        pos++;
        switch (c) {
            case '(':
                return group();
            case '[': {
                int n = charClass();
                return fragment(n, n, 1);
            }
            case '.': {
                // Any char but the line terminators \n \r \u0085 \u2028 \u2029.
                int n = classNode(new char[] {0, 0x0B, 0x0E, 0x86, 0x202A},
                        new char[] {0x09, 0x0C, 0x84, 0x2027, 0xFFFF});
                return fragment(n, n, 1);
            }
            case '^': {
                int n = node(BEGIN);
                return fragment(n, n, 0);
            }
            case '$': {
                int n = node(DOLLAR);
                return fragment(n, n, 0);
            }
            case '\\':
                return escape();
            case '*':
            case '+':
            case '?':
            case '{':
                unsupportedPattern(); // a dangling quantifier or an illegal repetition
                return null;
            default: {
                int n = literal(c);
                return fragment(n, n, 1);
            }
        }
    }

    private int literal(char c) {
        if (c >= 0xD800 && c <= 0xDFFF) {
            throw new UnsupportedFeature(); // the JDK matches supplementary code points as one
        }
        int n = node(CHAR);
        arg[n] = c;
        return n;
    }

    private int[] group() {
        int index = -1;
        if (more() && peek() == '?') {
            if (pos + 1 < pattern.length() && pattern.charAt(pos + 1) == ':') {
                pos += 2;
            } else if (pos + 1 < pattern.length() && "=!<>idmsuxU-".indexOf(pattern.charAt(pos + 1)) >= 0) {
                throw new UnsupportedFeature(); // lookaround, named groups, inline flags
            } else {
                unsupportedPattern(); // a syntax error on the JDK
            }
        } else {
            index = ++groupCount;
        }
        int[] body = expression();
        if (!more() || peek() != ')') {
            unsupportedPattern(); // an unclosed group
        }
        pos++;
        if (index < 0) {
            return body;
        }
        int head = node(GROUP_HEAD);
        int tail = node(GROUP_TAIL);
        arg[head] = index;
        arg[tail] = index;
        next[head] = body[0];
        next[body[1]] = tail;
        return fragment(head, tail, body[2]);
    }

    private int[] escape() {
        if (!more()) {
            unsupportedPattern(); // a trailing backslash
        }
        char c = peek();
        pos++;
        char[][] r = predefinedRanges(c);
        if (r != null) {
            int n = classNode(r[0], r[1]);
            return fragment(n, n, 1);
        }
        int ctl = controlEscape(c);
        if (ctl < 0) {
            ctl = numericEscape(c);
        }
        if (ctl < 0) {
            if ("pPbB123456789kQEAzZGRXNhHvVec".indexOf(c) >= 0) {
                throw new UnsupportedFeature(); // back references, \b, \p{..}, ...
            }
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
                unsupportedPattern(); // an escape the JDK rejects
            }
            ctl = c;
        }
        int n = literal((char) ctl);
        return fragment(n, n, 1);
    }

    // The char an escape inside a class names (pos after its letter): a control or numeric
    // escape, or a metacharacter; other letters and digits are outside the model there.
    private char classEscape(char e) {
        int ctl = controlEscape(e);
        if (ctl < 0) {
            ctl = numericEscape(e);
        }
        if (ctl >= 0) {
            return (char) ctl;
        }
        if ((e >= 'a' && e <= 'z') || (e >= 'A' && e <= 'Z') || (e >= '0' && e <= '9')) {
            unsupportedPattern();
        }
        return e;
    }

    // \xhh, \x{h...h}, u and four hexadecimal digits, and \0ooo after their letter (at pos):
    // the char they name, or -1 for other escapes. A malformed one is a syntax error on the JDK; a code point beyond
    // the BMP or a surrogate is matched as a code point there, not as a char.
    private int numericEscape(char c) {
        int value;
        if (c == 'x' && more() && peek() == '{') {
            int close = pattern.indexOf('}', pos);
            if (close < 0 || close == pos + 1) {
                unsupportedPattern();
            }
            value = hexValue(pos + 1, close);
            pos = close + 1;
        } else if (c == 'x' || c == 'u') {
            int end = pos + (c == 'x' ? 2 : 4);
            value = hexValue(pos, end);
            pos = end;
        } else if (c == '0') {
            int digits = 0;
            value = 0;
            // A third digit only after a first of 0 to 3 (\0377 at most).
            while (digits < 3 && more() && peek() >= '0' && peek() <= '7'
                    && (digits < 2 || value <= 037)) {
                value = value * 8 + (peek() - '0');
                pos++;
                digits++;
            }
            if (digits == 0) {
                unsupportedPattern(); // an illegal octal escape
            }
        } else {
            return -1;
        }
        if (value > 0xFFFF || (value >= 0xD800 && value <= 0xDFFF)) {
            throw new UnsupportedFeature();
        }
        return value;
    }

    // The hexadecimal number in pattern[from, to); a syntax error when it is not one.
    private int hexValue(int from, int to) {
        if (to > pattern.length()) {
            unsupportedPattern(); // an illegal hexadecimal escape
        }
        int value = 0;
        for (int i = from; i < to; i++) {
            char c = pattern.charAt(i);
            int d = c >= '0' && c <= '9' ? c - '0'
                    : c >= 'a' && c <= 'f' ? c - 'a' + 10
                    : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (d < 0) {
                unsupportedPattern(); // an illegal hexadecimal escape
            }
            value = value * 16 + d;
            if (value > Character.MAX_CODE_POINT) {
                unsupportedPattern(); // a code point too big
            }
        }
        return value;
    }

    private static int controlEscape(char c) {
        switch (c) {
            case 't':
                return '\t';
            case 'n':
                return '\n';
            case 'r':
                return '\r';
            case 'f':
                return '\f';
            case 'a':
                return 7;
            case 'e':
                return 27;
            default:
                return -1;
        }
    }

    // \d \D \s \S \w \W (ASCII, as the JDK's without UNICODE_CHARACTER_CLASS) as ranges.
    private static char[][] predefinedRanges(char c) {
        switch (c) {
            case 'd':
                return new char[][] {{'0'}, {'9'}};
            case 'D':
                return new char[][] {{0, ':'}, {'/', 0xFFFF}};
            case 's':
                return new char[][] {{'\t', ' '}, {'\r', ' '}};
            case 'S':
                return new char[][] {{0, 0x0E, '!'}, {0x08, 0x1F, 0xFFFF}};
            case 'w':
                return new char[][] {{'0', 'A', '_', 'a'}, {'9', 'Z', '_', 'z'}};
            case 'W':
                return new char[][] {{0, ':', '[', '`', '{'}, {'/', '@', '^', '`', 0xFFFF}};
            default:
                return null;
        }
    }

    private int classNode(char[] l, char[] h) {
        int n = node(CLASS);
        lo[n] = l;
        hi[n] = h;
        boolean surrogate = false;
        for (int k = 0; k < l.length; k++) {
            surrogate |= l[k] <= 0xDBFF && h[k] >= 0xD800;
        }
        mayBeSurrogate[n] = surrogate;
        return n;
    }

    // [...] after the '[': a union of chars, ranges and predefined classes, maybe negated.
    private int charClass() {
        boolean negated = false;
        if (more() && peek() == '^') {
            negated = true;
            pos++;
        }
        char[] l = new char[0];
        char[] h = new char[0];
        boolean first = true;
        while (true) {
            if (!more()) {
                unsupportedPattern(); // an unclosed class
            }
            char c = peek();
            pos++;
            if (c == ']' && !first) {
                break;
            }
            if (c == ']' || c == '[' || (c == '&' && more() && peek() == '&')) {
                unsupportedPattern(); // an empty class, nesting, intersection
            }
            first = false;
            char from = c;
            if (c == '\\') {
                if (!more()) {
                    unsupportedPattern();
                }
                char e = peek();
                pos++;
                char[][] r = predefinedRanges(e);
                if (r != null) {
                    for (int k = 0; k < r[0].length; k++) {
                        char[][] u = union(l, h, r[0][k], r[1][k]);
                        l = u[0];
                        h = u[1];
                    }
                    continue;
                }
                from = classEscape(e);
            }
            char to = from;
            if (more() && peek() == '-' && pos + 1 < pattern.length()
                    && pattern.charAt(pos + 1) != ']') {
                char t = pattern.charAt(pos + 1);
                if (t == '[' || t == '&') {
                    unsupportedPattern(); // a nested class or an intersection as a range end
                }
                pos += 2;
                if (t == '\\') {
                    if (!more() || predefinedRanges(peek()) != null) {
                        unsupportedPattern(); // a class as a range end
                    }
                    char e = peek();
                    pos++;
                    t = classEscape(e);
                }
                if (t < from) {
                    unsupportedPattern(); // an illegal range
                }
                to = t;
            }
            if (to >= 0xD800 && from <= 0xDFFF) {
                unsupportedPattern(); // surrogates: the JDK's classes hold code points
            }
            char[][] u = union(l, h, from, to);
            l = u[0];
            h = u[1];
        }
        if (negated) {
            char[][] c = complement(l, h);
            l = c[0];
            h = c[1];
        }
        return classNode(l, h);
    }

    // The sorted disjoint ranges l/h with from..to added (merging overlaps and neighbours).
    private static char[][] union(char[] l, char[] h, char from, char to) {
        int n = l.length;
        char[] nl = new char[n + 1];
        char[] nh = new char[n + 1];
        int k = 0;
        int i = 0;
        while (i < n && h[i] + 1 < from) {
            nl[k] = l[i];
            nh[k] = h[i];
            k++;
            i++;
        }
        int a = from;
        int b = to;
        while (i < n && l[i] <= b + 1) {
            a = Math.min(a, l[i]);
            b = Math.max(b, h[i]);
            i++;
        }
        nl[k] = (char) a;
        nh[k] = (char) b;
        k++;
        while (i < n) {
            nl[k] = l[i];
            nh[k] = h[i];
            k++;
            i++;
        }
        return new char[][] {prefix(nl, k), prefix(nh, k)};
    }

    private static char[][] complement(char[] l, char[] h) {
        char[] nl = new char[l.length + 1];
        char[] nh = new char[l.length + 1];
        int k = 0;
        int from = 0;
        for (int i = 0; i < l.length; i++) {
            if (l[i] > from) {
                nl[k] = (char) from;
                nh[k] = (char) (l[i] - 1);
                k++;
            }
            from = h[i] + 1;
        }
        if (from <= 0xFFFF) {
            nl[k] = (char) from;
            nh[k] = (char) 0xFFFF;
            k++;
        }
        return new char[][] {prefix(nl, k), prefix(nh, k)};
    }

    private static char[] prefix(char[] a, int k) {
        char[] out = new char[k];
        for (int i = 0; i < k; i++) {
            out[i] = a[i];
        }
        return out;
    }

    // The quantifier after an atom, if any.
    private int[] quantified(int[] atom) {
        if (!more()) {
            return atom;
        }
        char c = peek();
        int lower;
        int upper;
        if (c == '*') {
            lower = 0;
            upper = Integer.MAX_VALUE;
        } else if (c == '+') {
            lower = 1;
            upper = Integer.MAX_VALUE;
        } else if (c == '?') {
            lower = 0;
            upper = 1;
        } else if (c == '{') {
            pos++;
            lower = number();
            upper = lower;
            if (more() && peek() == ',') {
                pos++;
                upper = more() && peek() != '}' ? number() : Integer.MAX_VALUE;
            }
            if (!more() || peek() != '}' || upper < lower) {
                unsupportedPattern(); // an illegal repetition
            }
        } else {
            return atom;
        }
        pos++;
        boolean isGreedy = true;
        if (more() && peek() == '?') {
            isGreedy = false;
            pos++;
        } else if (more() && peek() == '+') {
            unsupportedPattern(); // possessive
        }
        int length = (int) Math.min((long) lower * atom[2], 1 << 20);
        int first = atom[0];
        if (first == atom[1] && (kind[first] == CLASS || kind[first] == CHAR)) {
            int n = node(CURLY);
            arg[n] = first;
            min[n] = lower;
            max[n] = upper;
            greedy[n] = isGreedy;
            return fragment(n, n, length);
        }
        if (atom[2] == 0) {
            unsupportedPattern(); // a quantified part that may match the empty string
        }
        int n = node(REPEAT);
        int loop = node(LOOP);
        arg[n] = first;
        arg2[n] = repeatCount++;
        min[n] = lower;
        max[n] = upper;
        greedy[n] = isGreedy;
        arg[loop] = n;
        next[atom[1]] = loop;
        return fragment(n, n, length);
    }

    private int number() {
        int value = 0;
        int digits = 0;
        while (more() && peek() >= '0' && peek() <= '9') {
            value = value * 10 + (peek() - '0');
            if (value > 100000) {
                unsupportedPattern(); // large counts
            }
            digits++;
            pos++;
        }
        if (digits == 0) {
            unsupportedPattern();
        }
        return value;
    }

    // Outside what is modelled: unhandled calls.
    private static native void unsupportedFlags();

    private static native void unsupportedPattern();
}
