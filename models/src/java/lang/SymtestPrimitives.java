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

    /**
     * Ends the path here as the block bound does, reported as a cut: a model's own bound on
     * how much of an input it reads (the text of a Scanner over a symbolic string).
     */
    public static native void bound();

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

    /** What System.in.available() estimates: the bytes of standard input not yet read. */
    public static native int inputAvailableBytes();

    /**
     * o's identity hash code (System.identityHashCode): the same number for the same object
     * along a path, otherwise unknown (an input the JVM chooses; tests never assert on it).
     */
    public static native int identityHashCode(Object o);

    /**
     * The seed new Random() takes from the clock and a counter: a value the JVM chooses (an
     * input source, like an identity hash code), one per call.
     */
    public static native long unknownSeed(Object random);

    /** The binary name of o's class, as Class.getName() spells it ("p.Outer$Inner", "[I"). */
    public static native String className(Object o);

    /** The binary name of the class a Class object stands for (c.getName()). */
    public static native String nameOfClass(Class<?> c);

    /** A new object of o's class (or a new array) with the same field values: Object.clone. */
    public static native Object shallowCopy(Object o);

    // Class objects, exact for every type a path can have (the engine knows each object's).
    /** The Class of an array class's elements, or null for a class that is no array. */
    public static native Class<?> componentClass(Class<?> c);

    /** Whether objects of class sub are objects of class sup (Class.isAssignableFrom). */
    public static native boolean isSubclassOf(Class<?> sub, Class<?> sup);

    public static native boolean isArrayClass(Class<?> c);

    public static native boolean isPrimitiveClass(Class<?> c);

    /** The Class of a primitive type, by its descriptor char ('I': int.class). */
    public static native Class<?> primitiveClass(char descriptor);

    /** A new array of `length` elements of c's type (c no primitive void, length >= 0). */
    public static native Object newArrayOf(Class<?> c, int length);

    // Floating point, with IEEE 754 semantics. The engine has one NaN: the bit views below
    // give the JDK's canonical NaN patterns, never a payload (see Double.doubleToRawLongBits).

    /** The correctly rounded square root of a (Math.sqrt). */
    public static native double sqrt(double a);

    /** a rounded toward negative infinity to an integral value (Math.floor). */
    public static native double floor(double a);

    /** a rounded toward positive infinity to an integral value (Math.ceil). */
    public static native double ceil(double a);

    /** a rounded to the nearest integral value, ties to even (Math.rint). */
    public static native double rint(double a);

    /** The IEEE 754 remainder a - b * n, n the integer nearest a / b, ties to even. */
    public static native double ieeeRemainder(double a, double b);

    /** Double.doubleToLongBits: the bits of a, 0x7ff8000000000000L for NaN. */
    public static native long doubleBits(double a);

    /** Float.floatToIntBits: the bits of a, 0x7fc00000 for NaN. */
    public static native int floatBits(float a);

    /** Double.longBitsToDouble: the double with these bits (any NaN pattern gives the NaN). */
    public static native double doubleFromBits(long bits);

    /** Float.intBitsToFloat: the float with these bits (any NaN pattern gives the NaN). */
    public static native float floatFromBits(int bits);

    /** Double.toString(d) exactly as JDK 17 (an unhandled call where symtest cannot know it). */
    /**
     * The feature release of the JDK the run follows (17, 21, 25): a constant of the run, so the
     * models branch on it at no cost where the JDK changed (Arrays.copyOf, HashMap's presizing).
     */
    public static native int jdkRelease();

    public static native String doubleToString(double d);

    /** Float.toString(f) exactly as JDK 17 (an unhandled call where symtest cannot know it). */
    public static native String floatToString(float f);

    /** Math.abs: the value without its sign (NaN stays NaN, -0.0 becomes 0.0). */
    public static native double abs(double a);

    /** Math.abs for float. */
    public static native float abs(float a);

    /** Double.compare: -1, 0 or 1 by the IEEE order, -0.0 below 0.0, NaN above all and equal to itself. */
    public static native int compare(double a, double b);

    /** Float.compare. */
    public static native int compare(float a, float b);

    /** Math.round(double): floor(a + 1/2) computed exactly, NaN to 0, saturating to long. */
    public static native long round(double a);

    /** Math.round(float): the same to int. */
    public static native int round(float a);
}
