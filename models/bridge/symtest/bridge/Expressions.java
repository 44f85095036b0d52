package symtest.bridge;

import java.io.DataInputStream;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * A call as Java source (`java.nio.charset.Charset.forName("UTF-8")`), read from its bytes
 * (World, Wire): what a test writes to make an object equal to the one the call returned.
 * Null when it cannot be written: a class a test cannot name, a JDK object that has no
 * expression of its own, a value used twice.
 */
final class Expressions {
    private Expressions() {
    }

    /** Call bytes as an expression, the JDK objects they name taken from `world`; or null. */
    static String call(byte[] bytes, World world) {
        try {
            String e = call(new DataInputStream(new java.io.ByteArrayInputStream(bytes)), world);
            return e == null || e.length() > 400 ? null : e;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static String call(DataInputStream in, World world) throws IOException {
        byte kind = in.readByte();
        String owner = in.readUTF();
        String name = in.readUTF();
        String descriptor = in.readUTF();
        int n = in.readInt();
        String cls = className(owner);
        if (cls == null) {
            return null;
        }
        if (kind == 'g') {
            return cls + "." + name;
        }
        List<String> types = parameters(descriptor);
        if (kind == 'v') {
            types.add(0, "L" + owner + ";");
        }
        if (types.size() != n) {
            return null;
        }
        List<String> values = new ArrayList<>();
        for (String t : types) {
            String v = value(in, t, world);
            if (v == null) {
                return null;
            }
            values.add(v);
        }
        switch (kind) {
            case 's':
                return cls + "." + name + "(" + String.join(", ", values) + ")";
            case 'n':
                return "new " + cls + "(" + String.join(", ", values) + ")";
            case 'v':
                return "(" + values.get(0) + ")." + name + "("
                    + String.join(", ", values.subList(1, values.size())) + ")";
            default:
                return null;
        }
    }

    // The source name of a public JDK class ("java.util.Map.Entry"), or null.
    private static String className(String internalName) {
        try {
            Class<?> c = Descriptors.named(internalName);
            for (Class<?> o = c; o != null; o = o.getEnclosingClass()) {
                if (!Modifier.isPublic(o.getModifiers()) || o.isAnonymousClass()) {
                    return null;
                }
            }
            return c.getCanonicalName();
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static String typeName(String descriptor) {
        switch (descriptor.charAt(0)) {
            case 'Z': return "boolean";
            case 'B': return "byte";
            case 'C': return "char";
            case 'S': return "short";
            case 'I': return "int";
            case 'J': return "long";
            case 'F': return "float";
            case 'D': return "double";
            case '[': {
                String inner = typeName(descriptor.substring(1));
                return inner == null ? null : inner + "[]";
            }
            default:
                return className(descriptor.substring(1, descriptor.length() - 1));
        }
    }

    static List<String> parameters(String descriptor) {
        List<String> out = new ArrayList<>();
        int i = 1;
        while (descriptor.charAt(i) != ')') {
            int start = i;
            while (descriptor.charAt(i) == '[') {
                i++;
            }
            if (descriptor.charAt(i) == 'L') {
                i = descriptor.indexOf(';', i);
            }
            i++;
            out.add(descriptor.substring(start, i));
        }
        return out;
    }

    // One value of the wire, written as a Java expression of type `type` (a descriptor).
    private static String value(DataInputStream in, String type, World world) throws IOException {
        byte tag = in.readByte();
        switch (tag) {
            case 'N': {
                String t = typeName(type);
                return t == null ? null : "(" + t + ") null";
            }
            case 'Z':
                return in.readByte() != 0 ? "true" : "false";
            case 'B':
                return "(byte) " + in.readByte();
            case 'C':
                return charLiteral(in.readChar());
            case 'S':
                return "(short) " + in.readShort();
            case 'I':
                return String.valueOf(in.readInt());
            case 'J':
                return in.readLong() + "L";
            case 'F':
                return floatLiteral(Float.intBitsToFloat(in.readInt()));
            case 'D':
                return doubleLiteral(Double.longBitsToDouble(in.readLong()));
            case 'T':
                return stringLiteral(chars(in));
            case 'W':
                return "new java.lang.StringBuilder(" + stringLiteral(chars(in)) + ")";
            case 'V':
                return "new java.lang.StringBuffer(" + stringLiteral(chars(in)) + ")";
            case 'X': {
                byte inner = peekTag(in);
                String box = boxName(inner);
                String v = value(in, String.valueOf((char) inner), world);
                return box == null || v == null ? null : "java.lang." + box + ".valueOf(" + v + ")";
            }
            case 'A': {
                String descriptor = in.readUTF();
                int n = in.readInt();
                String t = typeName(descriptor);
                if (t == null) {
                    return null;
                }
                List<String> elements = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    String e = value(in, descriptor.substring(1), world);
                    if (e == null) {
                        return null;
                    }
                    elements.add(e);
                }
                return "new " + t + " {" + String.join(", ", elements) + "}";
            }
            case 'H': {
                int step = in.readInt();
                return world.expressionOf(step, in.readInt());
            }
            default:
                return null;
        }
    }

    private static byte peekTag(DataInputStream in) throws IOException {
        in.mark(1);
        byte b = in.readByte();
        in.reset();
        return b;
    }

    private static String boxName(byte tag) {
        switch (tag) {
            case 'Z': return "Boolean";
            case 'B': return "Byte";
            case 'C': return "Character";
            case 'S': return "Short";
            case 'I': return "Integer";
            case 'J': return "Long";
            case 'F': return "Float";
            case 'D': return "Double";
            default: return null;
        }
    }

    private static char[] chars(DataInputStream in) throws IOException {
        char[] c = new char[in.readInt()];
        for (int i = 0; i < c.length; i++) {
            c[i] = in.readChar();
        }
        return c;
    }

    private static String escape(char c, char quote) {
        if (c == quote || c == '\\') {
            return "\\" + c;
        }
        if (c >= 0x20 && c < 0x7f) {
            return String.valueOf(c);
        }
        return String.format("\\u%04x", (int) c);
    }

    private static String charLiteral(char c) {
        return "'" + escape(c, '\'') + "'";
    }

    private static String stringLiteral(char[] chars) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : chars) {
            b.append(escape(c, '"'));
        }
        return b.append('"').toString();
    }

    private static String floatLiteral(float f) {
        if (Float.isNaN(f)) {
            return "java.lang.Float.NaN";
        }
        if (Float.isInfinite(f)) {
            return f > 0 ? "java.lang.Float.POSITIVE_INFINITY" : "java.lang.Float.NEGATIVE_INFINITY";
        }
        return Float.toString(f) + "f";
    }

    private static String doubleLiteral(double d) {
        if (Double.isNaN(d)) {
            return "java.lang.Double.NaN";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "java.lang.Double.POSITIVE_INFINITY" : "java.lang.Double.NEGATIVE_INFINITY";
        }
        return Double.toString(d);
    }
}
