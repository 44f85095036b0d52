package symtestdriver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Runs the regex models (symtestcheck.regex) and java.util.regex side by side on random
 * patterns (from a grammar of the modelled subset, plus syntax outside it and broken syntax)
 * and random inputs (line terminators, a surrogate pair, Latin-1 letters included), and
 * compares transcripts: compile errors, matches, lookingAt, every find with its groups, start
 * and end, find(int), split with several limits, replaceAll and replaceFirst with replacement
 * strings ($n, \ escapes, errors), and Pattern.quote. A model's unhandled call (its native
 * methods: an UnsatisfiedLinkError here) is counted apart, never compared.
 */
public final class RegexCheck {
    private static final String[] REPLACEMENTS = {"", "x", "$0", "$1", "<$1>", "$2", "$10",
            "$12", "\\$", "\\\\", "$", "\\", "${a}", "$x", "a$0b"};
    private static final String INPUT_CHARS = "abc ,-01.\n\r\u00e9\u0085";

    private final Random random;
    private long trials;
    private long compared;
    private long unhandled;
    private long syntaxErrors;
    private long mismatches;

    private RegexCheck(long seed) {
        random = new Random(seed);
    }

    public static void main(String[] args) {
        long n = args.length > 0 ? Long.parseLong(args[0]) : 200_000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 17;
        RegexCheck check = new RegexCheck(seed);
        for (long i = 0; i < n; i++) {
            check.trial();
        }
        System.out.printf("regex: %d trials, %d compared, %d unhandled (%d of them invalid in the"
                + " JDK too), %d mismatches%n", check.trials, check.compared, check.unhandled,
                check.syntaxErrors, check.mismatches);
        System.exit(check.mismatches == 0 ? 0 : 1);
    }

    private void trial() {
        trials++;
        String regex = random.nextInt(20) == 0 ? junk() : pattern(3);
        String input = input();
        String expected = transcriptJdk(regex, input);
        String actual;
        try {
            actual = transcriptModel(regex, input);
        } catch (UnsatisfiedLinkError e) {
            unhandled++;
            if (expected.equals("syntax")) {
                syntaxErrors++;
            }
            return;
        }
        compared++;
        if (!expected.equals(actual)) {
            mismatches++;
            if (mismatches <= 10) {
                System.out.println("MISMATCH regex " + show(regex) + " input " + show(input));
                System.out.println("  jdk:   " + show(expected));
                System.out.println("  model: " + show(actual));
            }
        }
    }

    private static String show(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c < 0x20 || c > 0x7e) {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append('"').toString();
    }

    // ---- Random patterns and inputs.

    private String pattern(int depth) {
        int choice = random.nextInt(depth <= 0 ? 6 : 12);
        switch (choice) {
            case 0:
            case 1:
                return literal();
            case 2:
                return ".";
            case 3:
                return charClass();
            case 4:
                return new String[] {"\\d", "\\D", "\\s", "\\S", "\\w", "\\W"}[random.nextInt(6)];
            case 5:
                return random.nextBoolean() ? "^" : "$";
            case 6:
                return (random.nextBoolean() ? "(" : "(?:") + pattern(depth - 1) + ")";
            case 7:
                return pattern(depth - 1) + "|" + pattern(depth - 1);
            case 8:
            case 9:
                return pattern(depth - 1) + pattern(depth - 1)
                        + (random.nextBoolean() ? pattern(depth - 1) : "");
            default:
                return atomFor(depth) + quantifier();
        }
    }

    private String atomFor(int depth) {
        switch (random.nextInt(4)) {
            case 0:
                return literal();
            case 1:
                return charClass();
            case 2:
                return ".";
            default:
                return "(" + pattern(depth - 1) + ")";
        }
    }

