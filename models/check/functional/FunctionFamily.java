package symtestdriver;

import java.util.Random;
import symtestdriver.CheckMain.Fn;
import symtestdriver.CheckMain.Trace;
import symtestdriver.CheckMain.World;

import static symtestdriver.CheckMain.num;
import static symtestdriver.CheckMain.sig;

/**
 * java.util.function: random terms of the default and static methods (and, or, negate, not,
 * isEqual, compose, andThen, identity, minBy, maxBy) over logging leaf functions (some
 * throwing, some overriding negate), null arguments now and then, applied to random
 * arguments; and the identities of the shared objects (identity(), isEqual(null)).
 */
final class FunctionFamily implements CheckMain.Family {
    private static final String[] TYPES = {"Predicate", "BiPredicate", "IntPredicate",
        "LongPredicate", "DoublePredicate", "Function", "UnaryOperator", "BiFunction",
        "BinaryOperator", "Consumer", "BiConsumer", "IntConsumer", "LongConsumer",
        "DoubleConsumer", "IntUnaryOperator", "LongUnaryOperator", "DoubleUnaryOperator"};

    public boolean collections() {
        return false;
    }

    public String name() {
        return "function";
    }

    public String method(long seed) {
        Random r = new Random(seed);
        int t = r.nextInt(TYPES.length + 1);
        return t == TYPES.length ? "identities" : TYPES[t];
    }

    public String trial(World w, long seed) {
        Random r = new Random(seed);
        int t = r.nextInt(TYPES.length + 1);
        Trace trace = new Trace(w);
        if (t == TYPES.length) {
            identities(w, trace, r);
            return trace.toString();
        }
        String type = TYPES[t];
        Gen g = new Gen(w, trace, r);
        Object[] term = new Object[1];
        trace.op("build", () -> {
            term[0] = g.term(type, 3);
            return null;
        });
        for (int i = 0; i < 3; i++) {
            Object[] args = g.args(type);
            trace.op("call", () -> apply(w, type, term[0], args));
        }
        return trace.toString();
    }

    private static void identities(World w, Trace trace, Random r) {
        Integer x = r.nextInt(4) == 0 ? null : Integer.valueOf(r.nextInt(300) - 150);
        trace.op("ids", () -> {
            Object f1 = w.callStatic("Function", "identity", sig());
            Object f2 = w.callStatic("Function", "identity", sig());
            Object u1 = w.callStatic("UnaryOperator", "identity", sig());
            Object u2 = w.callStatic("UnaryOperator", "identity", sig());
            Object i1 = w.callStatic("IntUnaryOperator", "identity", sig());
            Object i2 = w.callStatic("IntUnaryOperator", "identity", sig());
            Object l1 = w.callStatic("LongUnaryOperator", "identity", sig());
            Object d1 = w.callStatic("DoubleUnaryOperator", "identity", sig());
            Object d2 = w.callStatic("DoubleUnaryOperator", "identity", sig());
            Object e1 = w.callStatic("Predicate", "isEqual", sig("Object"), x);
            Object e2 = w.callStatic("Predicate", "isEqual", sig("Object"), x);
            Object n1 = w.call(e1, "negate", sig());
            Object n2 = w.call(e1, "negate", sig());
            return "" + (f1 == f2) + (u1 == u2) + (f1 == u1) + (i1 == i2) + (d1 == d2)
                    + (l1 == w.callStatic("LongUnaryOperator", "identity", sig()))
                    + (e1 == e2) + (n1 == n2) + (n1 == e1)
                    + w.call(f1, "apply", sig("Object"), x)
                    + w.call(u1, "apply", sig("Object"), x)
                    + w.call(e1, "test", sig("Object"), x)
                    + w.call(e1, "test", sig("Object"), (Object) null)
                    + w.call(d1, "applyAsDouble", sig("double"), -0.0)
                    + w.call(i1, "applyAsInt", sig("int"), x == null ? 5 : x);
        });
    }

