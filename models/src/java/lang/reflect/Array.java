package java.lang.reflect;

import java.lang.SymtestPrimitives;

/**
 * symtest model of java.lang.reflect.Array: exact for every array a path can have, since its
 * runtime type is known on each path. Checks in HotSpot's order: a null array
 * (NullPointerException), an object that is no array (IllegalArgumentException), an index out
 * of bounds (ArrayIndexOutOfBoundsException), a value the array cannot hold
 * (IllegalArgumentException, where a store would throw ArrayStoreException). get boxes a
 * primitive element into a new object, as the JVM's reflection does. The typed getters and
 * setters (getInt, setLong, ...) are unhandled calls.
 */
public final class Array {
    private Array() {
    }

    public static Object newInstance(Class<?> componentType, int length) {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (length < 0) {
            throw new NegativeArraySizeException();
        }
        if (componentType == SymtestPrimitives.primitiveClass('V')) {
            throw new IllegalArgumentException();
        }
        return SymtestPrimitives.newArrayOf(componentType, length);
    }

    public static Object newInstance(Class<?> componentType, int... dimensions) {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (dimensions.length == 0 || dimensions.length > 255) {
            throw new IllegalArgumentException();
        }
        for (int d : dimensions) {
            if (d < 0) {
                throw new NegativeArraySizeException();
            }
        }
        if (componentType == SymtestPrimitives.primitiveClass('V')) {
            throw new IllegalArgumentException();
        }
        return build(componentType, dimensions, 0);
    }

    // The array of dimensions[from..] over componentType: its element class is the array class
    // of the dimensions after it.
    private static Object build(Class<?> componentType, int[] dimensions, int from) {
        Class<?> element = componentType;
        for (int k = dimensions.length - 1; k > from; k--) {
            element = SymtestPrimitives.newArrayOf(element, 0).getClass();
        }
        Object array = SymtestPrimitives.newArrayOf(element, dimensions[from]);
        if (from + 1 < dimensions.length) {
            Object[] rows = (Object[]) array;
            for (int i = 0; i < rows.length; i++) {
                rows[i] = build(componentType, dimensions, from + 1);
            }
        }
        return array;
    }

    public static int getLength(Object array) {
        if (array == null) {
            throw new NullPointerException();
        }
        if (array instanceof Object[]) {
            return ((Object[]) array).length;
        }
        if (array instanceof int[]) {
            return ((int[]) array).length;
        }
        if (array instanceof char[]) {
            return ((char[]) array).length;
        }
        if (array instanceof byte[]) {
            return ((byte[]) array).length;
        }
        if (array instanceof long[]) {
            return ((long[]) array).length;
        }
        if (array instanceof boolean[]) {
            return ((boolean[]) array).length;
        }
        if (array instanceof short[]) {
            return ((short[]) array).length;
        }
        if (array instanceof double[]) {
            return ((double[]) array).length;
        }
        if (array instanceof float[]) {
            return ((float[]) array).length;
        }
        throw new IllegalArgumentException("Argument is not an array");
    }

    private static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new ArrayIndexOutOfBoundsException();
        }
    }

    @SuppressWarnings("removal")
    public static Object get(Object array, int index) {
        checkIndex(index, getLength(array));
        if (array instanceof Object[]) {
            return ((Object[]) array)[index];
        }
        if (array instanceof int[]) {
            return new Integer(((int[]) array)[index]);
        }
        if (array instanceof char[]) {
            return new Character(((char[]) array)[index]);
        }
        if (array instanceof byte[]) {
            return new Byte(((byte[]) array)[index]);
        }
        if (array instanceof long[]) {
            return new Long(((long[]) array)[index]);
        }
        if (array instanceof boolean[]) {
            return new Boolean(((boolean[]) array)[index]);
        }
        if (array instanceof short[]) {
            return new Short(((short[]) array)[index]);
        }
        if (array instanceof double[]) {
            return new Double(((double[]) array)[index]);
        }
        return new Float(((float[]) array)[index]);
    }

    public static void set(Object array, int index, Object value) {
        int length = getLength(array);
        if (array instanceof Object[]) {
            checkIndex(index, length);
            Class<?> component = SymtestPrimitives.componentClass(array.getClass());
            if (value != null && !component.isInstance(value)) {
                throw new IllegalArgumentException("array element type mismatch");
            }
            ((Object[]) array)[index] = value;
            return;
        }
        // A primitive array takes a box whose value widens to its type (JLS 5.1.2): HotSpot
        // refuses null before the bounds check, any other mismatch after it.
        if (value == null) {
            throw new IllegalArgumentException();
        }
        int rank = rank(value);
        checkIndex(index, length);
        if (rank < 0) {
            throw new IllegalArgumentException("argument type mismatch");
        }
        boolean isChar = value instanceof Character;
        boolean isBoolean = value instanceof Boolean;
        if (array instanceof boolean[]) {
            if (!isBoolean) {
                throw new IllegalArgumentException("argument type mismatch");
            }
            ((boolean[]) array)[index] = (Boolean) value;
            return;
        }
        if (isBoolean) {
            throw new IllegalArgumentException("argument type mismatch");
        }
        if (array instanceof char[]) {
            if (!isChar) {
                throw new IllegalArgumentException("argument type mismatch");
            }
            ((char[]) array)[index] = (Character) value;
            return;
        }
        long whole = rank <= 4 ? wholeValue(value) : 0;
        double real = rank >= 5 ? ((Number) value).doubleValue() : 0;
        if (array instanceof byte[]) {
            if (rank > 1) {
                throw new IllegalArgumentException("argument type mismatch");
            }
            ((byte[]) array)[index] = (byte) whole;
        } else if (array instanceof short[]) {
            if (rank > 2 || isChar) {
                throw new IllegalArgumentException("argument type mismatch");
            }
            ((short[]) array)[index] = (short) whole;
        } else if (array instanceof int[]) {
            if (rank > 3) {
                throw new IllegalArgumentException("argument type mismatch");
            }
            ((int[]) array)[index] = (int) whole;
        } else if (array instanceof long[]) {
            if (rank > 4) {
                throw new IllegalArgumentException("argument type mismatch");
            }
            ((long[]) array)[index] = whole;
        } else if (array instanceof float[]) {
            if (rank > 5) {
                throw new IllegalArgumentException("argument type mismatch");
            }
            ((float[]) array)[index] = rank == 5 ? ((Float) value).floatValue() : (float) whole;
        } else {
            ((double[]) array)[index] = rank >= 5 ? real : (double) whole;
        }
    }

    // The widening rank of a box: byte 1, short and char 2, int 3, long 4, float 5, double 6;
    // boolean 0; -1 for an object that is no box.
    private static int rank(Object value) {
        if (value instanceof Boolean) {
            return 0;
        }
        if (value instanceof Byte) {
            return 1;
        }
        if (value instanceof Short || value instanceof Character) {
            return 2;
        }
        if (value instanceof Integer) {
            return 3;
        }
        if (value instanceof Long) {
            return 4;
        }
        if (value instanceof Float) {
            return 5;
        }
        if (value instanceof Double) {
            return 6;
        }
        return -1;
    }

    private static long wholeValue(Object value) {
        if (value instanceof Character) {
            return (Character) value;
        }
        if (value instanceof Boolean) {
            return 0;
        }
        return ((Number) value).longValue();
    }
}
