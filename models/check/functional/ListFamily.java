package symtestdriver;

import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.Random;
import symtestdriver.CheckMain.Effect;
import symtestdriver.CheckMain.Fn;
import symtestdriver.CheckMain.Trace;
import symtestdriver.CheckMain.World;

import static symtestdriver.CheckMain.num;
import static symtestdriver.CheckMain.sig;

/**
 * ArrayList and LinkedList: forEach, removeIf, replaceAll, sort, Collections.sort/max/min,
 * toArray(IntFunction) and the iterators' forEachRemaining (after some next() calls, and a
 * change of the list before now and then), with logging functions that throw or change the
 * list (structurally or not) at a random call. The trace: results, exceptions, the calls the
 * functions saw, the list, its modCount, and the iterator afterwards (hasNext, remove).
 */
final class ListFamily implements CheckMain.Family {
    private static final String[] OPS = {"forEach", "removeIf", "replaceAll", "sort",
        "Collections.sort", "Collections.max", "Collections.min", "iterator.forEachRemaining",
        "listIterator.forEachRemaining", "descendingIterator.forEachRemaining",
        "toArray(IntFunction)"};

    public boolean collections() {
        return true;
    }

    public String name() {
        return "list";
    }

    public String method(long seed) {
        Random r = new Random(seed);
        boolean linked = r.nextBoolean();
        return (linked ? "LinkedList." : "ArrayList.") + OPS[r.nextInt(OPS.length)];
    }

    @SuppressWarnings("unchecked")
    public String trial(World w, long seed) {
        Random r = new Random(seed);
        boolean linked = r.nextBoolean();
        String op = OPS[r.nextInt(OPS.length)];
        Trace trace = new Trace(w);
        int n = r.nextInt(20) == 0 ? 30 + r.nextInt(6) : r.nextInt(9);
        Object[] init = new Object[n];
        for (int i = 0; i < n; i++) {
            init[i] = r.nextInt(15) == 0 ? null : Integer.valueOf(r.nextInt(9) - 3);
        }
        List<Object> list;
        try {
            list = (List<Object>) w.newInstance(linked ? "LinkedList" : "ArrayList", sig());
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
        for (Object o : init) {
            list.add(o);
        }
        int preRemovals = r.nextInt(3);
        for (int i = 0; i < preRemovals && !list.isEmpty(); i++) {
            list.remove(list.size() - 1);
            list.add(list.size(), 5);
        }
        Fn f = fn(r, trace, list, op);
        int skip = r.nextInt(4);
        int changeBefore = r.nextInt(6);
        int listIndex = r.nextInt(n + 2);
        trace.op(op, () -> run(w, trace, list, op, f, skip, changeBefore, listIndex));
        trace.add("list=" + Trace.render(list));
        trace.add("mod=" + w.intField(list, java.util.AbstractList.class, "modCount"));
        return trace.toString();
    }

    /** The function for op, of the interface op takes; null now and then. */
    private static Fn fn(Random r, Trace trace, List<Object> list, String op) {
        int kind = r.nextInt(5);
        Fn f = new Fn("f", trace, (a, n) -> {
            if (a.length == 2) { // a comparator
                int d = Integer.compare(num(a[0]), num(a[1]));
                return kind == 0 ? -d : kind == 1 ? 0 : kind == 2 ? (n % 3) - 1 : d;
            }
            if (op.startsWith("toArray")) {
                int len = (Integer) a[0] + (kind == 0 ? 0 : kind == 1 ? 1 : kind - 3);
                return len < 0 ? null : new Object[len];
            }
            int v = num(a[0]);
            return kind == 0 ? Boolean.valueOf(v % 2 == 0) : kind == 1 ? Boolean.valueOf(v > 0)
                    : kind == 2 ? Boolean.valueOf(n % 2 == 1) : kind == 3 ? null
                    : Integer.valueOf(v * 2);
        });
        if (r.nextInt(8) == 0) {
            f.throwAt(1 + r.nextInt(5));
        }
        if (r.nextInt(4) == 0) {
            int what = r.nextInt(6);
            f.effect(1 + r.nextInt(5), change(list, what));
        }
        return r.nextInt(30) == 0 ? null : f;
    }

    /** A change of the list: add, remove at the front or back, set, clear, insert. */
    static Effect change(List<Object> list, int what) {
        return a -> {
            switch (what) {
                case 0: list.add(99); break;
                case 1: if (!list.isEmpty()) { list.remove(0); } break;
                case 2: if (!list.isEmpty()) { list.set(0, 42); } break;
                case 3: list.clear(); break;
                case 4: if (!list.isEmpty()) { list.remove(list.size() - 1); } break;
                default: list.add(0, 77); break;
            }
        };
    }

    private static Object fnOf(World w, String iface, Fn f) {
        return f == null ? null : w.fn(iface, f);
    }

    @SuppressWarnings("unchecked")
    private static Object run(World w, Trace trace, List<Object> list, String op, Fn f,
            int skip, int changeBefore, int listIndex) throws Throwable {
        switch (op) {
            case "forEach":
                return w.call(list, op, sig("Consumer"), fnOf(w, "Consumer", f));
            case "removeIf":
                return w.call(list, op, sig("Predicate"), fnOf(w, "Predicate", f));
            case "replaceAll":
                return w.call(list, op, sig("UnaryOperator"), fnOf(w, "UnaryOperator", f));
            case "sort":
                return w.call(list, op, sig("Comparator"), fnOf(w, "Comparator", f));
            case "Collections.sort":
                return w.callStatic("Collections", "sort", sig("List", "Comparator"), list,
                        fnOf(w, "Comparator", f));
            case "Collections.max":
            case "Collections.min":
                return w.callStatic("Collections", op.substring(12),
                        sig("Collection", "Comparator"), list, fnOf(w, "Comparator", f));
            case "toArray(IntFunction)":
                return w.call(list, "toArray", sig("IntFunction"), fnOf(w, "IntFunction", f));
            default:
                break;
        }
        Iterator<Object> it;
        if (op.startsWith("listIterator")) {
            it = (Iterator<Object>) w.call(list, "listIterator", sig("int"),
                    Math.min(listIndex, list.size()));
        } else if (op.startsWith("descending")) {
            if (!(list instanceof java.util.Deque)) {
                return "n/a";
            }
            it = (Iterator<Object>) w.call(list, "descendingIterator", sig());
        } else {
            it = (Iterator<Object>) w.call(list, "iterator", sig());
        }
        for (int i = 0; i < skip && it.hasNext(); i++) {
            trace.add("next=" + Trace.render(it.next()));
        }
        if (changeBefore < 3) {
            change(list, changeBefore == 2 ? 2 : changeBefore * 4).run(null);
        }
        Iterator<Object> iter = it;
        trace.op("fer", () -> w.call(iter, "forEachRemaining", sig("Consumer"),
                fnOf(w, "Consumer", f)));
        trace.op("hasNext", it::hasNext);
        if (it instanceof ListIterator) {
            trace.op("nextIndex", () -> ((ListIterator<Object>) iter).nextIndex());
        }
        trace.op("remove", () -> {
            iter.remove();
            return null;
        });
        return null;
    }
}
