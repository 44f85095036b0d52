package symtestdriver;

import java.util.Random;
import symtestdriver.CheckMain.Fn;
import symtestdriver.CheckMain.Result;
import symtestdriver.CheckMain.Trace;
import symtestdriver.CheckMain.World;

import static symtestdriver.CheckMain.num;
import static symtestdriver.CheckMain.sig;

/**
 * Optional, OptionalInt, OptionalLong, OptionalDouble: a random value (empty or present), then
 * a chain of random calls of every public method but stream(), with logging functions (some
 * throwing, returning null, empty or present optionals; null functions now and then); each
 * result rendered with its identity (the receiver itself, the empty singleton).
 */
final class OptionalFamily implements CheckMain.Family {
    private static final String[] KINDS = {"Optional", "OptionalInt", "OptionalLong",
        "OptionalDouble"};
    private static final String[] OPS = {"get", "isPresent", "isEmpty", "ifPresent",
        "ifPresentOrElse", "filter", "map", "flatMap", "or", "orElse", "orElseGet",
        "orElseThrow", "orElseThrowSupplier", "equals", "hashCode", "toString"};

    public boolean collections() {
        return false;
    }

    public String name() {
        return "optional";
    }

    public String method(long seed) {
        Random r = new Random(seed);
        return KINDS[r.nextInt(KINDS.length)];
    }

    public String trial(World w, long seed) {
        Random r = new Random(seed);
        String kind = KINDS[r.nextInt(KINDS.length)];
        Trace trace = new Trace(w);
        Gen g = new Gen(w, trace, r, kind);
        Object[] cur = new Object[1];
        Object first = g.value();
        int how = r.nextInt(4);
        trace.op("make", () -> {
            cur[0] = g.make(first, how);
            return cur[0];
        });
        int n = 1 + r.nextInt(4);
        for (int i = 0; i < n; i++) {
            String op = OPS[r.nextInt(OPS.length)];
            Object[] args = g.args(op);
            trace.op(op, () -> {
                Object o = cur[0];
                Object res = g.run(o, op, args);
                if (res != null && res.getClass() == w.cls(kind)) {
                    trace.add(res == o ? "this" : "");
                    trace.add(res == w.callStatic(kind, "empty", sig()) ? "EMPTY" : "");
                    cur[0] = res;
                }
                return res;
            });
        }
        return trace.toString();
    }

    static final class Gen {
        private final World w;
        private final Trace trace;
        private final Random r;
        private final String kind;
        private final String prim;
        private int fns;

        Gen(World w, Trace trace, Random r, String kind) {
            this.w = w;
            this.trace = trace;
            this.r = r;
            this.kind = kind;
            this.prim = kind.substring("Optional".length());
        }

        /** The contents: null for empty. */
        Object value() {
            if (r.nextInt(3) == 0) {
                return null;
            }
            switch (prim) {
                case "Int": return r.nextInt(7) - 3;
                case "Long": return (long) r.nextInt(7) - 3 + (r.nextBoolean() ? 0 : 1L << 35);
                case "Double": {
                    double[] d = {0.0, -0.0, Double.NaN, 1.5, -3.0, 1e300};
                    return d[r.nextInt(d.length)];
                }
                default: return r.nextInt(7) - 3;
            }
        }

        /** how (0..3): which factory, drawn before anything runs. */
        Object make(Object v, int how) throws Throwable {
            if (v == null) {
                if (prim.isEmpty() && how < 2) {
                    return w.callStatic(kind, how == 0 ? "ofNullable" : "of", sig("Object"),
                            (Object) null);
                }
                return w.callStatic(kind, "empty", sig());
            }
            if (prim.isEmpty()) {
                return w.callStatic(kind, how % 2 == 0 ? "of" : "ofNullable", sig("Object"), v);
            }
            return w.callStatic(kind, "of", sig(prim.toLowerCase()), v);
        }

        private boolean nul() {
            return r.nextInt(12) == 0;
        }

        private Object fn(String iface, Result res) {
            if (nul()) {
                return null;
            }
            Fn f = new Fn("f" + (fns++), trace, res);
            if (r.nextInt(10) == 0) {
                f.throwAt(1);
            }
            return w.fn(iface, f);
        }

