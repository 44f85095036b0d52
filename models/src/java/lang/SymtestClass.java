package java.lang;

/**
 * The modelled methods of java.lang.Class, which symtest cannot replace (the JVM creates Class
 * objects): a call of one runs the static method here, with the receiver first.
 */
public final class SymtestClass {
    private SymtestClass() {
    }

    /** Assertions are enabled everywhere, as with java -ea: symtest looks for their failures. */
    public static boolean desiredAssertionStatus(Class<?> self) {
        return true;
    }

    public static boolean isArray(Class<?> self) {
        return SymtestPrimitives.isArrayClass(self);
    }

    public static boolean isPrimitive(Class<?> self) {
        return SymtestPrimitives.isPrimitiveClass(self);
    }

    public static Class<?> getComponentType(Class<?> self) {
        return SymtestPrimitives.componentClass(self);
    }

    /** The array class of this component type (Java 12's Class.arrayType). */
    public static Class<?> arrayType(Class<?> self) {
        return SymtestPrimitives.newArrayOf(self, 0).getClass();
    }

    /** Whether other's objects are objects of this class; NullPointerException for null. */
    public static boolean isAssignableFrom(Class<?> self, Class<?> other) {
        if (other == null) {
            throw new NullPointerException();
        }
        return SymtestPrimitives.isSubclassOf(other, self);
    }

    /** Whether o is an object of this class (false for null and for primitive classes). */
    public static boolean isInstance(Class<?> self, Object o) {
        if (o == null) {
            return false;
        }
        return SymtestPrimitives.isSubclassOf(SymtestPrimitives.classOf(o), self);
    }

    /** o as an object of this class, or ClassCastException. */
    public static Object cast(Class<?> self, Object o) {
        if (o != null && !isInstance(self, o)) {
            throw new ClassCastException();
        }
        return o;
    }

    /** The binary name ("p.Outer$Inner", "[I", "[Lp.C;", "int"). */
    public static String getName(Class<?> self) {
        return SymtestPrimitives.nameOfClass(self);
    }

    // The simple names computed so far along the path, for the Class objects classes[k]: the
    // JDK caches a class's simple name, so every call returns the same string.
    private static Class<?>[] classes;
    private static String[] simpleNames;
    private static int count;

    /**
     * The JDK's simple name, derived from the binary name where that is exact: a name without
     * '$' is a top-level class (javac names every nested class Outer$Inner), whose simple name
     * follows the last '.'; a primitive type is its name; an array is its element's simple name
     * and "[]" per dimension. A name with '$' may be a member, local or anonymous class or a
     * top-level class with '$' in its name, which only the class file tells apart: an
     * unhandled call.
     */
    public static String getSimpleName(Class<?> self) {
        for (int k = 0; k < count; k++) {
            if (classes[k] == self) {
                return simpleNames[k];
            }
        }
        String simple = simpleNameOf(self, SymtestPrimitives.nameOfClass(self));
        if (classes == null) {
            classes = new Class<?>[8];
            simpleNames = new String[8];
        } else if (count == classes.length) {
            Class<?>[] grownClasses = new Class<?>[count * 2];
            String[] grownNames = new String[count * 2];
            for (int k = 0; k < count; k++) {
                grownClasses[k] = classes[k];
                grownNames[k] = simpleNames[k];
            }
            classes = grownClasses;
            simpleNames = grownNames;
        }
        classes[count] = self;
        simpleNames[count] = simple;
        count++;
        return simple;
    }

    private static String simpleNameOf(Class<?> self, String name) {
        if (name.indexOf('$') >= 0) {
            return nestedSimpleName(self);
        }
        int dims = 0;
        while (dims < name.length() && name.charAt(dims) == '[') {
            dims++;
        }
        if (dims == 0) {
            return name.substring(name.lastIndexOf('.') + 1);
        }
        // An array: "[[I", "[Lp.C;".
        String element;
        char kind = name.charAt(dims);
        if (kind == 'L') {
            String className = name.substring(dims + 1, name.length() - 1);
            element = className.substring(className.lastIndexOf('.') + 1);
        } else {
            element = primitiveName(kind);
        }
        StringBuilder b = new StringBuilder().append(element);
        for (int d = 0; d < dims; d++) {
            b.append('[').append(']');
        }
        return b.toString();
    }

    private static String primitiveName(char kind) {
        if (kind == 'Z') {
            return "boolean";
        }
        if (kind == 'B') {
            return "byte";
        }
        if (kind == 'C') {
            return "char";
        }
        if (kind == 'S') {
            return "short";
        }
        if (kind == 'I') {
            return "int";
        }
        if (kind == 'J') {
            return "long";
        }
        if (kind == 'F') {
            return "float";
        }
        return "double";
    }

    // The simple name of a nested (or '$'-named) class or an array of one: unhandled.
    private static native String nestedSimpleName(Class<?> self);
}
