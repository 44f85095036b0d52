package symtestdriver;

import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.Predicate;
import symtestdriver.LibraryCheck.Key;
import symtestdriver.LibraryCheck.LoggingComparator;
import symtestdriver.LibraryCheck.Self;
import symtestdriver.LibraryCheck.Trace;
import symtestdriver.LibraryCheck.World;

import static symtestdriver.LibraryCheck.call;
import static symtestdriver.LibraryCheck.callStatic;
import static symtestdriver.LibraryCheck.iter;
import static symtestdriver.LibraryCheck.jdkList;
import static symtestdriver.LibraryCheck.modCount;
import static symtestdriver.LibraryCheck.render;
import static symtestdriver.LibraryCheck.t;

/** The families of trials: one class per modelled class or group of methods. */
final class Families {
    private Families() {
    }

    static final Class<?> I = int.class;
    static final Class<?> O = Object.class;
    static final Class<?> S = Self.class;

    /** Edge values and random bit patterns. */
    static long someLong(Random r) {
        switch (r.nextInt(6)) {
            case 0:
                return new long[] {0, -1, 1, Long.MIN_VALUE, Long.MAX_VALUE, 1L << 32}[r.nextInt(6)];
            case 1:
                return 1L << r.nextInt(64);
            case 2:
                return r.nextInt(1000) - 500;
            default:
                return r.nextLong() >>> r.nextInt(64);
        }
    }

    /** An index: mostly small, sometimes negative or beyond a few words. */
    static int index(Random r) {
        int k = r.nextInt(20);
        if (k == 0) {
            return -1 - r.nextInt(3);
        }
        if (k == 1) {
            return 64 * r.nextInt(5) + r.nextInt(2) - 1;
        }
        return k < 15 ? r.nextInt(140) : r.nextInt(400);
    }

    /** Long's bit methods, model against JDK, on edge and random values. */
    static final class LongBits implements LibraryCheck.Family {
        static final String[] OPS = {"bitCount", "numberOfLeadingZeros", "numberOfTrailingZeros",
            "highestOneBit", "lowestOneBit", "rotateLeft", "rotateRight", "signum",
            "reverseBytes"};

        public String name() {
            return "Long";
        }

        public String method(long seed) {
            return OPS[new Random(seed).nextInt(OPS.length)];
        }

        public void trial(World w, Trace t, long seed) {
            Random r = new Random(seed);
            String op = OPS[r.nextInt(OPS.length)];
            long x = someLong(r);
            int d = r.nextInt(200) - 100;
            boolean rotate = op.startsWith("rotate");
            t.op(op, () -> rotate
                    ? callStatic(w.lang("Long"), op, t(long.class, I), x, d)
                    : callStatic(w.lang("Long"), op, t(long.class), x));
        }
    }

    /** StringBuffer: random appends, inserts, deletes; StringBuilder.append(char[], int, int). */
    static final class Buffers implements LibraryCheck.Family {
        public String name() {
            return "StringBuffer";
        }

        public String method(long seed) {
            return new Random(seed).nextInt(4) == 0 ? "StringBuilder.append(char[],int,int)"
                    : "ops";
        }

