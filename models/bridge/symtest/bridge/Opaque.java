package symtest.bridge;

import java.io.IOException;
import java.lang.reflect.Modifier;

/**
 * JDK objects that are no data (a Charset, a BigInteger, a ConcurrentHashMap, an enum constant
 * of the JDK) stay in this JVM; symtest holds them by the call that first held them (World). A
 * new one a call returns is answered as
 *
 * <pre>
 *   O  class, expression, equals, constant [owner, field]
 * </pre>
 *
 * its class (internal name), a Java expression a test can write to make an equal object ("" when
 * there is none), whether its class compares by equals, and whether it is a constant a test
 * names (an enum constant: its class and field).
 */
final class Opaque implements Wire.Writer.Opaque {
    private final String expression;

    Opaque(String expression) {
        this.expression = expression == null ? "" : expression;
    }

    /** For snapshots of arrays before and after a call: a new JDK object is only marked. */
    static final Wire.Writer.Opaque SNAPSHOT = (w, o, top) -> {
        w.out.writeByte('O');
        w.out.writeUTF(o.getClass().getName());
    };

    static boolean isOpaque(Object o) {
        if (o == null) {
            return false;
        }
        Class<?> c = o.getClass();
        return c != String.class && c != StringBuilder.class && c != StringBuffer.class
            && !Descriptors.isBox(c) && !c.isArray();
    }

    @Override
    public void write(Wire.Writer w, Object o, boolean topLevel)
        throws IOException, Wire.Unencodable {
        if (o instanceof Class) {
            // symtest has Class objects of its own, one per type along a path.
            throw new Wire.Unencodable("a Class object");
        }
        Class<?> constant = o instanceof Enum ? ((Enum<?>) o).getDeclaringClass() : null;
        if (constant != null && !Modifier.isPublic(constant.getModifiers())) {
            constant = null;
        }
        // Inside a value (an array) only constants, which a test names.
        if (!topLevel && constant == null) {
            throw new Wire.Unencodable("a " + o.getClass().getName() + " inside a value");
        }
        w.out.writeByte('O');
        w.out.writeUTF(o.getClass().getName().replace('.', '/'));
        w.out.writeUTF(constant != null ? "" : expression);
        w.out.writeByte(comparesByEquals(o.getClass()) ? 1 : 0);
        if (constant != null) {
            w.out.writeByte(1);
            w.out.writeUTF(constant.getName().replace('.', '/'));
            w.out.writeUTF(((Enum<?>) o).name());
        } else {
            w.out.writeByte(0);
        }
    }

    private static boolean comparesByEquals(Class<?> c) {
        try {
            return c.getMethod("equals", Object.class).getDeclaringClass() != Object.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }
}
