import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;

/**
 * The code point sets of java.lang.Character's classification methods and the code point maps
 * of its case mappings, as the JDK that runs this program computes them (JDK 17: Unicode 13.0).
 *
 * <pre>
 *   java UnicodeTables.java generate OUT.inc   C++ tables for symtest's solver
 *   java UnicodeTables.java check DUMP         compare a dump of symtest's tables with this JDK
 * </pre>
 *
 * The build runs "generate", so symtest's sets come from the JDK rather than from a copy of
 * Unicode's data files. "check" reads lines "name first-last first-last ..." (decimal) for the
 * sets and "map name c:v c:v ..." (every code point the map does not leave as it is) for the
 * maps, and compares every code point (and some invalid ones) against the JDK's method; then
 * random strings' String.toUpperCase/toLowerCase against the per-char mapping the String model
 * applies to them.
 */
public final class UnicodeTables {
    private static final Map<String, IntPredicate> PREDICATES = new LinkedHashMap<>();

    static {
        PREDICATES.put("isDefined", Character::isDefined);
        PREDICATES.put("isLetter", Character::isLetter);
        PREDICATES.put("isDigit", Character::isDigit);
        PREDICATES.put("isLetterOrDigit", Character::isLetterOrDigit);
        PREDICATES.put("isAlphabetic", Character::isAlphabetic);
        PREDICATES.put("isUpperCase", Character::isUpperCase);
        PREDICATES.put("isLowerCase", Character::isLowerCase);
        PREDICATES.put("isTitleCase", Character::isTitleCase);
        PREDICATES.put("isIdeographic", Character::isIdeographic);
        PREDICATES.put("isMirrored", Character::isMirrored);
        PREDICATES.put("isIdentifierIgnorable", Character::isIdentifierIgnorable);
        PREDICATES.put("isJavaIdentifierStart", Character::isJavaIdentifierStart);
        PREDICATES.put("isJavaIdentifierPart", Character::isJavaIdentifierPart);
        PREDICATES.put("isUnicodeIdentifierStart", Character::isUnicodeIdentifierStart);
        PREDICATES.put("isUnicodeIdentifierPart", Character::isUnicodeIdentifierPart);
        PREDICATES.put("isSpaceChar", Character::isSpaceChar);
        PREDICATES.put("isWhitespace", Character::isWhitespace);
    }

    // The case mappings, and toUpperCaseEx: the code point String.toUpperCase makes of one
    // (Character.ERROR, -1, where it becomes several: U+00DF to "SS"), as Character's
    // package-private method of that name.
    private static final Map<String, IntUnaryOperator> MAPS = new LinkedHashMap<>();

    static {
        MAPS.put("toUpperCase", Character::toUpperCase);
        MAPS.put("toLowerCase", Character::toLowerCase);
        MAPS.put("toTitleCase", Character::toTitleCase);
        MAPS.put("toUpperCaseEx", UnicodeTables::upperCaseEx);
        // equalsIgnoreCase's test of two chars: their upper cases are equal or the lower cases
        // of those are, that is, toLowerCase(toUpperCase(c)) is.
        MAPS.put("caseFold", c -> Character.toLowerCase(Character.toUpperCase(c)));
        MAPS.put("getType", Character::getType);
        MAPS.put("getNumericValue", Character::getNumericValue);
        // The chars of String's upper case of a char that becomes several (toUpperCaseEx is
        // ERROR: U+00DF to "SS", U+0390 to three), 0 for the others and past the last.
        MAPS.put("upperCaseSpecial1", c -> upperCaseSpecial(c, 0));
        MAPS.put("upperCaseSpecial2", c -> upperCaseSpecial(c, 1));
        MAPS.put("upperCaseSpecial3", c -> upperCaseSpecial(c, 2));
    }

    // What a code point in no run maps to: itself (the case maps), or these constants
    // (UNASSIGNED, and -1 for no numeric value), as for the invalid code points.
    private static final Map<String, Integer> CONSTANT_DEFAULTS =
            Map.of("getType", (int) Character.UNASSIGNED, "getNumericValue", -1,
                    "upperCaseSpecial1", 0, "upperCaseSpecial2", 0, "upperCaseSpecial3", 0);

