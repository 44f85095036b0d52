import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compares the coverage symtest predicts for its tests with what JaCoCo measured.
 *
 * <pre>
 * usage: CompareCoverage --jacoco JACOCO.json SYMTEST.json...
 * </pre>
 *
 * JACOCO.json is the output of {@link CoverageReport} ({@code {"methods":[...]}}).
 * Each SYMTEST.json is a symtest {@code --json} report with a top-level array
 * {@code "classCoverage"} of {@code {"class","method","descriptor","instructions":
 * {"covered","total"},"branches":{"covered","total"}}}; an optional {@code "lines"}
 * counter is compared as well when symtest reports it.
 *
 * For every symtest entry the JaCoCo entry with the same class, method and descriptor
 * must exist and have equal counters. JaCoCo omits methods that have no instructions
 * left after its filters (a private empty constructor, for example); a symtest entry
 * whose counters are all 0/0 matches such a missing entry.
 *
 * Prints one table row per method and a summary line
 * {@code compare: N equal, M differ}. Exit status: 0 all equal (and at least one
 * method compared), 1 some differ or nothing was compared, 2 bad input.
 */
public final class CompareCoverage {
    private CompareCoverage() {
    }

    private static final String[] COUNTERS = {"instructions", "branches", "lines"};

    public static void main(String[] args) {
        String jacocoFile = null;
        List<String> symtestFiles = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--jacoco") && i + 1 < args.length) {
                jacocoFile = args[++i];
            } else if (args[i].startsWith("-")) {
                fail("unknown option " + args[i]);
            } else {
                symtestFiles.add(args[i]);
            }
        }
        if (jacocoFile == null || symtestFiles.isEmpty()) {
            fail("usage: CompareCoverage --jacoco JACOCO.json SYMTEST.json...");
        }

        Map<String, Map<String, Object>> jacoco = new LinkedHashMap<>();
        for (Object o : array(object(read(jacocoFile), jacocoFile), "methods", jacocoFile)) {
            Map<String, Object> m = object(o, jacocoFile);
            jacoco.put(key(m, jacocoFile), m);
        }

        List<Map<String, Object>> predicted = new ArrayList<>();
        for (String f : symtestFiles) {
            for (Object o : array(object(read(f), f), "classCoverage", f)) {
                predicted.add(object(o, f));
            }
        }

        boolean withLines = false;
        for (Map<String, Object> s : predicted) {
            withLines |= s.containsKey("lines");
        }

        List<String[]> rows = new ArrayList<>();
        rows.add(withLines
                ? new String[] {"method", "instr symtest", "instr jacoco", "branch symtest",
                    "branch jacoco", "lines symtest", "lines jacoco", "result"}
                : new String[] {"method", "instr symtest", "instr jacoco", "branch symtest",
                    "branch jacoco", "result"});
        int equal = 0;
        int differ = 0;
        Set<String> seen = new LinkedHashSet<>();
        Set<String> classes = new LinkedHashSet<>();
        for (Map<String, Object> s : predicted) {
            String k = key(s, "symtest JSON");
            classes.add(str(s, "class", "symtest JSON"));
            if (!seen.add(k)) {
                continue; // the same method reported by two runs: compare once
            }
            Map<String, Object> j = jacoco.get(k);
            List<String> row = new ArrayList<>();
            row.add(k);
            String result;
            if (j == null && zeroTotals(s)) {
                // JaCoCo leaves out methods without instructions after filtering
                // (e.g. a private empty no-argument constructor): that is 0/0.
                j = new LinkedHashMap<>();
                for (String c : COUNTERS) {
                    Map<String, Object> zero = new LinkedHashMap<>();
                    zero.put("covered", 0L);
                    zero.put("total", 0L);
                    j.put(c, zero);
                }
            }
            if (j == null) {
                result = "MISSING in JaCoCo";
            } else {
                List<String> bad = new ArrayList<>();
                for (String c : COUNTERS) {
                    if (c.equals("lines") && !s.containsKey("lines")) {
                        continue;
                    }
                    if (!counter(s, c).equals(counter(j, c))) {
                        bad.add(c);
                    }
                }
                result = bad.isEmpty() ? "ok" : "MISMATCH " + String.join(",", bad);
            }
            for (String c : COUNTERS) {
                if (c.equals("lines") && !withLines) {
                    continue;
                }
                row.add(s.containsKey(c) ? counter(s, c) : "-");
                row.add(j == null ? "-" : counter(j, c));
            }
            row.add(result);
            rows.add(row.toArray(new String[0]));
            if (result.equals("ok")) {
                equal++;
            } else {
                differ++;
            }
        }
        printTable(rows);

        for (Map.Entry<String, Map<String, Object>> e : jacoco.entrySet()) {
            String cls = str(e.getValue(), "class", jacocoFile);
            if (classes.contains(cls) && !seen.contains(e.getKey())) {
                System.out.println("note: not reported by symtest: " + e.getKey()
                        + " (jacoco " + counter(e.getValue(), "instructions") + " instructions)");
            }
        }
        if (equal + differ == 0) {
            System.out.println("compare: no methods to compare (symtest classCoverage is empty)");
            System.exit(1);
        }
        System.out.println("compare: " + equal + " equal, " + differ + " differ");
        System.exit(differ == 0 ? 0 : 1);
    }

    private static boolean zeroTotals(Map<String, Object> m) {
        for (String c : COUNTERS) {
            String v = m.containsKey(c) ? counter(m, c) : "0/0";
            if (!v.equals("0/0")) {
                return false;
            }
        }
        return true;
    }

    private static String key(Map<String, Object> m, String where) {
        return str(m, "class", where) + "." + str(m, "method", where) + str(m, "descriptor", where);
    }

    private static String counter(Map<String, Object> m, String name) {
        Object o = m.get(name);
        if (!(o instanceof Map)) {
            return "?";
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> c = (Map<String, Object>) o;
        return c.get("covered") + "/" + c.get("total");
    }

    private static void printTable(List<String[]> rows) {
        int n = rows.get(0).length;
        int[] w = new int[n];
        for (String[] r : rows) {
            for (int i = 0; i < n; i++) {
                w[i] = Math.max(w[i], r[i].length());
            }
        }
        for (String[] r : rows) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < n; i++) {
                b.append(r[i]);
                if (i + 1 < n) {
                    b.append(" ".repeat(w[i] - r[i].length() + 2));
                }
            }
            System.out.println(b);
        }
    }

    private static Object read(String file) {
        String text;
        try {
            text = new String(Files.readAllBytes(Paths.get(file)), StandardCharsets.UTF_8);
        } catch (IOException e) {
            fail("cannot read " + file + ": " + e.getMessage());
            return null;
        }
        try {
            return new Json(text).document();
        } catch (IllegalArgumentException e) {
            fail(file + ": " + e.getMessage());
            return null;
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(Object o, String where) {
        if (!(o instanceof Map)) {
            fail(where + ": expected a JSON object");
        }
        return (Map<String, Object>) o;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> array(Map<String, Object> m, String name, String where) {
        Object o = m.get(name);
        if (!(o instanceof List)) {
            fail(where + ": no top-level array \"" + name + "\"");
        }
        return (List<Object>) o;
    }

    private static String str(Map<String, Object> m, String name, String where) {
        Object o = m.get(name);
        if (!(o instanceof String)) {
            fail(where + ": entry without string \"" + name + "\": " + m);
        }
        return (String) o;
    }

    private static void fail(String message) {
        System.err.println("CompareCoverage: " + message);
        System.exit(2);
    }

    /** A small JSON reader: objects, arrays, strings, numbers, true, false, null. */
    static final class Json {
        private final String s;
        private int pos;

        Json(String s) {
            this.s = s;
        }

        Object document() {
            Object v = value();
            skipSpace();
            if (pos != s.length()) {
                throw error("trailing characters");
            }
            return v;
        }

        private Object value() {
            skipSpace();
            if (pos >= s.length()) {
                throw error("unexpected end of input");
            }
            char c = s.charAt(pos);
            switch (c) {
                case '{':
                    return object();
                case '[':
                    return array();
                case '"':
                    return string();
                case 't':
                    return literal("true", Boolean.TRUE);
                case 'f':
                    return literal("false", Boolean.FALSE);
                case 'n':
                    return literal("null", null);
                default:
                    if (c == '-' || (c >= '0' && c <= '9')) {
                        return number();
                    }
                    throw error("unexpected character '" + c + "'");
            }
        }

        private Map<String, Object> object() {
            Map<String, Object> m = new LinkedHashMap<>();
            pos++;
            skipSpace();
            if (peek() == '}') {
                pos++;
                return m;
            }
            while (true) {
                skipSpace();
                if (peek() != '"') {
                    throw error("expected a member name");
                }
                String k = string();
                skipSpace();
                expect(':');
                m.put(k, value());
                skipSpace();
                if (peek() == ',') {
                    pos++;
                } else {
                    expect('}');
                    return m;
                }
            }
        }

        private List<Object> array() {
            List<Object> a = new ArrayList<>();
            pos++;
            skipSpace();
            if (peek() == ']') {
                pos++;
                return a;
            }
            while (true) {
                a.add(value());
                skipSpace();
                if (peek() == ',') {
                    pos++;
                } else {
                    expect(']');
                    return a;
                }
            }
        }

        private String string() {
            StringBuilder b = new StringBuilder();
            pos++;
            while (true) {
                if (pos >= s.length()) {
                    throw error("unterminated string");
                }
                char c = s.charAt(pos++);
                if (c == '"') {
                    return b.toString();
                }
                if (c != '\\') {
                    b.append(c);
                    continue;
                }
                if (pos >= s.length()) {
                    throw error("unterminated string");
                }
                char e = s.charAt(pos++);
                switch (e) {
                    case '"': b.append('"'); break;
                    case '\\': b.append('\\'); break;
                    case '/': b.append('/'); break;
                    case 'b': b.append('\b'); break;
                    case 'f': b.append('\f'); break;
                    case 'n': b.append('\n'); break;
                    case 'r': b.append('\r'); break;
                    case 't': b.append('\t'); break;
                    case 'u':
                        if (pos + 4 > s.length()) {
                            throw error("bad \\u escape");
                        }
                        try {
                            b.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
                        } catch (NumberFormatException ex) {
                            throw error("bad \\u escape");
                        }
                        pos += 4;
                        break;
                    default:
                        throw error("bad escape \\" + e);
                }
            }
        }

        private Object number() {
            int start = pos;
            if (peek() == '-') {
                pos++;
            }
            boolean integral = true;
            while (pos < s.length()) {
                char c = s.charAt(pos);
                if (c >= '0' && c <= '9') {
                    pos++;
                } else if (c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
                    integral = false;
                    pos++;
                } else {
                    break;
                }
            }
            String t = s.substring(start, pos);
            try {
                return integral ? (Object) Long.valueOf(t) : (Object) Double.valueOf(t);
            } catch (NumberFormatException e) {
                throw error("bad number " + t);
            }
        }

        private Object literal(String word, Object v) {
            if (!s.startsWith(word, pos)) {
                throw error("unexpected token");
            }
            pos += word.length();
            return v;
        }

        private void skipSpace() {
            while (pos < s.length()) {
                char c = s.charAt(pos);
                if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                    pos++;
                } else {
                    break;
                }
            }
        }

        private char peek() {
            return pos < s.length() ? s.charAt(pos) : '\0';
        }

        private void expect(char c) {
            if (peek() != c) {
                throw error("expected '" + c + "'");
            }
            pos++;
        }

        private IllegalArgumentException error(String what) {
            int line = 1;
            for (int i = 0; i < pos && i < s.length(); i++) {
                if (s.charAt(i) == '\n') {
                    line++;
                }
            }
            return new IllegalArgumentException("JSON error at line " + line + ": " + what);
        }
    }
}
