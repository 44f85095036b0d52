package symtestcheck.util;

/**
 * The engine primitives the java.util models call, for the check: a failed assume is an
 * AssertionError (a model built an object that breaks its own invariant: a mismatch), and
 * every object is created by the program (isInput false).
 */
final class SymtestPrimitives {
    private SymtestPrimitives() {
    }

    static void assume(boolean condition) {
        if (!condition) {
            throw new AssertionError("assume failed");
        }
    }

    static boolean isInput(Object o) {
        return false;
    }

    /** The release of the JDK running the check: the one the models follow here. */
    static int jdkRelease() {
        return Runtime.version().feature();
    }

    /** The array the models make by reflection (toArray(T[]) into a shorter array). */
    static Object newArrayOf(Class<?> component, int length) {
        return java.lang.reflect.Array.newInstance(component, length);
    }
}
