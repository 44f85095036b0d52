package symtestcheck.coll;

/**
 * The primitives the copied java.util models call, for the differential check: a failed
 * assume is a broken invariant of the model (a mismatch); the seed of new Random() is a
 * value the check cannot share with the JDK, so such trials are not compared.
 */
final class SymtestPrimitives {
    private SymtestPrimitives() {
    }

    static void assume(boolean condition) {
        if (!condition) {
            throw new AssertionError("a model's assumption failed");
        }
    }

    /** The check builds every object with the JDK's API: none is a symbolic input. */
    static boolean isInput(Object o) {
        return false;
    }

    static long unknownSeed(Object random) {
        throw new UnsatisfiedLinkError("unknownSeed");
    }

    /** The primitive class of a descriptor letter, as the boxes' TYPE fields read it. */
    public static Class<?> primitiveClass(char descriptor) {
        switch (descriptor) {
            case 'Z': return boolean.class;
            case 'B': return byte.class;
            case 'C': return char.class;
            case 'S': return short.class;
            case 'I': return int.class;
            case 'J': return long.class;
            case 'F': return float.class;
            case 'D': return double.class;
            default: return void.class;
        }
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
