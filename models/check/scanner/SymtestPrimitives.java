package symtestcheck.util;

/**
 * The engine primitives the Scanner model calls, for the check: the texts the check scans are
 * built by the program (isInput false), so the model reads them whole and never reaches its
 * read limit; reaching it would be a mismatch.
 */
final class SymtestPrimitives {
    private SymtestPrimitives() {
    }

    static boolean isInput(Object o) {
        return false;
    }

    static void bound() {
        throw new AssertionError("the read limit applies to input texts only");
    }

    /** The release of the JDK running the check: the one the models follow here. */
    static int jdkRelease() {
        return Runtime.version().feature();
    }
}
