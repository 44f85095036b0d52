package symtestdriver;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import symtestdriver.CheckMain.Fn;
import symtestdriver.CheckMain.Trace;
import symtestdriver.CheckMain.World;

import static symtestdriver.CheckMain.num;
import static symtestdriver.CheckMain.sig;

/**
 * Comparator: random terms of its static methods (naturalOrder, reverseOrder, comparing*,
 * nullsFirst/Last), default methods (reversed, thenComparing*) and Collections.reverseOrder
 * over logging leaf comparators and key extractors (some throwing, returning null or
 * non-Comparable keys, overriding reversed or thenComparing), applied to pairs of Integers,
 * nulls and non-Comparable objects; the identity of every object built (the natural and
 * reverse singletons, a comparator given back by reversing twice) and equals between them.
 */
final class ComparatorFamily implements CheckMain.Family {
    /** Not Comparable: natural order throws ClassCastException on it. */
    static final class Opaque {
        @Override
        public String toString() {
            return "opaque";
        }
    }

    static final Opaque OPAQUE = new Opaque();

    public boolean collections() {
        return false;
    }

    public String name() {
        return "comparator";
    }

    public String method(long seed) {
        return new Random(seed).nextInt(12) == 0 ? "identities" : "terms";
    }

    public String trial(World w, long seed) {
        Random r = new Random(seed);
        Trace trace = new Trace(w);
        if (r.nextInt(12) == 0) {
            trace.op("ids", () -> {
                Object nat = w.callStatic("Comparator", "naturalOrder", sig());
                Object rev = w.callStatic("Comparator", "reverseOrder", sig());
                Object crev = w.callStatic("Collections", "reverseOrder", sig());
                Object natRev = w.callAs("Comparator", nat, "reversed", sig());
                Object revRev = w.callAs("Comparator", rev, "reversed", sig());
                Object c2 = w.callStatic("Collections", "reverseOrder", sig("Comparator"), nat);
                Object c3 = w.callStatic("Collections", "reverseOrder", sig("Comparator"), rev);
                Object c4 = w.callStatic("Collections", "reverseOrder", sig("Comparator"),
                        (Object) null);
                return "" + nat + (rev == crev) + (natRev == rev) + (revRev == nat) + (c2 == rev)
                        + (c3 == nat) + (c4 == rev) + natRev.equals(crev) + nat.equals(rev)
                        + (nat == w.callStatic("Comparator", "naturalOrder", sig()));
            });
            return trace.toString();
        }
        Gen g = new Gen(w, trace, r);
        Object[] term = new Object[1];
        trace.op("build", () -> {
            term[0] = g.term(3);
            return null;
        });
        trace.add("ids=" + g.identities());
        Object[] values = {null, -2, -1, 0, 0, 1, 2, 3, OPAQUE};
        for (int i = 0; i < 4; i++) {
            Object a = values[r.nextInt(values.length - (r.nextInt(6) == 0 ? 0 : 1))];
            Object b = values[r.nextInt(values.length - (r.nextInt(6) == 0 ? 0 : 1))];
            trace.op("cmp", () -> w.callAs("Comparator", term[0], "compare",
                    sig("Object", "Object"), a, b));
        }
        return trace.toString();
    }

    static final class Gen {
        private final World w;
        private final Trace trace;
        private final Random r;
        private final List<Object> built = new ArrayList<>();
        private int leaves;

        Gen(World w, Trace trace, Random r) {
            this.w = w;
            this.trace = trace;
            this.r = r;
        }

        /** For every object built, in order: NAT, REV, #i (an earlier one) or new. */
        String identities() throws RuntimeException {
            StringBuilder s = new StringBuilder();
            try {
                Object nat = w.callStatic("Comparator", "naturalOrder", sig());
                Object rev = w.callStatic("Collections", "reverseOrder", sig());
                for (int i = 0; i < built.size(); i++) {
                    Object o = built.get(i);
                    String id = o == nat ? "NAT" : o == rev ? "REV" : "new";
                    for (int j = 0; j < i; j++) {
                        if (built.get(j) == o) {
                            id = "#" + j;
                            break;
                        }
                    }
                    s.append(id).append(i > 0 && o.equals(built.get(i - 1)) ? "=" : "").append(',');
                }
            } catch (Throwable t) {
                s.append(t.getClass().getSimpleName());
            }
            return s.toString();
        }

        private Object keep(Object o) {
            if (o != null) {
                built.add(o);
            }
            return o;
        }

