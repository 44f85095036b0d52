package java.lang;

/**
 * symtest model of the static methods and fields of java.lang.System that are modelled (the
 * translator redirects calls to System.x and the fields System.in, out and err to SymtestSystem
 * when they are here): the standard streams (PrintStream models for out and err, set up by the
 * class initializer; in is the SymtestStandardInput that Scanner and BufferedReader read input
 * sources from), setOut, setErr, setIn, exit (ends the path with the status), lineSeparator
 * ("\n"), identityHashCode (the JVM's choice, as Object.hashCode), and arraycopy, with the JVM's
 * checks in the JVM's order (NullPointerException; ArrayStoreException for a source or
 * destination that is no array or for differing component types; ArrayIndexOutOfBounds for
 * negative or too large positions and lengths), copies within one array as if through a
 * temporary, and reference arrays copied element by element so that a failing store check
 * throws ArrayStoreException after the earlier elements were copied. Arrays of the 6 integer
 * primitive types and Object[] are copied (a float or double is copied as the engine holds it:
 * its one NaN stays that NaN). Cloneable objects that are no arrays go to a native method, which
 * symtest reports as an unhandled call.
 */
public final class SymtestSystem {
    /** The standard streams (the translator redirects System.out, err and in here). */
    public static java.io.PrintStream out;
    public static java.io.PrintStream err;
    public static java.io.InputStream in;

    static {
        out = java.io.PrintStream.symtest$standard();
        err = java.io.PrintStream.symtest$standard();
        in = java.io.SymtestStandardInput.symtest$standard();
    }

    private SymtestSystem() {
    }

    /** The JVM's identity hash code of x (0 for null): an input the JVM chooses. */
    public static int identityHashCode(Object x) {
        return SymtestPrimitives.identityHashCode(x);
    }

    public static void setOut(java.io.PrintStream stream) {
        out = stream;
    }

    public static void setErr(java.io.PrintStream stream) {
        err = stream;
    }

    public static void setIn(java.io.InputStream stream) {
        in = stream;
    }

    /** Ends the path: the program exits with this status. */
    public static void exit(int status) {
        SymtestPrimitives.exit(status);
    }

    /** The line separator tests compare printed text with (normalized to "\n"). */
    public static String lineSeparator() {
        return "\n";
    }

    /**
     * An array of references' clone(): a new array of the original's class (the call names the
     * static type, and a T[] may be an Integer[]), with its elements.
     */
    public static Object cloneArray(Object[] array) {
        Object[] copy = (Object[]) SymtestPrimitives.newArrayOf(
                SymtestPrimitives.componentClass(array.getClass()), array.length);
        arraycopy(array, 0, copy, 0, array.length);
        return copy;
    }

