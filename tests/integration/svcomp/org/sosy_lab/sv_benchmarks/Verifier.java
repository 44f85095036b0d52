package org.sosy_lab.sv_benchmarks;

import java.util.Random;

/** The SV-COMP Java convention's input and assumption methods (a minimal stand-in). */
public final class Verifier {
    private static final Random RANDOM = new Random();

    private Verifier() {
    }

    public static void assume(boolean condition) {
        if (!condition) {
            Runtime.getRuntime().halt(1);
        }
    }

    public static boolean nondetBoolean() {
        return RANDOM.nextBoolean();
    }

    public static byte nondetByte() {
        return (byte) RANDOM.nextInt();
    }

    public static char nondetChar() {
        return (char) RANDOM.nextInt();
    }

    public static short nondetShort() {
        return (short) RANDOM.nextInt();
    }

    public static int nondetInt() {
        return RANDOM.nextInt();
    }

    public static long nondetLong() {
        return RANDOM.nextLong();
    }

    public static String nondetString() {
        return Long.toString(RANDOM.nextLong(), 36);
    }

    public static float nondetFloat() {
        return Float.intBitsToFloat(RANDOM.nextInt());
    }

    public static double nondetDouble() {
        return Double.longBitsToDouble(RANDOM.nextLong());
    }
}
