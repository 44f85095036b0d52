package symtestdriver;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import symtestdriver.LibraryCheck.Key;
import symtestdriver.LibraryCheck.LoggingComparator;
import symtestdriver.LibraryCheck.Trace;
import symtestdriver.LibraryCheck.World;

import static symtestdriver.LibraryCheck.call;
import static symtestdriver.LibraryCheck.jdkList;
import static symtestdriver.LibraryCheck.modCount;
import static symtestdriver.LibraryCheck.t;

/** TreeMap and TreeSet: random operations with logging keys or a logging comparator. */
final class SortedFamilies {
    private SortedFamilies() {
    }

    static Key key(Random r) {
        return r.nextInt(25) == 0 ? null : new Key(r.nextInt(12));
    }

    /** A comparator for the trial: none, or a logging one that may throw at some call. */
    static LoggingComparator comparator(Random r) {
        return r.nextBoolean() ? null
                : new LoggingComparator(r.nextBoolean(), r.nextInt(6) == 0 ? r.nextInt(40) : -1);
    }

    /** Renders a collection or map by iteration, entries as key=value. */
    static String walk(Object o) {
        Iterable<?> it = o instanceof Map ? ((Map<?, ?>) o).entrySet() : (Iterable<?>) o;
        StringBuilder b = new StringBuilder("<");
        for (Object e : it) {
            b.append(e).append(' ');
        }
        return b.append('>').toString();
    }

    static final class Maps implements LibraryCheck.Family {
        public String name() {
            return "TreeMap";
        }

        public String method(long seed) {
            return new Random(seed).nextBoolean() ? "natural" : "comparator";
        }

