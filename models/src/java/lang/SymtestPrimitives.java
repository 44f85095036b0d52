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

    /**
     * Whether the run records what the program prints (symtest gen --capture-output): a
     * constant of the run, so the branches on it cost nothing.
     */
    public static native boolean capturingOutput();

    /** Ends the path here: the program exits with this status (System.exit). */
    public static native void exit(int status);

    /** Input sources (like Verifier.nondetInt): a fresh value on each call, read from stdin. */
    public static native int inputInt();

    public static native long inputLong();

    public static native boolean inputBoolean();

    /** A line of standard input, or null at its end. */
    public static native String inputLine();

    /** A token of standard input: a non-empty string without whitespace. */
    public static native String inputToken();

    /**
     * o's identity hash code (System.identityHashCode): the same number for the same object
     * along a path, otherwise unknown (an input the JVM chooses; tests never assert on it).
     */
    public static native int identityHashCode(Object o);

    /** The binary name of o's class, as Class.getName() spells it ("p.Outer$Inner", "[I"). */
    public static native String className(Object o);

    /** The binary name of the class a Class object stands for (c.getName()). */
    public static native String nameOfClass(Class<?> c);

    /** A new object of o's class (or a new array) with the same field values: Object.clone. */
    public static native Object shallowCopy(Object o);
}
