package symtestcheck.util;

import java.util.Random;
import java.util.Scanner;

/**
 * Runs the model of a Scanner over a String and the JDK's Scanner side by side on random
 * texts (integers in and out of int and long range, signs, booleans in mixed case, words,
 * non-ASCII digits and group separators, which are locale-dependent and so unhandled) joined
 * by random delimiters and line ends (\r\n, \r, \n, \u2028, \u0085, U+001C, and U+00A0, which
 * is no delimiter), and compares every result and exception class of random call sequences:
 * hasNext, next, hasNextInt, nextInt, hasNextLong, nextLong, hasNextShort, nextShort,
 * hasNextByte, nextByte, hasNextBoolean, nextBoolean,
 * hasNextLine, nextLine and close (then calls after it, where the JDK's caches still answer).
 */
public final class ScannerCheck {
    private static final String[] TOKENS = {"12", "-7", "+3", "0", "007", "2147483647",
            "2147483648", "-2147483648", "-2147483649", "9223372036854775807",
            "9223372036854775808", "-9223372036854775808", "abc", "true", "FALSE", "tRuE",
            "truex", "x", "-", "+", "1a", "a1", "\u0663", "1,000", "5-", "\u00e9", "127", "128",
            "-128", "-129", "32767", "32768", "-32768", "-32769"};
    private static final String[] DELIMITERS = {" ", "  ", "\t", "\n", "\r\n", "\r", "\u2028",
            "\u0085", "\u001c", "\u00a0", " \n ", "\n\n", ""};

    private interface Step {
        String run();
    }

    public static void main(String[] args) {
        long n = args.length > 0 ? Long.parseLong(args[0]) : 200_000;
        Random random = new Random(args.length > 1 ? Long.parseLong(args[1]) : 17);
        long compared = 0;
        long unhandled = 0;
        long mismatches = 0;
        for (long t = 0; t < n; t++) {
            StringBuilder sb = new StringBuilder();
            if (random.nextBoolean()) {
                sb.append(DELIMITERS[random.nextInt(DELIMITERS.length)]);
            }
            int tokens = random.nextInt(5);
            for (int i = 0; i < tokens; i++) {
                sb.append(TOKENS[random.nextInt(TOKENS.length)]);
                sb.append(DELIMITERS[random.nextInt(DELIMITERS.length)]);
            }
            String text = sb.toString();
            long opSeed = random.nextLong();
            int ops = 1 + random.nextInt(10);
            String expected = run(new Scanner(text), null, new Random(opSeed), ops);
            String actual;
            try {
                actual = run(null, new SymtestStringScanner(text), new Random(opSeed), ops);
            } catch (UnsatisfiedLinkError e) {
                unhandled++;
                continue;
            }
            compared++;
            if (!expected.equals(actual)) {
                mismatches++;
                if (mismatches <= 10) {
                    System.out.println("MISMATCH text " + show(text));
                    System.out.println("  jdk:   " + show(expected));
                    System.out.println("  model: " + show(actual));
                }
            }
        }
        System.out.printf("scanner: %d sequences compared, %d unhandled, %d mismatches%n",
                compared, unhandled, mismatches);
        System.exit(mismatches == 0 ? 0 : 1);
    }

    private static String attempt(Step step) {
        try {
            return step.run();
        } catch (UnsatisfiedLinkError e) {
            throw e;
        } catch (RuntimeException e) {
            return "!" + e.getClass().getSimpleName();
        }
    }

    private static String run(Scanner jdk, SymtestStringScanner model, Random r, int ops) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < ops; i++) {
            int op = r.nextInt(15);
            String result;
            switch (op) {
                case 0:
                    result = attempt(() -> "" + (jdk != null ? jdk.hasNext() : model.hasNext()));
                    break;
                case 1:
                    result = attempt(() -> jdk != null ? jdk.next() : model.next());
                    break;
                case 2:
                    result = attempt(() -> "" + (jdk != null ? jdk.hasNextInt()
                            : model.hasNextInt()));
                    break;
                case 3:
                    result = attempt(() -> "" + (jdk != null ? jdk.nextInt() : model.nextInt()));
                    break;
                case 4:
                    result = attempt(() -> "" + (jdk != null ? jdk.hasNextLong()
                            : model.hasNextLong()));
                    break;
                case 5:
                    result = attempt(() -> "" + (jdk != null ? jdk.nextLong()
                            : model.nextLong()));
                    break;
                case 6:
                    result = attempt(() -> "" + (jdk != null ? jdk.hasNextBoolean()
                            : model.hasNextBoolean()));
                    break;
                case 7:
                    result = attempt(() -> "" + (jdk != null ? jdk.nextBoolean()
                            : model.nextBoolean()));
                    break;
                case 8:
                    result = attempt(() -> "" + (jdk != null ? jdk.hasNextLine()
                            : model.hasNextLine()));
                    break;
                case 9:
                    result = attempt(() -> jdk != null ? jdk.nextLine() : model.nextLine());
                    break;
                case 11:
                    result = attempt(() -> "" + (jdk != null ? jdk.hasNextShort()
                            : model.hasNextShort()));
                    break;
                case 12:
                    result = attempt(() -> "" + (jdk != null ? jdk.nextShort()
                            : model.nextShort()));
                    break;
                case 13:
                    result = attempt(() -> "" + (jdk != null ? jdk.hasNextByte()
                            : model.hasNextByte()));
                    break;
                case 14:
                    result = attempt(() -> "" + (jdk != null ? jdk.nextByte() : model.nextByte()));
                    break;
                default:
                    result = attempt(() -> {
                        if (jdk != null) {
                            jdk.close();
                        } else {
                            model.close();
                        }
                        return "closed";
                    });
                    break;
            }
            out.append(' ').append(op).append('=').append(result);
        }
        return out.toString();
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
}