        public void trial(World w, Trace t, long seed) throws Throwable {
            Random r = new Random(seed);
            if (r.nextInt(4) == 0) {
                Object b = w.make(w.lang("StringBuilder"), t(String.class), "ab");
                char[] cs = "xyz12".toCharArray();
                int off = r.nextInt(9) - 2;
                int len = r.nextInt(9) - 2;
                t.op("append(char[]," + off + "," + len + ")",
                        () -> call(b, "append", t(char[].class, I, I), cs, off, len));
                t.op("toString", () -> b.toString());
                return;
            }
            Object b = r.nextBoolean() ? w.make(w.lang("StringBuffer"), t())
                    : w.make(w.lang("StringBuffer"), t(String.class), "q");
            for (int i = 0; i < 8; i++) {
                int k = r.nextInt(14);
                int a = r.nextInt(8) - 1;
                int c = r.nextInt(8) - 1;
                switch (k) {
                    case 0: t.op("append(int)", () -> call(b, "append", t(I), a * 1000)); break;
                    case 1: t.op("append(char)", () -> call(b, "append", t(char.class), 'c')); break;
                    case 2: t.op("append(String)", () -> call(b, "append", t(String.class),
                            r.nextBoolean() ? null : "st")); break;
                    case 3: t.op("append(Object)", () -> call(b, "append", t(O), a)); break;
                    case 4: t.op("append(long)", () -> call(b, "append", t(long.class),
                            -5L * a)); break;
                    case 5: t.op("append(boolean)", () -> call(b, "append", t(boolean.class),
                            a > 2)); break;
                    case 6: t.op("append(char[],int,int)", () -> call(b, "append",
                            t(char[].class, I, I), "hello".toCharArray(), a, c)); break;
                    case 7: t.op("insert(" + a + ",String)", () -> call(b, "insert",
                            t(I, String.class), a, "in")); break;
                    case 8: t.op("delete(" + a + "," + c + ")", () -> call(b, "delete",
                            t(I, I), a, c)); break;
                    case 9: t.op("deleteCharAt(" + a + ")", () -> call(b, "deleteCharAt",
                            t(I), a)); break;
                    case 10: t.op("reverse", () -> call(b, "reverse", t())); break;
                    case 11: t.op("setLength(" + a + ")", () -> call(b, "setLength", t(I), a));
                        break;
                    case 12: t.op("substring(" + a + "," + c + ")", () -> call(b, "substring",
                            t(I, I), a, c)); break;
                    default: t.op("append(self)", () -> call(b, "append", t(S), b)); break;
                }
                t.op("state", () -> b.toString() + "/" + call(b, "length", t()));
            }
        }
    }

    /** BitSet: random sequences of every operation over two sets. */
    static final class Bits implements LibraryCheck.Family {
        static final int OPS = 30;

        public String name() {
            return "BitSet";
        }

        public String method(long seed) {
            return "ops";
        }

        static Object make(World w, Random r) throws Throwable {
            int k = r.nextInt(5);
            Class<?> c = w.util("BitSet");
            if (k == 0) {
                return w.make(c, t(I), r.nextInt(10) == 0 ? -1 : r.nextInt(300));
            }
            if (k == 1) {
                long[] ls = new long[r.nextInt(4)];
                for (int i = 0; i < ls.length; i++) {
                    ls[i] = r.nextInt(3) == 0 ? 0 : someLong(r);
                }
                return callStatic(c, "valueOf", t(long[].class), (Object) ls);
            }
            if (k == 2) {
                byte[] bs = new byte[r.nextInt(12)];
                for (int i = 0; i < bs.length; i++) {
                    bs[i] = r.nextInt(3) == 0 ? 0 : (byte) r.nextInt();
                }
                return callStatic(c, "valueOf", t(byte[].class), (Object) bs);
            }
            return w.make(c, t());
        }

