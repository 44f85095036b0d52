package java.util.regex;

/**
 * symtest model of java.util.regex.Matcher over the Pattern model's graph: matches, lookingAt,
 * find (the JDK's search positions: after an empty match the next search starts one further),
 * groups, start and end, reset, replaceAll, replaceFirst and appendReplacement/appendTail
 * with the JDK's replacement syntax ($n taking digits while they name a group, \ escapes).
 * Exceptions are the JDK's types. Regions, hitEnd, usePattern and named groups are not
 * modelled (unhandled calls).
 */
public final class Matcher implements MatchResult {
    private final Pattern parentPattern;
    private CharSequence text;
    private int to;
    private int[] groups;
    private int first = -1;
    private int last;
    private boolean endAnchor;
    private int lastAppendPosition;
    // Per GROUP_HEAD node: where the group started on the current path; per REPEAT: the
    // iterations done.
    private int[] groupStart;
    private int[] iterations;

    Matcher(Pattern parent, CharSequence text) {
        this.parentPattern = parent;
        this.text = text;
        this.to = text.length();
        this.groups = new int[(parent.groupCount + 1) * 2];
        this.groupStart = new int[parent.groupCount + 1];
        this.iterations = new int[parent.repeatCount];
        clearGroups();
    }

    public Pattern pattern() {
        return parentPattern;
    }

    private void clearGroups() {
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        trailSize = 0;
    }

    public Matcher reset() {
        first = -1;
        last = 0;
        lastAppendPosition = 0;
        to = text.length();
        clearGroups();
        return this;
    }

    public Matcher reset(CharSequence input) {
        text = input;
        return reset();
    }

    public boolean matches() {
        return match(0, true);
    }

    public boolean lookingAt() {
        return match(0, false);
    }

    public boolean find() {
        int nextSearchIndex = last;
        if (nextSearchIndex == first) {
            nextSearchIndex++;
        }
        if (nextSearchIndex > to) {
            clearGroups();
            return false;
        }
        return search(nextSearchIndex);
    }

    public boolean find(int start) {
        int limit = text.length();
        if (start < 0 || start > limit) {
            throw new IndexOutOfBoundsException();
        }
        reset();
        return search(start);
    }

    private boolean match(int from, boolean anchorEnd) {
        clearGroups();
        endAnchor = anchorEnd;
        first = from;
        boolean result = matchAt(parentPattern.start, from);
        if (!result) {
            first = -1;
        }
        return result;
    }

    private boolean search(int from) {
        for (int i = from; i <= to; i++) {
            if (attempt(i)) {
                return true;
            }
        }
        return false;
    }

    // One step of a search: whether a match starts at i (first is -1 when none does).
    boolean attempt(int i) {
        endAnchor = false;
        clearGroups();
        first = i;
        if (matchAt(parentPattern.start, i)) {
            return true;
        }
        first = -1;
        return false;
    }

    int firstIndex() {
        return first;
    }

    int lastIndex() {
        return last;
    }

    // Whether the single-char node n matches at i (i < to).
    private boolean charMatches(int n, int i) {
        char c = text.charAt(i);
        Pattern p = parentPattern;
        if (p.kind[n] == Pattern.CHAR) {
            return c == p.arg[n];
        }
        if (p.mayBeSurrogate[n] && c >= 0xD800 && c <= 0xDBFF) {
            surrogateMatch(); // the JDK would match the pair as one code point
        }
        char[] l = p.lo[n];
        char[] h = p.hi[n];
        // Without a branch per range: a symbolic char forks on the result only.
        int hit = 0;
        for (int k = 0; k < l.length; k++) {
            hit |= ~((c - l[k]) | (h[k] - c)) >>> 31;
        }
        return hit != 0;
    }