        /** An optional of this world's kind (or null) as a function's result. */
        private Result optional() {
            int k = r.nextInt(5);
            Object v = value();
            int how = r.nextInt(4);
            return (a, n) -> k == 0 ? null : k == 1 ? w.callStatic(kind, "empty", sig())
                    : make(v, how);
        }

        Object[] args(String op) {
            String consumer = prim.isEmpty() ? "Consumer" : prim + "Consumer";
            switch (op) {
                case "ifPresent":
                    return new Object[] {fn(consumer, (a, n) -> null)};
                case "ifPresentOrElse":
                    return new Object[] {fn(consumer, (a, n) -> null),
                        fn("Runnable", (a, n) -> null)};
                case "filter": {
                    int m = 2 + r.nextInt(2);
                    return new Object[] {fn("Predicate",
                            (a, n) -> Math.floorMod(num(a[0]), m) == 0)};
                }
                case "map": {
                    int k = r.nextInt(4);
                    return new Object[] {fn("Function", (a, n) -> k == 0 ? null : num(a[0]) * k)};
                }
                case "flatMap":
                case "or":
                    return new Object[] {fn(op.equals("or") ? "Supplier" : "Function", optional())};
                case "orElse": {
                    Object v = value();
                    Object zero = prim.equals("Int") ? (Object) 9
                            : prim.equals("Long") ? (Object) 9L : (Object) 9.0;
                    return new Object[] {v == null && !prim.isEmpty() ? zero : v};
                }
                case "orElseGet": {
                    Object v = value();
                    return new Object[] {fn(prim.isEmpty() ? "Supplier" : prim + "Supplier",
                            (a, n) -> v == null ? (prim.equals("Double") ? 2.5 : 4) : v)};
                }
                case "orElseThrowSupplier": {
                    boolean none = r.nextInt(4) == 0;
                    return new Object[] {fn("Supplier",
                            (a, n) -> none ? null : new IllegalArgumentException("sup"))};
                }
                case "equals": {
                    int k = r.nextInt(4);
                    Object v = value();
                    return new Object[] {k, v, r.nextInt(4)};
                }
                default:
                    return new Object[0];
            }
        }

        Object run(Object o, String op, Object[] a) throws Throwable {
            String consumer = prim.isEmpty() ? "Consumer" : prim + "Consumer";
            String p = prim.toLowerCase();
            switch (op) {
                case "get":
                    return prim.isEmpty() ? w.call(o, "get", sig())
                            : w.call(o, "getAs" + prim, sig());
                case "isPresent": case "isEmpty": case "orElseThrow": case "hashCode":
                case "toString":
                    return w.call(o, op, sig());
                case "ifPresent":
                    return w.call(o, op, sig(consumer), a[0]);
                case "ifPresentOrElse":
                    return w.call(o, op, sig(consumer, "Runnable"), a[0], a[1]);
                case "filter":
                    return prim.isEmpty() ? w.call(o, op, sig("Predicate"), a[0]) : "n/a";
                case "map": case "flatMap":
                    return prim.isEmpty() ? w.call(o, op, sig("Function"), a[0]) : "n/a";
                case "or":
                    return prim.isEmpty() ? w.call(o, op, sig("Supplier"), a[0]) : "n/a";
                case "orElse":
                    return w.call(o, op, sig(prim.isEmpty() ? "Object" : p), a[0]);
                case "orElseGet":
                    return w.call(o, op, sig(prim.isEmpty() ? "Supplier" : prim + "Supplier"),
                            a[0]);
                case "orElseThrowSupplier":
                    return w.call(o, "orElseThrow", sig("Supplier"), a[0]);
                case "equals": {
                    int k = (Integer) a[0];
                    Object other = k == 0 ? o : k == 1 ? null : k == 2 ? Integer.valueOf(1)
                            : make(a[1], (Integer) a[2]);
                    return w.call(o, "equals", sig("Object"), other);
                }
                default:
                    throw new IllegalArgumentException(op);
            }
        }
    }
}
