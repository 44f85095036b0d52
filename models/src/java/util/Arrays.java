package java.util;

import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import java.util.stream.SymtestSpliterator;

/**
 * symtest model of java.util.Arrays for int arrays: the JDK's results and exceptions
 * (NullPointerException, ArrayIndexOutOfBounds, IllegalArgument, NegativeArraySize).
 * sort uses insertion sort: a different algorithm with the same result. Also the object
 * sorts of a range (see Collections.sortRange) and stream (the stream models' array sources).
 */
public final class Arrays {
    private Arrays() {
    }

    private static void rangeCheck(int arrayLength, int fromIndex, int toIndex) {
        if (fromIndex > toIndex) {
            throw new IllegalArgumentException("fromIndex > toIndex");
        }
        if (fromIndex < 0) {
            throw new ArrayIndexOutOfBoundsException(fromIndex);
        }
        if (toIndex > arrayLength) {
            throw new ArrayIndexOutOfBoundsException(toIndex);
        }
    }

    public static void fill(int[] a, int val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(int[] a, int fromIndex, int toIndex, int val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static int[] copyOf(int[] original, int newLength) {
        int[] copy = new int[newLength];
        int n = original.length < newLength ? original.length : newLength;
        for (int i = 0; i < n; i++) {
            copy[i] = original[i];
        }
        return copy;
    }

    public static int[] copyOfRange(int[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException("from > to");
        }
        if (from < 0 || from > original.length) {
            throw new ArrayIndexOutOfBoundsException(from);
        }
        int[] copy = new int[newLength];
        int n = original.length - from < newLength ? original.length - from : newLength;
        for (int i = 0; i < n; i++) {
            copy[i] = original[from + i];
        }
        return copy;
    }

    public static boolean equals(int[] a, int[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        if (a2.length != a.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * TimSort's comparisons as the JDK's for fewer than 32 elements (Collections.sortRange),
     * natural order when c is null; longer ranges are unhandled.
     */
    public static <T> void sort(T[] a, int fromIndex, int toIndex, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        Collections.sortRange(a, fromIndex, toIndex, c);
    }

    /** ComparableTimSort: the same comparisons as the sort of the list models. */
    public static void sort(Object[] a) {
        Collections.sortRange(a, 0, a.length, null);
    }

    public static <T> void sort(T[] a, Comparator<? super T> c) {
        Collections.sortRange(a, 0, a.length, c);
    }

    public static void sort(Object[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        Collections.sortRange(a, fromIndex, toIndex, null);
    }

    // ---- streams (Spliterators' array spliterators: ORDERED | IMMUTABLE, sized)

    public static <T> Stream<T> stream(T[] array) {
        return stream(array, 0, array.length);
    }

    public static <T> Stream<T> stream(T[] array, int startInclusive, int endExclusive) {
        return SymtestSpliterator.ofArray(array, startInclusive, endExclusive);
    }

    public static IntStream stream(int[] array) {
        return stream(array, 0, array.length);
    }

    public static IntStream stream(int[] array, int startInclusive, int endExclusive) {
        return SymtestSpliterator.ofIntArray(array, startInclusive, endExclusive);
    }

    public static LongStream stream(long[] array) {
        return stream(array, 0, array.length);
    }

    public static LongStream stream(long[] array, int startInclusive, int endExclusive) {
        return SymtestSpliterator.ofLongArray(array, startInclusive, endExclusive);
    }

    public static DoubleStream stream(double[] array) {
        return stream(array, 0, array.length);
    }

    public static DoubleStream stream(double[] array, int startInclusive, int endExclusive) {
        return SymtestSpliterator.ofDoubleArray(array, startInclusive, endExclusive);
    }

    public static void sort(int[] a) {
        for (int i = 1; i < a.length; i++) {
            int v = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }
}
