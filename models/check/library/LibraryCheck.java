package symtestdriver;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Differential check of the library models against the JDK: each trial builds a random
 * sequence of operations from its seed and runs it once on the JDK's classes and once on the
 * renamed model copies (symtestcheck.coll, symtestcheck), through the same code (reflection by
 * method name and parameter types). The traces hold every result (rendered, or the exception's
 * class), the object's state after each operation (contents in iteration order, sizes,
 * capacities, modCount), and every call of a comparator or compareTo; they must be equal. A
 * model trial that reaches a native method of a model (UnsatisfiedLinkError) is unhandled:
 * counted, not compared.
 */
public final class LibraryCheck {
    /** Which classes an operation runs on: the JDK's or the models'. */
    static final class World {
        final boolean model;

        World(boolean model) {
            this.model = model;
        }

        Class<?> util(String simple) {
            return load((model ? "symtestcheck.coll." : "java.util.") + simple);
        }

        Class<?> lang(String simple) {
            return load((model ? "symtestcheck." : "java.lang.") + simple);
        }

        private static Class<?> load(String name) {
            try {
                return Class.forName(name);
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }

        Object make(Class<?> c, Class<?>[] types, Object... args) throws Throwable {
            try {
                return c.getConstructor(types).newInstance(args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }

    /** A parameter type that stands for the receiver's own class (BitSet.and(BitSet)). */
    static final class Self {
    }

    static Object call(Object target, String name, Class<?>[] types, Object... args)
            throws Throwable {
        return callOn(target.getClass(), target, name, types, args);
    }

    static Object callStatic(Class<?> c, String name, Class<?>[] types, Object... args)
            throws Throwable {
        return callOn(c, null, name, types, args);
    }

    private static Object callOn(Class<?> c, Object target, String name, Class<?>[] types,
            Object... args) throws Throwable {
        Class<?>[] resolved = types.clone();
        for (int i = 0; i < resolved.length; i++) {
            if (resolved[i] == Self.class) {
                resolved[i] = c;
            }
        }
        Method m = c.getMethod(name, resolved);
        m.setAccessible(true);
        try {
            return m.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    static Class<?>[] t(Class<?>... types) {
        return types;
    }

    /** Thrown out of a trial when the model world met an unhandled call. */
    static final class Unhandled extends RuntimeException {
        final String what;

        Unhandled(String what) {
            super(what, null, false, false);
            this.what = what;
        }
    }

    interface Op {
        Object run() throws Throwable;
    }

    /** What one world did in a trial. */
    static final class Trace {
        final StringBuilder text = new StringBuilder();

        void op(String label, Op op) {
            String out;
            try {
                out = render(op.run());
            } catch (UnsatisfiedLinkError e) {
                throw new Unhandled(e.getMessage());
            } catch (Unhandled e) {
                throw e;
            } catch (Throwable e) {
                out = "!" + e.getClass().getName();
            }
            text.append(label).append(" -> ").append(out).append('\n');
        }

        void add(String s) {
            text.append(s).append('\n');
        }
    }

    /** The trace the comparators and compareTo of the current world write to. */
    static Trace current;

    /** An element that logs its comparisons. */
    static final class Key implements Comparable<Key> {
        final int v;

        Key(int v) {
            this.v = v;
        }

        public int compareTo(Key o) {
            current.add("  cmp " + v + " " + o.v);
            return Integer.compare(v, o.v);
        }

        public boolean equals(Object o) {
            return o instanceof Key && ((Key) o).v == v;
        }

        public int hashCode() {
            return v;
        }

        public String toString() {
            return "k" + v;
        }
    }

    /** A comparator that logs its calls, compares by value (or reversed), throws now and then. */
    static final class LoggingComparator implements Comparator<Object> {
        final boolean reversed;
        final int throwAt;
        int calls;

        LoggingComparator(boolean reversed, int throwAt) {
            this.reversed = reversed;
            this.throwAt = throwAt;
        }

        public int compare(Object a, Object b) {
            current.add("  compare " + a + " " + b);
            if (++calls == throwAt) {
                throw new IllegalStateException("comparator");
            }
            int x = a instanceof Key ? ((Key) a).v : (Integer) a;
            int y = b instanceof Key ? ((Key) b).v : (Integer) b;
            return reversed ? Integer.compare(y, x) : Integer.compare(x, y);
        }
    }

    static String render(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof long[]) {
            return Arrays.toString((long[]) v);
        }
        if (v instanceof byte[]) {
            return Arrays.toString((byte[]) v);
        }
        if (v instanceof Object[]) {
            StringBuilder b = new StringBuilder("[");
            for (Object o : (Object[]) v) {
                b.append(render(o)).append(' ');
            }
            return b.append(']').toString();
        }
        if (v instanceof Collection) {
            StringBuilder b = new StringBuilder("coll[");
            for (Object o : (Collection<?>) v) {
                b.append(o == v ? "self" : render(o)).append(' ');
            }
            return b.append(']').toString();
        }
        String simple = v.getClass().getSimpleName();
        if (simple.equals("BitSet")) {
            return "bits" + v + " size=" + invoke(v, "size");
        }
        if (v instanceof Float) {
            return Float.floatToIntBits((Float) v) + "f";
        }
        if (v instanceof Double) {
            return Double.doubleToLongBits((Double) v) + "d";
        }
        if (simple.equals("Random") || simple.equals("StringBuffer")
                || simple.equals("StringBuilder")) {
            return simple;
        }
        return String.valueOf(v);
    }

    static Object invoke(Object target, String name) {
        try {
            return call(target, name, t());
        } catch (Throwable e) {
            return "!" + e.getClass().getName();
        }
    }

    static int modCount(Object o) {
        for (Class<?> c = o.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField("modCount");
                f.setAccessible(true);
                return f.getInt(o);
            } catch (NoSuchFieldException e) {
                continue;
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
        return -1;
    }

    interface Family {
        String name();

        /** The operation this seed exercises most, for the per-method table. */
        String method(long seed);

        void trial(World w, Trace t, long seed) throws Throwable;
    }

    /** Counts per method: comparisons, mismatches, unhandled. */
    static final class Tally {
        long compared;
        long mismatched;
        long unhandled;
        final List<String> examples = new ArrayList<>();
    }

    public static void main(String[] args) throws Exception {
        int trials = args.length > 0 ? Integer.parseInt(args[0]) : 200000;
        long seed0 = args.length > 1 ? Long.parseLong(args[1]) : 1;
        Family[] families = {new Families.LongBits(), new Families.Buffers(),
            new Families.Bits(), new Families.Randoms(), new Families.Vectors(),
            new Families.Deques(), new Families.Queues(), new SortedFamilies.Maps(),
            new SortedFamilies.Sets(), new SortedFamilies.Locales()};
        Map<String, Tally> tallies = new TreeMap<>();
        Map<String, Long> unhandledCalls = new TreeMap<>();
        boolean failed = false;
        for (Family f : families) {
            Random seeds = new Random(seed0 ^ f.name().hashCode());
            for (int i = 0; i < trials; i++) {
                long seed = seeds.nextLong();
                Tally tally = tallies.computeIfAbsent(f.name() + " " + f.method(seed),
                        k -> new Tally());
                Trace jdk = new Trace();
                Trace model = new Trace();
                try {
                    current = jdk;
                    f.trial(new World(false), jdk, seed);
                    current = model;
                    f.trial(new World(true), model, seed);
                } catch (Unhandled u) {
                    tally.unhandled++;
                    unhandledCalls.merge(u.what, 1L, Long::sum);
                    continue;
                } catch (Throwable e) {
                    throw new IllegalStateException(f.name() + " seed " + seed, e);
                }
                tally.compared++;
                if (!jdk.text.toString().equals(model.text.toString())) {
                    tally.mismatched++;
                    failed = true;
                    if (tally.examples.size() < 3) {
                        tally.examples.add("seed " + seed + "\n--- JDK\n" + jdk.text
                                + "--- model\n" + model.text);
                    }
                }
            }
        }
        System.out.printf("%-45s %10s %10s %10s%n", "method", "compared", "mismatched",
                "unhandled");
        for (Map.Entry<String, Tally> e : tallies.entrySet()) {
            Tally t = e.getValue();
            System.out.printf("%-45s %10d %10d %10d%n", e.getKey(), t.compared, t.mismatched,
                    t.unhandled);
        }
        System.out.println("unhandled calls: " + unhandledCalls);
        for (Map.Entry<String, Tally> e : tallies.entrySet()) {
            for (String ex : e.getValue().examples) {
                System.out.println("\n=== mismatch in " + e.getKey() + ", " + ex);
            }
        }
        System.exit(failed ? 1 : 0);
    }

    /** A list of the JDK (ArrayList or LinkedList) to pass as an argument. */
    static List<Object> jdkList(Random r, int n, boolean keys) {
        List<Object> l = r.nextBoolean() ? new ArrayList<>() : new LinkedList<>();
        for (int i = 0; i < n; i++) {
            int v = r.nextInt(8);
            l.add(keys ? new Key(v) : (Object) v);
        }
        return l;
    }

    static Iterator<?> iter(Object c) throws Throwable {
        return (Iterator<?>) call(c, "iterator", t());
    }

    static ListIterator<?> listIter(Object c) throws Throwable {
        return (ListIterator<?>) call(c, "listIterator", t());
    }
}
