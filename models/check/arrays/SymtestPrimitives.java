package symtestcheck.arr;

/** The Class primitives the copied models call, by the JDK's reflection (see run.sh). */
final class SymtestPrimitives {
    private SymtestPrimitives() {
    }

    static Class<?> classOf(Object o) {
        return o.getClass();
    }

    static Class<?> componentClass(Class<?> c) {
        return c.getComponentType();
    }

    static boolean isSubclassOf(Class<?> sub, Class<?> sup) {
        return sup.isAssignableFrom(sub);
    }

    static boolean isArrayClass(Class<?> c) {
        return c.isArray();
    }

    static boolean isPrimitiveClass(Class<?> c) {
        return c.isPrimitive();
    }

    static Class<?> primitiveClass(char descriptor) {
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

    static Object newArrayOf(Class<?> c, int length) {
        return java.lang.reflect.Array.newInstance(c, length);
    }

    /** The release of the JDK running the check: the one the models follow here. */
    static int jdkRelease() {
        return Runtime.version().feature();
    }
}
