package java.util;

/**
 * symtest model of java.util.HashMap: two arrays keys and vals whose length is always the
 * size, and capacity, the length of the JDK's table (0 while a map made by HashMap() has none;
 * HashMap(n) stores the table size the JDK will allocate, tableSizeFor(n), at once, which no
 * method can tell apart except putAll, see putMapEntries). Each bucket's entries are in the
 * arrays in the order of the JDK's chain (insertion order: a resize keeps the relative order
 * of a chain, a removal compacts), so iteration (buckets 0..capacity-1 by hash & (capacity-1),
 * hash = h ^ (h >>> 16), the null key 0; each bucket in array order) is the JDK's. Resizes
 * happen exactly when the JDK's do: size > capacity * 3/4 (threshold), and when a chain
 * reaches 9 entries in a table shorter than 64 (treeifyBin resizes then). Tree bins (a chain
 * of 9 in a table of 64 or more) are not modelled: unhandled call treeifiedBin.
 *
 * The model keeps no hashes: it calls key.hashCode() again where the JDK uses the hash it
 * stored, so keys mutated while in the map and hashCode methods with side effects are beyond
 * the model. It calls equals only where the JDK does (entries of the same hash, in chain
 * order). Entries returned by entrySet's iterator read and write the arrays; used after a
 * structural change of the map (except their own removal through their iterator) they are
 * the unhandled call staleEntry. containsValue, equals and hashCode visit the entries in
 * array order, not bucket order: the same result unless equals/hashCode throw or have side
 * effects. get/containsKey on an empty map do not call key.hashCode() (the JDK does when its
 * table was allocated before: a map emptied by remove or clear).
 *
 * Modelled: the constructors (int, Map, none), size, isEmpty, get, getOrDefault, containsKey,
 * containsValue, put, putIfAbsent, putAll, remove(key), remove(key, value), replace, clear,
 * equals, hashCode (AbstractMap's), keySet, values and entrySet (cached views with fail-fast
 * iterators, size, contains, remove, clear, toArray). Unhandled: toString, clone, compute*,
 * merge, forEach, replaceAll, HashMap(int, float), the views' equals/hashCode/removeAll...
 * (AbstractSet code). Every public method first states, with assume, the invariant of every
 * map the model builds: this prunes input maps the JDK cannot build.
 */
