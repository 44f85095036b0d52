package java.lang;

/**
 * symtest model of java.lang.Enum: the name and ordinal javac passes to every constant's
 * constructor, and valueOf. hashCode is the identity hash on the JVM, so it stays unhandled.
 */
public abstract class Enum<E extends Enum<E>> implements Comparable<E>, java.io.Serializable {
    private final String name;
    private final int ordinal;

    protected Enum(String name, int ordinal) {
        this.name = name;
        this.ordinal = ordinal;
    }

    public final String name() {
        return name;
    }

    public final int ordinal() {
        return ordinal;
    }

    public String toString() {
        return name;
    }

    public final boolean equals(Object other) {
        return this == other;
    }

    public final native int hashCode();

    /**
     * symtest has no Class objects: the translator passes the enum's constants ($VALUES) in
     * place of enumClass. Results and exceptions are the JDK's.
     */
    @SuppressWarnings("unchecked")
    public static <T extends Enum<T>> T valueOf(Class<T> enumClass, String name) {
        Enum<?>[] constants = (Enum<?>[]) (Object) enumClass;
        if (name == null) {
            throw new NullPointerException();
        }
        for (int i = 0; i < constants.length; i++) {
            if (constants[i].name.equals(name)) {
                return (T) constants[i];
            }
        }
        throw new IllegalArgumentException();
    }

    public final int compareTo(E o) {
        Enum<?> other = o;
        return ordinal - other.ordinal;
    }
}
