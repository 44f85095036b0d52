package symtest.bridge;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The values that cross between symtest and this JVM, as data (docs/guide/library.md, "JDK calls
 * on a real JVM", has the format). A value is a tag byte and its payload:
 *
 * <pre>
 *   N                      null
 *   Z B C S I J F D        a primitive (boolean and byte as a byte, char and short as 16 bits,
 *                          float and double as their IEEE bits)
 *   T W V  n, n chars      a String, StringBuilder, StringBuffer
 *   X  primitive value     a boxed value (Integer, Character, ...)
 *   A  descriptor, n, n values   an array ("[I", "[Ljava/lang/String;")
 *   R  k                   the k-th object of this scope again (identity within a call)
 *   H  i, k                an object of the JDK that stays here: object k of the path's JDK
 *                          call i, or what it returned (k = -1) (World)
 * </pre>
 *
 * Objects (T W V X A H) are numbered in the order they are read; each call's values are one
 * scope.
 */
final class Wire {
    private Wire() {
    }

    /** The objects of one scope, by number, while reading. */
    static final class Scope {
        final List<Object> objects = new ArrayList<>();
    }

    /** Reads one value; handles are built by `recipes` in the world they belong to. */
    static Object read(DataInputStream in, Scope scope, World world) throws IOException {
        byte tag = in.readByte();
        switch (tag) {
            case 'N':
                return null;
            case 'Z':
                return in.readByte() != 0;
            case 'B':
                return in.readByte();
            case 'C':
                return in.readChar();
            case 'S':
                return in.readShort();
            case 'I':
                return in.readInt();
            case 'J':
                return in.readLong();
            case 'F':
                return Float.intBitsToFloat(in.readInt());
            case 'D':
                return Double.longBitsToDouble(in.readLong());
            case 'T': {
                String s = new String(readChars(in));
                scope.objects.add(s);
                return s;
            }
            case 'W': {
                StringBuilder b = new StringBuilder();
                scope.objects.add(b);
                b.append(readChars(in));
                return b;
            }
            case 'V': {
                StringBuffer b = new StringBuffer();
                scope.objects.add(b);
                b.append(readChars(in));
                return b;
            }
            case 'X': {
                int slot = scope.objects.size();
                scope.objects.add(null);
                Object boxed = box(read(in, scope, world));
                scope.objects.set(slot, boxed);
                return boxed;
            }
            case 'A': {
                String descriptor = in.readUTF();
                int length = in.readInt();
                Class<?> component = Descriptors.type(descriptor.substring(1));
                Object array = Array.newInstance(component, length);
                scope.objects.add(array);
                for (int i = 0; i < length; i++) {
                    Object element = read(in, scope, world);
                    Array.set(array, i, element);
                }
                return array;
            }
            case 'R':
                return scope.objects.get(in.readInt());
            case 'H': {
                int step = in.readInt();
                Object o = world.handle(step, in.readInt());
                scope.objects.add(o);
                return o;
            }
            default:
                throw new IOException("unknown value tag " + tag);
        }
    }

    private static char[] readChars(DataInputStream in) throws IOException {
        int n = in.readInt();
        char[] chars = new char[n];
        for (int i = 0; i < n; i++) {
            chars[i] = in.readChar();
        }
        return chars;
    }

    // A distinct box, as the symbolic heap has it (identity is the heap's, not a cache's).
    @SuppressWarnings("removal")
    private static Object box(Object v) {
        if (v instanceof Integer) {
            return new Integer((Integer) v);
        }
        if (v instanceof Long) {
            return new Long((Long) v);
        }
        if (v instanceof Short) {
            return new Short((Short) v);
        }
        if (v instanceof Byte) {
            return new Byte((Byte) v);
        }
        if (v instanceof Character) {
            return new Character((Character) v);
        }
        if (v instanceof Boolean) {
            return new Boolean((Boolean) v);
        }
        if (v instanceof Float) {
            return new Float((Float) v);
        }
        return new Double((Double) v);
    }

    /** Why a value cannot cross as data, or null. */
    static final class Unencodable extends Exception {
        private static final long serialVersionUID = 1L;

        Unencodable(String why) {
            super(why);
        }
    }

    /**
     * Writes values back; objects the scope already wrote (by identity) become back references.
     * JDK objects that are no data are written by `opaque`, which may refuse.
     */
    static final class Writer {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        final DataOutputStream out = new DataOutputStream(bytes);
        private final Map<Object, Integer> written = new IdentityHashMap<>();
        private final Opaque opaque;
        private World world;

        interface Opaque {
            void write(Writer w, Object o, boolean topLevel) throws IOException, Unencodable;
        }

        Writer(Opaque opaque) {
            this.opaque = opaque;
        }

        /** Objects the path's JDK calls held before are written as P i k (World.find). */
        void history(World w) {
            world = w;
        }

        /** The objects of the request's scope, numbered as it numbered them: written as R k. */
        void seed(List<Object> objects) {
            for (int k = 0; k < objects.size(); k++) {
                written.putIfAbsent(objects.get(k), k);
            }
            numbered.addAll(objects);
        }

        /** Every object by its number: the request's, then those the answer wrote. */
        final List<Object> numbered = new ArrayList<>();

        void primitive(char type, Object v) throws IOException {
            out.writeByte(type);
            switch (type) {
                case 'Z':
                    out.writeByte((Boolean) v ? 1 : 0);
                    break;
                case 'B':
                    out.writeByte((Byte) v);
                    break;
                case 'C':
                    out.writeChar((Character) v);
                    break;
                case 'S':
                    out.writeShort((Short) v);
                    break;
                case 'I':
                    out.writeInt((Integer) v);
                    break;
                case 'J':
                    out.writeLong((Long) v);
                    break;
                case 'F':
                    out.writeInt(Float.floatToRawIntBits((Float) v));
                    break;
                default:
                    out.writeLong(Double.doubleToRawLongBits((Double) v));
                    break;
            }
        }

        /** A reference value (of a field or array element typed `declared`, or a result). */
        void reference(Object o, boolean topLevel) throws IOException, Unencodable {
            if (o == null) {
                out.writeByte('N');
                return;
            }
            Integer seen = written.get(o);
            if (seen != null) {
                out.writeByte('R');
                out.writeInt(seen);
                return;
            }
            number(o);
            int[] held = world == null ? null : world.find(o);
            if (held != null) {
                out.writeByte('P');
                out.writeInt(held[0]);
                out.writeInt(held[1]);
                return;
            }
            contents(o, topLevel);
        }

        /** What a mutable object holds now, written whatever its number (a changed argument). */
        void contents(Object o, boolean topLevel) throws IOException, Unencodable {
            Class<?> c = o.getClass();
            if (c == String.class) {
                chars('T', ((String) o).toCharArray());
            } else if (c == StringBuilder.class) {
                chars('W', o.toString().toCharArray());
            } else if (c == StringBuffer.class) {
                chars('V', o.toString().toCharArray());
            } else if (Descriptors.isBox(c)) {
                out.writeByte('X');
                primitive(Descriptors.primitiveOfBox(c), o);
            } else if (c.isArray()) {
                out.writeByte('A');
                out.writeUTF(Descriptors.of(c));
                int n = Array.getLength(o);
                out.writeInt(n);
                Class<?> component = c.getComponentType();
                for (int i = 0; i < n; i++) {
                    if (component.isPrimitive()) {
                        primitive(Descriptors.of(component).charAt(0), Array.get(o, i));
                    } else {
                        reference(Array.get(o, i), false);
                    }
                }
            } else {
                opaque.write(this, o, topLevel);
            }
        }

        private void number(Object o) {
            written.put(o, numbered.size());
            numbered.add(o);
        }

        private void chars(char tag, char[] chars) throws IOException {
            out.writeByte(tag);
            out.writeInt(chars.length);
            for (char ch : chars) {
                out.writeChar(ch);
            }
        }

        byte[] toByteArray() throws IOException {
            out.flush();
            return bytes.toByteArray();
        }
    }
}
