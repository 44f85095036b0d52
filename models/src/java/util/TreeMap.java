package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * symtest model of java.util.TreeMap: the JDK's red-black tree (the textbook insertion and
 * deletion fix-ups, deletion of an inner node through its successor's entry, the balanced
 * tree built from a sorted map), so the comparisons a comparator or compareTo sees, in their
 * order, are the JDK's, and so are the entries' identities. Natural ordering casts keys to
 * Comparable and rejects null (the first key is compared with itself, as the JDK does).
 * Modelled: get, containsKey, containsValue, put, putIfAbsent, putAll, remove, clear, size,
 * getOrDefault, computeIfAbsent, computeIfPresent, compute, merge, forEach, replaceAll,
 * replace, the first/last/lower/floor/ceiling/higher keys and entries (entries as
 * AbstractMap.SimpleImmutableEntry), pollFirstEntry, pollLastEntry, comparator, keySet,
 * values and entrySet views (size, contains, remove, clear, toArray, toString, forEach,
 * removeIf, fail-fast iterators whose remove keeps their place), equals, hashCode and
 * toString. Unhandled (native): the sub-map and descending views (headMap, tailMap, subMap,
 * descendingMap, navigableKeySet, descendingKeySet), clone, spliterators.
 */
public class TreeMap<K, V> extends AbstractMap<K, V>
        implements NavigableMap<K, V>, Cloneable, java.io.Serializable {
    private static final boolean RED = false;
    private static final boolean BLACK = true;

    private final Comparator<? super K> comparator;
    private transient Entry<K, V> root;
    private transient int size = 0;
    private transient int modCount = 0;
    /** The views, made on first use and kept, as the JDK's. */
    private transient KeySet keySetView;
    private transient Values valuesView;
    private transient EntrySet entrySetView;

    public TreeMap() {
        comparator = null;
    }

    public TreeMap(Comparator<? super K> comparator) {
        this.comparator = comparator;
    }

    public TreeMap(Map<? extends K, ? extends V> m) {
        comparator = null;
        putAll(m);
    }

    @SuppressWarnings("unchecked")
    public TreeMap(SortedMap<K, ? extends V> m) {
        comparator = m.comparator();
        buildFromSorted(m.size(), (Iterator<Map.Entry<K, V>>) (Iterator<?>) m.entrySet().iterator());
    }

    private static native <T> T unmodelled();

    public int size() {
        return size;
    }

    public boolean containsKey(Object key) {
        return getEntry(key) != null;
    }

    public boolean containsValue(Object value) {
        for (Entry<K, V> e = getFirstEntry(); e != null; e = successor(e)) {
            if (valEquals(value, e.value)) {
                return true;
            }
        }
        return false;
    }

    public V get(Object key) {
        Entry<K, V> p = getEntry(key);
        return p == null ? null : p.value;
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v != null || containsKey(key) ? v : defaultValue;
    }

    public Comparator<? super K> comparator() {
        return comparator;
    }

    public K firstKey() {
        return key(getFirstEntry());
    }

    public K lastKey() {
        return key(getLastEntry());
    }

    @SuppressWarnings("unchecked")
    public void putAll(Map<? extends K, ? extends V> map) {
        int mapSize = map.size();
        if (size == 0 && mapSize != 0 && map instanceof SortedMap) {
            if (Objects.equals(comparator, ((SortedMap<?, ?>) map).comparator())) {
                ++modCount;
                buildFromSorted(mapSize,
                        (Iterator<Map.Entry<K, V>>) (Iterator<?>) map.entrySet().iterator());
                return;
            }
        }
        for (Map.Entry<? extends K, ? extends V> e : map.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    @SuppressWarnings("unchecked")
    final Entry<K, V> getEntry(Object key) {
        if (comparator != null) {
            K k = (K) key;
            Entry<K, V> p = root;
            while (p != null) {
                int cmp = comparator.compare(k, p.key);
                if (cmp < 0) {
                    p = p.left;
                } else if (cmp > 0) {
                    p = p.right;
                } else {
                    return p;
                }
            }
            return null;
        }
        Objects.requireNonNull(key);
        Comparable<? super K> k = (Comparable<? super K>) key;
        Entry<K, V> p = root;
        while (p != null) {
            int cmp = k.compareTo(p.key);
            if (cmp < 0) {
                p = p.left;
            } else if (cmp > 0) {
                p = p.right;
            } else {
                return p;
            }
        }
        return null;
    }

    /** The entry of the least key >= key (ceiling), > key (higher), or the reverse. */
    private Entry<K, V> getNear(K key, boolean above, boolean inclusive) {
        Entry<K, V> p = root;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp == 0 && inclusive) {
                return p;
            }
            boolean goLeft = above ? cmp < 0 : !(cmp > 0);
            if (goLeft) {
                if (p.left != null) {
                    p = p.left;
                } else {
                    return above ? p : predecessorUp(p);
                }
            } else {
                if (p.right != null) {
                    p = p.right;
                } else {
                    return above ? successorUp(p) : p;
                }
            }
        }
        return null;
    }

    /** The first ancestor of p that p is in the left subtree of. */
    private static <K, V> Entry<K, V> successorUp(Entry<K, V> p) {
        Entry<K, V> parent = p.parent;
        Entry<K, V> ch = p;
        while (parent != null && ch == parent.right) {
            ch = parent;
            parent = parent.parent;
        }
        return parent;
    }

    /** The first ancestor of p that p is in the right subtree of. */
    private static <K, V> Entry<K, V> predecessorUp(Entry<K, V> p) {
        Entry<K, V> parent = p.parent;
        Entry<K, V> ch = p;
        while (parent != null && ch == parent.left) {
            ch = parent;
            parent = parent.parent;
        }
        return parent;
    }

    public V put(K key, V value) {
        return put(key, value, true);
    }

    public V putIfAbsent(K key, V value) {
        return put(key, value, false);
    }

    /** The walk of put: the entry of key, or where to add it (parent and side). */
    private final class Walk {
        Entry<K, V> found;
        Entry<K, V> parent;
        int cmp;
    }

    @SuppressWarnings("unchecked")
    private Walk walk(K key) {
        Walk w = new Walk();
        Entry<K, V> t = root;
        if (comparator != null) {
            do {
                w.parent = t;
                w.cmp = comparator.compare(key, t.key);
                if (w.cmp < 0) {
                    t = t.left;
                } else if (w.cmp > 0) {
                    t = t.right;
                } else {
                    w.found = t;
                    return w;
                }
            } while (t != null);
        } else {
            Objects.requireNonNull(key);
            Comparable<? super K> k = (Comparable<? super K>) key;
            do {
                w.parent = t;
                w.cmp = k.compareTo(t.key);
                if (w.cmp < 0) {
                    t = t.left;
                } else if (w.cmp > 0) {
                    t = t.right;
                } else {
                    w.found = t;
                    return w;
                }
            } while (t != null);
        }
        return w;
    }

    private V put(K key, V value, boolean replaceOld) {
        if (root == null) {
            addEntryToEmptyMap(key, value);
            return null;
        }
        Walk w = walk(key);
        if (w.found != null) {
            V oldValue = w.found.value;
            if (replaceOld || oldValue == null) {
                w.found.value = value;
            }
            return oldValue;
        }
        addEntry(key, value, w.parent, w.cmp < 0);
        return null;
    }

    private void addEntry(K key, V value, Entry<K, V> parent, boolean addToLeft) {
        Entry<K, V> e = new Entry<>(key, value, parent);
        if (addToLeft) {
            parent.left = e;
        } else {
            parent.right = e;
        }
        fixAfterInsertion(e);
        size++;
        modCount++;
    }

    private void addEntryToEmptyMap(K key, V value) {
        compare(key, key);
        root = new Entry<>(key, value, null);
        size = 1;
        modCount++;
    }

    private V callMappingFunctionWithCheck(K key, Function<? super K, ? extends V> f) {
        int mc = modCount;
        V newValue = f.apply(key);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        return newValue;
    }

    private V callRemappingFunctionWithCheck(K key, V oldValue,
            BiFunction<? super K, ? super V, ? extends V> f) {
        int mc = modCount;
        V newValue = f.apply(key, oldValue);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        return newValue;
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        Objects.requireNonNull(mappingFunction);
        if (root == null) {
            V newValue = callMappingFunctionWithCheck(key, mappingFunction);
            if (newValue != null) {
                addEntryToEmptyMap(key, newValue);
                return newValue;
            }
            return null;
        }
        Walk w = walk(key);
        if (w.found != null) {
            if (w.found.value == null) {
                w.found.value = callMappingFunctionWithCheck(key, mappingFunction);
            }
            return w.found.value;
        }
        V newValue = callMappingFunctionWithCheck(key, mappingFunction);
        if (newValue != null) {
            addEntry(key, newValue, w.parent, w.cmp < 0);
            return newValue;
        }
        return null;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> f) {
        Objects.requireNonNull(f);
        Entry<K, V> oldEntry = getEntry(key);
        if (oldEntry != null && oldEntry.value != null) {
            return remapValue(oldEntry, key, f);
        }
        return null;
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> f) {
        Objects.requireNonNull(f);
        if (root == null) {
            V newValue = callRemappingFunctionWithCheck(key, null, f);
            if (newValue != null) {
                addEntryToEmptyMap(key, newValue);
                return newValue;
            }
            return null;
        }
        Walk w = walk(key);
        if (w.found != null) {
            return remapValue(w.found, key, f);
        }
        V newValue = callRemappingFunctionWithCheck(key, null, f);
        if (newValue != null) {
            addEntry(key, newValue, w.parent, w.cmp < 0);
            return newValue;
        }
        return null;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> f) {
        Objects.requireNonNull(f);
        Objects.requireNonNull(value);
        if (root == null) {
            addEntryToEmptyMap(key, value);
            return value;
        }
        Walk w = walk(key);
        if (w.found != null) {
            Entry<K, V> t = w.found;
            if (t.value == null) {
                t.value = value;
                return value;
            }
            int mc = modCount;
            V newValue = f.apply(t.value, value);
            if (mc != modCount) {
                throw new ConcurrentModificationException();
            }
            if (newValue == null) {
                deleteEntry(t);
                return null;
            }
            t.value = newValue;
            return newValue;
        }
        addEntry(key, value, w.parent, w.cmp < 0);
        return value;
    }

    private V remapValue(Entry<K, V> t, K key, BiFunction<? super K, ? super V, ? extends V> f) {
        V newValue = callRemappingFunctionWithCheck(key, t.value, f);
        if (newValue == null) {
            deleteEntry(t);
            return null;
        }
        t.value = newValue;
        return newValue;
    }

    public V remove(Object key) {
        Entry<K, V> p = getEntry(key);
        if (p == null) {
            return null;
        }
        V oldValue = p.value;
        deleteEntry(p);
        return oldValue;
    }

    public void clear() {
        modCount++;
        size = 0;
        root = null;
    }

    public Object clone() {
        return unmodelled();
    }

    public Map.Entry<K, V> firstEntry() {
        return exportEntry(getFirstEntry());
    }

    public Map.Entry<K, V> lastEntry() {
        return exportEntry(getLastEntry());
    }

    public Map.Entry<K, V> pollFirstEntry() {
        Entry<K, V> p = getFirstEntry();
        Map.Entry<K, V> result = exportEntry(p);
        if (p != null) {
            deleteEntry(p);
        }
        return result;
    }

    public Map.Entry<K, V> pollLastEntry() {
        Entry<K, V> p = getLastEntry();
        Map.Entry<K, V> result = exportEntry(p);
        if (p != null) {
            deleteEntry(p);
        }
        return result;
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        return exportEntry(getNear(key, false, false));
    }

    public K lowerKey(K key) {
        return keyOrNull(getNear(key, false, false));
    }

    public Map.Entry<K, V> floorEntry(K key) {
        return exportEntry(getNear(key, false, true));
    }

    public K floorKey(K key) {
        return keyOrNull(getNear(key, false, true));
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        return exportEntry(getNear(key, true, true));
    }

    public K ceilingKey(K key) {
        return keyOrNull(getNear(key, true, true));
    }

    public Map.Entry<K, V> higherEntry(K key) {
        return exportEntry(getNear(key, true, false));
    }

    public K higherKey(K key) {
        return keyOrNull(getNear(key, true, false));
    }

    public Set<K> keySet() {
        if (keySetView == null) {
            keySetView = new KeySet();
        }
        return keySetView;
    }

    public NavigableSet<K> navigableKeySet() {
        return unmodelled();
    }

    public NavigableSet<K> descendingKeySet() {
        return unmodelled();
    }

    public Collection<V> values() {
        if (valuesView == null) {
            valuesView = new Values();
        }
        return valuesView;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        if (entrySetView == null) {
            entrySetView = new EntrySet();
        }
        return entrySetView;
    }

    // SequencedMap (Java 21): a sorted map decides where an entry goes, and its reverse is its
    // descending view.
    public V putFirst(K k, V v) {
        throw new UnsupportedOperationException();
    }

    public V putLast(K k, V v) {
        throw new UnsupportedOperationException();
    }

    public NavigableMap<K, V> reversed() {
        return descendingMap();
    }

    public NavigableMap<K, V> descendingMap() {
        return unmodelled();
    }

    public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey,
            boolean toInclusive) {
        return unmodelled();
    }

    public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        return unmodelled();
    }

    public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        return unmodelled();
    }

    public SortedMap<K, V> subMap(K fromKey, K toKey) {
        return unmodelled();
    }

    public SortedMap<K, V> headMap(K toKey) {
        return unmodelled();
    }

    public SortedMap<K, V> tailMap(K fromKey) {
        return unmodelled();
    }

    public boolean replace(K key, V oldValue, V newValue) {
        Entry<K, V> p = getEntry(key);
        if (p != null && Objects.equals(oldValue, p.value)) {
            p.value = newValue;
            return true;
        }
        return false;
    }

    public V replace(K key, V value) {
        Entry<K, V> p = getEntry(key);
        if (p != null) {
            V oldValue = p.value;
            p.value = value;
            return oldValue;
        }
        return null;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        int expectedModCount = modCount;
        for (Entry<K, V> e = getFirstEntry(); e != null; e = successor(e)) {
            action.accept(e.key, e.value);
            if (expectedModCount != modCount) {
                throw new ConcurrentModificationException();
            }
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        int expectedModCount = modCount;
        for (Entry<K, V> e = getFirstEntry(); e != null; e = successor(e)) {
            e.value = function.apply(e.key, e.value);
            if (expectedModCount != modCount) {
                throw new ConcurrentModificationException();
            }
        }
    }

    // ---- views

    /** The keys, values or entries in key order: AbstractCollection's methods over iterator. */
    abstract class View<T> extends AbstractCollection<T> {
        public int size() {
            return TreeMap.this.size();
        }

        public boolean isEmpty() {
            return size() == 0;
        }

        public void clear() {
            TreeMap.this.clear();
        }

        public Object[] toArray() {
            Object[] a = new Object[size()];
            Iterator<T> it = iterator();
            for (int i = 0; i < a.length; i++) {
                a[i] = it.next();
            }
            return a;
        }

        public String toString() {
            return SymtestCollections.text(this);
        }

        public boolean containsAll(Collection<?> c) {
            return SymtestCollections.containsAll(this, c);
        }

        public void forEach(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            for (T t : this) {
                action.accept(t);
            }
        }

        public boolean removeIf(java.util.function.Predicate<? super T> filter) {
            Objects.requireNonNull(filter);
            boolean removed = false;
            Iterator<T> each = iterator();
            while (each.hasNext()) {
                if (filter.test(each.next())) {
                    each.remove();
                    removed = true;
                }
            }
            return removed;
        }

        public boolean addAll(Collection<? extends T> c) {
            boolean modified = false;
            for (T t : c) {
                if (add(t)) {
                    modified = true;
                }
            }
            return modified;
        }

        public boolean add(T t) {
            throw new UnsupportedOperationException();
        }
    }

    /** A View that is a Set: AbstractSet's equals and hashCode. */
    abstract class SetView<T> extends View<T> implements Set<T> {
        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Set)) {
                return false;
            }
            Collection<?> c = (Collection<?>) o;
            if (c.size() != size()) {
                return false;
            }
            try {
                return containsAll(c);
            } catch (ClassCastException | NullPointerException unused) {
                return false;
            }
        }

        public int hashCode() {
            int h = 0;
            for (T t : this) {
                if (t != null) {
                    h += t.hashCode();
                }
            }
            return h;
        }
    }

    final class KeySet extends SetView<K> {
        public Iterator<K> iterator() {
            return new PrivateEntryIterator<K>(getFirstEntry()) {
                public K next() {
                    return nextEntry().key;
                }
            };
        }

        public boolean contains(Object o) {
            return containsKey(o);
        }

        public boolean remove(Object o) {
            int oldSize = size();
            TreeMap.this.remove(o);
            return size() != oldSize;
        }
    }

    final class Values extends View<V> {
        public Iterator<V> iterator() {
            return new PrivateEntryIterator<V>(getFirstEntry()) {
                public V next() {
                    return nextEntry().value;
                }
            };
        }

        public boolean contains(Object o) {
            return containsValue(o);
        }

        public boolean remove(Object o) {
            for (Entry<K, V> e = getFirstEntry(); e != null; e = successor(e)) {
                if (valEquals(e.getValue(), o)) {
                    deleteEntry(e);
                    return true;
                }
            }
            return false;
        }
    }

    final class EntrySet extends SetView<Map.Entry<K, V>> {
        public Iterator<Map.Entry<K, V>> iterator() {
            return new PrivateEntryIterator<Map.Entry<K, V>>(getFirstEntry()) {
                public Map.Entry<K, V> next() {
                    return nextEntry();
                }
            };
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
            Object value = entry.getValue();
            Entry<K, V> p = getEntry(entry.getKey());
            return p != null && valEquals(p.getValue(), value);
        }

        public boolean remove(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
            Object value = entry.getValue();
            Entry<K, V> p = getEntry(entry.getKey());
            if (p != null && valEquals(p.getValue(), value)) {
                deleteEntry(p);
                return true;
            }
            return false;
        }
    }

    /** The JDK's fail-fast iterator in key order; remove keeps its place. */
    abstract class PrivateEntryIterator<T> implements Iterator<T> {
        Entry<K, V> next;
        Entry<K, V> lastReturned;
        int expectedModCount;

        PrivateEntryIterator(Entry<K, V> first) {
            expectedModCount = modCount;
            lastReturned = null;
            next = first;
        }

        public final boolean hasNext() {
            return next != null;
        }

        final Entry<K, V> nextEntry() {
            Entry<K, V> e = next;
            if (e == null) {
                throw new NoSuchElementException();
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            next = successor(e);
            lastReturned = e;
            return e;
        }

        public void remove() {
            if (lastReturned == null) {
                throw new IllegalStateException();
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            // An entry with two children is deleted through its successor's: next moves there.
            if (lastReturned.left != null && lastReturned.right != null) {
                next = lastReturned;
            }
            deleteEntry(lastReturned);
            expectedModCount = modCount;
            lastReturned = null;
        }
    }

    // ---- the tree

    @SuppressWarnings("unchecked")
    final int compare(Object k1, Object k2) {
        return comparator == null ? ((Comparable<? super K>) k1).compareTo((K) k2)
                : comparator.compare((K) k1, (K) k2);
    }

    static boolean valEquals(Object o1, Object o2) {
        return o1 == null ? o2 == null : o1.equals(o2);
    }

    static <K, V> Map.Entry<K, V> exportEntry(TreeMap.Entry<K, V> e) {
        return e == null ? null : new AbstractMap.SimpleImmutableEntry<>(e);
    }

    static <K, V> K keyOrNull(TreeMap.Entry<K, V> e) {
        return e == null ? null : e.key;
    }

    static <K> K key(Entry<K, ?> e) {
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e.key;
    }

    /** A node of the tree: the map's entries are these objects, as in the JDK. */
    static final class Entry<K, V> implements Map.Entry<K, V> {
        K key;
        V value;
        Entry<K, V> left;
        Entry<K, V> right;
        Entry<K, V> parent;
        boolean color = BLACK;

        Entry(K key, V value, Entry<K, V> parent) {
            this.key = key;
            this.value = value;
            this.parent = parent;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            V oldValue = this.value;
            this.value = value;
            return oldValue;
        }

        public boolean equals(Object o) {
            return AbstractMap.entryEquals(key, value, o);
        }

        public int hashCode() {
            return AbstractMap.entryHash(key, value);
        }

        public String toString() {
            return key + "=" + value;
        }
    }

    final Entry<K, V> getFirstEntry() {
        Entry<K, V> p = root;
        if (p != null) {
            while (p.left != null) {
                p = p.left;
            }
        }
        return p;
    }

    final Entry<K, V> getLastEntry() {
        Entry<K, V> p = root;
        if (p != null) {
            while (p.right != null) {
                p = p.right;
            }
        }
        return p;
    }

    static <K, V> Entry<K, V> successor(Entry<K, V> t) {
        if (t == null) {
            return null;
        }
        if (t.right != null) {
            Entry<K, V> p = t.right;
            while (p.left != null) {
                p = p.left;
            }
            return p;
        }
        return successorUp(t);
    }

    private static <K, V> boolean colorOf(Entry<K, V> p) {
        return p == null ? BLACK : p.color;
    }

    private static <K, V> Entry<K, V> parentOf(Entry<K, V> p) {
        return p == null ? null : p.parent;
    }

    private static <K, V> void setColor(Entry<K, V> p, boolean c) {
        if (p != null) {
            p.color = c;
        }
    }

    private static <K, V> Entry<K, V> leftOf(Entry<K, V> p) {
        return p == null ? null : p.left;
    }

    private static <K, V> Entry<K, V> rightOf(Entry<K, V> p) {
        return p == null ? null : p.right;
    }

    private void rotateLeft(Entry<K, V> p) {
        if (p != null) {
            Entry<K, V> r = p.right;
            p.right = r.left;
            if (r.left != null) {
                r.left.parent = p;
            }
            r.parent = p.parent;
            if (p.parent == null) {
                root = r;
            } else if (p.parent.left == p) {
                p.parent.left = r;
            } else {
                p.parent.right = r;
            }
            r.left = p;
            p.parent = r;
        }
    }

    private void rotateRight(Entry<K, V> p) {
        if (p != null) {
            Entry<K, V> l = p.left;
            p.left = l.right;
            if (l.right != null) {
                l.right.parent = p;
            }
            l.parent = p.parent;
            if (p.parent == null) {
                root = l;
            } else if (p.parent.right == p) {
                p.parent.right = l;
            } else {
                p.parent.left = l;
            }
            l.right = p;
            p.parent = l;
        }
    }

    private void fixAfterInsertion(Entry<K, V> x) {
        x.color = RED;
        while (x != null && x != root && x.parent.color == RED) {
            if (parentOf(x) == leftOf(parentOf(parentOf(x)))) {
                Entry<K, V> y = rightOf(parentOf(parentOf(x)));
                if (colorOf(y) == RED) {
                    setColor(parentOf(x), BLACK);
                    setColor(y, BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    x = parentOf(parentOf(x));
                } else {
                    if (x == rightOf(parentOf(x))) {
                        x = parentOf(x);
                        rotateLeft(x);
                    }
                    setColor(parentOf(x), BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    rotateRight(parentOf(parentOf(x)));
                }
            } else {
                Entry<K, V> y = leftOf(parentOf(parentOf(x)));
                if (colorOf(y) == RED) {
                    setColor(parentOf(x), BLACK);
                    setColor(y, BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    x = parentOf(parentOf(x));
                } else {
                    if (x == leftOf(parentOf(x))) {
                        x = parentOf(x);
                        rotateRight(x);
                    }
                    setColor(parentOf(x), BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    rotateLeft(parentOf(parentOf(x)));
                }
            }
        }
        root.color = BLACK;
    }

    private void deleteEntry(Entry<K, V> p) {
        modCount++;
        size--;
        // An inner node takes its successor's key and value; the successor node goes.
        if (p.left != null && p.right != null) {
            Entry<K, V> s = successor(p);
            p.key = s.key;
            p.value = s.value;
            p = s;
        }
        Entry<K, V> replacement = p.left != null ? p.left : p.right;
        if (replacement != null) {
            replacement.parent = p.parent;
            if (p.parent == null) {
                root = replacement;
            } else if (p == p.parent.left) {
                p.parent.left = replacement;
            } else {
                p.parent.right = replacement;
            }
            p.left = null;
            p.right = null;
            p.parent = null;
            if (p.color == BLACK) {
                fixAfterDeletion(replacement);
            }
        } else if (p.parent == null) {
            root = null;
        } else {
            if (p.color == BLACK) {
                fixAfterDeletion(p);
            }
            if (p.parent != null) {
                if (p == p.parent.left) {
                    p.parent.left = null;
                } else if (p == p.parent.right) {
                    p.parent.right = null;
                }
                p.parent = null;
            }
        }
    }

    private void fixAfterDeletion(Entry<K, V> x) {
        while (x != root && colorOf(x) == BLACK) {
            if (x == leftOf(parentOf(x))) {
                Entry<K, V> sib = rightOf(parentOf(x));
                if (colorOf(sib) == RED) {
                    setColor(sib, BLACK);
                    setColor(parentOf(x), RED);
                    rotateLeft(parentOf(x));
                    sib = rightOf(parentOf(x));
                }
                if (colorOf(leftOf(sib)) == BLACK && colorOf(rightOf(sib)) == BLACK) {
                    setColor(sib, RED);
                    x = parentOf(x);
                } else {
                    if (colorOf(rightOf(sib)) == BLACK) {
                        setColor(leftOf(sib), BLACK);
                        setColor(sib, RED);
                        rotateRight(sib);
                        sib = rightOf(parentOf(x));
                    }
                    setColor(sib, colorOf(parentOf(x)));
                    setColor(parentOf(x), BLACK);
                    setColor(rightOf(sib), BLACK);
                    rotateLeft(parentOf(x));
                    x = root;
                }
            } else {
                Entry<K, V> sib = leftOf(parentOf(x));
                if (colorOf(sib) == RED) {
                    setColor(sib, BLACK);
                    setColor(parentOf(x), RED);
                    rotateRight(parentOf(x));
                    sib = leftOf(parentOf(x));
                }
                if (colorOf(rightOf(sib)) == BLACK && colorOf(leftOf(sib)) == BLACK) {
                    setColor(sib, RED);
                    x = parentOf(x);
                } else {
                    if (colorOf(leftOf(sib)) == BLACK) {
                        setColor(rightOf(sib), BLACK);
                        setColor(sib, RED);
                        rotateLeft(sib);
                        sib = leftOf(parentOf(x));
                    }
                    setColor(sib, colorOf(parentOf(x)));
                    setColor(parentOf(x), BLACK);
                    setColor(leftOf(sib), BLACK);
                    rotateRight(parentOf(x));
                    x = root;
                }
            }
        }
        setColor(x, BLACK);
    }

    // ---- a balanced tree from sorted entries (the JDK's buildFromSorted)

    private void buildFromSorted(int size, Iterator<Map.Entry<K, V>> it) {
        buildFromSorted(size, it, null);
    }

    /** TreeSet.addAll of a sorted set with this map's comparator, into this empty map. */
    void addAllForTreeSet(SortedSet<? extends K> set, V defaultVal) {
        ++modCount;
        buildFromSorted(set.size(), set.iterator(), defaultVal);
    }

    /** From entries, or from keys that all map to defaultVal when it is not null. */
    private void buildFromSorted(int size, Iterator<?> it, V defaultVal) {
        this.size = size;
        root = buildFromSorted(0, 0, size - 1, computeRedLevel(size), it, defaultVal);
    }

    /** The subtree of the entries lo..hi; nodes at redLevel are red. */
    @SuppressWarnings("unchecked")
    private Entry<K, V> buildFromSorted(int level, int lo, int hi, int redLevel, Iterator<?> it,
            V defaultVal) {
        if (hi < lo) {
            return null;
        }
        int mid = (lo + hi) >>> 1;
        Entry<K, V> left = null;
        if (lo < mid) {
            left = buildFromSorted(level + 1, lo, mid - 1, redLevel, it, defaultVal);
        }
        K key;
        V value;
        if (defaultVal != null) {
            key = (K) it.next();
            value = defaultVal;
        } else {
            Map.Entry<K, V> entry = (Map.Entry<K, V>) it.next();
            key = entry.getKey();
            value = entry.getValue();
        }
        Entry<K, V> middle = new Entry<>(key, value, null);
        if (level == redLevel) {
            middle.color = RED;
        }
        if (left != null) {
            middle.left = left;
            left.parent = middle;
        }
        if (mid < hi) {
            Entry<K, V> right =
                    buildFromSorted(level + 1, mid + 1, hi, redLevel, it, defaultVal);
            middle.right = right;
            right.parent = middle;
        }
        return middle;
    }

    private static int computeRedLevel(int size) {
        int level = 0;
        for (int m = size - 1; m >= 0; m = m / 2 - 1) {
            level++;
        }
        return level;
    }
}