    // Backtracking over the graph from node n at position i, in the JDK's order. Group
    // boundaries are set through a trail, undone when this call fails: recursion happens
    // only at choice points (alternatives, repetitions), which keeps it shallow.
    private boolean matchAt(int n, int i) {
        Pattern p = parentPattern;
        int mark = trailSize;
        while (true) {
            switch (p.kind[n]) {
                case Pattern.NOP:
                    n = p.next[n];
                    continue;
                case Pattern.CHAR:
                case Pattern.CLASS:
                    if (i >= to || !charMatches(n, i)) {
                        undo(mark);
                        return false;
                    }
                    i++;
                    n = p.next[n];
                    continue;
                case Pattern.BEGIN:
                    if (i != 0) {
                        undo(mark);
                        return false;
                    }
                    n = p.next[n];
                    continue;
                case Pattern.DOLLAR:
                    if (!atDollar(i)) {
                        undo(mark);
                        return false;
                    }
                    n = p.next[n];
                    continue;
                case Pattern.ACCEPT:
                    if (endAnchor && i != to) {
                        undo(mark);
                        return false;
                    }
                    last = i;
                    groups[0] = first;
                    groups[1] = i;
                    return true;
                case Pattern.BRANCH:
                    if (matchAt(p.arg[n], i)) {
                        return true;
                    }
                    n = p.arg2[n];
                    continue;
                case Pattern.GROUP_HEAD: {
                    int g = p.arg[n];
                    save(-g - 1, groupStart[g]);
                    groupStart[g] = i;
                    n = p.next[n];
                    continue;
                }
                case Pattern.GROUP_TAIL: {
                    int g = p.arg[n];
                    save(2 * g, groups[2 * g]);
                    save(2 * g + 1, groups[2 * g + 1]);
                    groups[2 * g] = groupStart[g];
                    groups[2 * g + 1] = i;
                    n = p.next[n];
                    continue;
                }
                case Pattern.CURLY:
                    if (!p.noBackOff[n]) {
                        break;
                    }
                    // Greedy with nothing to gain from backing off: no choice point.
                    int count = 0;
                    while (count < p.max[n] && i < to && charMatches(p.arg[n], i)) {
                        i++;
                        count++;
                    }
                    if (count < p.min[n]) {
                        undo(mark);
                        return false;
                    }
                    n = p.next[n];
                    continue;
                default:
                    break;
            }
            boolean ok;
            if (p.kind[n] == Pattern.CURLY) {
                ok = curly(n, i);
            } else if (p.kind[n] == Pattern.REPEAT) {
                int r = p.arg2[n];
                int saved = iterations[r];
                iterations[r] = 0;
                ok = iterate(n, i);
                iterations[r] = saved;
            } else { // LOOP: the end of an iteration
                int rep = p.arg[n];
                int r = p.arg2[rep];
                iterations[r]++;
                ok = iterate(rep, i);
                iterations[r]--;
            }
            if (!ok) {
                undo(mark);
            }
            return ok;
        }
    }

    // The trail: pairs (slot, old value); slot 2g / 2g + 1 is a bound of group g in groups,
    // slot -g - 1 the start of group g in groupStart.
    private int[] trail = new int[16];
    private int trailSize;

    private void save(int slot, int value) {
        if (trailSize + 2 > trail.length) {
            int[] bigger = new int[trail.length * 2];
            for (int k = 0; k < trailSize; k++) {
                bigger[k] = trail[k];
            }
            trail = bigger;
        }
        trail[trailSize++] = slot;
        trail[trailSize++] = value;
    }

    private void undo(int mark) {
        while (trailSize > mark) {
            int value = trail[--trailSize];
            int slot = trail[--trailSize];
            if (slot >= 0) {
                groups[slot] = value;
            } else {
                groupStart[-slot - 1] = value;
            }
        }
    }

    // After iterations[r] iterations of REPEAT node rep, at i: another one, or go on.
    private boolean iterate(int rep, int i) {
        Pattern p = parentPattern;
        int count = iterations[p.arg2[rep]];
        if (count < p.min[rep]) {
            return matchAt(p.arg[rep], i);
        }
        boolean again = count < p.max[rep];
        if (p.greedy[rep]) {
            return (again && matchAt(p.arg[rep], i)) || matchAt(p.next[rep], i);
        }
        return matchAt(p.next[rep], i) || (again && matchAt(p.arg[rep], i));
    }

    // A single-char node repeated: greedy takes all it can and backs off one at a time;
    // reluctant takes the minimum and extends one at a time.
    private boolean curly(int n, int i) {
        Pattern p = parentPattern;
        int atom = p.arg[n];
        int count = 0;
        while (count < p.min[n]) {
            if (i >= to || !charMatches(atom, i)) {
                return false;
            }
            i++;
            count++;
        }
        if (p.greedy[n]) {
            int j = i;
            while (count < p.max[n] && j < to && charMatches(atom, j)) {
                j++;
                count++;
            }
            while (true) {
                if (matchAt(p.next[n], j)) {
                    return true;
                }
                if (j == i) {
                    return false;
                }
                j--;
            }
        }
        while (true) {
            if (matchAt(p.next[n], i)) {
                return true;
            }
            if (count >= p.max[n] || i >= to || !charMatches(atom, i)) {
                return false;
            }
            i++;
            count++;
        }
    }

