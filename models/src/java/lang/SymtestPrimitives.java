package java.lang;

/**
 * Primitives that models use and symtest implements itself. assume(c) prunes the paths where
 * c is false: models state the invariants of the JDK objects they stand for with it, so input
 * objects built from symbols are objects the JDK can build. isInput(o) tells input objects
 * from objects the method created, for bounds that only inputs need.
 */
public final class SymtestPrimitives {
    private SymtestPrimitives() {
    }

    public static native void assume(boolean condition);

    /** Whether o belongs to the method's input heap (built by the test) rather than created. */
    public static native boolean isInput(Object o);

    /** Whether analysed code constructed t with a message (or none); see SymtestThrowable. */
    public static native boolean messageKnown(Throwable t);

    /** The message analysed code gave t. */
    public static native String message(Throwable t);

    /** o's class: one Class object per class, the one its class literal denotes. */
    public static native Class<?> classOf(Object o);
}