    private String quantifier() {
        String q;
        switch (random.nextInt(7)) {
            case 0:
                q = "*";
                break;
            case 1:
                q = "+";
                break;
            case 2:
                q = "?";
                break;
            case 3:
                q = "{" + random.nextInt(3) + "}";
                break;
            case 4:
                q = "{" + random.nextInt(3) + ",}";
                break;
            case 5: {
                int a = random.nextInt(3);
                q = "{" + a + "," + (a + random.nextInt(3)) + "}";
                break;
            }
            default:
                q = "{" + random.nextInt(2) + ",1}";
                break;
        }
        int mode = random.nextInt(6);
        return q + (mode == 0 ? "?" : mode == 1 && random.nextInt(4) == 0 ? "+" : "");
    }

    private String literal() {
        String[] options = {"a", "b", "c", " ", ",", "-", "0", "1", "\\.", "\\-", "\\t", "\\n",
                "\\r", "\\\\", "\u00e9", "\\Qa.\\E", "\\Q\\E", "}", "]", "\\$", "\\x61", "\\x{2c}",
                "\\u0062", "\\0141", "\\x2D", "\\011"};
        return options[random.nextInt(options.length)];
    }

    private String charClass() {
        StringBuilder sb = new StringBuilder("[");
        if (random.nextInt(3) == 0) {
            sb.append('^');
        }
        int items = 1 + random.nextInt(3);
        String[] options = {"a", "b", "c", "a-c", "0-9", " ", ",", "-", "\\d", "\\s", "\\w",
                "\\W", "\\D", "\\S", ".", "\\n", "\u00e9", "\\]", "\\[", "b-a", "\\x00-\\x2c",
                "\\x61-c", "a-\\u0062", "\\x{e9}", "\\0055", "\\x2d"};
        for (int i = 0; i < items; i++) {
            sb.append(options[random.nextInt(options.length)]);
        }
        return sb.append(']').toString();
    }

    // Syntax outside the subset, or broken.
    private String junk() {
        String[] options = {"(", ")", "[", "[]", "{", "*a", "a**", "\\", "\\b", "\\1", "(a)\\1",
                "a{2,1}", "(?=a)", "(?i)a", "\\p{L}", "[a&&b]", "[[a]]", "a++", "(a*)*", "()+",
                "\\x4", "a{", "\\Qa", "(?<n>a)", "\\z", "[\\d-z]", "x{1,2", "\ud83d", "\\x{}",
                "\\x{110000}", "\\x{1F600}", "\\uD83D", "\\08", "\\u12", "[\\x61-\\x{41}]"};
        return options[random.nextInt(options.length)] + (random.nextBoolean() ? pattern(1) : "");
    }

