package symtestdriver;

import java.util.Collection;
import java.util.Iterator;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import symtestdriver.CheckMain.Effect;
import symtestdriver.CheckMain.Fn;
import symtestdriver.CheckMain.Key;
import symtestdriver.CheckMain.Trace;
import symtestdriver.CheckMain.World;

import static symtestdriver.CheckMain.num;
import static symtestdriver.CheckMain.sig;

/**
 * HashMap and HashSet: a map built by random puts, removes, computeIfAbsent and merge (keys of
 * controlled hash: spread, colliding in small tables, or one chain), then a few random calls
 * of compute, computeIfAbsent, computeIfPresent, merge, forEach, replaceAll, getOrDefault,
 * putIfAbsent, the views' forEach, removeIf and iterators' forEachRemaining (HashSet: forEach,
 * removeIf, forEachRemaining, toArray(IntFunction)), with logging functions that return null
 * or values, throw, or change the map (put, remove the current or another key, clear, putAll,
 * nested computeIfAbsent) at a random call. After each call the trace has the result, the
 * calls seen, the entries in iteration order, the size, the table length and modCount.
 */
final class MapFamily implements CheckMain.Family {
    private static final String[] OPS = {"compute", "computeIfAbsent", "computeIfPresent",
        "merge", "forEach", "replaceAll", "getOrDefault", "putIfAbsent", "keySet.forEach",
        "values.forEach", "entrySet.forEach", "keySet.removeIf", "values.removeIf",
        "entrySet.removeIf", "keySet.forEachRemaining", "values.forEachRemaining",
        "entrySet.forEachRemaining", "keySet.toArray(IntFunction)",
        "values.toArray(IntFunction)", "iterator+computeIfAbsent"};
    private static final String[] SET_OPS = {"forEach", "removeIf", "forEachRemaining",
        "toArray(IntFunction)"};

    public boolean collections() {
        return true;
    }

    public String name() {
        return "map";
    }

    public String method(long seed) {
        Random r = new Random(seed);
        if (r.nextInt(6) == 0) {
            return "HashSet." + SET_OPS[r.nextInt(SET_OPS.length)];
        }
        return "HashMap." + OPS[r.nextInt(OPS.length)];
    }

