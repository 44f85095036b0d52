/**
 * Generic searches and sorts over arrays, as utility classes write them: one type argument
 * for every use of T, an int[] overload of the same arity beside each generic method, and a
 * default method of an interface that a null argument could also select.
 */
public class Searches implements ListSorter<Integer> {
    /** The index of the first element equal to key, or -1. */
    public static <T extends Comparable<T>> int find(T[] array, T key) {
        for (int i = 0; i < array.length; i++) {
            if (array[i].compareTo(key) == 0) {
                return i;
            }
        }
        return -1;
    }

    public static int find(int[] array, int key) {
        for (int i = 0; i < array.length; i++) {
            if (array[i] == key) {
                return i;
            }
        }
        return -1;
    }

    /** Insertion sort of any comparable elements. */
    public static <T extends Comparable<T>> void insertionSort(T[] a) {
        for (int i = 1; i < a.length; i++) {
            T key = a[i];
            int j = i - 1;
            while (j >= 0 && a[j].compareTo(key) > 0) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = key;
        }
    }

    /** The largest of two values: its coverage counts Integer's compareTo, nothing else. */
    public static <T extends Comparable<T>> T max(T a, T b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    /** Sorts an int array in place; the list overload comes from ListSorter. */
    public void sort(int[] a) {
        for (int i = 1; i < a.length; i++) {
            int key = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > key) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = key;
        }
    }

    /** Counts the digits of a text, or sums an array: a null argument fits both. */
    public static int sum(String digits) {
        int s = 0;
        for (int i = 0; i < digits.length(); i++) {
            char c = digits.charAt(i);
            if (c >= '0' && c <= '9') {
                s += c - '0';
            }
        }
        return s;
    }

    public static int sum(int[] values) {
        int s = 0;
        for (int v : values) {
            s += v;
        }
        return s;
    }
}