        @SuppressWarnings("unchecked")
        public void trial(World w, Trace t, long seed) throws Throwable {
            Random r = new Random(seed);
            r.nextBoolean();
            LoggingComparator cmp = comparator(r);
            Class<?> tm = w.util("TreeMap");
            Map<Object, Object> m;
            int ctor = r.nextInt(6);
            try {
                if (ctor == 0) {
                    Map<Object, Object> src = new LinkedHashMap<>();
                    for (int i = r.nextInt(5); i > 0; i--) {
                        src.put(new Key(r.nextInt(12)), i);
                    }
                    m = (Map<Object, Object>) w.make(tm, t(Map.class), src);
                } else if (ctor == 1) {
                    Map<Object, Object> sorted = (Map<Object, Object>) w.make(tm,
                            t(Comparator.class), cmp);
                    for (int i = r.nextInt(9); i > 0; i--) {
                        sorted.put(new Key(r.nextInt(20)), i);
                    }
                    t.add("source " + walk(sorted));
                    m = (Map<Object, Object>) w.make(tm, t(java.util.SortedMap.class), sorted);
                } else {
                    m = (Map<Object, Object>) w.make(tm, t(Comparator.class), cmp);
                }
            } catch (NullPointerException | ClassCastException | IllegalStateException e) {
                t.add("!" + e.getClass().getName());
                return;
            }
            Object self = m;
            for (int i = 0; i < 16; i++) {
                int k = r.nextInt(36);
                Key key = key(r);
                Integer v = r.nextInt(8) == 0 ? null : r.nextInt(5);
                switch (k) {
                    case 0: case 1: case 2: case 3:
                        t.op("put " + key + " " + v, () -> m.put(key, v)); break;
                    case 4: t.op("putIfAbsent " + key, () -> m.putIfAbsent(key, v)); break;
                    case 5: t.op("get " + key, () -> m.get(key)); break;
                    case 6: t.op("containsKey " + key, () -> m.containsKey(key)); break;
                    case 7: t.op("containsValue " + v, () -> m.containsValue(v)); break;
                    case 8: case 9: t.op("remove " + key, () -> m.remove(key)); break;
                    case 10: t.op("getOrDefault " + key, () -> m.getOrDefault(key, -1)); break;
                    case 11: {
                        int mode = r.nextInt(4);
                        t.op("computeIfAbsent " + key + " " + mode, () -> m.computeIfAbsent(key,
                                x -> function(m, mode, x, null, t)));
                        break;
                    }
                    case 12: {
                        int mode = r.nextInt(4);
                        t.op("computeIfPresent " + key + " " + mode, () -> m.computeIfPresent(key,
                                (x, y) -> function(m, mode, x, y, t)));
                        break;
                    }
                    case 13: {
                        int mode = r.nextInt(4);
                        t.op("compute " + key + " " + mode, () -> m.compute(key,
                                (x, y) -> function(m, mode, x, y, t)));
                        break;
                    }
                    case 14: {
                        int mode = r.nextInt(4);
                        t.op("merge " + key + " " + v + " " + mode, () -> m.merge(key, v,
                                (x, y) -> function(m, mode, x, y, t)));
                        break;
                    }
                    case 15: t.op("firstKey", () -> call(self, "firstKey", t())); break;
                    case 16: t.op("lastKey", () -> call(self, "lastKey", t())); break;
                    case 17: t.op("pollFirstEntry", () -> call(self, "pollFirstEntry", t()));
                        break;
                    case 18: t.op("pollLastEntry", () -> call(self, "pollLastEntry", t())); break;
                    case 19: case 20: {
                        String[] nav = {"lowerKey", "floorKey", "ceilingKey", "higherKey",
                            "lowerEntry", "floorEntry", "ceilingEntry", "higherEntry",
                            "firstEntry", "lastEntry"};
                        String op = nav[r.nextInt(nav.length)];
                        if (op.startsWith("first") || op.startsWith("last")) {
                            t.op(op, () -> call(self, op, t()));
                        } else {
                            t.op(op + " " + key, () -> call(self, op, t(Object.class), key));
                        }
                        break;
                    }
                    case 21: case 22: {
                        int view = r.nextInt(3);
                        Collection<?> c = view == 0 ? m.keySet() : view == 1 ? m.values()
                                : m.entrySet();
                        t.op("walk view " + view, () -> walkRemoving(c, r));
                        break;
                    }
                    case 23: {
                        int view = r.nextInt(3);
                        Collection<Object> c = (Collection<Object>) (view == 0 ? m.keySet()
                                : view == 1 ? m.values() : m.entrySet());
                        Object probe = view == 0 ? key : view == 1 ? v
                                : new java.util.AbstractMap.SimpleEntry<>(key, v);
                        t.op("view " + view + " contains/remove",
                                () -> c.contains(probe) + " " + c.remove(probe) + " " + c.size());
                        break;
                    }
                    case 24: t.op("views toString/toArray/hash", () -> m.keySet() + " "
                            + m.values() + " " + m.entrySet() + " " + m.entrySet().toArray().length
                            + " " + m.keySet().hashCode()); break;
                    case 25: {
                        int n = r.nextInt(6);
                        t.op("values removeIf", () -> m.values().removeIf(x -> x != null
                                && (Integer) x < n));
                        break;
                    }
                    case 26: t.op("forEach", () -> {
                        StringBuilder b = new StringBuilder();
                        m.forEach((a, c) -> b.append(a).append(c));
                        return b.toString();
                    }); break;
                    case 27: t.op("replaceAll", () -> {
                        m.replaceAll((a, c) -> c == null ? 0 : (Integer) c + 1);
                        return null;
                    }); break;
                    case 28: t.op("replace " + key, () -> m.replace(key, v)); break;
                    case 29: t.op("replace3 " + key, () -> m.replace(key, 1, v)); break;
                    case 30: {
                        Map<Object, Object> other = new LinkedHashMap<>();
                        for (int j = r.nextInt(3); j > 0; j--) {
                            other.put(new Key(r.nextInt(12)), j);
                        }
                        t.op("putAll", () -> {
                            m.putAll(other);
                            return null;
                        });
                        break;
                    }
                    case 31: t.op("equals/hashCode", () -> m.equals(new LinkedHashMap<>(m))
                            + " " + m.hashCode() + " " + m.equals(java.util.Collections.emptyMap())); break;
                    case 32: t.op("clear", () -> {
                        m.clear();
                        return null;
                    }); break;
                    case 33: t.op("comparator", () -> call(self, "comparator", t()) == cmp);
                        break;
                    case 34: t.op("keySet same", () -> m.keySet() == m.keySet()); break;
                    default: t.op("entry setValue", () -> {
                        Iterator<Map.Entry<Object, Object>> it = m.entrySet().iterator();
                        return it.hasNext() ? it.next().setValue(9) : "none";
                    }); break;
                }
                t.op("state", () -> m + " size=" + m.size() + " mod=" + modCount(self));
            }
        }