    /** Applies the term's abstract method to args. */
    static Object apply(World w, String type, Object f, Object[] args) throws Throwable {
        switch (type) {
            case "Predicate": return w.callAs(type, f, "test", sig("Object"), args);
            case "BiPredicate": return w.callAs(type, f, "test", sig("Object", "Object"), args);
            case "IntPredicate": return w.callAs(type, f, "test", sig("int"), args);
            case "LongPredicate": return w.callAs(type, f, "test", sig("long"), args);
            case "DoublePredicate": return w.callAs(type, f, "test", sig("double"), args);
            case "Function":
            case "UnaryOperator":
                return w.callAs("Function", f, "apply", sig("Object"), args);
            case "BiFunction":
            case "BinaryOperator":
                return w.callAs("BiFunction", f, "apply", sig("Object", "Object"), args);
            case "Consumer": return w.callAs(type, f, "accept", sig("Object"), args);
            case "BiConsumer": return w.callAs(type, f, "accept", sig("Object", "Object"), args);
            case "IntConsumer": return w.callAs(type, f, "accept", sig("int"), args);
            case "LongConsumer": return w.callAs(type, f, "accept", sig("long"), args);
            case "DoubleConsumer": return w.callAs(type, f, "accept", sig("double"), args);
            case "IntUnaryOperator": return w.callAs(type, f, "applyAsInt", sig("int"), args);
            case "LongUnaryOperator": return w.callAs(type, f, "applyAsLong", sig("long"), args);
            case "DoubleUnaryOperator":
                return w.callAs(type, f, "applyAsDouble", sig("double"), args);
            default: throw new IllegalArgumentException(type);
        }
    }

    /** Random terms; every random choice is made before anything runs or not at all. */
    static final class Gen {
        private final World w;
        private final Trace trace;
        private final Random r;
        private int leaves;

        Gen(World w, Trace trace, Random r) {
            this.w = w;
            this.trace = trace;
            this.r = r;
        }

        /** A value of the argument type of a type's abstract method. */
        Object[] args(String type) {
            switch (type) {
                case "IntPredicate": case "IntConsumer": case "IntUnaryOperator":
                    return new Object[] {r.nextInt(41) - 20};
                case "LongPredicate": case "LongConsumer": case "LongUnaryOperator":
                    return new Object[] {(long) r.nextInt(41) - 20};
                case "DoublePredicate": case "DoubleConsumer": case "DoubleUnaryOperator":
                    return new Object[] {dbl()};
                case "BiPredicate": case "BiFunction": case "BinaryOperator": case "BiConsumer":
                    return new Object[] {obj(), obj()};
                default:
                    return new Object[] {obj()};
            }
        }

        Object obj() {
            int k = r.nextInt(10);
            return k == 0 ? null : Integer.valueOf(r.nextInt(21) - 10);
        }

        double dbl() {
            double[] special = {0.0, -0.0, Double.NaN, 1.5, -2.0, Double.POSITIVE_INFINITY};
            return r.nextInt(3) == 0 ? special[r.nextInt(special.length)] : r.nextInt(21) - 10;
        }

        /** Null now and then, where a combinator's argument goes. */
        private boolean nul() {
            return r.nextInt(25) == 0;
        }