        private boolean nul() {
            return r.nextInt(30) == 0;
        }

        Object term(int depth) throws Throwable {
            int c = depth == 0 ? 0 : r.nextInt(3);
            if (c == 0) {
                return keep(leaf(depth));
            }
            switch (r.nextInt(9)) {
                case 0:
                case 1:
                    return keep(w.callAs("Comparator", term(depth - 1), "reversed", sig()));
                case 2:
                    return keep(w.callAs("Comparator", term(depth - 1), "thenComparing",
                            sig("Comparator"), arg(depth)));
                case 3:
                    return keep(w.callAs("Comparator", term(depth - 1), "thenComparing",
                            sig("Function"), key("Function")));
                case 4:
                    return keep(w.callAs("Comparator", term(depth - 1), "thenComparing",
                            sig("Function", "Comparator"), key("Function"), arg(depth)));
                case 5: {
                    String[] kinds = {"Int", "Long", "Double"};
                    String k = kinds[r.nextInt(3)];
                    return keep(w.callAs("Comparator", term(depth - 1), "thenComparing" + k,
                            sig("To" + k + "Function"), key("To" + k + "Function")));
                }
                case 6:
                    return keep(w.callStatic("Collections", "reverseOrder", sig("Comparator"),
                            nul() ? null : term(depth - 1)));
                case 7:
                    return keep(w.callStatic("Comparator", r.nextBoolean() ? "nullsFirst"
                            : "nullsLast", sig("Comparator"), r.nextInt(4) == 0 ? null
                            : term(depth - 1)));
                default:
                    return keep(w.callStatic("Comparator", "comparing",
                            sig("Function", "Comparator"), key("Function"), arg(depth)));
            }
        }

        private Object arg(int depth) throws Throwable {
            return nul() ? null : term(depth - 1);
        }

        private Object leaf(int depth) throws Throwable {
            switch (r.nextInt(9)) {
                case 0: return w.callStatic("Comparator", "naturalOrder", sig());
                case 1: return w.callStatic("Comparator", "reverseOrder", sig());
                case 2: return w.callStatic("Collections", "reverseOrder", sig());
                case 3: return w.callStatic("Comparator", "comparing", sig("Function"),
                        key("Function"));
                case 4: {
                    String[] kinds = {"Int", "Long", "Double"};
                    String k = kinds[r.nextInt(3)];
                    return w.callStatic("Comparator", "comparing" + k, sig("To" + k + "Function"),
                            key("To" + k + "Function"));
                }
                case 5: return w.callStatic("Comparator", r.nextBoolean() ? "nullsFirst"
                        : "nullsLast", sig("Comparator"), r.nextInt(3) == 0 ? null : plain());
                default: return plain();
            }
        }

        /** A logging comparator: by value, reversed or constant, now and then throwing. */
        private Object plain() {
            int inv = r.nextInt(4);
            Fn f = new Fn("c" + (leaves++), trace, (a, n) -> {
                int d = Integer.compare(num(a[0]), num(a[1]));
                return inv == 0 ? d : inv == 1 ? -d : inv == 2 ? 0 : d * 5;
            });
            if (r.nextInt(10) == 0) {
                f.throwAt(1 + r.nextInt(3));
            }
            if (r.nextInt(10) == 0) {
                // reversed overridden: the JDK calls it virtually where it reverses a comparator
                String name = f.name;
                f.overrides = java.util.Map.of("reversed", (a, n) -> w.fn("Comparator",
                        new Fn(name + "r", trace, (b, m) -> 1)));
            }
            return w.fn("Comparator", f);
        }

        /** A key extractor of the interface: the value, its negation, null or non-Comparable. */
        private Object key(String iface) {
            if (nul()) {
                return null;
            }
            int kind = r.nextInt(6);
            Fn f = new Fn("k" + (leaves++), trace, (a, n) -> {
                int v = num(a[0]);
                if (iface.equals("Function")) {
                    return kind == 0 ? null : kind == 1 ? OPAQUE : kind == 2 ? -v : v % 3;
                }
                if (iface.equals("ToDoubleFunction") && kind == 0) {
                    return v == 0 ? -0.0 : v == 1 ? Double.NaN : 0.0;
                }
                return kind == 1 ? -v : kind == 2 ? Integer.MIN_VALUE + v : v / 2;
            });
            if (r.nextInt(12) == 0) {
                f.throwAt(1 + r.nextInt(3));
            }
            return w.fn(iface, f);
        }
    }
}