        public void trial(World w, Trace t, long seed) throws Throwable {
            Random r = new Random(seed);
            Object[] sets = new Object[2];
            for (int i = 0; i < 2; i++) {
                try {
                    sets[i] = make(w, r);
                } catch (NegativeArraySizeException e) {
                    t.add("!NegativeArraySizeException");
                    sets[i] = w.make(w.util("BitSet"), t());
                }
            }
            for (int i = 0; i < 12; i++) {
                Object a = sets[r.nextInt(2)];
                Object b = r.nextInt(5) == 0 ? a : sets[r.nextInt(2)];
                int x = index(r);
                int y = r.nextInt(3) == 0 ? index(r) : x + r.nextInt(130);
                boolean v = r.nextBoolean();
                int k = r.nextInt(OPS);
                switch (k) {
                    case 0: case 1: t.op("set " + x, () -> call(a, "set", t(I), x)); break;
                    case 2: t.op("set " + x + " " + v, () -> call(a, "set", t(I, boolean.class),
                            x, v)); break;
                    case 3: t.op("set " + x + ".." + y, () -> call(a, "set", t(I, I), x, y));
                        break;
                    case 4: t.op("set " + x + ".." + y + " " + v, () -> call(a, "set",
                            t(I, I, boolean.class), x, y, v)); break;
                    case 5: t.op("clear " + x, () -> call(a, "clear", t(I), x)); break;
                    case 6: t.op("clear " + x + ".." + y, () -> call(a, "clear", t(I, I), x, y));
                        break;
                    case 7: t.op("clear", () -> call(a, "clear", t())); break;
                    case 8: t.op("flip " + x, () -> call(a, "flip", t(I), x)); break;
                    case 9: t.op("flip " + x + ".." + y, () -> call(a, "flip", t(I, I), x, y));
                        break;
                    case 10: t.op("get " + x, () -> call(a, "get", t(I), x)); break;
                    case 11: t.op("get " + x + ".." + y, () -> call(a, "get", t(I, I), x, y));
                        break;
                    case 12: t.op("nextSetBit " + x, () -> call(a, "nextSetBit", t(I), x)); break;
                    case 13: t.op("nextClearBit " + x, () -> call(a, "nextClearBit", t(I), x));
                        break;
                    case 14: t.op("previousSetBit " + x, () -> call(a, "previousSetBit", t(I), x));
                        break;
                    case 15: t.op("previousClearBit " + x, () -> call(a, "previousClearBit",
                            t(I), x)); break;
                    case 16: t.op("intersects", () -> call(a, "intersects", t(S), b)); break;
                    case 17: t.op("and", () -> call(a, "and", t(S), b)); break;
                    case 18: t.op("or", () -> call(a, "or", t(S), b)); break;
                    case 19: t.op("xor", () -> call(a, "xor", t(S), b)); break;
                    case 20: t.op("andNot", () -> call(a, "andNot", t(S), b)); break;
                    case 21: t.op("equals", () -> a.equals(b)); break;
                    case 22: t.op("toLongArray", () -> call(a, "toLongArray", t())); break;
                    case 23: t.op("toByteArray", () -> call(a, "toByteArray", t())); break;
                    case 24: {
                        int which = a == sets[0] ? 0 : 1;
                        t.op("clone", () -> sets[which] = call(a, "clone", t()));
                        break;
                    }
                    case 25: t.op("isEmpty", () -> call(a, "isEmpty", t())); break;
                    default: t.op("set " + (x & 127), () -> call(a, "set", t(I), x & 127));
                        break;
                }
                for (Object s : sets) {
                    t.op("state", () -> s + " size=" + call(s, "size", t()) + " length="
                            + call(s, "length", t()) + " card=" + call(s, "cardinality", t())
                            + " hash=" + s.hashCode());
                }
            }
        }
    }

    /** Random: the generator's sequences from a seed, and Collections.shuffle by it. */
    static final class Randoms implements LibraryCheck.Family {
        static final String[] OPS = {"nextInt", "nextInt(bound)", "nextLong", "nextBoolean",
            "nextFloat", "nextDouble", "nextBytes", "setSeed", "shuffle", "nextGaussian"};

        public String name() {
            return "Random";
        }

        public String method(long seed) {
            return OPS[new Random(seed).nextInt(OPS.length)];
        }

        static int bound(Random r) {
            switch (r.nextInt(5)) {
                case 0:
                    return 1 << r.nextInt(31);
                case 1:
                    return r.nextInt(3) - 1;
                case 2:
                    return Integer.MAX_VALUE - r.nextInt(3);
                case 3:
                    return (1 << 30) + 1 + r.nextInt(1 << 29);
                default:
                    return 1 + r.nextInt(100);
            }
        }

