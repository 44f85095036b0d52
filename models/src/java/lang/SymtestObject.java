package java.lang;

/**
 * The methods of java.lang.Object, which symtest cannot replace whole: a call that runs
 * Object's method runs the static method here, with the receiver first. equals and getClass;
 * hashCode is the identity hash (SymtestPrimitives.identityHashCode: the same number for the
 * same object along a path, otherwise unknown); toString is the JDK's class name, '@' and the
 * hexadecimal hashCode() (a virtual call: an override is used, as in the JDK); clone is a
 * shallow copy for Cloneable objects and arrays, CloneNotSupportedException otherwise.
 */
public final class SymtestObject {
    private SymtestObject() {
    }

    public static boolean equals(Object self, Object other) {
        return self == other;
    }

    /** For type tests (getClass() == Foo.class); Class's own methods are in SymtestClass. */
    public static Class<?> getClass(Object self) {
        return SymtestPrimitives.classOf(self);
    }

    public static int hashCode(Object self) {
        return SymtestPrimitives.identityHashCode(self);
    }

    /** getClass().getName() + "@" + Integer.toHexString(hashCode()), in that order. */
    public static String toString(Object self) {
        String name = SymtestPrimitives.className(self);
        int hash = self.hashCode();
        StringBuilder b = new StringBuilder();
        b.append(name).append('@').append(Integer.toHexString(hash));
        return b.toString();
    }

    /**
     * The JVM's Object.clone: CloneNotSupportedException (its message the class name) unless
     * the class implements Cloneable (every array does), otherwise a shallow copy.
     */
    public static Object clone(Object self) throws CloneNotSupportedException {
        if (!(self instanceof Cloneable)) {
            throw new CloneNotSupportedException(SymtestPrimitives.className(self));
        }
        return SymtestPrimitives.shallowCopy(self);
    }
}