        Object term(String type, int depth) throws Throwable {
            int c = depth == 0 ? 0 : r.nextInt(4);
            if (c == 0) {
                return leaf(type);
            }
            switch (type) {
                case "Predicate":
                    switch (r.nextInt(5)) {
                        case 0: return w.callStatic(type, "not", sig(type), arg(type, depth));
                        case 1: return w.callStatic(type, "isEqual", sig("Object"), obj());
                        case 2: return w.call(term(type, depth - 1), "negate", sig());
                        default: return w.call(term(type, depth - 1),
                                r.nextBoolean() ? "and" : "or", sig(type), arg(type, depth));
                    }
                case "BiPredicate": case "IntPredicate": case "LongPredicate":
                case "DoublePredicate":
                    if (r.nextInt(3) == 0) {
                        return w.call(term(type, depth - 1), "negate", sig());
                    }
                    return w.call(term(type, depth - 1), r.nextBoolean() ? "and" : "or", sig(type),
                            arg(type, depth));
                case "Function":
                    switch (r.nextInt(4)) {
                        case 0: return w.callStatic(r.nextBoolean() ? "Function" : "UnaryOperator",
                                "identity", sig());
                        default: return w.call(term(type, depth - 1),
                                r.nextBoolean() ? "andThen" : "compose", sig("Function"),
                                arg("Function", depth));
                    }
                case "UnaryOperator":
                    return r.nextBoolean() ? w.callStatic(type, "identity", sig())
                            : w.call(term(type, depth - 1), r.nextBoolean() ? "andThen" : "compose",
                                    sig("Function"), arg("Function", depth));
                case "BiFunction": case "BinaryOperator":
                    if (type.equals("BinaryOperator") && r.nextBoolean()) {
                        Object cmp = nul() ? null : comparator();
                        return w.callStatic(type, r.nextBoolean() ? "minBy" : "maxBy",
                                sig("Comparator"), cmp);
                    }
                    return w.call(term(type, depth - 1), "andThen", sig("Function"),
                            arg("Function", depth));
                case "Consumer": case "BiConsumer": case "IntConsumer": case "LongConsumer":
                case "DoubleConsumer":
                    return w.call(term(type, depth - 1), "andThen", sig(type), arg(type, depth));
                default: // Int/Long/DoubleUnaryOperator
                    switch (r.nextInt(4)) {
                        case 0: return w.callStatic(type, "identity", sig());
                        default: return w.call(term(type, depth - 1),
                                r.nextBoolean() ? "andThen" : "compose", sig(type),
                                arg(type, depth));
                    }
            }
        }

        private Object arg(String type, int depth) throws Throwable {
            return nul() ? null : term(type, depth - 1);
        }

        private Object comparator() {
            int inv = r.nextInt(3);
            Fn f = new Fn("cmp" + (leaves++), trace, (a, n) -> {
                int d = Integer.compare(num(a[0]), num(a[1]));
                return inv == 0 ? d : inv == 1 ? -d : 0;
            });
            if (r.nextInt(8) == 0) {
                f.throwAt(1 + r.nextInt(3));
            }
            return w.fn("Comparator", f);
        }

        /** A logging function of the type: its result a function of its arguments. */
        Object leaf(String type) {
            String name = "f" + (leaves++);
            int p = r.nextInt(5);
            int q = r.nextInt(3) - 1;
            Fn f;
            switch (type) {
                case "Predicate": case "BiPredicate": case "IntPredicate": case "LongPredicate":
                case "DoublePredicate":
                    f = new Fn(name, trace, (a, n) -> p == 4 ? n % 2 == 0
                            : Math.floorMod(num(a[0]) + (a.length > 1 ? num(a[1]) : 0), 2 + p)
                                    == 0);
                    break;
                case "Function": case "UnaryOperator": case "BiFunction": case "BinaryOperator":
                    f = new Fn(name, trace, (a, n) -> p == 0 ? null
                            : p == 1 ? a[a.length - 1] : Integer.valueOf(num(a[0]) * p + q));
                    break;
                case "IntUnaryOperator":
                    f = new Fn(name, trace, (a, n) -> (Integer) a[0] * p + q);
                    break;
                case "LongUnaryOperator":
                    f = new Fn(name, trace, (a, n) -> (Long) a[0] * p + q + (1L << 40));
                    break;
                case "DoubleUnaryOperator":
                    f = new Fn(name, trace, (a, n) -> p == 0 ? -0.0 : (Double) a[0] * p + q);
                    break;
                default: // consumers
                    f = new Fn(name, trace, (a, n) -> null);
                    break;
            }
            if (r.nextInt(10) == 0) {
                f.throwAt(1 + r.nextInt(3));
            }
            if (type.endsWith("Predicate") && r.nextInt(8) == 0) {
                // negate overridden: Predicate.not must call it (a virtual call)
                String other = "g" + (leaves++);
                Fn g = new Fn(other, trace, (a, n) -> true);
                Object gp = w.fn(type, g);
                f.overrides = java.util.Map.of("negate", (a, n) -> gp);
            }
            return w.fn(type, f);
        }
    }
}