    public String trial(World w, long seed) {
        Random r = new Random(seed);
        boolean set = r.nextInt(6) == 0;
        String first = set ? SET_OPS[r.nextInt(SET_OPS.length)] : OPS[r.nextInt(OPS.length)];
        Trace trace = new Trace(w);
        int hashMode = r.nextInt(8);
        int nkeys = 3 + r.nextInt(r.nextInt(4) == 0 ? 70 : 14);
        Object[] keys = new Object[nkeys + 1];
        for (int i = 0; i <= nkeys; i++) {
            keys[i] = key(i, hashMode);
        }
        int[] caps = {-1, -1, -1, 0, 1, 2, 3, 4, 8, 12, 16, 64};
        int cap = caps[r.nextInt(caps.length)];
        try {
            return set ? setTrial(w, r, trace, first, keys, cap)
                    : mapTrial(w, r, trace, first, keys, cap);
        } catch (CheckMain.Unhandled u) {
            throw u;
        } catch (UnsatisfiedLinkError e) {
            if (w.model) {
                throw new CheckMain.Unhandled(e.getMessage());
            }
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    /**
     * Keys of a hash pattern: Key objects (hashCode chosen), and the plain keys the model looks
     * up by equals alone: strings of "Aa" and "BB" blocks (all of a length share one hash),
     * Integers spread over buckets, and strings by value.
     */
    static Object key(int v, int mode) {
        switch (mode) {
            case 0: return new Key(v, v);
            case 1: return new Key(v, v * 16);
            case 2: return new Key(v, v & 3);
            case 3: return new Key(v, v * 64 + (v & 1));
            case 4: return new Key(v, 0);
            case 5: return collidingString(v);
            case 6: return Integer.valueOf(v * 16 - 40);
            default: return "k" + v;
        }
    }

    private static String collidingString(int v) {
        StringBuilder s = new StringBuilder();
        for (int bit = 0; bit < 4; bit++) {
            s.append((v >> bit & 1) == 0 ? "Aa" : "BB");
        }
        return v < 16 ? s.toString() : s.append(v).toString();
    }

    @SuppressWarnings("unchecked")
    private String mapTrial(World w, Random r, Trace trace, String first, Object[] keys, int cap)
            throws Throwable {
        Map<Object, Object> m = (Map<Object, Object>) (cap < 0 ? w.newInstance("HashMap", sig())
                : w.newInstance("HashMap", sig("int"), cap));
        int nkeys = keys.length - 1;
        int builds = r.nextInt(r.nextInt(3) == 0 ? 60 : 16);
        for (int i = 0; i < builds; i++) {
            Object k = keys[r.nextInt(nkeys)];
            Integer v = r.nextInt(8) == 0 ? null : Integer.valueOf(r.nextInt(9));
            int how = r.nextInt(10);
            Object constant = w.fn("Function", new Fn("c", new Trace(w), (a, n) -> 1));
            Object sum = w.fn("BiFunction", new Fn("s", new Trace(w),
                    (a, n) -> num(a[0]) + num(a[1]) > 12 ? null : num(a[0]) + num(a[1])));
            {
                if (how < 5) {
                    m.put(k, v);
                } else if (how < 7) {
                    m.remove(k);
                } else if (how < 9) {
                    w.call(m, "computeIfAbsent", sig("Object", "Function"), k, constant);
                } else if (v != null) {
                    w.call(m, "merge", sig("Object", "Object", "BiFunction"), k, v, sum);
                }
            }
        }
        if (r.nextInt(3) == 0) {
            // fill up to one entry over the threshold, which only compute* and merge reach
            Object constant = w.fn("Function", new Fn("c", new Trace(w), (a, n) -> 2));
            for (int i = 0; i < nkeys; i++) {
                int c = capacity(w, m);
                if (m.size() > c - c / 4 - (c == 1 ? 1 : 0)) {
                    break;
                }
                if (!m.containsKey(keys[i])) {
                    w.call(m, "computeIfAbsent", sig("Object", "Function"), keys[i], constant);
                }
            }
        }
        trace.add("built=" + state(w, m));
        int ops = 1 + r.nextInt(3);
        for (int i = 0; i < ops; i++) {
            String op = i == 0 ? first : OPS[r.nextInt(OPS.length)];
            Object k = keys[r.nextInt(keys.length)];
            Integer v = r.nextInt(8) == 0 ? null : Integer.valueOf(r.nextInt(9));
            Fn f = fn(w, r, trace, m, keys, op);
            int skip = r.nextInt(3);
            trace.op(op, () -> runMap(w, trace, m, op, k, v, f, skip));
            trace.add(state(w, m));
        }
        return trace.toString();
    }

    /** A function for op; it may throw, or change the map at one call; null now and then. */
    private static Fn fn(World w, Random r, Trace trace, Map<Object, Object> m, Object[] keys,
            String op) {
        int kind = r.nextInt(5);
        Fn f = new Fn("f", trace, (a, n) -> {
            if (op.endsWith("toArray(IntFunction)")) {
                return kind == 0 ? null : new Object[Math.max(0, (Integer) a[0] + kind - 2)];
            }
            if (op.endsWith("removeIf")) {
                return Boolean.valueOf(kind == 0 ? num(a[0]) % 2 == 0 : kind == 1 || n % 2 == 0);
            }
            int second = a.length > 1 ? num(a[1]) : 0;
            return kind == 0 ? null : Integer.valueOf(num(a[0]) + kind + second);
        });
        if (r.nextInt(10) == 0) {
            f.throwAt(1 + r.nextInt(4));
        }
        if (r.nextInt(3) == 0) {
            int what = r.nextInt(9);
            Object other = keys[r.nextInt(keys.length)];
            Object fresh = keys[keys.length - 1];
            Object constant = w.fn("Function", new Fn("c", new Trace(w), (a, n) -> 5));
            f.effect(1 + r.nextInt(4), a -> {
                Object cur = a.length == 0 ? other : a[0] instanceof Map.Entry
                        ? ((Map.Entry<?, ?>) a[0]).getKey() : a[0];
                trace.add("fx" + what + "(" + other + ")");
                switch (what) {
                    case 0: m.put(fresh, 1); break;
                    case 1: m.put(cur, 2); break;
                    case 2: m.remove(cur); break;
                    case 3: m.remove(other); break;
                    case 4: m.clear(); break;
                    case 5:
                        w.call(m, "computeIfAbsent", sig("Object", "Function"), other, constant);
                        break;
                    case 6: m.putAll(Map.of(other, 3, cur == null ? fresh : cur, 4)); break;
                    case 7: m.replace(other, 6); break;
                    default: m.put(other, 7); m.remove(fresh); break;
                }
            });
        }
        return r.nextInt(40) == 0 ? null : f;
    }

    private static Object fnOf(World w, String iface, Fn f) {
        return f == null ? null : w.fn(iface, f);
    }

    @SuppressWarnings("unchecked")
    private static Object runMap(World w, Trace trace, Map<Object, Object> m, String op, Object k,
            Integer v, Fn f, int skip) throws Throwable {
        switch (op) {
            case "compute": case "computeIfPresent":
                return w.call(m, op, sig("Object", "BiFunction"), k, fnOf(w, "BiFunction", f));
            case "computeIfAbsent":
                return w.call(m, op, sig("Object", "Function"), k, fnOf(w, "Function", f));
            case "merge":
                return w.call(m, op, sig("Object", "Object", "BiFunction"), k, v,
                        fnOf(w, "BiFunction", f));
            case "forEach":
                return w.call(m, op, sig("BiConsumer"), fnOf(w, "BiConsumer", f));
            case "replaceAll":
                return w.call(m, op, sig("BiFunction"), fnOf(w, "BiFunction", f));
            case "getOrDefault":
                return m.getOrDefault(k, v);
            case "putIfAbsent":
                return m.putIfAbsent(k, v);
            case "iterator+computeIfAbsent": {
                // a resize without structural change under an iterator
                Iterator<Object> it = m.keySet().iterator();
                for (int i = 0; i < skip && it.hasNext(); i++) {
                    trace.add("next=" + Trace.render(it.next()));
                }
                trace.op("cia", () -> w.call(m, "computeIfAbsent", sig("Object", "Function"), k,
                        fnOf(w, "Function", f)));
                for (int i = 0; i < 80 && it.hasNext(); i++) {
                    trace.op("next", it::next);
                    if (i % 3 == skip) {
                        trace.op("remove", () -> {
                            it.remove();
                            return null;
                        });
                    }
                }
                return null;
            }
            default:
                break;
        }
        String view = op.substring(0, op.indexOf('.'));
        Collection<Object> c = (Collection<Object>) (view.equals("keySet") ? m.keySet()
                : view.equals("values") ? m.values() : (Collection<?>) m.entrySet());
        return runCollection(w, trace, c, op.substring(op.indexOf('.') + 1), f, skip);
    }

    private static Object runCollection(World w, Trace trace, Collection<Object> c, String op,
            Fn f, int skip) throws Throwable {
        switch (op) {
            case "forEach":
                return w.call(c, op, sig("Consumer"), fnOf(w, "Consumer", f));
            case "removeIf":
                return w.call(c, op, sig("Predicate"), fnOf(w, "Predicate", f));
            case "toArray(IntFunction)":
                return w.call(c, "toArray", sig("IntFunction"), fnOf(w, "IntFunction", f));
            default:
                break;
        }
        Iterator<Object> it = c.iterator();
        for (int i = 0; i < skip && it.hasNext(); i++) {
            trace.add("next=" + Trace.render(it.next()));
        }
        trace.op("fer", () -> w.call(it, "forEachRemaining", sig("Consumer"),
                fnOf(w, "Consumer", f)));
        trace.op("hasNext", it::hasNext);
        trace.op("remove", () -> {
            it.remove();
            return null;
        });
        return null;
    }

    /** Entries in iteration order, size, table length (or initial capacity), modCount. */
    static String state(World w, Map<?, ?> m) {
        return state(w, m, true);
    }

    /** values: false for a HashSet's map (the JDK's values are a dummy, the model's null). */
    static String state(World w, Map<?, ?> m, boolean values) {
        StringBuilder s = new StringBuilder("{");
        for (Map.Entry<?, ?> e : m.entrySet()) {
            s.append(e.getKey()).append(values ? "=" + e.getValue() : "").append(',');
        }
        s.append("} n=").append(m.size()).append(" cap=").append(capacity(w, m));
        s.append(" mod=").append(w.intField(m, w.cls("HashMap"), "modCount"));
        return s.toString();
    }

    static int capacity(World w, Object m) {
        if (w.model) {
            return w.intField(m, w.cls("HashMap"), "capacity");
        }
        Object[] table = (Object[]) w.field(m, java.util.HashMap.class, "table");
        return table != null ? table.length : w.intField(m, java.util.HashMap.class, "threshold");
    }

    @SuppressWarnings("unchecked")
    private String setTrial(World w, Random r, Trace trace, String op, Object[] keys, int cap)
            throws Throwable {
        int nkeys = keys.length - 1;
        int how = r.nextInt(3);
        java.util.List<Object> init = new java.util.ArrayList<>();
        int n = r.nextInt(r.nextInt(3) == 0 ? 60 : 14);
        for (int i = 0; i < n; i++) {
            init.add(r.nextInt(12) == 0 ? null : keys[r.nextInt(nkeys)]);
        }
        Set<Object> s = (Set<Object>) (how == 0 ? w.newInstance("HashSet", sig("Collection"), init)
                : how == 1 || cap < 0 ? w.newInstance("HashSet", sig())
                : w.newInstance("HashSet", sig("int"), cap));
        if (how > 0) {
            s.addAll(init);
        }
        int removes = r.nextInt(4);
        for (int i = 0; i < removes; i++) {
            s.remove(keys[r.nextInt(nkeys)]);
        }
        int kind = r.nextInt(4);
        Fn f = new Fn("f", trace, (a, c) -> op.startsWith("toArray")
                ? (kind == 0 ? null : new Object[Math.max(0, (Integer) a[0] + kind - 2)])
                : Boolean.valueOf(kind == 0 ? num(a[0]) % 2 == 0 : kind == 1 || c % 2 == 0));
        if (r.nextInt(10) == 0) {
            f.throwAt(1 + r.nextInt(4));
        }
        if (r.nextInt(3) == 0) {
            int what = r.nextInt(4);
            Object other = keys[r.nextInt(nkeys)];
            Object fresh = keys[nkeys];
            Effect e = a -> {
                switch (what) {
                    case 0: s.add(fresh); break;
                    case 1: s.remove(a.length > 0 ? a[0] : other); break;
                    case 2: s.remove(other); break;
                    default: s.clear(); break;
                }
            };
            f.effect(1 + r.nextInt(4), e);
        }
        Fn g = r.nextInt(40) == 0 ? null : f;
        int skip = r.nextInt(3);
        trace.op(op, () -> runCollection(w, trace, s, op, g, skip));
        Object map = w.field(s, w.cls("HashSet"), "map");
        trace.add("set=" + Trace.render(s) + " " + state(w, (Map<?, ?>) map, false));
        return trace.toString();
    }
}