        public void trial(World w, Trace t, long seed) throws Throwable {
            Random r = new Random(seed);
            String op = OPS[r.nextInt(OPS.length)];
            Object g = w.make(w.util("Random"), t(long.class), someLong(r));
            for (int i = 0; i < 6; i++) {
                String o = i == 0 ? op : OPS[r.nextInt(OPS.length)];
                switch (o) {
                    case "nextInt": t.op(o, () -> call(g, o, t())); break;
                    case "nextInt(bound)": {
                        int b = bound(r);
                        t.op(o + " " + b, () -> call(g, "nextInt", t(I), b));
                        break;
                    }
                    case "nextBytes": {
                        byte[] bs = new byte[r.nextInt(11)];
                        t.op(o, () -> {
                            call(g, o, t(byte[].class), (Object) bs);
                            return bs;
                        });
                        break;
                    }
                    case "setSeed": {
                        long s = someLong(r);
                        t.op(o, () -> call(g, o, t(long.class), s));
                        break;
                    }
                    case "shuffle": {
                        List<Object> list = jdkList(r, r.nextInt(9), false);
                        t.op(o + " " + list.getClass().getSimpleName(), () -> {
                            callStatic(w.util("Collections"), "shuffle",
                                    t(List.class, w.util("Random")), list, g);
                            return list;
                        });
                        break;
                    }
                    default: t.op(o, () -> call(g, o, t())); break;
                }
            }
        }
    }

    /** Vector and Stack: every public method, iterators, functional methods, modCount. */
    static final class Vectors implements LibraryCheck.Family {
        public String name() {
            return "Vector";
        }

        public String method(long seed) {
            return new Random(seed).nextBoolean() ? "Stack" : "Vector";
        }

        static Object element(Random r) {
            return r.nextInt(10) == 0 ? null : (Object) r.nextInt(6);
        }

