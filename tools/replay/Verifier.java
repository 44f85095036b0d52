package org.sosy_lab.sv_benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

/**
 * The SV-COMP Verifier for replaying a witness on the JVM: each nondet call returns the next
 * value of the witness file named by the system property symtest.witness, one value per line
 * ("int 5", "boolean true", "char 97", "long -3", "string 61 62" with UTF-16 units in hex, or
 * "string null", "float 3f800000" and "double 3ff0000000000000" as IEEE bits in hex). A witness that runs out, or a value of the wrong kind, or a failed assume
 * means the JVM took another path than the one symtest predicted: the process halts with
 * status 3 and says so on stderr.
 */
public final class Verifier {
    private static List<String> values;
    private static int next;

    private Verifier() {
    }

    private static String take(String kind) {
        if (values == null) {
            String file = System.getProperty("symtest.witness");
            try {
                values = Files.readAllLines(Paths.get(file), StandardCharsets.UTF_8);
            } catch (IOException | RuntimeException e) {
                diverged("cannot read the witness file " + file + ": " + e);
            }
        }
        if (next >= values.size()) {
            diverged("the program asks for more values than the witness has (" + kind + ")");
        }
        String line = values.get(next++);
        if (!line.startsWith(kind + " ")) {
            diverged("the program asks for a " + kind + ", the witness has '" + line + "'");
        }
        return line.substring(kind.length() + 1);
    }

    private static void diverged(String why) {
        System.err.println("symtest replay: " + why);
        Runtime.getRuntime().halt(3);
    }

    public static void assume(boolean condition) {
        if (!condition) {
            diverged("an assumption does not hold");
        }
    }

    public static boolean nondetBoolean() {
        return Boolean.parseBoolean(take("boolean"));
    }

    public static byte nondetByte() {
        return (byte) Integer.parseInt(take("int"));
    }

    public static char nondetChar() {
        return (char) Integer.parseInt(take("char"));
    }

    public static short nondetShort() {
        return (short) Integer.parseInt(take("int"));
    }

    public static int nondetInt() {
        return Integer.parseInt(take("int"));
    }

    public static long nondetLong() {
        return Long.parseLong(take("long"));
    }

    public static String nondetString() {
        String units = take("string");
        if (units.equals("null")) {
            return null;
        }
        StringBuilder s = new StringBuilder();
        for (String u : units.trim().isEmpty() ? new String[0] : units.trim().split(" ")) {
            s.append((char) Integer.parseInt(u, 16));
        }
        return s.toString();
    }

    public static float nondetFloat() {
        return Float.intBitsToFloat(Integer.parseUnsignedInt(take("float"), 16));
    }

    public static double nondetDouble() {
        return Double.longBitsToDouble(Long.parseUnsignedLong(take("double"), 16));
    }
}
