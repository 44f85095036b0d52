package symtestcheck.arr;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Differential check of the models of java.util.Arrays and java.lang.reflect.Array against the
 * JDK: each trial draws an operation, its arrays and values from its seed, runs it on the JDK's
 * class and on the renamed model (the same method by name and parameter types, on copies of the
 * same arrays), and compares what it returned or threw (the exception's class) and what the
 * arrays it was given hold afterwards.
 */
public final class ArraysCheck {
    private ArraysCheck() {
    }

    private static final Class<?>[] PRIMITIVE_ARRAYS = {boolean[].class, byte[].class,
        char[].class, short[].class, int[].class, long[].class, float[].class, double[].class};
    private static final Class<?>[] OBJECT_ARRAYS = {Object[].class, String[].class,
        Integer[].class, Number[].class, CharSequence[].class};

    private static Random random;

    private static int small() {
        return random.nextInt(10) - 2;  // -2 .. 7: bad indices and lengths too
    }

    private static Object element(Class<?> component) {
        int pick = random.nextInt(8);
        if (component == boolean.class) {
            return random.nextBoolean();
        }
        if (component == char.class) {
            char[] chars = {'a', 'b', '0', 0, 0xffff, 0xd800};
            return pick < chars.length ? chars[pick] : (char) random.nextInt(0x10000);
        }
        if (component == float.class) {
            float[] f = {0.0f, -0.0f, 1.0f, -1.0f, Float.NaN, Float.POSITIVE_INFINITY,
                Float.NEGATIVE_INFINITY, Float.MIN_VALUE};
            return random.nextInt(4) == 0 ? random.nextFloat() * 100 - 50 : f[pick];
        }
        if (component == double.class) {
            double[] d = {0.0, -0.0, 1.0, -1.0, Double.NaN, Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY, Double.MIN_VALUE};
            return random.nextInt(4) == 0 ? random.nextDouble() * 100 - 50 : d[pick];
        }
        long[] whole = {0, 1, -1, 2, 3, Long.MIN_VALUE, Long.MAX_VALUE, random.nextLong()};
        long w = whole[pick];
        if (component == byte.class) {
            return (byte) w;
        }
        if (component == short.class) {
            return (short) w;
        }
        if (component == int.class) {
            return (int) w;
        }
        if (component == long.class) {
            return w;
        }
        return anyObject();
    }

    // A value of some type, for object arrays and for Array.set: strings, boxes of every type,
    // null.
    private static Object anyObject() {
        switch (random.nextInt(12)) {
            case 0: return null;
            case 1: return "a";
            case 2: return "b";
            case 3: return Integer.valueOf(random.nextInt(5) - 2);
            case 4: return Short.valueOf((short) (random.nextInt(5) - 2));
            case 5: return Byte.valueOf((byte) 1);
            case 6: return Character.valueOf('x');
            case 7: return Boolean.TRUE;
            case 8: return Long.valueOf(7);
            case 9: return Float.valueOf(1.5f);
            case 10: return Double.valueOf(-2.5);
            default: return new StringBuilder("sb");
        }
    }

    private static Object array(Class<?> type) {
        if (random.nextInt(20) == 0) {
            return null;
        }
        int n = random.nextInt(6);
        Object a = java.lang.reflect.Array.newInstance(type.getComponentType(), n);
        for (int i = 0; i < n; i++) {
            Object e = element(type.getComponentType());
            if (!type.getComponentType().isPrimitive() && e != null
                && !type.getComponentType().isInstance(e)) {
                e = null;
            }
            java.lang.reflect.Array.set(a, i, e);
        }
        return a;
    }

    // An equal copy, for the other world (arrays of arrays one level deep).
    private static Object copy(Object v) {
        if (v == null || !v.getClass().isArray()) {
            return v;
        }
        int n = java.lang.reflect.Array.getLength(v);
        Object c = java.lang.reflect.Array.newInstance(v.getClass().getComponentType(), n);
        System.arraycopy(v, 0, c, 0, n);
        return c;
    }

    private static String render(Object v) {
        if (v == null) {
            return "null";
        }
        if (!v.getClass().isArray()) {
            return v.getClass().getSimpleName() + ":" + v;
        }
        StringBuilder b = new StringBuilder(v.getClass().getSimpleName()).append('{');
        int n = java.lang.reflect.Array.getLength(v);
        for (int i = 0; i < n; i++) {
            Object e = java.lang.reflect.Array.get(v, i);
            if (e instanceof Float) {
                e = "f" + Integer.toHexString(Float.floatToIntBits((Float) e));
            } else if (e instanceof Double) {
                e = "d" + Long.toHexString(Double.doubleToLongBits((Double) e));
            }
            b.append(i > 0 ? ", " : "").append(render(e));
        }
        return b.append('}').toString();
    }

    /** One operation: a class's static method by name and parameter types, on these values. */
    private static final class Op {
        final String name;
        final Class<?>[] types;
        final Object[] values;
        final boolean reflection;

        Op(boolean reflection, String name, Class<?>[] types, Object... values) {
            this.reflection = reflection;
            this.name = name;
            this.types = types;
            this.values = values;
        }

        String key() {
            StringBuilder b = new StringBuilder(reflection ? "Array." : "Arrays.").append(name)
                .append('(');
            for (int i = 0; i < types.length; i++) {
                b.append(i > 0 ? "," : "").append(types[i].getSimpleName());
            }
            return b.append(')').toString();
        }

        String run(boolean model) throws ReflectiveOperationException {
            Class<?> owner = reflection
                ? (model ? Array.class : java.lang.reflect.Array.class)
                : (model ? Arrays.class : java.util.Arrays.class);
            Method m = owner.getMethod(name, types);
            Object[] args = new Object[values.length];
            for (int i = 0; i < args.length; i++) {
                args[i] = copy(values[i]);
            }
            String outcome;
            try {
                outcome = "returns " + render(m.invoke(null, args));
            } catch (InvocationTargetException e) {
                outcome = "throws " + e.getCause().getClass().getName();
            } catch (IllegalArgumentException e) {
                // JDK 18+ reflection reports a NullPointerException thrown by a native method
                // (Array.newInstance(c, (int[]) null)) as a wrong argument, with it as the cause.
                if (e.getCause() == null) {
                    throw e;
                }
                outcome = "throws " + e.getCause().getClass().getName();
            }
            StringBuilder after = new StringBuilder(outcome);
            for (Object a : args) {
                after.append(" | ").append(render(a));
            }
            return after.toString();
        }
    }

    private static Class<?> anyArrayType() {
        return random.nextInt(3) == 0 ? OBJECT_ARRAYS[random.nextInt(OBJECT_ARRAYS.length)]
            : PRIMITIVE_ARRAYS[random.nextInt(PRIMITIVE_ARRAYS.length)];
    }

    // The parameter type of Arrays' methods for arrays of `type` (Object[] for every object
    // array) and of their element.
    private static Class<?> param(Class<?> type) {
        return type.getComponentType().isPrimitive() ? type : Object[].class;
    }

    private static Class<?> elementParam(Class<?> type) {
        return type.getComponentType().isPrimitive() ? type.getComponentType() : Object.class;
    }

    private static Op arraysOp() {
        Class<?> type = anyArrayType();
        Class<?> p = param(type);
        Object a = array(type);
        boolean objects = !type.getComponentType().isPrimitive();
        switch (random.nextInt(10)) {
            case 0: return new Op(false, "fill", new Class<?>[] {p, elementParam(type)}, a,
                element(objects ? Object.class : type.getComponentType()));
            case 1: return new Op(false, "fill", new Class<?>[] {p, int.class, int.class,
                elementParam(type)}, a, small(), small(),
                element(objects ? Object.class : type.getComponentType()));
            case 2: return new Op(false, "copyOf", new Class<?>[] {p, int.class}, a, small());
            case 3: return new Op(false, "copyOfRange", new Class<?>[] {p, int.class, int.class}, a,
                small(), small());
            case 4: {
                Object b = random.nextBoolean() ? copy(a) : array(type);
                return new Op(false, "equals", new Class<?>[] {p, p}, a, b);
            }
            case 5: return new Op(false, "hashCode", new Class<?>[] {p}, a);
            case 6: return new Op(false, "toString", new Class<?>[] {p}, a);
            case 7:
                if (objects) {
                    Class<?> to = OBJECT_ARRAYS[random.nextInt(OBJECT_ARRAYS.length)];
                    return new Op(false, "copyOf", new Class<?>[] {Object[].class, int.class,
                        Class.class}, a, small(), to);
                }
                if (type == boolean[].class) {
                    return new Op(false, "toString", new Class<?>[] {p}, a);
                }
                return new Op(false, "sort", new Class<?>[] {p}, a);
            case 8:
                if (objects) {
                    Class<?> to = OBJECT_ARRAYS[random.nextInt(OBJECT_ARRAYS.length)];
                    return new Op(false, "copyOfRange", new Class<?>[] {Object[].class, int.class,
                        int.class, Class.class}, a, small(), small(), to);
                }
                if (type == boolean[].class) {
                    return new Op(false, "hashCode", new Class<?>[] {p}, a);
                }
                return new Op(false, "sort", new Class<?>[] {p, int.class, int.class}, a, small(),
                    small());
            default:
                return new Op(false, "equals", new Class<?>[] {p, p}, a, array(type));
        }
    }

    private static Op reflectionOp() {
        Class<?> type = anyArrayType();
        Object a = random.nextInt(10) == 0 ? anyObject() : array(type);
        switch (random.nextInt(5)) {
            case 0: return new Op(true, "getLength", new Class<?>[] {Object.class}, a);
            case 1: return new Op(true, "get", new Class<?>[] {Object.class, int.class}, a, small());
            case 2: return new Op(true, "set", new Class<?>[] {Object.class, int.class, Object.class},
                a, small(), anyObject());
            case 3: {
                Class<?>[] components = {int.class, void.class, String.class, Object.class,
                    int[].class, char.class, null};
                return new Op(true, "newInstance", new Class<?>[] {Class.class, int.class},
                    components[random.nextInt(components.length)], small() - 1);
            }
            default: {
                Class<?>[] components = {int.class, void.class, String.class, double.class, null};
                int[] dims = new int[random.nextInt(4)];
                for (int i = 0; i < dims.length; i++) {
                    dims[i] = random.nextInt(4) - 1;
                }
                return new Op(true, "newInstance", new Class<?>[] {Class.class, int[].class},
                    components[random.nextInt(components.length)], dims);
            }
        }
    }

    public static void main(String[] args) throws ReflectiveOperationException {
        int trials = args.length > 0 ? Integer.parseInt(args[0]) : 200000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        Map<String, int[]> counts = new TreeMap<>();  // operation -> {compared, mismatched}
        List<String> shown = new ArrayList<>();
        int mismatches = 0;
        for (int t = 0; t < trials; t++) {
            random = new Random(seed * 1000003L + t);
            Op op = t % 3 == 0 ? reflectionOp() : arraysOp();
            String jdk = op.run(false);
            String model = op.run(true);
            int[] c = counts.computeIfAbsent(op.key(), k -> new int[2]);
            c[0]++;
            if (!jdk.equals(model)) {
                c[1]++;
                mismatches++;
                if (shown.size() < 20) {
                    shown.add(op.key() + " trial " + t + "\n  jdk:   " + jdk + "\n  model: " + model);
                }
            }
        }
        System.out.printf("%-55s %9s %10s%n", "operation", "compared", "mismatched");
        for (Map.Entry<String, int[]> e : counts.entrySet()) {
            System.out.printf("%-55s %9d %10d%n", e.getKey(), e.getValue()[0], e.getValue()[1]);
        }
        for (String s : shown) {
            System.out.println(s);
        }
        System.out.println("arrays check: " + trials + " trials, " + mismatches + " mismatches");
        System.exit(mismatches == 0 ? 0 : 1);
    }
}
