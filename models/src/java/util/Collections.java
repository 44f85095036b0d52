package java.util;

/**
 * symtest model of java.util.Collections: sort (List.sort, as the JDK: the list's own sort
 * runs), reverse, swap, max, min, frequency and addAll, with the JDK's calls on the list or
 * collection. sortRange is the sort of the list models: the JDK's TimSort for fewer than 32
 * elements (a run found by countRunAndMakeAscending, then binary insertion sort: the same
 * comparisons in the same order, so a comparator or compareTo that throws leaves the same
 * partial order). Longer ranges, where TimSort merges runs, are the unhandled call
 * mergingSort. The other methods of Collections are unhandled calls.
 */
public class Collections {
    private Collections() {
    }

    public static <T extends Comparable<? super T>> void sort(List<T> list) {
        list.sort(null);
    }

    public static <T> void sort(List<T> list, Comparator<? super T> c) {
        list.sort(c);
    }

    public static void reverse(List<?> list) {
        int size = list.size();
        if (size < 18 || list instanceof RandomAccess) {
            int mid = size >> 1;
            int j = size - 1;
            for (int i = 0; i < mid; i++) {
                swap(list, i, j);
                j--;
            }
        } else {
            @SuppressWarnings("unchecked")
            ListIterator<Object> fwd = (ListIterator<Object>) list.listIterator();
            @SuppressWarnings("unchecked")
            ListIterator<Object> rev = (ListIterator<Object>) list.listIterator(size);
            int mid = list.size() >> 1;
            for (int i = 0; i < mid; i++) {
                Object tmp = fwd.next();
                fwd.set(rev.previous());
                rev.set(tmp);
            }
        }
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void swap(List<?> list, int i, int j) {
        final List l = list;
        l.set(i, l.set(j, l.get(i)));
    }

    public static <T extends Object & Comparable<? super T>> T min(Collection<? extends T> coll) {
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if (next.compareTo(candidate) < 0) {
                candidate = next;
            }
        }
        return candidate;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> T min(Collection<? extends T> coll, Comparator<? super T> comp) {
        if (comp == null) {
            return (T) min((Collection) coll);
        }
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if (comp.compare(next, candidate) < 0) {
                candidate = next;
            }
        }
        return candidate;
    }

    public static <T extends Object & Comparable<? super T>> T max(Collection<? extends T> coll) {
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if (next.compareTo(candidate) > 0) {
                candidate = next;
            }
        }
        return candidate;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> T max(Collection<? extends T> coll, Comparator<? super T> comp) {
        if (comp == null) {
            return (T) max((Collection) coll);
        }
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if (comp.compare(next, candidate) > 0) {
                candidate = next;
            }
        }
        return candidate;
    }

    public static int frequency(Collection<?> c, Object o) {
        int result = 0;
        Iterator<?> it = c.iterator();
        if (o == null) {
            while (it.hasNext()) {
                if (it.next() == null) {
                    result++;
                }
            }
        } else {
            while (it.hasNext()) {
                if (o.equals(it.next())) {
                    result++;
                }
            }
        }
        return result;
    }

    @SafeVarargs
    public static <T> boolean addAll(Collection<? super T> c, T... elements) {
        boolean result = false;
        for (int i = 0; i < elements.length; i++) {
            if (c.add(elements[i])) {
                result = true;
            }
        }
        return result;
    }

    // ---- the sort of the list models

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compare(Comparator c, Object x, Object y) {
        if (c == null) {
            return ((Comparable) x).compareTo(y);
        }
        return c.compare(x, y);
    }

    /** TimSort of 32 elements or more (runs and merges): not modelled. */
    private static native void mergingSort();

    /**
     * Sorts a[lo..hi) stably by c (natural order when c is null), as Arrays.sort(a, lo, hi, c):
     * TimSort's mini-sort for fewer than 32 elements.
     */
    @SuppressWarnings("rawtypes")
    static void sortRange(Object[] a, int lo, int hi, Comparator c) {
        if (hi - lo < 2) {
            return;
        }
        if (hi - lo >= 32) {
            mergingSort();
        }
        // countRunAndMakeAscending
        int runHi = lo + 1;
        if (compare(c, a[runHi], a[lo]) < 0) {
            runHi++;
            while (runHi < hi && compare(c, a[runHi], a[runHi - 1]) < 0) {
                runHi++;
            }
            // reverseRange(a, lo, runHi)
            int l = lo;
            int h = runHi - 1;
            while (l < h) {
                Object t = a[l];
                a[l] = a[h];
                a[h] = t;
                l++;
                h--;
            }
        } else {
            runHi++;
            while (runHi < hi && compare(c, a[runHi], a[runHi - 1]) >= 0) {
                runHi++;
            }
        }
        // binarySort(a, lo, hi, runHi, c)
        for (int start = runHi; start < hi; start++) {
            Object pivot = a[start];
            int left = lo;
            int right = start;
            while (left < right) {
                int mid = (left + right) >>> 1;
                if (compare(c, pivot, a[mid]) < 0) {
                    right = mid;
                } else {
                    left = mid + 1;
                }
            }
            for (int k = start; k > left; k--) {
                a[k] = a[k - 1];
            }
            a[left] = pivot;
        }
    }
}
