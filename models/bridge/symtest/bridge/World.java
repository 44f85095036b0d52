package symtest.bridge;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The JDK objects of one path: the calls the path made that hold JDK objects which are no data
 * (its history), replayed in order, so that an object is named by the call that first held it
 * (H i k: object k of call i, numbered as its values and then its answer numbered them; its
 * result for k = -1) and every object stays related
 * to the others as it is on the JVM (a map and the view of its keys). A call is its kind ('s'
 * static, 'v' virtual, 'n' constructor, 'g' static field), owner, name, descriptor, the number of
 * its values (receiver first) and the values (Wire).
 */
final class World {
    /** Why a call cannot run here: it stays unhandled on the path. */
    static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        Refused(String why) {
            super(why);
        }
    }

    /** A decoded call, ready to run. */
    static final class Call {
        byte kind;
        String owner, name, descriptor;
        final Wire.Scope scope = new Wire.Scope();
        Object[] values;
        MethodHandle target;
        Object result;
        Throwable thrown;
        byte[] answer;

        /** Its header only: what Policy judges before anything runs. */
        static Call header(DataInputStream in) throws IOException {
            Call c = new Call();
            c.kind = in.readByte();
            c.owner = in.readUTF();
            c.name = in.readUTF();
            c.descriptor = in.readUTF();
            return c;
        }

        void readValues(DataInputStream in, World world) throws IOException {
            int n = in.readInt();
            values = new Object[n];
            for (int i = 0; i < n; i++) {
                values[i] = Wire.read(in, scope, world);
            }
        }

        /** Finds the target as the analysed code's bytecode would link it: public API only. */
        void link() throws Refused {
            String why = Policy.refusal(owner, (char) kind, name, descriptor);
            if (why != null) {
                throw new Refused(why);
            }
            try {
                Class<?> cls = kind == 's' && ModelNatives.covers(owner, name)
                    ? ModelNatives.class : Descriptors.named(owner);
                MethodHandles.Lookup lookup = MethodHandles.publicLookup();
                switch (kind) {
                    case 's':
                        target = lookup.findStatic(cls, name, Descriptors.methodType(descriptor));
                        break;
                    case 'v':
                        target = lookup.findVirtual(cls, name, Descriptors.methodType(descriptor));
                        break;
                    case 'n':
                        target = lookup.findConstructor(cls, Descriptors.methodType(descriptor));
                        break;
                    case 'g':
                        target = lookup.findStaticGetter(cls, name, Descriptors.type(descriptor));
                        break;
                    default:
                        throw new Refused("unknown call kind " + kind);
                }
                // The values are the bytecode's: a varargs method gets its array as it is.
                target = target.asFixedArity();
            } catch (TypeNotPresentException e) {
                throw new Refused("it names " + e.typeName() + ", which is no JDK class");
            } catch (ReflectiveOperationException | IllegalArgumentException e) {
                throw new Refused("it is no public API of the JDK here (" + e.getClass().getSimpleName()
                    + ")");
            }
        }

        /** Checks the values against the target's types (a mismatch would be symtest's bug). */
        void check() throws Refused {
            MethodType t = target.type();
            if (t.parameterCount() != values.length) {
                throw new Refused("it takes " + t.parameterCount() + " values, not " + values.length);
            }
            for (int i = 0; i < values.length; i++) {
                Class<?> p = t.parameterType(i);
                Class<?> wanted = p.isPrimitive() ? t.wrap().parameterType(i) : p;
                if (values[i] == null ? p.isPrimitive() : !wanted.isInstance(values[i])) {
                    throw new Refused("value " + i + " is no " + p.getName());
                }
            }
        }

        /** Runs it, keeping what it returned or threw. */
        void run() {
            try {
                result = target.invokeWithArguments(values);
            } catch (Throwable t) {
                thrown = t;
            }
        }
    }

    final List<Call> steps = new ArrayList<>();
    final List<byte[]> history = new ArrayList<>();

    /** Object k of step i's scope, or its result (k = -1). */
    Object handle(int i, int k) throws IOException {
        if (i < 0 || i >= steps.size()) {
            throw new IOException("no step " + i + " in a history of " + steps.size());
        }
        Call c = steps.get(i);
        if (k < 0) {
            return c.result;
        }
        return c.scope.objects.get(k);
    }

    /** Decodes and links a call of this world (Refused before any of its values is read). */
    Call decode(byte[] bytes) throws IOException, Refused {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
        Call c = Call.header(in);
        c.link();
        c.readValues(in, this);
        c.check();
        return c;
    }

    /** Replays `calls` after the steps so far, as they ran when the path made them. */
    void replay(List<byte[]> calls) throws IOException, Refused {
        for (byte[] bytes : calls) {
            try {
                execute(bytes, null);
            } catch (Wire.Unencodable e) {
                throw new Refused("replaying the path's JDK calls: " + e.getMessage());
            }
        }
    }

    /**
     * Runs a call as the path's next step and answers it (Bridge): what it returned or threw, and
     * the objects of its scope it changed. The objects the answer writes join the call's scope,
     * numbered as written. `tracked` records the system properties it reads.
     */
    Call execute(byte[] callBytes, TrackedProperties tracked)
        throws IOException, Refused, Wire.Unencodable {
        Call c = decode(callBytes);
        List<Object> before = new ArrayList<>(c.scope.objects);
        List<byte[]> snapshots = snapshots(before);
        Wire.Writer w = new Wire.Writer(new Opaque(Expressions.call(callBytes, this)));
        w.seed(before);
        w.history(this);
        if (tracked != null) {
            tracked.start();
        }
        try {
            c.run();
        } finally {
            if (tracked != null) {
                tracked.stop();
                tracked.noteReadAtStart(c.owner, c.name);
            }
        }
        if (c.thrown != null) {
            if (Policy.isMachineFailure(c.thrown)) {
                throw new Refused("the JVM failed: " + c.thrown);
            }
            w.out.writeByte('E');
            w.out.writeUTF(c.thrown.getClass().getName().replace('.', '/'));
        } else {
            Class<?> type = c.target.type().returnType();
            if (type.equals(void.class)) {
                w.out.writeByte('v');
            } else {
                w.out.writeByte('R');
                if (type.isPrimitive()) {
                    w.primitive(Descriptors.of(type).charAt(0), c.result);
                } else {
                    w.reference(c.result, true);
                }
            }
        }
        List<Integer> changed = new ArrayList<>();
        List<byte[]> now = snapshots(before);
        for (int k = 0; k < before.size(); k++) {
            if (snapshots.get(k) != null && !Arrays.equals(snapshots.get(k), now.get(k))) {
                changed.add(k);
            }
        }
        w.out.writeInt(changed.size());
        for (int k : changed) {
            w.out.writeInt(k);
            w.contents(before.get(k), false);
        }
        c.answer = w.toByteArray();
        c.scope.objects.clear();
        c.scope.objects.addAll(w.numbered);
        steps.add(c);
        history.add(callBytes);
        return c;
    }

    // What each changeable data object (arrays, builders) holds, by number; null for others.
    private static List<byte[]> snapshots(List<Object> objects) throws IOException {
        List<byte[]> out = new ArrayList<>();
        for (Object o : objects) {
            boolean changeable = o != null && (o.getClass().isArray() || o instanceof StringBuilder
                || o instanceof StringBuffer);
            if (!changeable) {
                out.add(null);
                continue;
            }
            Wire.Writer w = new Wire.Writer(Opaque.SNAPSHOT);
            w.seed(objects);
            try {
                w.contents(o, false);
            } catch (Wire.Unencodable e) {
                w.out.writeUTF(e.getMessage());
            }
            out.add(w.toByteArray());
        }
        return out;
    }

    /** Whether this world is `prefix` of the history a request names. */
    boolean isPrefixOf(List<byte[]> calls) {
        if (history.size() > calls.size()) {
            return false;
        }
        for (int i = 0; i < history.size(); i++) {
            if (!Arrays.equals(history.get(i), calls.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** Where the history first held `o` (by identity): its step and scope number, or null. */
    int[] find(Object o) {
        for (int i = 0; i < steps.size(); i++) {
            Call c = steps.get(i);
            if (c.result == o) {
                return new int[] {i, -1};
            }
            for (int k = 0; k < c.scope.objects.size(); k++) {
                if (c.scope.objects.get(k) == o) {
                    return new int[] {i, k};
                }
            }
        }
        return null;
    }

    /**
     * The Java expression of step i's result, if a test can write one: made by a call of
     * expressions only, and used by no later step (which may have changed it).
     */
    String expressionOf(int i, int k) {
        if (k >= 0 || i < 0 || i >= steps.size()) {
            return null;
        }
        for (int j = i + 1; j < steps.size(); j++) {
            for (Object o : steps.get(j).scope.objects) {
                if (o == steps.get(i).result) {
                    return null;
                }
            }
        }
        return Expressions.call(history.get(i), this);
    }
}