    public static void arraycopy(Object src, int srcPos, Object dest, int destPos, int length) {
        if (src == null || dest == null) {
            throw new NullPointerException();
        }
        if (src instanceof int[]) {
            if (!(dest instanceof int[])) {
                throw new ArrayStoreException();
            }
            int[] s = (int[]) src;
            int[] d = (int[]) dest;
            checkBounds(srcPos, s.length, destPos, d.length, length);
            if (s == d && srcPos < destPos) {
                for (int i = length - 1; i >= 0; i--) {
                    d[destPos + i] = s[srcPos + i];
                }
            } else {
                for (int i = 0; i < length; i++) {
                    d[destPos + i] = s[srcPos + i];
                }
            }
            return;
        }
        if (src instanceof char[]) {
            if (!(dest instanceof char[])) {
                throw new ArrayStoreException();
            }
            char[] s = (char[]) src;
            char[] d = (char[]) dest;
            checkBounds(srcPos, s.length, destPos, d.length, length);
            if (s == d && srcPos < destPos) {
                for (int i = length - 1; i >= 0; i--) {
                    d[destPos + i] = s[srcPos + i];
                }
            } else {
                for (int i = 0; i < length; i++) {
                    d[destPos + i] = s[srcPos + i];
                }
            }
            return;
        }
        if (src instanceof long[]) {
            if (!(dest instanceof long[])) {
                throw new ArrayStoreException();
            }
            long[] s = (long[]) src;
            long[] d = (long[]) dest;
            checkBounds(srcPos, s.length, destPos, d.length, length);
            if (s == d && srcPos < destPos) {
                for (int i = length - 1; i >= 0; i--) {
                    d[destPos + i] = s[srcPos + i];
                }
            } else {
                for (int i = 0; i < length; i++) {
                    d[destPos + i] = s[srcPos + i];
                }
            }
            return;
        }
        if (src instanceof byte[]) {
            if (!(dest instanceof byte[])) {
                throw new ArrayStoreException();
            }
            byte[] s = (byte[]) src;
            byte[] d = (byte[]) dest;
            checkBounds(srcPos, s.length, destPos, d.length, length);
            if (s == d && srcPos < destPos) {
                for (int i = length - 1; i >= 0; i--) {
                    d[destPos + i] = s[srcPos + i];
                }
            } else {
                for (int i = 0; i < length; i++) {
                    d[destPos + i] = s[srcPos + i];
                }
            }
            return;
        }
        if (src instanceof short[]) {
            if (!(dest instanceof short[])) {
                throw new ArrayStoreException();
            }
            short[] s = (short[]) src;
            short[] d = (short[]) dest;
            checkBounds(srcPos, s.length, destPos, d.length, length);
            if (s == d && srcPos < destPos) {
                for (int i = length - 1; i >= 0; i--) {
                    d[destPos + i] = s[srcPos + i];
                }
            } else {
                for (int i = 0; i < length; i++) {
                    d[destPos + i] = s[srcPos + i];
                }
            }
            return;
        }
        if (src instanceof boolean[]) {
            if (!(dest instanceof boolean[])) {
                throw new ArrayStoreException();
            }
            boolean[] s = (boolean[]) src;
            boolean[] d = (boolean[]) dest;
            checkBounds(srcPos, s.length, destPos, d.length, length);
            if (s == d && srcPos < destPos) {
                for (int i = length - 1; i >= 0; i--) {
                    d[destPos + i] = s[srcPos + i];
                }
            } else {
                for (int i = 0; i < length; i++) {
                    d[destPos + i] = s[srcPos + i];
                }
            }
            return;
        }
        if (src instanceof float[]) {
            if (!(dest instanceof float[])) {
                throw new ArrayStoreException();
            }
            float[] s = (float[]) src;
            float[] d = (float[]) dest;
            checkBounds(srcPos, s.length, destPos, d.length, length);
            if (s == d && srcPos < destPos) {
                for (int i = length - 1; i >= 0; i--) {
                    d[destPos + i] = s[srcPos + i];
                }
            } else {
                for (int i = 0; i < length; i++) {
                    d[destPos + i] = s[srcPos + i];
                }
            }
            return;
        }
        if (src instanceof double[]) {
            if (!(dest instanceof double[])) {
                throw new ArrayStoreException();
            }
            double[] s = (double[]) src;
            double[] d = (double[]) dest;
            checkBounds(srcPos, s.length, destPos, d.length, length);
            if (s == d && srcPos < destPos) {
                for (int i = length - 1; i >= 0; i--) {
                    d[destPos + i] = s[srcPos + i];
                }
            } else {
                for (int i = 0; i < length; i++) {
                    d[destPos + i] = s[srcPos + i];
                }
            }
            return;
        }
        if (src instanceof Object[]) {
            if (dest instanceof Object[]) {
                Object[] s = (Object[]) src;
                Object[] d = (Object[]) dest;
                checkBounds(srcPos, s.length, destPos, d.length, length);
                if (s == d && srcPos < destPos) {
                    for (int i = length - 1; i >= 0; i--) {
                        d[destPos + i] = s[srcPos + i];
                    }
                } else {
                    // Each store is checked against d's component type (aastore).
                    for (int i = 0; i < length; i++) {
                        d[destPos + i] = s[srcPos + i];
                    }
                }
                return;
            }
            // Every array is Cloneable: dest is none when it is not.
            if (isPrimitiveArray(dest) || !(dest instanceof Cloneable)) {
                throw new ArrayStoreException();
            }
        } else if (!(src instanceof Cloneable)) {
            throw new ArrayStoreException(); // src is no array
        }
        // A Cloneable object that is no array, or an array of another reference type (symtest's
        // instanceof sees array types only exactly, without covariance): unhandled.
        otherArraycopy(src, srcPos, dest, destPos, length);
    }

    private static boolean isPrimitiveArray(Object o) {
        return o instanceof int[] || o instanceof char[] || o instanceof long[]
                || o instanceof byte[] || o instanceof short[] || o instanceof boolean[]
                || o instanceof float[] || o instanceof double[];
    }

    // The JVM's range checks, without overflow: positions and length non-negative, and
    // pos + length <= array length for both arrays.
    private static void checkBounds(int srcPos, int srcLength, int destPos, int destLength,
                                    int length) {
        if (srcPos < 0 || destPos < 0 || length < 0) {
            throw new ArrayIndexOutOfBoundsException();
        }
        if (srcPos > srcLength - length || destPos > destLength - length) {
            throw new ArrayIndexOutOfBoundsException();
        }
    }

    // Outside what is modelled: an unhandled call.
    private static native void otherArraycopy(Object src, int srcPos, Object dest, int destPos,
                                              int length);
}