    private String input() {
        int n = random.nextInt(9);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (random.nextInt(40) == 0) {
                sb.append("\ud83d\ude00");
            } else if (random.nextInt(60) == 0) {
                sb.append('\u2028');
            } else {
                sb.append(INPUT_CHARS.charAt(random.nextInt(INPUT_CHARS.length())));
            }
        }
        return sb.toString();
    }

    // ---- Transcripts: what each side does, as text.

    private static String attempt(Supplier<String> step) {
        try {
            return step.get();
        } catch (UnsatisfiedLinkError e) {
            throw e;
        } catch (RuntimeException e) {
            return "!" + e.getClass().getSimpleName();
        }
    }

    private String transcriptJdk(String regex, String input) {
        java.util.regex.Pattern p;
        try {
            p = java.util.regex.Pattern.compile(regex);
        } catch (java.util.regex.PatternSyntaxException e) {
            return "syntax";
        }
        StringBuilder t = new StringBuilder();
        t.append("groups ").append(p.matcher("").groupCount());
        t.append(" matches ").append(attempt(() -> "" + p.matcher(input).matches()));
        t.append(" lookingAt ").append(attempt(() -> {
            java.util.regex.Matcher m = p.matcher(input);
            return m.lookingAt() ? "true " + m.start() + "-" + m.end() + groups(m) : "false";
        }));
        java.util.regex.Matcher m = p.matcher(input);
        for (int i = 0; i < 12; i++) {
            boolean found = m.find();
            t.append(" find ").append(found ? m.start() + "-" + m.end() + groups(m) : "none");
            if (!found) {
                t.append(attempt(() -> "" + m.start()));
                break;
            }
        }
        for (int k = -1; k <= input.length() + 1; k += 2) {
            int from = k;
            t.append(" find(").append(k).append(") ").append(attempt(() -> {
                java.util.regex.Matcher mk = p.matcher(input);
                return mk.find(from) ? mk.start() + "-" + mk.end() : "none";
            }));
        }
        for (int limit = -1; limit <= 3; limit++) {
            t.append(" split").append(limit).append(' ')
                    .append(Arrays.toString(p.split(input, limit)));
        }
        t.append(" string.split ").append(Arrays.toString(input.split(regex)));
        for (String r : REPLACEMENTS) {
            t.append(" all[").append(r).append("] ")
                    .append(attempt(() -> p.matcher(input).replaceAll(r)));
            t.append(" first[").append(r).append("] ")
                    .append(attempt(() -> p.matcher(input).replaceFirst(r)));
        }
        t.append(" string.replaceAll ").append(attempt(() -> input.replaceAll(regex, "<$0>")));
        t.append(" quote ").append(java.util.regex.Pattern.quote(input)).append(' ')
                .append(java.util.regex.Pattern.matches(java.util.regex.Pattern.quote(regex),
                        regex));
        return t.toString();
    }

    // Both matchers implement java.util.regex.MatchResult (the model's through run.sh).
    private static String groups(java.util.regex.MatchResult m) {
        StringBuilder sb = new StringBuilder();
        for (int g = 0; g <= m.groupCount(); g++) {
            sb.append(" g").append(g).append('=').append(m.group(g)).append('@')
                    .append(m.start(g)).append(',').append(m.end(g));
        }
        return sb.toString();
    }

    private String transcriptModel(String regex, String input) {
        symtestcheck.regex.Pattern p;
        try {
            p = symtestcheck.regex.Pattern.compile(regex);
        } catch (UnsatisfiedLinkError e) {
            throw e;
        } catch (RuntimeException e) {
            return "compile threw " + e;
        }
        StringBuilder t = new StringBuilder();
        t.append("groups ").append(p.matcher("").groupCount());
        t.append(" matches ").append(attempt(() -> "" + p.matcher(input).matches()));
        t.append(" lookingAt ").append(attempt(() -> {
            symtestcheck.regex.Matcher m = p.matcher(input);
            return m.lookingAt() ? "true " + m.start() + "-" + m.end() + groups(m)
                    : "false";
        }));
        symtestcheck.regex.Matcher m = p.matcher(input);
        for (int i = 0; i < 12; i++) {
            boolean found = m.find();
            t.append(" find ").append(found ? m.start() + "-" + m.end() + groups(m)
                    : "none");
            if (!found) {
                t.append(attempt(() -> "" + m.start()));
                break;
            }
        }
        for (int k = -1; k <= input.length() + 1; k += 2) {
            int from = k;
            t.append(" find(").append(k).append(") ").append(attempt(() -> {
                symtestcheck.regex.Matcher mk = p.matcher(input);
                return mk.find(from) ? mk.start() + "-" + mk.end() : "none";
            }));
        }
        for (int limit = -1; limit <= 3; limit++) {
            t.append(" split").append(limit).append(' ')
                    .append(Arrays.toString(p.split(input, limit)));
        }
        t.append(" string.split ").append(Arrays.toString(p.split(input, 0)));
        for (String r : REPLACEMENTS) {
            t.append(" all[").append(r).append("] ")
                    .append(attempt(() -> p.matcher(input).replaceAll(r)));
            t.append(" first[").append(r).append("] ")
                    .append(attempt(() -> p.matcher(input).replaceFirst(r)));
        }
        t.append(" string.replaceAll ")
                .append(attempt(() -> p.matcher(input).replaceAll("<$0>")));
        t.append(" quote ").append(symtestcheck.regex.Pattern.quote(input)).append(' ')
                .append(symtestcheck.regex.Pattern.matches(
                        symtestcheck.regex.Pattern.quote(regex), regex));
        return t.toString();
    }
}
