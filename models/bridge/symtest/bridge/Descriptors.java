package symtest.bridge;

import java.lang.invoke.MethodType;
import java.util.Map;

/** JVM descriptors and the classes they name: the JDK's only, never the analysed classes. */
final class Descriptors {
    private Descriptors() {
    }

    /** Classes load through the platform loader: a class of the analysed code is not found. */
    static final ClassLoader JDK = ClassLoader.getPlatformClassLoader();

    private static final Map<Character, Class<?>> PRIMITIVES = Map.of('Z', boolean.class, 'B',
            byte.class, 'C', char.class, 'S', short.class, 'I', int.class, 'J', long.class, 'F',
            float.class, 'D', double.class, 'V', void.class);

    private static final Map<Class<?>, Character> BOXES = Map.of(Boolean.class, 'Z', Byte.class,
            'B', Character.class, 'C', Short.class, 'S', Integer.class, 'I', Long.class, 'J',
            Float.class, 'F', Double.class, 'D');

    /** The class of a field descriptor ("I", "Ljava/lang/String;", "[[C"). */
    static Class<?> type(String descriptor) {
        char first = descriptor.charAt(0);
        if (first == 'L') {
            return named(descriptor.substring(1, descriptor.length() - 1));
        }
        if (first == '[') {
            return named(descriptor);
        }
        Class<?> p = PRIMITIVES.get(first);
        if (p == null || descriptor.length() != 1) {
            throw new IllegalArgumentException("bad descriptor " + descriptor);
        }
        return p;
    }

    /** A class by internal name ("java/util/Locale") or array descriptor. */
    static Class<?> named(String internalName) {
        try {
            return Class.forName(internalName.replace('/', '.'), false, JDK);
        } catch (ClassNotFoundException e) {
            throw new TypeNotPresentException(internalName, e);
        }
    }

    static MethodType methodType(String descriptor) {
        return MethodType.fromMethodDescriptorString(descriptor, JDK);
    }

    static String of(Class<?> c) {
        if (c.isArray()) {
            return c.getName().replace('.', '/');
        }
        if (c.isPrimitive()) {
            for (Map.Entry<Character, Class<?>> e : PRIMITIVES.entrySet()) {
                if (e.getValue() == c) {
                    return String.valueOf(e.getKey());
                }
            }
        }
        return "L" + c.getName().replace('.', '/') + ";";
    }

    static boolean isBox(Class<?> c) {
        return BOXES.containsKey(c);
    }

    static char primitiveOfBox(Class<?> c) {
        return BOXES.get(c);
    }
}
