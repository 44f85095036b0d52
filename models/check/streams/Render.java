package symtestdriver;

import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The canonical text of a result or an exception, the same for the JDK's objects and the
 * models' renamed copies (symtestcheck.util.X shows as java.util.X): class, elements in
 * iteration order, hashCode; the immutable lists are probed (get out of range, add,
 * contains(null), equals). Exceptions: class and message, except the JVM's own messages of
 * ClassCastException and ArrayStoreException; a model's native method (UnsatisfiedLinkError)
 * is UNHANDLED.
 */
@SuppressWarnings("unchecked")
public final class Render {
    private Render() {
    }

    static String cls(Object o) {
        return o.getClass().getName().replace("symtestcheck.util.", "java.util.")
                .replace("symtestcheck.stream.", "java.util.stream.");
    }

    public static String show(Object x) {
        if (x == null) {
            return "null";
        }
        if (x instanceof E || x instanceof Boolean) {
            return x.toString();
        }
        if (x instanceof Integer) {
            return "i" + x;
        }
        if (x instanceof Long) {
            return "L" + x;
        }
        if (x instanceof Double) {
            return "d" + x;
        }
        if (x instanceof String) {
            return "'" + x + "'";
        }
        if (x instanceof Map.Entry) {
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) x;
            return show(e.getKey()) + "=" + show(e.getValue());
        }
        return render(x);
    }

    public static String render(Object r) {
        if (r == null || r instanceof E || r instanceof Integer || r instanceof Long
                || r instanceof Double || r instanceof String || r instanceof Boolean
                || r instanceof Map.Entry) {
            return show(r);
        }
        if (r instanceof Optional) {
            Optional<?> o = (Optional<?>) r;
            return o.isPresent() ? "Optional[" + show(o.get()) + "]" : "Optional.empty";
        }
        if (r instanceof OptionalInt || r instanceof OptionalLong || r instanceof OptionalDouble) {
            return r.toString();
        }
        if (r instanceof Object[]) {
            StringBuilder sb = new StringBuilder(cls(r)).append('{');
            for (Object o : (Object[]) r) {
                sb.append(show(o)).append(',');
            }
            return sb.append('}').toString();
        }
        if (r instanceof int[]) {
            return "int" + java.util.Arrays.toString((int[]) r);
        }
        if (r instanceof long[]) {
            return "long" + java.util.Arrays.toString((long[]) r);
        }
        if (r instanceof double[]) {
            return "double" + java.util.Arrays.toString((double[]) r);
        }
        String c = cls(r);
        if (c.endsWith("Collectors$Partition")) {
            Map<?, ?> m = (Map<?, ?>) r;
            return c + "{false=" + show(m.get(false)) + ",true=" + show(m.get(true)) + "}#"
                    + m.hashCode() + " " + m.toString() + " " + m.size() + m.containsKey(true)
                    + m.containsKey(null) + " eq" + m.equals(copy(m)) + copy(m).equals(m);
        }
        if (r instanceof Map) {
            StringBuilder sb = new StringBuilder(c).append('{');
            for (Map.Entry<?, ?> e : ((Map<?, ?>) r).entrySet()) {
                sb.append(show(e.getKey())).append('=').append(show(e.getValue())).append(',');
            }
            return sb.append("}#").append(r.hashCode()).toString();
        }
        if (r instanceof Collection) {
            StringBuilder sb = new StringBuilder(c).append('[');
            for (Object o : (Collection<?>) r) {
                sb.append(show(o)).append(',');
            }
            sb.append("]#").append(r.hashCode()).append(" n").append(((Collection<?>) r).size());
            if (c.startsWith("java.util.ImmutableCollections")) {
                sb.append(probe((List<Object>) r));
            }
            return sb.toString();
        }
        if (r instanceof Iterator) {
            return "iterator";
        }
        return c;
    }

    private static Map<Object, Object> copy(Map<?, ?> partition) {
        Map<Object, Object> h = new java.util.HashMap<>();
        h.put(false, partition.get(false));
        h.put(true, partition.get(true));
        return h;
    }

    /** The immutable lists' behaviour beyond iteration. */
    private static String probe(List<Object> l) {
        StringBuilder sb = new StringBuilder();
        int n = l.size();
        sb.append(" get:").append(attempt(() -> show(l.get(n))));
        sb.append(" getm:").append(attempt(() -> show(l.get(-1))));
        sb.append(" add:").append(attempt(() -> "" + l.add(null)));
        sb.append(" set:").append(attempt(() -> show(l.set(0, null))));
        sb.append(" cnull:").append(attempt(() -> "" + l.contains(null)));
        sb.append(" idx:").append(attempt(() -> "" + l.indexOf(new E(3))));
        sb.append(" last:").append(attempt(() -> "" + l.lastIndexOf(n > 0 ? l.get(0) : null)));
        sb.append(" empty:").append(l.isEmpty());
        sb.append(" eq:").append(l.equals(new java.util.ArrayList<>(l)))
                .append(new java.util.ArrayList<>(l).equals(l));
        sb.append(" itrm:").append(attempt(() -> {
            Iterator<Object> it = l.iterator();
            it.next();
            it.remove();
            return "ok";
        }));
        sb.append(" arr:").append(attempt(() -> render(l.toArray())));
        return sb.toString();
    }

    interface Attempt {
        String run();
    }

    static String attempt(Attempt a) {
        try {
            return a.run();
        } catch (RuntimeException ex) {
            return exc(ex);
        }
    }

    public static String exc(Throwable t) {
        if (t instanceof UnsatisfiedLinkError) {
            return "UNHANDLED " + t.getMessage();
        }
        if (t instanceof Log.Runaway) {
            return "RUNAWAY";
        }
        boolean jvmMessage = t instanceof ClassCastException || t instanceof ArrayStoreException;
        StringBuilder sb = new StringBuilder("EXC ").append(cls(t));
        if (!jvmMessage) {
            sb.append(": ").append(t.getMessage());
        }
        for (Throwable s : t.getSuppressed()) {
            sb.append(" +suppressed ").append(exc(s));
        }
        return sb.toString();
    }
}
