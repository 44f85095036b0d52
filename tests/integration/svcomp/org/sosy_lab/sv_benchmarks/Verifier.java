package org.sosy_lab.sv_benchmarks;

/** The SV-COMP Java convention's input and assumption methods (a minimal stand-in). */
public final class Verifier {
    private Verifier() {
    }

    public static void assume(boolean condition) {
        if (!condition) {
            Runtime.getRuntime().halt(1);
        }
    }

    public static int nondetInt() {
        return new java.util.Random().nextInt();
    }

    public static boolean nondetBoolean() {
        return new java.util.Random().nextBoolean();
    }
}
