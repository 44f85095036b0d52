package symtest.costagent;

/**
 * The number of bytecode instructions the instrumented classes executed since the last reset,
 * outside class initializers.
 */
public final class Counter {
    private static long count;
    // Class initializers running: their instructions, and those of what they call, run once
    // per JVM and are not counted (nor does symtest's instruction cost count them).
    private static int initializing;

    private Counter() {}

    public static void tick() {
        if (initializing == 0) {
            count++;
        }
    }

    public static void enterInitializer() {
        initializing++;
    }

    public static void exitInitializer() {
        initializing--;
    }

    public static void reset() {
        count = 0;
    }

    public static long value() {
        return count;
    }
}
