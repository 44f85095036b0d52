package java.lang;

/**
 * The deterministic methods of java.lang.Object, which symtest cannot replace whole: a call
 * that runs Object's method runs the static method here, with the receiver first: equals and
 * getClass. hashCode and toString depend on identity hashes and stay unhandled.
 */
public final class SymtestObject {
    private SymtestObject() {
    }

    public static boolean equals(Object self, Object other) {
        return self == other;
    }

    /** For type tests (getClass() == Foo.class); the Class object's own methods are unhandled. */
    public static Class<?> getClass(Object self) {
        return SymtestPrimitives.classOf(self);
    }
}
