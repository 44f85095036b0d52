package java.util;

/**
 * symtest model of java.util.Collections: sort (List.sort, as the JDK: the list's own sort
 * runs), reverse, shuffle (by the given Random, or one of unknown seed), swap, max, min, frequency and addAll, with the JDK's calls on the list or
 * collection. sortRange is the sort of the list models: the JDK's TimSort for fewer than 32
 * elements (a run found by countRunAndMakeAscending, then binary insertion sort: the same
 * comparisons in the same order, so a comparator or compareTo that throws leaves the same
 * partial order). Longer ranges, where TimSort merges runs, are the unhandled call
 * mergingSort. The unmodifiable and synchronized views of collections, sets, lists and maps
 * (below; nested, as the JDK's classes are, so that their classes are the JDK's). reverseOrder()
 * and reverseOrder(cmp) return the JDK's objects (the
 * REVERSE_ORDER singleton, ReverseComparator2), so identities and equals match. The other
 * methods of Collections are unhandled calls. binarySearch as the JDK: get(mid) for a
 * RandomAccess list or one under 5000 elements, a ListIterator walked to each mid otherwise, the
 * same compareTo or compare calls in the same order.
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
    /** The JDK's generator for shuffle(list), created on first use: its seed is unknown. */
    private static Random shuffleRandom;

    public static void shuffle(List<?> list) {
        if (shuffleRandom == null) {
            shuffleRandom = new Random();
        }
        shuffle(list, shuffleRandom);
    }

    /**
     * From the last position down, swaps each element with one at or before it chosen by
     * rnd.nextInt; lists of 5 or more without random access are shuffled in an array and
     * written back through a list iterator, as the JDK does.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void shuffle(List<?> list, Random rnd) {
        int size = list.size();
        if (size < 5 || list instanceof RandomAccess) {
            for (int i = size; i > 1; i--) {
                swap(list, i - 1, rnd.nextInt(i));
            }
        } else {
            Object[] arr = list.toArray();
            for (int i = size; i > 1; i--) {
                int j = rnd.nextInt(i);
                Object t = arr[i - 1];
                arr[i - 1] = arr[j];
                arr[j] = t;
            }
            ListIterator it = list.listIterator();
            for (Object e : arr) {
                it.next();
                it.set(e);
            }
        }
    }

    private static final int BINARYSEARCH_THRESHOLD = 5000;

    public static <T> int binarySearch(List<? extends Comparable<? super T>> list, T key) {
        return search(list, key, null,
            list instanceof RandomAccess || list.size() < BINARYSEARCH_THRESHOLD);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> int binarySearch(List<? extends T> list, T key, Comparator<? super T> c) {
        if (c == null) {
            return binarySearch((List) list, key);
        }
        return search(list, key, c,
            list instanceof RandomAccess || list.size() < BINARYSEARCH_THRESHOLD);
    }

    // mid's element against key: its compareTo when c is null.
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compareAt(Object midVal, Object key, Comparator c) {
        return c == null ? ((Comparable) midVal).compareTo(key) : c.compare(midVal, key);
    }

    // The JDK's two searches in one: get(mid) when indexed, else a ListIterator walked to mid.
    private static int search(List<?> list, Object key, Comparator<?> c, boolean indexed) {
        int low = 0;
        int high = list.size() - 1;
        ListIterator<?> i = indexed ? null : list.listIterator();
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int cmp = compareAt(indexed ? list.get(mid) : walkTo(i, mid), key, c);
            if (cmp < 0) {
                low = mid + 1;
            } else if (cmp > 0) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    // The element at index, the iterator moved forward or back to just past it.
    private static Object walkTo(ListIterator<?> i, int index) {
        Object element = null;
        int pos = i.nextIndex();
        if (pos <= index) {
            do {
                element = i.next();
            } while (pos++ < index);
        } else {
            do {
                element = i.previous();
            } while (--pos > index);
        }
        return element;
    }

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

    // ---- reverse order (Comparator.reverseOrder, reversed): the JDK's objects

    @SuppressWarnings("unchecked")
    public static <T> Comparator<T> reverseOrder() {
        return (Comparator<T>) ReverseComparator.REVERSE_ORDER;
    }

    /** Reversing a reverse comparator gives back the one it reverses, as the JDK's. */
    @SuppressWarnings("unchecked")
    public static <T> Comparator<T> reverseOrder(Comparator<T> cmp) {
        if (cmp == null) {
            return (Comparator<T>) ReverseComparator.REVERSE_ORDER;
        } else if (cmp == ReverseComparator.REVERSE_ORDER) {
            return (Comparator<T>) Comparators.NaturalOrderComparator.INSTANCE;
        } else if (cmp == Comparators.NaturalOrderComparator.INSTANCE) {
            return (Comparator<T>) ReverseComparator.REVERSE_ORDER;
        } else if (cmp instanceof ReverseComparator2) {
            return ((ReverseComparator2<T>) cmp).cmp;
        } else {
            return new ReverseComparator2<T>(cmp);
        }
    }

    private static class ReverseComparator
            implements Comparator<Comparable<Object>>, java.io.Serializable {
        private static final long serialVersionUID = 7207038068494060240L;
        static final ReverseComparator REVERSE_ORDER = new ReverseComparator();

        public int compare(Comparable<Object> c1, Comparable<Object> c2) {
            return c2.compareTo(c1);
        }

        @Override
        public Comparator<Comparable<Object>> reversed() {
            return Comparator.naturalOrder();
        }
    }

    private static class ReverseComparator2<T> implements Comparator<T>, java.io.Serializable {
        private static final long serialVersionUID = 4374092139857L;
        final Comparator<T> cmp;

        ReverseComparator2(Comparator<T> cmp) {
            this.cmp = cmp;
        }

        public int compare(T t1, T t2) {
            return cmp.compare(t2, t1);
        }

        public boolean equals(Object o) {
            return (o == this)
                    || (o instanceof ReverseComparator2
                        && cmp.equals(((ReverseComparator2) o).cmp));
        }

        public int hashCode() {
            return cmp.hashCode() ^ Integer.MIN_VALUE;
        }

        @Override
        public Comparator<T> reversed() {
            return cmp;
        }
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
    // The unmodifiable views, as JDK 17's: every mutator throws UnsupportedOperationException
    // (even one that would change nothing), the rest reads through to the wrapped collection;
    // a view of a view of the same class is that view. Their list iterators, sub-lists and a
    // map's entry set are unhandled (native).
    @SuppressWarnings("unchecked")
    public static <T> Collection<T> unmodifiableCollection(Collection<? extends T> c) {
        if (c instanceof UnmodifiableCollection && !(c instanceof UnmodifiableSet)
                && !(c instanceof UnmodifiableList)) {
            return (Collection<T>) c;
        }
        return new UnmodifiableCollection<>(c);
    }

    @SuppressWarnings("unchecked")
    public static <T> Set<T> unmodifiableSet(Set<? extends T> s) {
        if (s instanceof UnmodifiableSet) {
            return (Set<T>) s;
        }
        return new UnmodifiableSet<>(s);
    }

    @SuppressWarnings("unchecked")
    public static <T> List<T> unmodifiableList(List<? extends T> list) {
        if (list instanceof UnmodifiableList) {
            return (List<T>) list;
        }
        return list instanceof RandomAccess ? new UnmodifiableRandomAccessList<>(list)
                : new UnmodifiableList<>(list);
    }

    @SuppressWarnings("unchecked")
    public static <K, V> Map<K, V> unmodifiableMap(Map<? extends K, ? extends V> m) {
        if (m instanceof UnmodifiableMap) {
            return (Map<K, V>) m;
        }
        return new UnmodifiableMap<>(m);
    }

    static class UnmodifiableCollection<E> implements Collection<E>, java.io.Serializable {
        private static final long serialVersionUID = 1820017752578914078L;
        final Collection<? extends E> c;

        UnmodifiableCollection(Collection<? extends E> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            this.c = c;
        }

        public int size() {
            return c.size();
        }

        public boolean isEmpty() {
            return c.isEmpty();
        }

        public boolean contains(Object o) {
            return c.contains(o);
        }

        public Object[] toArray() {
            return c.toArray();
        }

        public <T> T[] toArray(T[] a) {
            return c.toArray(a);
        }

        public String toString() {
            return c.toString();
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private final Iterator<? extends E> i = c.iterator();

                public boolean hasNext() {
                    return i.hasNext();
                }

                public E next() {
                    return i.next();
                }

                public void remove() {
                    throw new UnsupportedOperationException();
                }
            };
        }

        public boolean add(E e) {
            throw new UnsupportedOperationException();
        }

        public boolean remove(Object o) {
            throw new UnsupportedOperationException();
        }

        public boolean containsAll(Collection<?> coll) {
            return c.containsAll(coll);
        }

        public boolean addAll(Collection<? extends E> coll) {
            throw new UnsupportedOperationException();
        }

        public boolean removeAll(Collection<?> coll) {
            throw new UnsupportedOperationException();
        }

        public boolean retainAll(Collection<?> coll) {
            throw new UnsupportedOperationException();
        }

        public void clear() {
            throw new UnsupportedOperationException();
        }

        public void forEach(java.util.function.Consumer<? super E> action) {
            Objects.requireNonNull(action);
            for (E e : c) {
                action.accept(e);
            }
        }

        public boolean removeIf(java.util.function.Predicate<? super E> filter) {
            throw new UnsupportedOperationException();
        }
    }

    static class UnmodifiableSet<E> extends UnmodifiableCollection<E>
            implements Set<E>, java.io.Serializable {
        private static final long serialVersionUID = -9215047833775013803L;

        UnmodifiableSet(Set<? extends E> s) {
            super(s);
        }

        public boolean equals(Object o) {
            return o == this || c.equals(o);
        }

        public int hashCode() {
            return c.hashCode();
        }
    }

    static class UnmodifiableList<E> extends UnmodifiableCollection<E> implements List<E> {
        private static final long serialVersionUID = -283967356065247728L;
        final List<? extends E> list;

        UnmodifiableList(List<? extends E> list) {
            super(list);
            this.list = list;
        }

        public boolean equals(Object o) {
            return o == this || list.equals(o);
        }

        public int hashCode() {
            return list.hashCode();
        }

        public E get(int index) {
            return list.get(index);
        }

        public E set(int index, E element) {
            throw new UnsupportedOperationException();
        }

        public void add(int index, E element) {
            throw new UnsupportedOperationException();
        }

        public E remove(int index) {
            throw new UnsupportedOperationException();
        }

        public int indexOf(Object o) {
            return list.indexOf(o);
        }

        public int lastIndexOf(Object o) {
            return list.lastIndexOf(o);
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw new UnsupportedOperationException();
        }

        public void replaceAll(java.util.function.UnaryOperator<E> operator) {
            throw new UnsupportedOperationException();
        }

        public void sort(Comparator<? super E> c) {
            throw new UnsupportedOperationException();
        }

        public native ListIterator<E> listIterator();

        public native ListIterator<E> listIterator(int index);

        public native List<E> subList(int fromIndex, int toIndex);
    }

    static class UnmodifiableRandomAccessList<E> extends UnmodifiableList<E>
            implements RandomAccess {
        private static final long serialVersionUID = -2542308836966382001L;

        UnmodifiableRandomAccessList(List<? extends E> list) {
            super(list);
        }
    }

    private static class UnmodifiableMap<K, V> implements Map<K, V>, java.io.Serializable {
        private static final long serialVersionUID = -1034234728574286014L;
        private final Map<? extends K, ? extends V> m;
        private transient Set<K> keySet;
        private transient Collection<V> values;

        UnmodifiableMap(Map<? extends K, ? extends V> m) {
            if (m == null) {
                throw new NullPointerException();
            }
            this.m = m;
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean containsKey(Object key) {
            return m.containsKey(key);
        }

        public boolean containsValue(Object val) {
            return m.containsValue(val);
        }

        public V get(Object key) {
            return m.get(key);
        }

        public V put(K key, V value) {
            throw new UnsupportedOperationException();
        }

        public V remove(Object key) {
            throw new UnsupportedOperationException();
        }

        public void putAll(Map<? extends K, ? extends V> map) {
            throw new UnsupportedOperationException();
        }

        public void clear() {
            throw new UnsupportedOperationException();
        }

        public Set<K> keySet() {
            if (keySet == null) {
                keySet = unmodifiableSet(m.keySet());
            }
            return keySet;
        }

        public native Set<Map.Entry<K, V>> entrySet();

        public Collection<V> values() {
            if (values == null) {
                values = unmodifiableCollection(m.values());
            }
            return values;
        }

        public boolean equals(Object o) {
            return o == this || m.equals(o);
        }

        public int hashCode() {
            return m.hashCode();
        }

        public String toString() {
            return m.toString();
        }

        @SuppressWarnings("unchecked")
        public V getOrDefault(Object k, V defaultValue) {
            return ((Map<K, V>) m).getOrDefault(k, defaultValue);
        }

        public void forEach(java.util.function.BiConsumer<? super K, ? super V> action) {
            Objects.requireNonNull(action);
            for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
                action.accept(e.getKey(), e.getValue());
            }
        }

        public V putIfAbsent(K key, V value) {
            throw new UnsupportedOperationException();
        }

        public boolean remove(Object key, Object value) {
            throw new UnsupportedOperationException();
        }

        public boolean replace(K key, V oldValue, V newValue) {
            throw new UnsupportedOperationException();
        }

        public V replace(K key, V value) {
            throw new UnsupportedOperationException();
        }

        public V computeIfAbsent(K key,
                java.util.function.Function<? super K, ? extends V> mappingFunction) {
            throw new UnsupportedOperationException();
        }

        public V computeIfPresent(K key,
                java.util.function.BiFunction<? super K, ? super V, ? extends V> f) {
            throw new UnsupportedOperationException();
        }

        public V compute(K key,
                java.util.function.BiFunction<? super K, ? super V, ? extends V> f) {
            throw new UnsupportedOperationException();
        }

        public V merge(K key, V value,
                java.util.function.BiFunction<? super V, ? super V, ? extends V> f) {
            throw new UnsupportedOperationException();
        }

        public void replaceAll(
                java.util.function.BiFunction<? super K, ? super V, ? extends V> function) {
            throw new UnsupportedOperationException();
        }
    }

    // The synchronized views, as JDK 17's for the one thread a test runs on: every method reads
    // or writes through to the wrapped collection (the lock changes nothing there), iterators
    // are the wrapped collection's own, a set's and a list's equals and hashCode are the
    // wrapped one's, a plain collection's are its identity's, and a map's views are views.
    // Their methods that take a function (forEach, removeIf, replaceAll, compute*, merge) are
    // unhandled (native): they would pass the function on to the wrapped collection's own.
    public static <T> Collection<T> synchronizedCollection(Collection<T> c) {
        return new SynchronizedCollection<>(c);
    }

    public static <T> Set<T> synchronizedSet(Set<T> s) {
        return new SynchronizedSet<>(s);
    }

    public static <T> List<T> synchronizedList(List<T> list) {
        return list instanceof RandomAccess ? new SynchronizedRandomAccessList<>(list)
                : new SynchronizedList<>(list);
    }

    public static <K, V> Map<K, V> synchronizedMap(Map<K, V> m) {
        return new SynchronizedMap<>(m);
    }

    static class SynchronizedCollection<E> implements Collection<E>, java.io.Serializable {
        private static final long serialVersionUID = 3053995032091335093L;
        final Collection<E> c;

        SynchronizedCollection(Collection<E> c) {
            this.c = Objects.requireNonNull(c);
        }

        public int size() {
            return c.size();
        }

        public boolean isEmpty() {
            return c.isEmpty();
        }

        public boolean contains(Object o) {
            return c.contains(o);
        }

        public Object[] toArray() {
            return c.toArray();
        }

        public <T> T[] toArray(T[] a) {
            return c.toArray(a);
        }

        public Iterator<E> iterator() {
            return c.iterator();
        }

        public boolean add(E e) {
            return c.add(e);
        }

        public boolean remove(Object o) {
            return c.remove(o);
        }

        public boolean containsAll(Collection<?> coll) {
            return c.containsAll(coll);
        }

        public boolean addAll(Collection<? extends E> coll) {
            return c.addAll(coll);
        }

        public boolean removeAll(Collection<?> coll) {
            return c.removeAll(coll);
        }

        public boolean retainAll(Collection<?> coll) {
            return c.retainAll(coll);
        }

        public void clear() {
            c.clear();
        }

        public String toString() {
            return c.toString();
        }

        public native void forEach(java.util.function.Consumer<? super E> action);

        public native boolean removeIf(java.util.function.Predicate<? super E> filter);
    }

    static class SynchronizedSet<E> extends SynchronizedCollection<E> implements Set<E> {
        private static final long serialVersionUID = 487447009682186044L;

        SynchronizedSet(Set<E> s) {
            super(s);
        }

        public boolean equals(Object o) {
            return this == o || c.equals(o);
        }

        public int hashCode() {
            return c.hashCode();
        }
    }

    static class SynchronizedList<E> extends SynchronizedCollection<E> implements List<E> {
        private static final long serialVersionUID = -7754090372962971524L;
        final List<E> list;

        SynchronizedList(List<E> list) {
            super(list);
            this.list = list;
        }

        public boolean equals(Object o) {
            return this == o || list.equals(o);
        }

        public int hashCode() {
            return list.hashCode();
        }

        public E get(int index) {
            return list.get(index);
        }

        public E set(int index, E element) {
            return list.set(index, element);
        }

        public void add(int index, E element) {
            list.add(index, element);
        }

        public E remove(int index) {
            return list.remove(index);
        }

        public int indexOf(Object o) {
            return list.indexOf(o);
        }

        public int lastIndexOf(Object o) {
            return list.lastIndexOf(o);
        }

        public boolean addAll(int index, Collection<? extends E> coll) {
            return list.addAll(index, coll);
        }

        public ListIterator<E> listIterator() {
            return list.listIterator();
        }

        public ListIterator<E> listIterator(int index) {
            return list.listIterator(index);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            return new SynchronizedList<>(list.subList(fromIndex, toIndex));
        }

        public native void replaceAll(java.util.function.UnaryOperator<E> operator);

        public void sort(Comparator<? super E> comparator) {
            list.sort(comparator);
        }
    }

    static class SynchronizedRandomAccessList<E> extends SynchronizedList<E>
            implements RandomAccess {
        private static final long serialVersionUID = 1530674583602358482L;

        SynchronizedRandomAccessList(List<E> list) {
            super(list);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            return new SynchronizedRandomAccessList<>(list.subList(fromIndex, toIndex));
        }
    }

    private static class SynchronizedMap<K, V> implements Map<K, V>, java.io.Serializable {
        private static final long serialVersionUID = 1978198479659022715L;
        private final Map<K, V> m;
        private transient Set<K> keySet;
        private transient Set<Map.Entry<K, V>> entrySet;
        private transient Collection<V> values;

        SynchronizedMap(Map<K, V> m) {
            this.m = Objects.requireNonNull(m);
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean containsKey(Object key) {
            return m.containsKey(key);
        }

        public boolean containsValue(Object value) {
            return m.containsValue(value);
        }

        public V get(Object key) {
            return m.get(key);
        }

        public V put(K key, V value) {
            return m.put(key, value);
        }

        public V remove(Object key) {
            return m.remove(key);
        }

        public void putAll(Map<? extends K, ? extends V> map) {
            m.putAll(map);
        }

        public void clear() {
            m.clear();
        }

        public Set<K> keySet() {
            if (keySet == null) {
                keySet = new SynchronizedSet<>(m.keySet());
            }
            return keySet;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            if (entrySet == null) {
                entrySet = new SynchronizedSet<>(m.entrySet());
            }
            return entrySet;
        }

        public Collection<V> values() {
            if (values == null) {
                values = new SynchronizedCollection<>(m.values());
            }
            return values;
        }

        public boolean equals(Object o) {
            return this == o || m.equals(o);
        }

        public int hashCode() {
            return m.hashCode();
        }

        public String toString() {
            return m.toString();
        }

        public V getOrDefault(Object k, V defaultValue) {
            return m.getOrDefault(k, defaultValue);
        }

        public native void forEach(java.util.function.BiConsumer<? super K, ? super V> action);

        public native void replaceAll(
                java.util.function.BiFunction<? super K, ? super V, ? extends V> function);

        public V putIfAbsent(K key, V value) {
            return m.putIfAbsent(key, value);
        }

        public boolean remove(Object key, Object value) {
            return m.remove(key, value);
        }

        public boolean replace(K key, V oldValue, V newValue) {
            return m.replace(key, oldValue, newValue);
        }

        public V replace(K key, V value) {
            return m.replace(key, value);
        }

        public native V computeIfAbsent(K key,
                java.util.function.Function<? super K, ? extends V> mappingFunction);

        public native V computeIfPresent(K key,
                java.util.function.BiFunction<? super K, ? super V, ? extends V> f);

        public native V compute(K key,
                java.util.function.BiFunction<? super K, ? super V, ? extends V> f);

        public native V merge(K key, V value,
                java.util.function.BiFunction<? super V, ? super V, ? extends V> f);
    }
}