    // $ without MULTILINE: at the end, or before a final line terminator (\r\n as one).
    private boolean atDollar(int i) {
        if (i == to) {
            return true;
        }
        if (i == to - 2) {
            return text.charAt(i) == '\r' && text.charAt(i + 1) == '\n';
        }
        if (i == to - 1) {
            char c = text.charAt(i);
            if (c == '\n') {
                return i == 0 || text.charAt(i - 1) != '\r';
            }
            return c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
        }
        return false;
    }

    public int start() {
        if (first < 0) {
            throw new IllegalStateException();
        }
        return first;
    }

    public int start(int group) {
        checkGroup(group);
        return groups[group * 2];
    }

    public int end() {
        if (first < 0) {
            throw new IllegalStateException();
        }
        return last;
    }

    public int end(int group) {
        checkGroup(group);
        return groups[group * 2 + 1];
    }

    private void checkGroup(int group) {
        if (first < 0) {
            throw new IllegalStateException();
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException();
        }
    }

    public String group() {
        return group(0);
    }

    public String group(int group) {
        checkGroup(group);
        if (groups[group * 2] == -1 || groups[group * 2 + 1] == -1) {
            return null;
        }
        return text.subSequence(groups[group * 2], groups[group * 2 + 1]).toString();
    }

    public int groupCount() {
        return parentPattern.groupCount;
    }

    /**
     * The JDK's find() loop as one loop over the search positions (so symtest bounds the
     * text once, not once per match): after a match at [first, last) the next search starts
     * at last, or one further after an empty match.
     */
    public String replaceAll(String replacement) {
        reset();
        StringBuilder sb = null;
        boolean matched = false;
        int i = 0;
        while (i <= to) {
            matched = attempt(i);
            if (!matched) {
                i++;
                continue;
            }
            if (sb == null) {
                sb = new StringBuilder();
            }
            appendReplacement(sb, replacement);
            i = last == first ? last + 1 : last;
        }
        if (matched) {
            clearGroups(); // the JDK's last find() started past the end
        }
        if (sb == null) {
            return text.toString();
        }
        appendTail(sb);
        return sb.toString();
    }

    public String replaceFirst(String replacement) {
        if (replacement == null) {
            throw new NullPointerException();
        }
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    public Matcher appendReplacement(StringBuilder sb, String replacement) {
        if (first < 0) {
            throw new IllegalStateException();
        }
        StringBuilder result = new StringBuilder();
        appendExpandedReplacement(replacement, result);
        sb.append(text.subSequence(lastAppendPosition, first));
        sb.append(result);
        lastAppendPosition = last;
        return this;
    }

    public StringBuilder appendTail(StringBuilder sb) {
        sb.append(text.subSequence(lastAppendPosition, text.length()));
        return sb;
    }

    // The JDK's replacement syntax: \c is c; $n is group n, taking further digits while the
    // number still names a group; ${name} names no group of a pattern without named groups.
    private void appendExpandedReplacement(String replacement, StringBuilder result) {
        int cursor = 0;
        while (cursor < replacement.length()) {
            char nextChar = replacement.charAt(cursor);
            if (nextChar == '\\') {
                cursor++;
                if (cursor == replacement.length()) {
                    throw new IllegalArgumentException();
                }
                result.append(replacement.charAt(cursor));
                cursor++;
            } else if (nextChar == '$') {
                cursor++;
                if (cursor == replacement.length()) {
                    throw new IllegalArgumentException();
                }
                nextChar = replacement.charAt(cursor);
                if (nextChar == '{') {
                    throw new IllegalArgumentException(); // every ${...} case is one here
                }
                int refNum = nextChar - '0';
                if (refNum < 0 || refNum > 9) {
                    throw new IllegalArgumentException();
                }
                cursor++;
                while (cursor < replacement.length()) {
                    int nextDigit = replacement.charAt(cursor) - '0';
                    if (nextDigit < 0 || nextDigit > 9) {
                        break;
                    }
                    int newRefNum = refNum * 10 + nextDigit;
                    if (groupCount() < newRefNum) {
                        break;
                    }
                    refNum = newRefNum;
                    cursor++;
                }
                if (start(refNum) != -1 && end(refNum) != -1) {
                    result.append(text.subSequence(start(refNum), end(refNum)));
                }
            } else {
                result.append(nextChar);
                cursor++;
            }
        }
    }

    // Outside what is modelled: an unhandled call.
    private static native void surrogateMatch();
}