public class HashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, Cloneable,
        java.io.Serializable {
    static final int MAXIMUM_CAPACITY = 1 << 30;
    static final int TREEIFY_THRESHOLD = 8;
    static final int MIN_TREEIFY_CAPACITY = 64;

    private K[] keys;
    private V[] vals;
    private int capacity;
    /** Structural modifications, for the fail-fast iterators (the JDK's modCount). */
    private int modCount;
    /** The views, created on first use as the JDK caches them (null until then). */
    private KeySet<K, V> keySetView;
    private Values<K, V> valuesView;
    private EntrySet<K, V> entrySetView;

    @SuppressWarnings("unchecked")
    public HashMap(int initialCapacity) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal initial capacity");
        }
        if (initialCapacity > MAXIMUM_CAPACITY) {
            initialCapacity = MAXIMUM_CAPACITY;
        }
        keys = (K[]) new Object[0];
        vals = (V[]) new Object[0];
        capacity = tableSizeFor(initialCapacity);
    }

    @SuppressWarnings("unchecked")
    public HashMap() {
        keys = (K[]) new Object[0];
        vals = (V[]) new Object[0];
    }

    @SuppressWarnings("unchecked")
    public HashMap(Map<? extends K, ? extends V> m) {
        keys = (K[]) new Object[0];
        vals = (V[]) new Object[0];
        putMapEntries(m);
    }

    /** A chain of 9 in a table of 64 or more becomes a tree bin: not modelled. */
    private static native void treeifiedBin();

    /** An entry used after a structural change of its map: not modelled. */
    private static native void staleEntry();

    /** Removing through an iterator found another entry than the current one (mutated key). */
    private static native void iteratorRemoveMismatch();

    /** putAll into an empty map whose table may or may not exist, where that matters. */
    private static native void ambiguousPresize();

    /** A collection size of 2^22 or more: the JDK's float arithmetic is not modelled. */
    static native void hugeSize();

    /** The toArray(T[]) of an array shorter than the collection: needs reflection. */
    static native <T> T[] reflectiveToArray(T[] a, int size);

    static int hash(Object key) {
        if (key == null) {
            return 0;
        }
        int h = key.hashCode();
        return h ^ (h >>> 16);
    }

    static int tableSizeFor(int cap) {
        int n = cap - 1;
        n |= n >>> 1;
        n |= n >>> 2;
        n |= n >>> 4;
        n |= n >>> 8;
        n |= n >>> 16;
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    /** The JDK's threshold for a table of length cap (load factor 0.75; 0 for no table). */
    static int thresholdOf(int cap) {
        if (cap >= MAXIMUM_CAPACITY) {
            return 0x7fffffff;
        }
        return (cap >> 1) + (cap >> 2);
    }

    /** The JDK's (int) ((float) s / 0.75f + 1.0f) for 0 < s < 2^22 (exact there). */
    static int presize(int s) {
        if (s >= 1 << 22) {
            hugeSize();
        }
        return s + s / 3 + 1;
    }

    /**
     * The invariant of every map the model builds, assumed for input maps: the arrays exist,
     * are distinct and of the same length; capacity is 0 (then no entries) or a power of two
     * up to 2^30 with size <= threshold; no two keys that the JDK's put would have found equal
     * (same hash and later.equals(earlier)); hashCode and equals of the keys do not throw (the
     * JDK called them when inserting). Chains longer than 8 are not excluded: the model builds
     * them (9 keys of one bucket make treeifyBin resize a table shorter than 64, and a resize
     * keeps a chain whose keys share the new bit). Returns the keys' hashes.
     */
    private int[] wellFormed() {
        K[] ks = keys;
        V[] vs = vals;
        SymtestPrimitives.assume(ks != null);
        SymtestPrimitives.assume(vs != null);
        SymtestPrimitives.assume((Object) ks != (Object) vs);
        int n = ks.length;
        SymtestPrimitives.assume(vs.length == n);
        int c = capacity;
        SymtestPrimitives.assume(c >= 0);
        SymtestPrimitives.assume(c <= MAXIMUM_CAPACITY);
        SymtestPrimitives.assume((c & (c - 1)) == 0);
        SymtestPrimitives.assume(n <= thresholdOf(c));
        // Input maps: tables beyond 64 would need a test to build them with more than 48
        // entries or a huge initial capacity; bounded so the tests stay small. Maps the method
        // builds itself are never restricted.
        if (SymtestPrimitives.isInput(this)) {
            SymtestPrimitives.assume(c <= 64 || n > 48);
        }
        SymtestPrimitives.assume(keySetView == null || keySetView.map == this);
        SymtestPrimitives.assume(valuesView == null || valuesView.map == this);
        SymtestPrimitives.assume(entrySetView == null || entrySetView.map == this);
        int[] hs = new int[n];
        try {
            for (int i = 0; i < n; i++) {
                hs[i] = hash(ks[i]);
            }
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    K a = ks[i];
                    K b = ks[j];
                    SymtestPrimitives.assume(a != b);
                    if (hs[i] == hs[j] && b != null) {
                        SymtestPrimitives.assume(!b.equals(a));
                    }
                }
            }
        } catch (RuntimeException ex) {
            SymtestPrimitives.assume(false);
        }
        return hs;
    }

    /** The hashes of the keys, in array order. */
    private int[] hashes() {
        K[] ks = keys;
        int[] hs = new int[ks.length];
        for (int i = 0; i < ks.length; i++) {
            hs[i] = hash(ks[i]);
        }
        return hs;
    }

    /** How many of the hashes fall in bucket (without branching: 1 when equal, else 0). */
    private static int bucketCount(int[] hs, int bucket, int mask) {
        int count = 0;
        for (int j = 0; j < hs.length; j++) {
            count += (((hs[j] & mask) ^ bucket) - 1) >>> 31;
        }
        return count;
    }

    /**
     * The index of key's entry, or -1: the JDK's chain walk (p.hash == hash && (p.key == key
     * || key.equals(p.key))), which visits the entries of the same hash in array order.
     */
    private int find(int[] hs, int hash, Object key) {
        K[] ks = keys;
        for (int j = 0; j < ks.length; j++) {
            K k = ks[j];
            if (k == key) {
                return j;
            }
            if (hs[j] == hash && key != null && key.equals(k)) {
                return j;
            }
        }
        return -1;
    }

    /** The JDK's getNode: no hash computed when there is no entry (see the class comment). */
    private int getNodeIndex(int[] hs, Object key) {
        if (keys.length == 0) {
            return -1;
        }
        return find(hs, hash(key), key);
    }

    /**
     * The JDK's putVal up to the update of an existing mapping: returns the index of key's
     * entry when it exists (the caller updates the value), else inserts (key, value), resizing
     * as the JDK does, and returns -1.
     */
    @SuppressWarnings("unchecked")
    private int putVal(int[] hs, int hash, K key, V value) {
        if (capacity == 0) {
            capacity = 16;
        }
        int i = find(hs, hash, key);
        if (i >= 0) {
            return i;
        }
        int mask = capacity - 1;
        int binCount = 0;
        if (hs.length >= TREEIFY_THRESHOLD) {
            binCount = bucketCount(hs, hash & mask, mask);
        }
        K[] ks = keys;
        V[] vs = vals;
        int n = ks.length;
        K[] nks = (K[]) new Object[n + 1];
        V[] nvs = (V[]) new Object[n + 1];
        for (int j = 0; j < n; j++) {
            nks[j] = ks[j];
            nvs[j] = vs[j];
        }
        nks[n] = key;
        nvs[n] = value;
        keys = nks;
        vals = nvs;
        if (binCount >= TREEIFY_THRESHOLD) {
            if (capacity < MIN_TREEIFY_CAPACITY) {
                capacity = capacity << 1;
            } else {
                treeifiedBin();
            }
        }
        modCount++;
        if (n + 1 > thresholdOf(capacity)) {
            capacity = capacity << 1;
        }
        return -1;
    }

    /** Drops the entry at index i (the JDK's removeNode after finding the node). */
    @SuppressWarnings("unchecked")
    private void removeAt(int i) {
        K[] ks = keys;
        V[] vs = vals;
        int n = ks.length - 1;
        K[] nks = (K[]) new Object[n];
        V[] nvs = (V[]) new Object[n];
        for (int j = 0; j < i; j++) {
            nks[j] = ks[j];
            nvs[j] = vs[j];
        }
        for (int j = i; j < n; j++) {
            nks[j] = ks[j + 1];
            nvs[j] = vs[j + 1];
        }
        keys = nks;
        vals = nvs;
        modCount++;
    }

    /**
     * The JDK's removeNode(hash, key, value, matchValue): the index of the entry to remove
     * (not yet removed), or -1.
     */
    private int removeNodeIndex(int[] hs, int hash, Object key, Object value,
            boolean matchValue) {
        int i = find(hs, hash, key);
        if (i < 0) {
            return -1;
        }
        if (matchValue) {
            V v = vals[i];
            if (!(v == value || (value != null && value.equals(v)))) {
                return -1;
            }
        }
        return i;
    }

    /** The JDK's putMapEntries (HashMap(Map) and putAll). */
    private void putMapEntries(Map<? extends K, ? extends V> m) {
        int s = m.size();
        if (s > 0) {
            if (keys.length > 0) {
                // the JDK's table exists: double while s > threshold
                while (s > thresholdOf(capacity) && capacity < MAXIMUM_CAPACITY) {
                    capacity = capacity << 1;
                }
            } else {
                // no table (or an emptied one): pre-size to tableSizeFor(s / 0.75 + 1)
                int t = presize(s);
                int presized = capacity;
                if (t > presized) {
                    presized = tableSizeFor(t);
                }
                if (capacity > 0) {
                    // HashMap(n) before its first put, or an emptied map: the JDK's results
                    // differ only when the doubling below gives another size
                    int doubled = capacity;
                    while (s > thresholdOf(doubled) && doubled < MAXIMUM_CAPACITY) {
                        doubled = doubled << 1;
                    }
                    if (doubled != presized) {
                        ambiguousPresize();
                    }
                }
                capacity = presized;
            }
            Iterator<? extends Map.Entry<? extends K, ? extends V>> it = m.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<? extends K, ? extends V> e = it.next();
                K key = e.getKey();
                V value = e.getValue();
                int h = hash(key);
                int i = putVal(hashes(), h, key, value);
                if (i >= 0) {
                    vals[i] = value;
                }
            }
        }
    }

    public int size() {
        wellFormed();
        return keys.length;
    }

    public boolean isEmpty() {
        wellFormed();
        return keys.length == 0;
    }

    public V get(Object key) {
        int[] hs = wellFormed();
        int i = getNodeIndex(hs, key);
        return i < 0 ? null : vals[i];
    }

    public V getOrDefault(Object key, V defaultValue) {
        int[] hs = wellFormed();
        int i = getNodeIndex(hs, key);
        return i < 0 ? defaultValue : vals[i];
    }

    public boolean containsKey(Object key) {
        int[] hs = wellFormed();
        return getNodeIndex(hs, key) >= 0;
    }

    public V put(K key, V value) {
        int[] hs = wellFormed();
        int i = putVal(hs, hash(key), key, value);
        if (i < 0) {
            return null;
        }
        V oldValue = vals[i];
        vals[i] = value;
        return oldValue;
    }

    public V putIfAbsent(K key, V value) {
        int[] hs = wellFormed();
        int i = putVal(hs, hash(key), key, value);
        if (i < 0) {
            return null;
        }
        V oldValue = vals[i];
        if (oldValue == null) {
            vals[i] = value;
        }
        return oldValue;
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        wellFormed();
        putMapEntries(m);
    }

    public V remove(Object key) {
        int[] hs = wellFormed();
        int i = removeNodeIndex(hs, hash(key), key, null, false);
        if (i < 0) {
            return null;
        }
        V oldValue = vals[i];
        removeAt(i);
        return oldValue;
    }

    public boolean remove(Object key, Object value) {
        int[] hs = wellFormed();
        int i = removeNodeIndex(hs, hash(key), key, value, true);
        if (i < 0) {
            return false;
        }
        removeAt(i);
        return true;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        int[] hs = wellFormed();
        int i = getNodeIndex(hs, key);
        if (i >= 0) {
            V v = vals[i];
            if (v == oldValue || (v != null && v.equals(oldValue))) {
                vals[i] = newValue;
                return true;
            }
        }
        return false;
    }

    public V replace(K key, V value) {
        int[] hs = wellFormed();
        int i = getNodeIndex(hs, key);
        if (i >= 0) {
            V oldValue = vals[i];
            vals[i] = value;
            return oldValue;
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    public void clear() {
        wellFormed();
        modCount++;
        keys = (K[]) new Object[0];
        vals = (V[]) new Object[0];
    }

    public boolean containsValue(Object value) {
        wellFormed();
        V[] vs = vals;
        for (int i = 0; i < vs.length; i++) {
            V v = vs[i];
            if (v == value || (value != null && value.equals(v))) {
                return true;
            }
        }
        return false;
    }

    /** AbstractMap.equals, over the entries in array order. */
    public boolean equals(Object o) {
        wellFormed();
        if (o == this) {
            return true;
        }
        if (!(o instanceof Map)) {
            return false;
        }
        Map<?, ?> m = (Map<?, ?>) o;
        if (m.size() != size()) {
            return false;
        }
        try {
            K[] ks = keys;
            V[] vs = vals;
            for (int i = 0; i < ks.length; i++) {
                K key = ks[i];
                V value = vs[i];
                if (value == null) {
                    if (!(m.get(key) == null && m.containsKey(key))) {
                        return false;
                    }
                } else {
                    if (!value.equals(m.get(key))) {
                        return false;
                    }
                }
            }
        } catch (ClassCastException unused) {
            return false;
        } catch (NullPointerException unused) {
            return false;
        }
        return true;
    }

    /** AbstractMap.hashCode: the sum of the entries' hashCode (key's ^ value's). */
    public int hashCode() {
        wellFormed();
        K[] ks = keys;
        V[] vs = vals;
        int h = 0;
        for (int i = 0; i < ks.length; i++) {
            K k = ks[i];
            V v = vs[i];
            h += (k == null ? 0 : k.hashCode()) ^ (v == null ? 0 : v.hashCode());
        }
        return h;
    }

    public Set<K> keySet() {
        wellFormed();
        KeySet<K, V> ks = keySetView;
        if (ks == null) {
            ks = new KeySet<K, V>(this);
            keySetView = ks;
        }
        return ks;
    }

    public Collection<V> values() {
        wellFormed();
        Values<K, V> vs = valuesView;
        if (vs == null) {
            vs = new Values<K, V>(this);
            valuesView = vs;
        }
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        wellFormed();
        EntrySet<K, V> es = entrySetView;
        if (es == null) {
            es = new EntrySet<K, V>(this);
            entrySetView = es;
        }
        return es;
    }

    // ---- package-private helpers for HashSet and the views

    /** HashSet.add: inserts (key, value) unless key is there; true when inserted. */
    boolean addKey(K key, V value) {
        int[] hs = wellFormed();
        return putVal(hs, hash(key), key, value) < 0;
    }

    /** HashSet.remove: true when key was there (and is removed). */
    boolean removeKey(Object key) {
        int[] hs = wellFormed();
        int i = removeNodeIndex(hs, hash(key), key, null, false);
        if (i < 0) {
            return false;
        }
        removeAt(i);
        return true;
    }

    /** The keys in array order (HashSet.hashCode, which does not depend on the order). */
    Object[] keyArray() {
        wellFormed();
        return keys;
    }

    /** The array indices of the entries in the JDK's iteration order (stable by bucket). */
    private int[] iterationOrder(int[] hs) {
        int n = hs.length;
        int[] order = new int[n];
        if (n == 1) {
            return order;
        }
        int mask = capacity - 1;
        for (int i = 0; i < n; i++) {
            int b = hs[i] & mask;
            int j = i;
            while (j > 0 && (hs[order[j - 1]] & mask) > b) {
                order[j] = order[j - 1];
                j--;
            }
            order[j] = i;
        }
        return order;
    }

    /** The JDK's prepareArray: a[size] = null before the copy. */
    <T> T[] prepareArray(T[] a) {
        int size = keys.length;
        if (a.length < size) {
            return reflectiveToArray(a, size);
        }
        if (a.length > size) {
            a[size] = null;
        }
        return a;
    }

    /** The JDK's keysToArray / valuesToArray: in iteration order. */
    @SuppressWarnings("unchecked")
    <T> T[] toArrayInOrder(T[] a, boolean ofKeys) {
        int[] order = iterationOrder(wellFormed());
        Object[] src = ofKeys ? (Object[]) keys : (Object[]) vals;
        for (int k = 0; k < order.length; k++) {
            a[k] = (T) src[order[k]];
        }
        return a;
    }

    // ---- iterators

    /**
     * The JDK's HashIterator: the entries' order is computed when the iterator is made;
     * hasNext is whether there was a next entry when the last one was returned, as the JDK's
     * precomputed next node.
     */
    abstract class HashIterator {
        int[] order;
        int cursor;
        int current = -1;
        int expectedModCount;
        Node<K, V> lastNode;

        HashIterator() {
            expectedModCount = modCount;
            order = iterationOrder(wellFormed());
        }

        public final boolean hasNext() {
            return cursor < order.length;
        }

        final int nextIndex() {
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            if (cursor >= order.length) {
                throw new NoSuchElementException();
            }
            int i = order[cursor];
            current = i;
            cursor++;
            return i;
        }

        public final void remove() {
            int p = current;
            if (p < 0) {
                throw new IllegalStateException();
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            current = -1;
            K key = keys[p];
            int i = find(hashes(), hash(key), key);
            if (i != p) {
                iteratorRemoveMismatch();
            }
            Node<K, V> node = lastNode;
            if (node != null) {
                node.detach(vals[p]);
                lastNode = null;
            }
            removeAt(p);
            for (int k = cursor; k < order.length; k++) {
                if (order[k] > p) {
                    order[k] = order[k] - 1;
                }
            }
            expectedModCount = modCount;
        }
    }

    final class KeyIterator extends HashIterator implements Iterator<K> {
        public final K next() {
            return keys[nextIndex()];
        }
    }

    final class ValueIterator extends HashIterator implements Iterator<V> {
        public final V next() {
            return vals[nextIndex()];
        }
    }

    final class EntryIterator extends HashIterator implements Iterator<Map.Entry<K, V>> {
        public final Map.Entry<K, V> next() {
            int i = nextIndex();
            Node<K, V> node = new Node<K, V>(HashMap.this, i, keys[i], modCount);
            lastNode = node;
            return node;
        }
    }

    /**
     * An entry handed out by entrySet's iterator: the entry at index of map's arrays while map
     * has had no structural change since (modCount); after its removal through its iterator
     * it keeps its own value, as the JDK's detached node.
     */
    static final class Node<K, V> implements Map.Entry<K, V> {
        private final HashMap<K, V> map;
        private final int index;
        private final K key;
        private final int modCount;
        private boolean detached;
        private V value;

        Node(HashMap<K, V> map, int index, K key, int modCount) {
            this.map = map;
            this.index = index;
            this.key = key;
            this.modCount = modCount;
        }

        void detach(V v) {
            detached = true;
            value = v;
        }

        private void checkAttached() {
            if (map.modCount != modCount) {
                staleEntry();
            }
        }

        public final K getKey() {
            return key;
        }

        public final V getValue() {
            if (detached) {
                return value;
            }
            checkAttached();
            return map.vals[index];
        }

        public final V setValue(V newValue) {
            if (detached) {
                V oldValue = value;
                value = newValue;
                return oldValue;
            }
            checkAttached();
            V oldValue = map.vals[index];
            map.vals[index] = newValue;
            return oldValue;
        }

        public final String toString() {
            return new StringBuilder().append(key).append('=').append(getValue()).toString();
        }

        public final int hashCode() {
            V v = getValue();
            return (key == null ? 0 : key.hashCode()) ^ (v == null ? 0 : v.hashCode());
        }

        public final boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (o instanceof Map.Entry) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                Object k = e.getKey();
                if (key == k || (key != null && key.equals(k))) {
                    V v = getValue();
                    Object ev = e.getValue();
                    return v == ev || (v != null && v.equals(ev));
                }
            }
            return false;
        }
    }

    // ---- views

    static final class KeySet<K, V> extends AbstractSet<K> {
        final HashMap<K, V> map;

        KeySet(HashMap<K, V> map) {
            this.map = map;
        }

        public final int size() {
            map.wellFormed();
            return map.keys.length;
        }

        public final void clear() {
            map.clear();
        }

        public final Iterator<K> iterator() {
            return map.new KeyIterator();
        }

        public final boolean contains(Object o) {
            return map.containsKey(o);
        }

        public final boolean remove(Object key) {
            return map.removeKey(key);
        }

        public Object[] toArray() {
            return map.toArrayInOrder(new Object[size()], true);
        }

        public <T> T[] toArray(T[] a) {
            return map.toArrayInOrder(map.prepareArray(a), true);
        }
    }

    static final class Values<K, V> extends AbstractCollection<V> {
        final HashMap<K, V> map;

        Values(HashMap<K, V> map) {
            this.map = map;
        }

        public final int size() {
            map.wellFormed();
            return map.keys.length;
        }

        public final void clear() {
            map.clear();
        }

        public final Iterator<V> iterator() {
            return map.new ValueIterator();
        }

        public final boolean contains(Object o) {
            return map.containsValue(o);
        }

        public Object[] toArray() {
            return map.toArrayInOrder(new Object[size()], false);
        }

        public <T> T[] toArray(T[] a) {
            return map.toArrayInOrder(map.prepareArray(a), false);
        }
    }

    static final class EntrySet<K, V> extends AbstractSet<Map.Entry<K, V>> {
        final HashMap<K, V> map;

        EntrySet(HashMap<K, V> map) {
            this.map = map;
        }

        public final int size() {
            map.wellFormed();
            return map.keys.length;
        }

        public final void clear() {
            map.clear();
        }

        public final Iterator<Map.Entry<K, V>> iterator() {
            return map.new EntryIterator();
        }

        /** The JDK's: the entry of e's key, compared as the JDK's Node.equals(e) does. */
        public final boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object key = e.getKey();
            int[] hs = map.wellFormed();
            int i = map.getNodeIndex(hs, key);
            if (i < 0) {
                return false;
            }
            K k = map.keys[i];
            Object ek = e.getKey();
            if (!(k == ek || (k != null && k.equals(ek)))) {
                return false;
            }
            V v = map.vals[i];
            Object ev = e.getValue();
            return v == ev || (v != null && v.equals(ev));
        }

        public final boolean remove(Object o) {
            if (o instanceof Map.Entry) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                Object key = e.getKey();
                Object value = e.getValue();
                int[] hs = map.wellFormed();
                int i = map.removeNodeIndex(hs, hash(key), key, value, true);
                if (i < 0) {
                    return false;
                }
                map.removeAt(i);
                return true;
            }
            return false;
        }
    }
}