    private static int unmapped(String map, int c) {
        return CONSTANT_DEFAULTS.getOrDefault(map, c);
    }

    private static int upperCaseSpecial(int c, int index) {
        if (!Character.isValidCodePoint(c) || upperCaseEx(c) != -1) {
            return 0;
        }
        String upper = new String(Character.toChars(c)).toUpperCase(Locale.ROOT);
        return index < upper.length() ? upper.charAt(index) : 0;
    }

    private static int upperCaseEx(int c) {
        if (!Character.isValidCodePoint(c)) {
            return c;
        }
        String upper = new String(Character.toChars(c)).toUpperCase(Locale.ROOT);
        return upper.codePointCount(0, upper.length()) == 1 ? upper.codePointAt(0) : -1;
    }

    // Invalid code points: every predicate is false for them in the JDK, every map keeps them.
    private static final int[] INVALID = {-1, -2, Integer.MIN_VALUE, Integer.MAX_VALUE,
            Character.MAX_CODE_POINT + 1, 0x7FFFFF, 0xFFFFFF, -0x10000};

    private UnicodeTables() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 2 && args[0].equals("generate")) {
            generate(Path.of(args[1]));
        } else if (args.length == 2 && args[0].equals("check")) {
            System.exit(check(Path.of(args[1])) ? 0 : 1);
        } else {
            System.err.println("usage: UnicodeTables (generate OUT.inc | check DUMP)");
            System.exit(2);
        }
    }

    // The ranges [first, last] of code points where p holds, in order.
    private static List<int[]> ranges(IntPredicate p) {
        List<int[]> out = new ArrayList<>();
        int start = -1;
        for (int c = 0; c <= Character.MAX_CODE_POINT + 1; c++) {
            boolean in = c <= Character.MAX_CODE_POINT && p.test(c);
            if (in && start < 0) {
                start = c;
            } else if (!in && start >= 0) {
                out.add(new int[] {start, c - 1});
                start = -1;
            }
        }
        return out;
    }

    // Runs {first, last, offset, stride, absolute}: in [first, last], every stride-th code
    // point from first maps to c + offset (absolute: to offset itself); every other code point
    // is unmapped (see unmapped). Case pairs that alternate (U+0100 A-macron, U+0101
    // a-macron, ...) are one run of stride 2; digits (U+0660..U+0669 to 0..9) a run of one
    // offset; categories and Character.ERROR runs of one value.
    private static List<int[]> runs(String map, IntUnaryOperator f) {
        List<int[]> out = new ArrayList<>();
        int c = 0;
        while (c <= Character.MAX_CODE_POINT) {
            int v = f.applyAsInt(c);
            if (v == unmapped(map, c)) {
                c++;
                continue;
            }
            int first = c;
            int relative = extent(map, f, c, 1, k -> k + v - first);
            int absolute = extent(map, f, c, 1, k -> v);
            if (absolute > relative) {
                out.add(new int[] {c, absolute, v, 1, 1});
                c = absolute + 1;
                continue;
            }
            int stride = 1;
            int last = relative;
            if (last == c) {
                last = extent(map, f, c, 2, k -> k + v - first);
                stride = last == c ? 1 : 2;
            }
            out.add(new int[] {c, last, v - c, stride, 0});
            c = last + 1;
        }
        return out;
    }

    // The last code point of a run from `first` by `stride` whose points map as `value` says
    // and whose points in between are unmapped.
    private static int extent(String map, IntUnaryOperator f, int first, int stride,
            IntUnaryOperator value) {
        int last = first;
        while (last + stride <= Character.MAX_CODE_POINT) {
            int next = last + stride;
            int v = f.applyAsInt(next);
            if (v == unmapped(map, next) || v != value.applyAsInt(next)) {
                break;
            }
            for (int k = last + 1; k < next; k++) {
                if (f.applyAsInt(k) != unmapped(map, k)) {
                    return last;
                }
            }
            last = next;
        }
        return last;
    }

    private static String cppName(String method) {
        return "k" + Character.toUpperCase(method.charAt(0)) + method.substring(1);
    }

    private static void generate(Path out) throws IOException {
        Path tmp = out.resolveSibling(out.getFileName() + ".tmp");
        try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(tmp, StandardCharsets.UTF_8))) {
            w.println("// Generated by tools/unicode/UnicodeTables.java from the JDK "
                    + Runtime.version() + ": do not edit.");
            w.println("// Code point ranges [first, last] where Character's method returns true.");
            for (Map.Entry<String, IntPredicate> e : PREDICATES.entrySet()) {
                List<int[]> rs = ranges(e.getValue());
                w.print("constexpr CodePointRange " + cppName(e.getKey()) + "[] = {");
                for (int i = 0; i < rs.size(); i++) {
                    w.print(i % 6 == 0 ? "\n    " : " ");
                    w.printf("{0x%X, 0x%X},", rs.get(i)[0], rs.get(i)[1]);
                }
                w.println("};");
            }
            w.println("constexpr GeneratedSet kGeneratedSets[] = {");
            for (String name : PREDICATES.keySet()) {
                w.println("    {\"" + name + "\", " + cppName(name) + "},");
            }
            w.println("};");
            w.println("// Runs {first, last, offset, stride, absolute} of Character's maps.");
            for (Map.Entry<String, IntUnaryOperator> e : MAPS.entrySet()) {
                List<int[]> rs = runs(e.getKey(), e.getValue());
                w.print("constexpr CodePointRun " + cppName(e.getKey()) + "[] = {");
                for (int i = 0; i < rs.size(); i++) {
                    int[] r = rs.get(i);
                    w.print(i % 3 == 0 ? "\n    " : " ");
                    w.printf("{0x%X, 0x%X, %d, %d, %b},", r[0], r[1], r[2], r[3], r[4] == 1);
                }
                w.println("};");
            }
            w.println("constexpr GeneratedMap kGeneratedMaps[] = {");
            for (String name : MAPS.keySet()) {
                Integer constant = CONSTANT_DEFAULTS.get(name);
                w.println("    {\"" + name + "\", " + cppName(name) + ", " + (constant == null)
                        + ", " + (constant == null ? 0 : constant) + "},");
            }
            w.println("};");
            w.println("constexpr std::string_view kGeneratedFrom = \"JDK " + Runtime.version()
                    + "\";");
        }
        Files.move(tmp, out, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    private static boolean check(Path dump) throws IOException {
        Map<String, List<int[]>> sets = new LinkedHashMap<>();
        Map<String, Map<Integer, Integer>> maps = new LinkedHashMap<>();
        for (String line : Files.readAllLines(dump, StandardCharsets.UTF_8)) {
            String[] parts = line.trim().split(" ");
            if (parts[0].isEmpty()) {
                continue;
            }
            if (parts[0].equals("map")) {
                // "map NAME DEFAULT c:v ...": DEFAULT is "identity" or the value of the others.
                Map<Integer, Integer> m = new java.util.HashMap<>();
                if (!parts[2].equals("identity")) {
                    m.put(UNMAPPED_KEY, Integer.parseInt(parts[2]));
                }
                for (int i = 3; i < parts.length; i++) {
                    String[] pair = parts[i].split(":");
                    m.put(Integer.parseInt(pair[0]), Integer.parseInt(pair[1]));
                }
                maps.put(parts[1], m);
                continue;
            }
            List<int[]> rs = new ArrayList<>();
            for (int i = 1; i < parts.length; i++) {
                String[] bounds = parts[i].split("-");
                rs.add(new int[] {Integer.parseInt(bounds[0]), Integer.parseInt(bounds[1])});
            }
            sets.put(parts[0], rs);
        }
        int mismatches = 0;
        long compared = 0;
        for (Map.Entry<String, IntPredicate> e : PREDICATES.entrySet()) {
            List<int[]> rs = sets.get(e.getKey());
            if (rs == null) {
                System.out.println(e.getKey() + ": missing from the dump");
                mismatches++;
                continue;
            }
            int bad = 0;
            for (int c = 0; c <= Character.MAX_CODE_POINT; c++) {
                bad += compare(e.getKey(), e.getValue(), rs, c, bad);
            }
            for (int c : INVALID) {
                bad += compare(e.getKey(), e.getValue(), rs, c, bad);
            }
            compared += Character.MAX_CODE_POINT + 1 + INVALID.length;
            System.out.println(e.getKey() + ": " + rs.size() + " ranges, " + bad + " mismatches");
            mismatches += bad;
        }
        for (String name : sets.keySet()) {
            if (!PREDICATES.containsKey(name)) {
                System.out.println(name + ": not a Character method this check knows");
                mismatches++;
            }
        }
        for (Map.Entry<String, IntUnaryOperator> e : MAPS.entrySet()) {
            Map<Integer, Integer> m = maps.get(e.getKey());
            if (m == null) {
                System.out.println(e.getKey() + ": missing from the dump");
                mismatches++;
                continue;
            }
            int bad = 0;
            for (int c = 0; c <= Character.MAX_CODE_POINT; c++) {
                bad += compareMap(e.getKey(), e.getValue(), m, c, bad);
            }
            for (int c : INVALID) {
                bad += compareMap(e.getKey(), e.getValue(), m, c, bad);
            }
            compared += Character.MAX_CODE_POINT + 1 + INVALID.length;
            System.out.println(e.getKey() + ": " + m.size() + " code points mapped, " + bad
                    + " mismatches");
            mismatches += bad;
        }
        if (maps.containsKey("toUpperCaseEx") && maps.containsKey("toLowerCase")) {
            mismatches += checkBmpCases(maps.get("toUpperCaseEx"), maps.get("toLowerCase"));
            mismatches += checkStrings(maps.get("toUpperCaseEx"), maps.get("toLowerCase"),
                    List.of(maps.get("upperCaseSpecial1"), maps.get("upperCaseSpecial2"),
                            maps.get("upperCaseSpecial3")));
        }
        System.out.println(compared + " code points compared, " + mismatches + " mismatches ("
                + "JDK " + Runtime.version() + ")");
        return mismatches == 0;
    }

    // A dumped map's constant default, under a key no code point the check compares has.
    private static final int UNMAPPED_KEY = Integer.MIN_VALUE + 1;

    private static int compareMap(String name, IntUnaryOperator f, Map<Integer, Integer> m,
            int c, int before) {
        int expected = f.applyAsInt(c);
        int actual = m.getOrDefault(c, m.getOrDefault(UNMAPPED_KEY, c));
        if (expected == actual) {
            return 0;
        }
        if (before < 5) {
            System.out.printf("%s(0x%X): JDK 0x%X, symtest 0x%X%n", name, c, expected, actual);
        }
        return 1;
    }

    // The String model's case conversion of a string that is not all ASCII (models/src/java/
    // lang/String.java): each char through toUpperCaseEx (its special chars where it expands),
    // or Character.toLowerCase (U+0130 to "i\u0307"), unless a char is a surrogate, maps outside
    // the BMP or (lower case) is the sigma, final or not by context, or a second char expands:
    // those strings are unhandled calls. Random strings of such chars against the JDK, in the root locale and the
    // default one (neither Turkish, Azeri nor Lithuanian, as the model assumes).
    private static int checkStrings(Map<Integer, Integer> upperEx, Map<Integer, Integer> lower,
            List<Map<Integer, Integer>> special) {
        Random random = new Random(20261128);
        int[] interesting = {'a', 'z', 'A', 'Z', 'i', 'I', '0', ' ', 0xB5, 0xDF, 0xE0, 0xFF, 0xC0,
                0x130, 0x131, 0x149, 0x17F, 0x1C4, 0x1C5, 0x1C6, 0x1F0, 0x390, 0x3A3, 0x3C2,
                0x3C3, 0x3B0, 0x3D0, 0x400, 0x430, 0x587, 0x10A0, 0x13A0, 0x1E96, 0x1E9E, 0x1F80,
                0x1FB3, 0x1FBC, 0x2126, 0x212A, 0x2C65, 0xA7AB, 0xAB70, 0xFB00, 0xFF21, 0xFF41,
                0xD801, 0xDC00};
        int checked = 0;
        int unhandled = 0;
        int bad = 0;
        for (int i = 0; i < 400_000; i++) {
            char[] chars = new char[random.nextInt(6)];
            for (int j = 0; j < chars.length; j++) {
                int pick = random.nextInt(4);
                chars[j] = (char) (pick == 0 ? random.nextInt(0x10000)
                        : pick == 1 ? random.nextInt(0x600) : interesting[random.nextInt(interesting.length)]);
            }
            String s = new String(chars);
            for (boolean upper : new boolean[] {true, false}) {
                String model = modelCase(chars, upper ? upperEx : lower, upper, special);
                if (model == null) {
                    unhandled++;
                    continue;
                }
                checked++;
                for (String jdk : upper ? new String[] {s.toUpperCase(Locale.ROOT), s.toUpperCase()}
                        : new String[] {s.toLowerCase(Locale.ROOT), s.toLowerCase()}) {
                    if (!jdk.equals(model)) {
                        if (bad < 5) {
                            System.out.printf("%s of %s: JDK %s, model %s%n",
                                    upper ? "toUpperCase" : "toLowerCase", codes(s), codes(jdk), codes(model));
                        }
                        bad++;
                    }
                }
            }
        }
        System.out.println("strings: " + checked + " case conversions compared, " + unhandled
                + " unhandled, " + bad + " mismatches");
        return bad;
    }

    // What the String model assumes: no char of the BMP has a one-char case outside it.
    private static int checkBmpCases(Map<Integer, Integer> upperEx, Map<Integer, Integer> lower) {
        int bad = 0;
        for (int c = 0; c <= 0xFFFF; c++) {
            for (Map<Integer, Integer> m : List.of(upperEx, lower)) {
                int v = m.getOrDefault(c, c);
                if (v > 0xFFFF) {
                    System.out.printf("0x%X: case 0x%X outside the BMP%n", c, v);
                    bad++;
                }
            }
        }
        return bad;
    }

    // As the model: a char that becomes several in upper case takes its chars from the special
    // maps (0 past the last), U+0130 becomes "i\u0307" in lower case; surrogates, chars whose case
    // is outside the BMP, the sigma (final by context) and a second char that expands are
    // unhandled (null).
    private static String modelCase(char[] chars, Map<Integer, Integer> map, boolean upper,
            List<Map<Integer, Integer>> special) {
        StringBuilder out = new StringBuilder();
        int expanding = 0;
        for (int i = 0; i < chars.length; i++) {
            int c = chars[i];
            int v = map.getOrDefault(c, c);
            if (Character.isSurrogate(chars[i]) || v > 0xFFFF || (!upper && c == 0x3A3)) {
                return null;
            }
            if ((!upper && c == 0x130) || v < 0) {
                if (++expanding > 1) {
                    return null;
                }
            }
            if (!upper && c == 0x130) {
                out.append('i').append('\u0307');
            } else if (v >= 0) {
                out.append((char) v);
            } else {
                for (Map<Integer, Integer> m : special) {
                    int s = m.getOrDefault(c, m.getOrDefault(UNMAPPED_KEY, 0));
                    if (s != 0) {
                        out.append((char) s);
                    }
                }
            }
        }
        return out.toString();
    }

    private static String codes(String s) {
        StringBuilder b = new StringBuilder("\"");
        s.chars().forEach(c -> b.append(String.format("\\u%04X", c)));
        return b.append('"').toString();
    }

    private static int compare(String name, IntPredicate p, List<int[]> rs, int c, int before) {
        boolean expected = p.test(c);
        int lo = 0;
        int hi = rs.size() - 1;
        boolean actual = false;
        while (lo <= hi && !actual) { // binary search: the ranges are sorted
            int mid = (lo + hi) >>> 1;
            int[] r = rs.get(mid);
            if (c < r[0]) {
                hi = mid - 1;
            } else if (c > r[1]) {
                lo = mid + 1;
            } else {
                actual = true;
            }
        }
        if (expected == actual) {
            return 0;
        }
        if (before < 5) {
            System.out.printf("%s(0x%X): JDK %b, symtest %b%n", name, c, expected, actual);
        }
        return 1;
    }
}