        /** A (re)mapping function: null, a value, an exception, or a change of the map. */
        static Object function(Map<Object, Object> m, int mode, Object k, Object v, Trace t) {
            t.add("  f " + k + " " + v);
            switch (mode) {
                case 0:
                    return null;
                case 1:
                    throw new IllegalStateException("f");
                case 2:
                    m.put(new Key(99), 1);
                    return 3;
                default:
                    return 7;
            }
        }

        static String walkRemoving(Collection<?> c, Random r) {
            StringBuilder b = new StringBuilder();
            Iterator<?> it = c.iterator();
            for (int s = 0; s < 6; s++) {
                if (r.nextInt(3) == 0) {
                    it.remove();
                    b.append("x ");
                } else {
                    b.append(it.hasNext() ? String.valueOf(it.next()) : "end").append(' ');
                }
            }
            return b.toString();
        }
    }

    static final class Sets implements LibraryCheck.Family {
        public String name() {
            return "TreeSet";
        }

        public String method(long seed) {
            return "ops";
        }

        @SuppressWarnings("unchecked")
        public void trial(World w, Trace t, long seed) throws Throwable {
            Random r = new Random(seed);
            LoggingComparator cmp = comparator(r);
            Class<?> ts = w.util("TreeSet");
            Set<Object> s;
            try {
                int ctor = r.nextInt(4);
                if (ctor == 0) {
                    s = (Set<Object>) w.make(ts, t(Collection.class), jdkList(r, r.nextInt(6),
                            true));
                } else if (ctor == 1) {
                    Set<Object> src = (Set<Object>) w.make(ts, t(Comparator.class), cmp);
                    for (int i = r.nextInt(8); i > 0; i--) {
                        src.add(new Key(r.nextInt(20)));
                    }
                    t.add("source " + walk(src));
                    s = (Set<Object>) w.make(ts, t(java.util.SortedSet.class), src);
                } else {
                    s = (Set<Object>) w.make(ts, t(Comparator.class), cmp);
                }
            } catch (NullPointerException | ClassCastException | IllegalStateException e) {
                t.add("!" + e.getClass().getName());
                return;
            }
            Object self = s;
            for (int i = 0; i < 14; i++) {
                int k = r.nextInt(18);
                Key e = key(r);
                switch (k) {
                    case 0: case 1: case 2: t.op("add " + e, () -> s.add(e)); break;
                    case 3: t.op("remove " + e, () -> s.remove(e)); break;
                    case 4: t.op("contains " + e, () -> s.contains(e)); break;
                    case 5: {
                        String[] nav = {"lower", "floor", "ceiling", "higher"};
                        String op = nav[r.nextInt(nav.length)];
                        t.op(op + " " + e, () -> call(self, op, t(Object.class), e));
                        break;
                    }
                    case 6: {
                        String[] ends = {"first", "last", "pollFirst", "pollLast"};
                        String op = ends[r.nextInt(ends.length)];
                        t.op(op, () -> call(self, op, t()));
                        break;
                    }
                    case 7: t.op("walk", () -> Maps.walkRemoving(s, r)); break;
                    case 8: {
                        List<Object> c = jdkList(r, r.nextInt(4), true);
                        t.op("addAll", () -> s.addAll(c));
                        break;
                    }
                    case 9: {
                        List<Object> c = jdkList(r, r.nextInt(6), true);
                        t.op("removeAll", () -> s.removeAll(c));
                        break;
                    }
                    case 10: {
                        List<Object> c = jdkList(r, r.nextInt(6), true);
                        t.op("retainAll", () -> s.retainAll(c));
                        break;
                    }
                    case 11: {
                        List<Object> c = jdkList(r, r.nextInt(3), true);
                        t.op("containsAll", () -> s.containsAll(c));
                        break;
                    }
                    case 12: t.op("equals/hashCode/toArray", () -> s.equals(new java.util.HashSet<>(s))
                            + " " + s.hashCode() + " " + s.toArray().length); break;
                    case 13: {
                        int n = r.nextInt(8);
                        t.op("removeIf", () -> s.removeIf(x -> ((Key) x).v < n));
                        break;
                    }
                    case 14: t.op("forEach", () -> {
                        List<Object> seen = new ArrayList<>();
                        s.forEach(seen::add);
                        return seen.toString();
                    }); break;
                    case 15: t.op("clear", () -> {
                        s.clear();
                        return null;
                    }); break;
                    default: t.op("add " + e, () -> s.add(e)); break;
                }
                t.op("state", () -> s + " size=" + s.size());
            }
        }
    }

