package java.lang;

/**
 * Primitives that models use and symtest implements itself. assume(c) prunes the paths where
 * c is false: models state the invariants of the JDK objects they stand for with it, so input
 * objects built from symbols are objects the JDK can build.
 */
public final class SymtestPrimitives {
    private SymtestPrimitives() {
    }

    public static native void assume(boolean condition);
}
