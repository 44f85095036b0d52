package symtestdriver;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleUnaryOperator;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjIntConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;
import java.util.function.UnaryOperator;

/**
 * The lambda families of the check, shared by both sides: each logs its argument and result
 * (or that it threw Boom). Families are indexed; some members throw on one value, some return
 * null, some change the source collection (ctx*, set by the runner to the side's own).
 */
@SuppressWarnings({"unchecked", "rawtypes"})
public final class Fns {
    private Fns() {
    }

    public static final class Boom extends RuntimeException {
        Boom(String m) {
            super(m);
        }
    }

    public static Collection<Object> ctxCollection;
    public static List<Object> ctxList;
    public static Map<Object, Object> ctxMap;
    static int counter;

    public static void reset(Collection<Object> c, List<Object> l, Map<Object, Object> m) {
        ctxCollection = c;
        ctxList = l;
        ctxMap = m;
        counter = 0;
    }

    static int num(Object x) {
        if (x == null) {
            return -1;
        }
        if (x instanceof E) {
            return ((E) x).v;
        }
        if (x instanceof Integer) {
            return (Integer) x;
        }
        if (x instanceof String) {
            return ((String) x).length();
        }
        if (x instanceof Long) {
            return (int) (long) (Long) x;
        }
        if (x instanceof Double) {
            return (int) (double) (Double) x;
        }
        if (x instanceof Map.Entry) {
            return num(((Map.Entry) x).getKey());
        }
        return 7;
    }

    static String show(Object x) {
        return Render.show(x);
    }

    static E e(int v) {
        return new E(v);
    }

    static Boom boom(String name, Object x) {
        Log.add(name + "(" + show(x) + ")!");
        return new Boom(name + "@" + show(x));
    }

    static <T> T log(String call, T result) {
        Log.add(call + "=" + show(result));
        return result;
    }

    public static final int PREDS = 7;

    public static Predicate<Object> pred(int k) {
        return x -> {
            int n = num(x);
            boolean r;
            switch (k) {
                case 0: r = true; break;
                case 1: r = n % 2 == 0; break;
                case 2: r = n > 3; break;
                case 3: r = x == null; break;
                case 4:
                    if (n == 5) {
                        throw boom("p4", x);
                    }
                    r = n % 3 != 0;
                    break;
                case 5: r = false; break;
                default: r = n < 4; break;
            }
            return log("p" + k + "(" + show(x) + ")", r);
        };
    }

    public static final int FUNCS = 8;

    public static Function<Object, Object> fn(int k) {
        return x -> {
            int n = num(x);
            Object r;
            switch (k) {
                case 0: r = x; break;
                case 1: r = e(n + 1); break;
                case 2: r = n % 3 == 0 ? null : e(n * 2); break;
                case 3: r = Integer.valueOf(n); break;
                case 4: r = "s" + n; break;
                case 5:
                    if (n == 4) {
                        throw boom("f5", x);
                    }
                    r = e(n - 1);
                    break;
                case 6: r = e(Math.floorMod(n, 3)); break;
                default: r = n % 2 == 0 ? "a" : "b"; break;
            }
            return log("f" + k + "(" + show(x) + ")", r);
        };
    }

    public static final int UNARY = 3;

    public static UnaryOperator<Object> unary(int k) {
        return x -> {
            int n = num(x);
            if (k == 2 && n == 4) {
                throw boom("u2", x);
            }
            Object r = k == 1 ? e((n * 2 + 1) % 11) : e(n + 1);
            return log("u" + k + "(" + show(x) + ")", r);
        };
    }

    public static Supplier<Object> supplier(int k) {
        return () -> {
            counter++;
            if (k == 1 && counter == 4) {
                throw boom("s1", counter);
            }
            return log("s" + k + "()", (Object) e(counter * (k + 1)));
        };
    }

    public static final int CONSUMERS = 5;

    public static Consumer<Object> consumer(int k) {
        return x -> {
            int n = num(x);
            Log.add("c" + k + "(" + show(x) + ")");
            if (k == 1 && n == 2) {
                throw boom("c1", x);
            }
            if (k == 2 && n == 1) {
                if (ctxMap != null) {
                    Log.add("put=" + show(ctxMap.put(e(90), e(91))));
                } else if (ctxCollection != null) {
                    Log.add("add=" + ctxCollection.add(e(90)));
                }
            }
            if (k == 3 && n == 3) {
                if (ctxMap != null) {
                    Log.add("remove=" + show(ctxMap.remove(e(3))));
                } else if (ctxCollection != null) {
                    Log.add("remove=" + ctxCollection.remove(e(3)));
                }
            }
            if (k == 4 && n == 2 && ctxList != null && !ctxList.isEmpty()) {
                Log.add("set=" + show(ctxList.set(ctxList.size() - 1, e(77))));
            }
        };
    }

    public static final int COMPARATORS = 7;

    public static Comparator<Object> comparator(int k) {
        Comparator<Object> byNum = (a, b) -> log("k(" + show(a) + "," + show(b) + ")",
                Integer.compare(num(a), num(b)));
        switch (k) {
            case 0: return (Comparator) Comparator.naturalOrder();
            case 1: return (a, b) -> log("k1(" + show(a) + "," + show(b) + ")",
                    Integer.compare(num(b), num(a)));
            case 2: return (a, b) -> log("k2(" + show(a) + "," + show(b) + ")",
                    Integer.compare(Math.floorMod(num(a), 3), Math.floorMod(num(b), 3)));
            case 3: return Comparator.nullsFirst(byNum);
            case 4: return (a, b) -> {
                if (num(a) == 3 || num(b) == 3) {
                    throw boom("k4", a);
                }
                return byNum.compare(a, b);
            };
            case 5: return byNum;
            default: return (Comparator) Comparator.reverseOrder();
        }
    }