        public void trial(World w, Trace t, long seed) throws Throwable {
            Random r = new Random(seed);
            boolean stack = r.nextBoolean();
            Object v;
            int ctor = r.nextInt(5);
            try {
                if (stack) {
                    v = w.make(w.util("Stack"), t());
                } else if (ctor == 0) {
                    v = w.make(w.util("Vector"), t(I), r.nextInt(6) - 1);
                } else if (ctor == 1) {
                    v = w.make(w.util("Vector"), t(I, I), r.nextInt(4), r.nextInt(5) - 1);
                } else if (ctor == 2) {
                    v = w.make(w.util("Vector"), t(Collection.class), jdkList(r, 3, false));
                } else {
                    v = w.make(w.util("Vector"), t());
                }
            } catch (IllegalArgumentException e) {
                t.add("!IllegalArgumentException");
                return;
            }
            @SuppressWarnings("unchecked")
            List<Object> list = (List<Object>) v;
            for (int i = 0; i < 10; i++) {
                int k = r.nextInt(stack ? 44 : 38);
                int x = r.nextInt(8) - 1;
                Object e = element(r);
                switch (k) {
                    case 0: case 1: t.op("add " + e, () -> list.add(e)); break;
                    case 2: t.op("add " + x + " " + e, () -> {
                        list.add(x, e);
                        return null;
                    }); break;
                    case 3: t.op("addElement", () -> call(v, "addElement", t(O), e)); break;
                    case 4: t.op("insertElementAt " + x, () -> call(v, "insertElementAt",
                            t(O, I), e, x)); break;
                    case 5: t.op("remove(int) " + x, () -> list.remove(x)); break;
                    case 6: t.op("remove(Object) " + e, () -> list.remove(e)); break;
                    case 7: t.op("removeElement", () -> call(v, "removeElement", t(O), e));
                        break;
                    case 8: t.op("removeElementAt " + x, () -> call(v, "removeElementAt", t(I),
                            x)); break;
                    case 9: t.op("set " + x, () -> list.set(x, e)); break;
                    case 10: t.op("setElementAt " + x, () -> call(v, "setElementAt", t(O, I), e,
                            x)); break;
                    case 11: t.op("get " + x, () -> list.get(x)); break;
                    case 12: t.op("elementAt " + x, () -> call(v, "elementAt", t(I), x)); break;
                    case 13: t.op("firstElement", () -> call(v, "firstElement", t())); break;
                    case 14: t.op("lastElement", () -> call(v, "lastElement", t())); break;
                    case 15: t.op("indexOf", () -> list.indexOf(e)); break;
                    case 16: t.op("indexOf from " + x, () -> call(v, "indexOf", t(O, I), e, x));
                        break;
                    case 17: t.op("lastIndexOf", () -> list.lastIndexOf(e)); break;
                    case 18: t.op("lastIndexOf from " + x, () -> call(v, "lastIndexOf", t(O, I),
                            e, x)); break;
                    case 19: t.op("contains", () -> list.contains(e)); break;
                    case 20: t.op("setSize " + x, () -> call(v, "setSize", t(I), x)); break;
                    case 21: t.op("ensureCapacity " + (x * 7), () -> call(v, "ensureCapacity",
                            t(I), x * 7)); break;
                    case 22: t.op("trimToSize", () -> call(v, "trimToSize", t())); break;
                    case 23: t.op("clear", () -> {
                        list.clear();
                        return null;
                    }); break;
                    case 24: t.op("removeAllElements", () -> call(v, "removeAllElements", t()));
                        break;
                    case 25: t.op("addAll", () -> list.addAll(jdkList(r, r.nextInt(4), false)));
                        break;
                    case 26: {
                        List<Object> more = jdkList(r, r.nextInt(3), false);
                        t.op("addAll at " + x, () -> list.addAll(x, more));
                        break;
                    }
                    case 27: {
                        List<Object> c = jdkList(r, r.nextInt(4), false);
                        t.op("removeAll", () -> list.removeAll(c));
                        break;
                    }
                    case 28: {
                        List<Object> c = jdkList(r, r.nextInt(4), false);
                        t.op("retainAll", () -> list.retainAll(c));
                        break;
                    }
                    case 29: {
                        List<Object> c = jdkList(r, r.nextInt(3), false);
                        t.op("containsAll", () -> list.containsAll(c));
                        break;
                    }
                    case 30: t.op("toArray(T[])", () -> {
                        // Shorter, as long, longer; or an Integer[] that a Key cannot enter.
                        Object[] a = r.nextBoolean()
                                ? list.toArray(new Object[Math.max(0, list.size() + r.nextInt(3) - 1)])
                                : list.toArray(new Integer[r.nextInt(2)]);
                        return a.getClass().getSimpleName() + java.util.Arrays.toString(a);
                    }); break;
                    case 31: t.op("equals", () -> list.equals(jdkList(r, list.size(), false)))
                            ; break;
                    case 32: t.op("hashCode/toString", () -> list.hashCode() + " " + list);
                        break;
                    case 33: walk(t, list, r); break;
                    case 34: {
                        int n = r.nextInt(4);
                        t.op("removeIf", () -> list.removeIf(o -> o == null || (Integer) o < n));
                        break;
                    }
                    case 35: t.op("replaceAll", () -> {
                        list.replaceAll(o -> o == null ? 0 : (Object) ((Integer) o + 1));
                        return null;
                    }); break;
                    case 36: {
                        LoggingComparator c = r.nextBoolean() ? null
                                : new LoggingComparator(r.nextBoolean(), r.nextInt(12));
                        t.op("sort", () -> {
                            list.removeIf(o -> o == null);
                            list.sort(c);
                            return null;
                        });
                        break;
                    }
                    case 37: t.op("capacity", () -> call(v, "capacity", t())); break;
                    case 38: case 39: t.op("push " + e, () -> call(v, "push", t(O), e)); break;
                    case 40: t.op("pop", () -> call(v, "pop", t())); break;
                    case 41: t.op("peek", () -> call(v, "peek", t())); break;
                    case 42: t.op("empty", () -> call(v, "empty", t())); break;
                    default: t.op("search", () -> call(v, "search", t(O), e)); break;
                }
                t.op("state", () -> render(list.toArray()) + " size=" + list.size() + " cap="
                        + call(v, "capacity", t()) + " mod=" + modCount(v));
            }
        }

        /** An iterator or list iterator walk with removes, sets, adds and a change under it. */
        static void walk(Trace t, List<Object> list, Random r) {
            t.op("walk", () -> {
                StringBuilder out = new StringBuilder();
                ListIterator<Object> it = list.listIterator();
                for (int step = 0; step < 6; step++) {
                    int k = r.nextInt(8);
                    if (k < 3) {
                        out.append(it.hasNext() ? "n" + it.next() : "end");
                    } else if (k == 3) {
                        it.remove();
                    } else if (k == 4) {
                        it.set(9);
                    } else if (k == 5) {
                        it.add(7);
                    } else if (k == 6) {
                        out.append(it.hasPrevious() ? "p" + it.previous() : "start");
                    } else if (r.nextInt(3) == 0) {
                        list.add(5);
                    } else {
                        Consumer<Object> c = o -> out.append("f").append(o);
                        it.forEachRemaining(c);
                    }
                    out.append(' ');
                }
                return out.toString();
            });
        }
    }

