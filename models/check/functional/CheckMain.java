package symtestdriver;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs every family's trials in two worlds, the JDK's classes and the renamed models, and
 * compares the traces (results, exception classes, the calls the functions observed, the
 * collections' contents, modCount and table length). A trial whose model run makes an
 * unhandled call (a native method: UnsatisfiedLinkError here) is counted apart.
 */
public final class CheckMain {
    static final class Stats {
        long compared;
        long mismatched;
        long unhandled;
        final List<String> examples = new ArrayList<>();
    }

    static final Map<String, Stats> STATS = new LinkedHashMap<>();
    /** Unhandled calls by family and native method. */
    static final Map<String, Long> UNHANDLED = new java.util.TreeMap<>();

    /** Thrown by the model world's trace at its first unhandled call. */
    static final class Unhandled extends RuntimeException {
        Unhandled(String what) {
            super(what, null, false, false);
        }
    }

    /** A failure of the check itself (a method it looks for is missing): ends the run. */
    static final class CheckError extends Error {
        CheckError(String what, Throwable cause) {
            super(what, cause);
        }
    }

    /** One family: a trial builds its scenario from the seed alone and returns its trace. */
    interface Family {
        String name();

        /** Whether the trials run the collections' world (else the functions'). */
        boolean collections();

        /** The method (group) the trial exercises, from the seed alone. */
        String method(long seed);

        String trial(World w, long seed);
    }

    public static void main(String[] args) {
        long trials = args.length > 0 ? Long.parseLong(args[0]) : 300000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 20240611L;
        java.util.List<Family> families = new java.util.ArrayList<>(java.util.List.of(
            new FunctionFamily(), new ComparatorFamily(), new OptionalFamily(), new ListFamily(),
            new MapFamily()));
        if (Runtime.version().feature() >= 21) {
            families.add(new SequencedFamily());  // the JDK side has the methods from 21 on
        }
        World jdk = new World(false, "java.util.", "java.util.function.");
        World fnModel = new World(true, "symtestcheck.util.", "symtestcheck.function.");
        World collModel = new World(true, "symtestcheck.coll.", "java.util.function.");
        for (Family f : families) {
            World model = f.collections() ? collModel : fnModel;
            java.util.Random seeds = new java.util.Random(seed ^ f.name().hashCode());
            for (long t = 0; t < trials; t++) {
                long s = seeds.nextLong();
                String method = f.name() + " " + f.method(s);
                Stats st = STATS.computeIfAbsent(method, k -> new Stats());
                String expected = f.trial(jdk, s);
                String actual;
                try {
                    actual = f.trial(model, s);
                } catch (Unhandled u) {
                    st.unhandled++;
                    String why = f.name() + " " + u.getMessage();
                    UNHANDLED.merge(why, 1L, Long::sum);
                    continue;
                } catch (CheckError e) {
                    throw e;
                } catch (Throwable e) {
                    // the model failed where the JDK did not (a broken assume while building)
                    actual = "threw " + e;
                }
                st.compared++;
                if (!expected.equals(actual)) {
                    st.mismatched++;
                    if (st.examples.size() < 4) {
                        st.examples.add("seed " + s + "\n    jdk:   " + expected
                                + "\n    model: " + actual);
                    }
                }
            }
        }
        long compared = 0;
        long mismatched = 0;
        long unhandled = 0;
        System.out.printf("%-44s %10s %10s %10s%n", "method", "compared", "mismatch", "unhandled");
        for (Map.Entry<String, Stats> e : STATS.entrySet()) {
            Stats st = e.getValue();
            System.out.printf("%-44s %10d %10d %10d%n", e.getKey(), st.compared, st.mismatched,
                    st.unhandled);
            compared += st.compared;
            mismatched += st.mismatched;
            unhandled += st.unhandled;
        }
        System.out.printf("%-44s %10d %10d %10d%n", "total", compared, mismatched, unhandled);
        for (Map.Entry<String, Long> e : UNHANDLED.entrySet()) {
            System.out.printf("unhandled: %-70s %8d%n", e.getKey(), e.getValue());
        }
        for (Map.Entry<String, Stats> e : STATS.entrySet()) {
            for (String ex : e.getValue().examples) {
                System.out.println("MISMATCH " + e.getKey() + " " + ex);
            }
        }
        if (mismatched > 0) {
            System.exit(1);
        }
    }

    // ---- the two worlds

    /**
     * The JDK's classes or one copy of the renamed models, reached by reflection: classes of
     * java.util from utilPackage (else java.util), functional interfaces from fnPackage.
     */
    static final class World {
        final boolean model;
        private final String utilPackage;
        private final String fnPackage;
        private final Map<String, Class<?>> classes = new HashMap<>();
        private final Map<String, Method> methods = new HashMap<>();

        World(boolean model, String utilPackage, String fnPackage) {
            this.model = model;
            this.utilPackage = utilPackage;
            this.fnPackage = fnPackage;
        }

        Class<?> cls(String name) {
            Class<?> c = classes.get(name);
            if (c == null) {
                c = resolve(name);
                classes.put(name, c);
            }
            return c;
        }

        private Class<?> resolve(String name) {
            switch (name) {
                case "int": return int.class;
                case "long": return long.class;
                case "double": return double.class;
                case "boolean": return boolean.class;
                case "Object": return Object.class;
                case "Runnable": return Runnable.class;
                case "Object[]": return Object[].class;
                case "Collection": return java.util.Collection.class;
                case "List": return java.util.List.class;
                case "Map": return java.util.Map.class;
                case "Iterator": return java.util.Iterator.class;
                default: break;
            }
            try {
                if (isFunctionType(name)) {
                    return Class.forName(fnPackage + name);
                }
                try {
                    return Class.forName(utilPackage + name);
                } catch (ClassNotFoundException e) {
                    return Class.forName("java.util." + name);
                }
            } catch (ClassNotFoundException e) {
                throw new CheckError(name, e);
            }
        }

        private static boolean isFunctionType(String name) {
            return name.endsWith("Predicate") || name.endsWith("Function")
                    || name.endsWith("Consumer") || name.endsWith("Operator")
                    || name.endsWith("Supplier");
        }

        private Class<?>[] types(String[] sig) {
            Class<?>[] t = new Class<?>[sig.length];
            for (int i = 0; i < sig.length; i++) {
                t[i] = cls(sig[i]);
            }
            return t;
        }

        private Method method(Class<?> c, String name, String[] sig) {
            String key = c.getName() + "." + name + String.join(",", sig);
            Method m = methods.get(key);
            if (m == null) {
                try {
                    m = c.getMethod(name, types(sig));
                } catch (NoSuchMethodException e) {
                    throw new CheckError(key, e);
                }
                m.setAccessible(true);
                methods.put(key, m);
            }
            return m;
        }

        /** target.name(args) on target's class, the parameter types named by sig. */
        Object call(Object target, String name, String[] sig, Object... args) throws Throwable {
            if (target == null) {
                throw new NullPointerException();
            }
            return invoke(method(target.getClass(), name, sig), target, args);
        }

        /** target.name(args) through the interface or class cls (a virtual call). */
        Object callAs(String cls, Object target, String name, String[] sig, Object... args)
                throws Throwable {
            if (target == null) {
                throw new NullPointerException();
            }
            return invoke(method(cls(cls), name, sig), target, args);
        }

        Object callStatic(String cls, String name, String[] sig, Object... args) throws Throwable {
            return invoke(method(cls(cls), name, sig), null, args);
        }

        Object newInstance(String cls, String[] sig, Object... args) throws Throwable {
            try {
                return cls(cls).getConstructor(types(sig)).newInstance(args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }

        private Object invoke(Method m, Object target, Object[] args) throws Throwable {
            if (model && m.getDeclaringClass().getName().startsWith("java.")) {
                // the engine would find the JDK's code here, which it does not run
                throw new Unhandled("no model of " + m);
            }
            try {
                return m.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }

        /** A function object of interface iface whose abstract method runs fn. */
        Object fn(String iface, Fn fn) {
            Class<?> c = cls(iface);
            return Proxy.newProxyInstance(c.getClassLoader() == null
                    ? CheckMain.class.getClassLoader() : c.getClassLoader(),
                    new Class<?>[] {c}, new FnHandler(fn));
        }

        int intField(Object o, Class<?> declaring, String field) {
            try {
                Field f = declaring.getDeclaredField(field);
                f.setAccessible(true);
                return f.getInt(o);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }

        Object field(Object o, Class<?> declaring, String field) {
            try {
                Field f = declaring.getDeclaredField(field);
                f.setAccessible(true);
                return f.get(o);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    // ---- random functions

    /** What a function returns, from its arguments and the number of the call. */
    interface Result {
        Object of(Object[] args, int call) throws Throwable;
    }

    /** What a function does to the collection under test at one call. */
    interface Effect {
        void run(Object[] args) throws Throwable;
    }

    /**
     * A function of the check: logs its calls (name and arguments) into the trace, throws at
     * call throwAt, runs its effect at call effectAt, and returns result's value. Default
     * methods of the proxy run the interface's own code unless overridden (overrides: name ->
     * result).
     */
    static final class Fn {
        final String name;
        final Trace trace;
        int throwAt;
        int effectAt;
        Effect effect;
        Result result;
        Map<String, Result> overrides;
        int calls;

        Fn(String name, Trace trace, Result result) {
            this.name = name;
            this.trace = trace;
            this.result = result;
        }

        Fn throwAt(int n) {
            throwAt = n;
            return this;
        }

        Fn effect(int n, Effect e) {
            effectAt = n;
            effect = e;
            return this;
        }

        Object call(Object[] args) throws Throwable {
            calls++;
            trace.add(name + "(" + Trace.render(args) + ")");
            if (calls == throwAt) {
                throw new IllegalStateException(name);
            }
            if (calls == effectAt) {
                effect.run(args);
            }
            return result.of(args, calls);
        }
    }

    static final class FnHandler implements InvocationHandler {
        private final Fn fn;

        FnHandler(Fn fn) {
            this.fn = fn;
        }

        @Override
        public Object invoke(Object proxy, Method m, Object[] args) throws Throwable {
            Object[] a = args == null ? new Object[0] : args;
            if (m.getDeclaringClass() == Object.class || m.getName().equals("equals")
                    && a.length == 1 && m.getParameterTypes()[0] == Object.class) {
                switch (m.getName()) {
                    case "equals": return proxy == a[0];
                    case "hashCode": return System.identityHashCode(proxy);
                    default: return fn.name;
                }
            }
            if (fn.overrides != null && fn.overrides.containsKey(m.getName())) {
                fn.trace.add(fn.name + "." + m.getName() + "(" + Trace.render(a) + ")");
                return fn.overrides.get(m.getName()).of(a, 0);
            }
            if (m.isDefault()) {
                return InvocationHandler.invokeDefault(proxy, m, a);
            }
            Object r = fn.call(a);
            return convert(r, m.getReturnType());
        }

        private static Object convert(Object r, Class<?> t) {
            if (t == void.class) {
                return null;
            }
            if (t == boolean.class) {
                return r instanceof Boolean ? r : Boolean.valueOf(((Number) r).intValue() % 2 == 0);
            }
            if (t == int.class) {
                return ((Number) r).intValue();
            }
            if (t == long.class) {
                return ((Number) r).longValue();
            }
            if (t == double.class) {
                return ((Number) r).doubleValue();
            }
            return r;
        }
    }

    // ---- traces

    /** What a trial observed, as text. */
    static final class Trace {
        final World w;
        private final StringBuilder b = new StringBuilder();

        Trace(World w) {
            this.w = w;
        }

        void add(String s) {
            b.append(s).append(' ');
        }

        /** Runs op, adding its result (rendered) or its exception's class. */
        void op(String name, Op op) {
            try {
                Object r = op.run();
                add(name + "=" + render(r));
            } catch (UnsatisfiedLinkError e) {
                if (w.model) {
                    throw new Unhandled(e.getMessage());
                }
                throw e;
            } catch (Throwable t) {
                if (t instanceof Unhandled) {
                    throw (Unhandled) t;
                }
                if (t instanceof CheckError) {
                    throw (CheckError) t;
                }
                if (t instanceof AssertionError) {
                    // a broken assume in the model
                    add(name + "!!" + t);
                } else {
                    add(name + "!" + t.getClass().getSimpleName());
                }
            }
        }

        @Override
        public String toString() {
            return b.toString();
        }

        static String render(Object[] args) {
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < args.length; i++) {
                if (i > 0) {
                    s.append(',');
                }
                s.append(render(args[i]));
            }
            return s.toString();
        }

        static String render(Object o) {
            if (o == null) {
                return "null";
            }
            if (o instanceof Object[]) {
                return "[" + render((Object[]) o) + "]";
            }
            if (o instanceof Map.Entry) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                return "(" + render(e.getKey()) + "=" + render(e.getValue()) + ")";
            }
            if (o instanceof Double) {
                return Double.toString((Double) o) + "d";
            }
            if (o instanceof Iterable) {
                StringBuilder s = new StringBuilder("[");
                Iterator<?> it = ((Iterable<?>) o).iterator();
                while (it.hasNext()) {
                    s.append(render(it.next())).append(it.hasNext() ? "," : "");
                }
                return s.append(']').toString();
            }
            return String.valueOf(o);
        }
    }

    interface Op {
        Object run() throws Throwable;
    }

    /** A key of controlled hash: equal by value, hashCode given (collisions on purpose). */
    static final class Key implements Comparable<Key> {
        final int value;
        final int hash;

        Key(int value, int hash) {
            this.value = value;
            this.hash = hash;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key && ((Key) o).value == value;
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public int compareTo(Key o) {
            return Integer.compare(value, o.value);
        }

        @Override
        public String toString() {
            return "k" + value;
        }
    }

    static String[] sig(String... types) {
        return types;
    }

    /** An int view of a function argument, for deterministic results. */
    static int num(Object o) {
        if (o == null) {
            return 7;
        }
        if (o instanceof Key) {
            return ((Key) o).value;
        }
        if (o instanceof Number) {
            return (int) ((Number) o).longValue();
        }
        if (o instanceof Map.Entry) {
            return num(((Map.Entry<?, ?>) o).getKey()) * 3 + num(((Map.Entry<?, ?>) o).getValue());
        }
        if (o instanceof String) {
            return ((String) o).chars().sum() % 13; // strings of one hash still differ here
        }
        return o.toString().length();
    }
}