    public static final int BINARY = 5;

    public static BinaryOperator<Object> binary(int k) {
        return (a, b) -> {
            String call = "b" + k + "(" + show(a) + "," + show(b) + ")";
            int x = num(a);
            int y = num(b);
            switch (k) {
                case 0: return log(call, e(x + y));
                case 1: return log(call, a);
                case 2: return log(call, x + y > 8 ? null : e(x + y));
                case 3:
                    if (y == 3) {
                        throw boom("b3", b);
                    }
                    return log(call, e(x * y));
                default: return log(call, x >= y ? a : b);
            }
        };
    }

    public static ToIntFunction<Object> toInt(int k) {
        return x -> {
            int n = num(x);
            if (k == 1 && n == 3) {
                throw boom("ti1", x);
            }
            return log("ti" + k + "(" + show(x) + ")", k == 2 ? n * 1000000000 : n);
        };
    }

    public static ToLongFunction<Object> toLong(int k) {
        return x -> log("tl" + k + "(" + show(x) + ")", num(x) * (k == 0 ? 10000000000L : 3L));
    }

    public static ToDoubleFunction<Object> toDouble(int k) {
        return x -> {
            int n = num(x);
            double r = k == 0 ? n / 3.0 : (n == 2 ? Double.NaN : n * 0.1 + 1e16);
            return log("td" + k + "(" + show(x) + ")", r);
        };
    }

    public static IntPredicate intPred(int k) {
        return i -> {
            if (k == 2 && i == 4) {
                throw boom("ip2", i);
            }
            boolean r = k == 0 ? i % 2 == 0 : k == 1 ? i > 2 : k == 2 ? i != 1 : true;
            return log("ip" + k + "(" + i + ")", r);
        };
    }

    /** 0, 2, 4, ... (k == 0), or 7, 7, ... throwing at the third call (k == 1). */
    public static java.util.function.IntSupplier intSupplier(int k) {
        int[] calls = {0};
        return () -> {
            int c = calls[0]++;
            if (k == 1 && c == 2) {
                throw boom("is1", c);
            }
            return log("is" + k + "()", k == 0 ? 2 * c : 7);
        };
    }

    public static IntUnaryOperator intUnary(int k) {
        return i -> {
            if (k == 3 && i == 5) {
                throw boom("iu3", i);
            }
            int r = k == 0 ? i + 1 : k == 1 ? i * 3 : k == 2 ? Integer.MAX_VALUE - i : i % 4;
            return log("iu" + k + "(" + i + ")", r);
        };
    }

    public static IntFunction<Object> intFn(int k) {
        return i -> log("if" + k + "(" + i + ")",
                k == 0 ? (Object) e(i) : k == 1 ? (i % 2 == 0 ? null : e(i)) : "s" + i);
    }

    public static IntConsumer intConsumer(int k) {
        return i -> {
            Log.add("ic" + k + "(" + i + ")");
            if (k == 1 && i == 2) {
                throw boom("ic1", i);
            }
        };
    }

    public static IntBinaryOperator intBinary(int k) {
        return (a, b) -> {
            if (k == 2 && b == 3) {
                throw boom("ib2", b);
            }
            return log("ib" + k + "(" + a + "," + b + ")", k == 0 ? a + b : Math.max(a, b));
        };
    }

    public static ObjIntConsumer<Object> objIntConsumer() {
        return (r, i) -> {
            Log.add("oic(" + i + ")");
            ((List<Object>) r).add(e(i));
        };
    }

    public static LongPredicate longPred(int k) {
        return l -> log("lp" + k + "(" + l + ")", k == 0 ? l % 2 == 0 : l > 20000000000L);
    }

    public static LongUnaryOperator longUnary(int k) {
        return l -> log("lu" + k + "(" + l + ")", k == 0 ? l + 1 : l * 1000000007L);
    }

    public static LongFunction<Object> longFn() {
        return l -> log("lf(" + l + ")", (Object) Long.valueOf(l));
    }

    public static DoublePredicate doublePred(int k) {
        return d -> log("dp" + k + "(" + d + ")", k == 0 ? d > 1.0 : d == d);
    }

    public static DoubleUnaryOperator doubleUnary(int k) {
        return d -> log("du" + k + "(" + d + ")", k == 0 ? d * 1.5 : -d);
    }

    public static DoubleFunction<Object> doubleFn() {
        return d -> log("df(" + d + ")", (Object) Double.valueOf(d));
    }

    public static IntFunction<Object[]> generator(int k) {
        return n -> {
            Log.add("g" + k + "(" + n + ")");
            switch (k) {
                case 0: return new Object[n];
                case 1: return new E[n];
                case 2: return new String[n];
                case 3: return new Object[n + 1];
                default: return new Object[Math.max(0, n - 1)];
            }
        };
    }

    public static Supplier<Object> listSupplier(Supplier<Object> s) {
        return () -> {
            Log.add("newList");
            return s.get();
        };
    }

    public static BiConsumer<Object, Object> listAdd() {
        return (l, x) -> {
            Log.add("acc(" + show(x) + ")");
            ((List<Object>) l).add(x);
        };
    }

    public static Runnable closer(int k) {
        return () -> {
            Log.add("close" + k);
            if (k == 2) {
                throw new Boom("close2");
            }
        };
    }
}