    /** Locale: constructors' normalization, the constants, toString and equals. */
    static final class Locales implements LibraryCheck.Family {
        static final String[] PARTS = {"", "en", "EN", "eN", "tr", "Fr", "x", "US", "gb", "\u00c9t",
            "POSIX", "he", "iw", "Id", "zz9", "_"};
        static final String[] CONSTANTS = {"ROOT", "ENGLISH", "US", "UK", "FRANCE", "GERMANY",
            "CHINA", "TAIWAN", "CANADA_FRENCH", "JAPAN", "KOREA", "ITALY"};

        public String name() {
            return "Locale";
        }

        public String method(long seed) {
            return "ops";
        }

        public void trial(World w, Trace t, long seed) throws Throwable {
            Random r = new Random(seed);
            Class<?> c = w.util("Locale");
            Object[] made = new Object[2];
            for (int i = 0; i < 2; i++) {
                String lang = PARTS[r.nextInt(PARTS.length)];
                String country = PARTS[r.nextInt(PARTS.length)];
                String variant = r.nextBoolean() ? "" : PARTS[r.nextInt(PARTS.length)];
                int k = r.nextInt(5);
                final int slot = i;
                if (k == 0) {
                    String name = CONSTANTS[r.nextInt(CONSTANTS.length)];
                    t.op("constant " + name, () -> made[slot] = c.getField(name).get(null));
                } else if (k == 1) {
                    t.op("new(" + lang + ")", () -> made[slot] = w.make(c, t(String.class), lang));
                } else if (k == 2) {
                    t.op("new(" + lang + "," + country + ")", () -> made[slot] = w.make(c,
                            t(String.class, String.class), lang, country));
                } else if (k == 3) {
                    t.op("new(" + lang + "," + country + "," + variant + ")", () -> made[slot] =
                            w.make(c, t(String.class, String.class, String.class), lang, country,
                                    variant));
                } else {
                    t.op("new(null)", () -> made[slot] = w.make(c,
                            t(String.class, String.class), lang, null));
                }
            }
            for (Object l : made) {
                if (l != null) {
                    t.op("parts", () -> call(l, "getLanguage", t()) + "|" + call(l, "getCountry",
                            t()) + "|" + call(l, "getVariant", t()) + "|" + l);
                }
            }
            if (made[0] != null) {
                t.op("equals", () -> made[0].equals(made[1]) + " " + made[0].equals(made[0]));
            }
        }
    }
}