    /** ArrayDeque: both ends, iterators in both directions with removes, bulk removal. */
    static final class Deques implements LibraryCheck.Family {
        static final String[] OPS = {"addFirst", "addLast", "offerFirst", "offerLast",
            "removeFirst", "removeLast", "pollFirst", "pollLast", "getFirst", "getLast",
            "peekFirst", "peekLast", "removeFirstOccurrence", "removeLastOccurrence", "add",
            "offer", "remove", "poll", "element", "peek", "push", "pop", "size", "isEmpty",
            "contains", "removeObject", "clear", "toArray", "addAll", "removeIf", "removeAll",
            "retainAll", "containsAll", "iterator", "descendingIterator", "forEach", "toString"};

        public String name() {
            return "ArrayDeque";
        }

        public String method(long seed) {
            return "ops";
        }

        public void trial(World w, Trace t, long seed) throws Throwable {
            Random r = new Random(seed);
            int ctor = r.nextInt(3);
            Object d = ctor == 0 ? w.make(w.util("ArrayDeque"), t(I), r.nextInt(5))
                    : ctor == 1 ? w.make(w.util("ArrayDeque"), t()) : null;
            if (d == null) {
                try {
                    List<Object> init = jdkList(r, r.nextInt(4), false);
                    if (r.nextInt(5) == 0) {
                        init.add(null);
                    }
                    d = w.make(w.util("ArrayDeque"), t(Collection.class), init);
                } catch (NullPointerException e) {
                    t.add("!NullPointerException");
                    return;
                }
            }
            @SuppressWarnings("unchecked")
            java.util.Deque<Object> q = (java.util.Deque<Object>) d;
            for (int i = 0; i < 10; i++) {
                String op = OPS[r.nextInt(OPS.length)];
                Object e = r.nextInt(12) == 0 ? null : (Object) r.nextInt(6);
                switch (op) {
                    case "removeObject": t.op(op, () -> q.remove(e)); break;
                    case "addAll": {
                        List<Object> c = jdkList(r, r.nextInt(3), false);
                        if (r.nextInt(6) == 0) {
                            c.add(null);
                        }
                        t.op(op, () -> q.addAll(c));
                        break;
                    }
                    case "removeIf": t.op(op, () -> q.removeIf(o -> (Integer) o > 2)); break;
                    case "removeAll": case "retainAll": case "containsAll": {
                        List<Object> c = jdkList(r, r.nextInt(3), false);
                        t.op(op, () -> call(q, op, t(Collection.class), c));
                        break;
                    }
                    case "iterator": case "descendingIterator": {
                        Iterator<?> it = (Iterator<?>) call(q, op, t());
                        t.op(op, () -> {
                            StringBuilder out = new StringBuilder();
                            for (int s = 0; s < 5; s++) {
                                int k = r.nextInt(4);
                                if (k < 2) {
                                    out.append(it.hasNext() ? "n" + it.next() : "end");
                                } else if (k == 2) {
                                    it.remove();
                                } else {
                                    it.forEachRemaining(o -> out.append("f").append(o));
                                }
                                out.append(' ');
                            }
                            return out.toString();
                        });
                        break;
                    }
                    case "forEach": t.op(op, () -> {
                        StringBuilder out = new StringBuilder();
                        q.forEach(o -> out.append(o).append(' '));
                        return out.toString();
                    }); break;
                    case "toString": t.op(op, () -> q.toString()); break;
                    case "clear": case "size": case "isEmpty": case "toArray": case "removeFirst":
                    case "removeLast": case "pollFirst": case "pollLast": case "getFirst":
                    case "getLast": case "peekFirst": case "peekLast": case "remove":
                    case "poll": case "element": case "peek": case "pop":
                        t.op(op, () -> call(q, op, t())); break;
                    default: t.op(op + " " + e, () -> call(q, op, t(O), e)); break;
                }
                t.op("state", () -> render(q.toArray()) + " size=" + q.size());
            }
        }
    }

    /** PriorityQueue: natural order of logging keys or a logging comparator; iterator removes. */
    static final class Queues implements LibraryCheck.Family {
        public String name() {
            return "PriorityQueue";
        }

        public String method(long seed) {
            return "ops";
        }

        public void trial(World w, Trace t, long seed) throws Throwable {
            Random r = new Random(seed);
            Class<?> pq = w.util("PriorityQueue");
            LoggingComparator cmp = r.nextBoolean() ? null
                    : new LoggingComparator(r.nextBoolean(), r.nextInt(5) == 0 ? r.nextInt(30) : -1);
            Object q;
            try {
                switch (r.nextInt(5)) {
                    case 0: q = w.make(pq, t(I), r.nextInt(4)); break;
                    case 1: q = w.make(pq, t(java.util.Comparator.class), cmp); break;
                    case 2: q = w.make(pq, t(I, java.util.Comparator.class), 1 + r.nextInt(3),
                            cmp); break;
                    case 3: {
                        List<Object> init = jdkList(r, r.nextInt(8), true);
                        if (r.nextInt(8) == 0) {
                            init.add(null);
                        }
                        q = w.make(pq, t(Collection.class), init);
                        break;
                    }
                    default: q = w.make(pq, t()); break;
                }
            } catch (IllegalArgumentException | NullPointerException | IllegalStateException e) {
                t.add("!" + e.getClass().getName());
                return;
            }
            @SuppressWarnings("unchecked")
            java.util.Queue<Object> queue = (java.util.Queue<Object>) q;
            for (int i = 0; i < 12; i++) {
                int k = r.nextInt(17);
                Object e = r.nextInt(15) == 0 ? null : new Key(r.nextInt(9));
                switch (k) {
                    case 0: case 1: case 2: t.op("add " + e, () -> queue.add(e)); break;
                    case 3: t.op("offer " + e, () -> queue.offer(e)); break;
                    case 4: case 5: t.op("poll", () -> queue.poll()); break;
                    case 6: t.op("peek", () -> queue.peek()); break;
                    case 7: t.op("remove()", () -> queue.remove()); break;
                    case 8: t.op("element", () -> queue.element()); break;
                    case 9: t.op("remove " + e, () -> queue.remove(e)); break;
                    case 10: t.op("contains " + e, () -> queue.contains(e)); break;
                    case 11: t.op("walk", () -> {
                        StringBuilder out = new StringBuilder();
                        Iterator<Object> it = queue.iterator();
                        for (int s = 0; s < 8; s++) {
                            if (r.nextInt(3) == 0) {
                                it.remove();
                            } else {
                                out.append(it.hasNext() ? "n" + it.next() : "end");
                            }
                            out.append(' ');
                        }
                        return out.toString();
                    }); break;
                    case 12: {
                        int n = r.nextInt(6);
                        Predicate<Object> p = o -> ((Key) o).v < n;
                        t.op("removeIf", () -> queue.removeIf(p));
                        break;
                    }
                    case 13: {
                        List<Object> c = jdkList(r, r.nextInt(3), true);
                        t.op(r.nextBoolean() ? "removeAll" : "retainAll", () -> r.nextBoolean()
                                ? queue.removeAll(c) : queue.retainAll(c));
                        break;
                    }
                    case 14: t.op("addAll", () -> queue.addAll(jdkList(r, r.nextInt(3), true)));
                        break;
                    case 15: t.op("copy", () -> w.make(pq, t(pq), q).toString()); break;
                    default: t.op("clear", () -> {
                        queue.clear();
                        return null;
                    }); break;
                }
                t.op("state", () -> render(queue.toArray()) + " " + queue + " size="
                        + queue.size() + " mod=" + modCount(q));
            }
        }
    }

}
