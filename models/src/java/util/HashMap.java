package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Predicate;

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
 * The model keeps no hashes: a lookup of a plain key (plainKey: String, the boxes, enums)
 * compares it by equals alone, which finds the entry the JDK's chain walk finds, so the hashes
 * of symbolic keys reach the solver only where the layout matters (iteration order, chain
 * lengths, keys of other classes). Elsewhere it calls key.hashCode() again where the JDK uses
 * the hash it stored, so keys mutated while in the map and hashCode methods with side effects
 * are beyond the model; and it calls equals only where the JDK does (entries of the same hash,
 * in chain order). Entries returned by entrySet's iterator read and write the arrays; used after a
 * structural change of the map (except their own removal through their iterator) they are
 * the unhandled call staleEntry. containsValue, equals and hashCode visit the entries in
 * array order, not bucket order: the same result unless equals/hashCode throw or have side
 * effects. get/containsKey on an empty map do not call key.hashCode() (the JDK does when its
 * table was allocated before: a map emptied by remove or clear).
 *
 * Modelled: the constructors (int, Map, none), size, isEmpty, get, getOrDefault, containsKey,
 * containsValue, put, putIfAbsent, putAll, remove(key), remove(key, value), replace, clear,
 * equals, hashCode (AbstractMap's), keySet, values and entrySet (cached views with fail-fast
 * iterators, size, contains, remove, clear, toArray, forEach, removeIf), compute,
 * computeIfAbsent, computeIfPresent, merge (their insertions go to the head of the chain and
 * skip the threshold check, as the JDK's), forEach and replaceAll (see Walk: the JDK's walk
 * over the chains, which goes on after the action changed the map). Unhandled: toString,
 * clone, HashMap(int, float), the views' equals/hashCode/removeAll... (AbstractSet code).
 * Every public method first states, with assume, the invariant of every map the model
 * builds: this prunes input maps the JDK cannot build.
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

    /** An iterator removed the entry it will return next (after a resize, see HashIterator). */
    private static native void removedPendingEntry();

    /** An action changed the map during forEach/replaceAll in a way Walk cannot replay. */
    private static native void modifiedDuringWalk();

    /** A compute function resized the table (no structural change): the JDK inserts in the old. */
    private static native void tableChangedDuringCompute();

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

    /**
     * The table size the JDK asks for s mappings: (int) ((float) s / 0.75f + 1.0f) before JDK 19,
     * (int) Math.ceil(s / 0.75) since (JDK-8281631, HashMap.calculateHashMapCapacity); exact
     * for 0 < s < 2^22.
     */
    static int presize(int s) {
        if (s >= 1 << 22) {
            hugeSize();
        }
        return SymtestPrimitives.jdkRelease() >= 19 ? s + (s + 2) / 3 : s + s / 3 + 1;
    }

    /**
     * The invariant of every map the model builds, assumed for input maps: the arrays exist,
     * are distinct and of the same length; capacity is 0 (then no entries) or a power of two
     * up to 2^30 with size <= threshold; no two keys that the JDK's put would have found equal
     * (same hash and later.equals(earlier)); hashCode and equals of the keys do not throw (the
     * JDK called them when inserting). Chains longer than 8 are not excluded: the model builds
     * them (9 keys of one bucket make treeifyBin resize a table shorter than 64, and a resize
     * keeps a chain whose keys share the new bit). Plain keys (see plainKey) need no hash: two
     * of them are equal only when their hashes are.
     */
    void wellFormed() {
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
        // compute, computeIfAbsent and merge insert without the threshold check: a map they
        // changed (its arrays are new) may hold one entry more than the threshold
        SymtestPrimitives.assume(n <= thresholdOf(c)
                || (n - 1 <= thresholdOf(c) && !SymtestPrimitives.isInput(ks)));
        // Input maps: tables beyond 64 would need a test to build them with more than 48
        // entries or a huge initial capacity; bounded so the tests stay small. Maps the method
        // builds itself are never restricted.
        if (SymtestPrimitives.isInput(this)) {
            SymtestPrimitives.assume(c <= 64 || n > 48);
        }
        SymtestPrimitives.assume(keySetView == null || keySetView.map == this);
        SymtestPrimitives.assume(valuesView == null || valuesView.map == this);
        SymtestPrimitives.assume(entrySetView == null || entrySetView.map == this);
        if (!SymtestPrimitives.isInput(ks)) {
            // Keys the model's own puts kept distinct (a map the program built, or an input
            // map whose keys an earlier call checked): checking them pairwise again would use
            // up the bound (a class initializer's map of seven entries).
            return;
        }
        // The pairwise check below reaches the bound at the same n as this bare walk of the
        // pairs, which costs no choice point: the cut comes before the keys are compared.
        int pairs = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                pairs++;
            }
        }
        try {
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    K a = ks[i];
                    K b = ks[j];
                    SymtestPrimitives.assume(a != b);
                    if (b != null && (plainKey(b) || hash(a) == hash(b))) {
                        SymtestPrimitives.assume(!b.equals(a));
                    }
                }
                if (!plainKey(ks[i])) {
                    hash(ks[i]);
                }
            }
        } catch (RuntimeException ex) {
            SymtestPrimitives.assume(false);
        }
        // Checked once: the keys move into an array of the model's own, so later calls on
        // this map (and the block bound they share) skip the check.
        @SuppressWarnings("unchecked")
        K[] own = (K[]) new Object[n];
        for (int i = 0; i < n; i++) {
            own[i] = ks[i];
        }
        keys = own;
    }

    /**
     * Keys of the JDK's own value classes (and null, and enum constants): hashCode and equals
     * are pure, never throw, and equal keys have equal hashes. So a lookup of a plain key finds
     * the same entry comparing it by equals with every key as the JDK's walk of one chain
     * does, and needs no hash: the solver never sees the hash of a symbolic string unless the
     * program depends on the table's layout (iteration order, chain lengths).
     */
    static boolean plainKey(Object key) {
        return key == null || key instanceof String || key instanceof Integer
                || key instanceof Long || key instanceof Enum || key instanceof Character
                || key instanceof Boolean || key instanceof Short || key instanceof Byte
                || key instanceof Double || key instanceof Float;
    }

    /** wellFormed(), then the keys' hashes. */
    int[] hashesOfWellFormed() {
        wellFormed();
        return hashes();
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
    private int find(Object key) {
        K[] ks = keys;
        if (plainKey(key)) {
            for (int j = 0; j < ks.length; j++) {
                K k = ks[j];
                if (k == key || (key != null && key.equals(k))) {
                    return j;
                }
            }
            return -1;
        }
        int hash = hash(key);
        int[] hs = hashes();
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
    int getNodeIndex(Object key) {
        if (keys.length == 0) {
            return -1;
        }
        return find(key);
    }

    /**
     * The JDK's putVal up to the update of an existing mapping: returns the index of key's
     * entry when it exists (the caller updates the value), else inserts (key, value), resizing
     * as the JDK does, and returns -1.
     */
    @SuppressWarnings("unchecked")
    private int putVal(K key, V value) {
        if (capacity == 0) {
            capacity = 16;
        }
        int i = find(key);
        if (i >= 0) {
            return i;
        }
        int mask = capacity - 1;
        int binCount = 0;
        if (keys.length >= TREEIFY_THRESHOLD) {
            binCount = bucketCount(hashes(), hash(key) & mask, mask);
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
    int removeNodeIndex(Object key, Object value, boolean matchValue) {
        int i = find(key);
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
                int i = putVal(key, value);
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
        wellFormed();
        int i = getNodeIndex(key);
        return i < 0 ? null : vals[i];
    }

    public V getOrDefault(Object key, V defaultValue) {
        wellFormed();
        int i = getNodeIndex(key);
        return i < 0 ? defaultValue : vals[i];
    }

    public boolean containsKey(Object key) {
        wellFormed();
        return getNodeIndex(key) >= 0;
    }

    public V put(K key, V value) {
        wellFormed();
        int i = putVal(key, value);
        if (i < 0) {
            return null;
        }
        V oldValue = vals[i];
        vals[i] = value;
        return oldValue;
    }

    public V putIfAbsent(K key, V value) {
        wellFormed();
        int i = putVal(key, value);
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
        wellFormed();
        int i = removeNodeIndex(key, null, false);
        if (i < 0) {
            return null;
        }
        V oldValue = vals[i];
        removeAt(i);
        return oldValue;
    }

    public boolean remove(Object key, Object value) {
        wellFormed();
        int i = removeNodeIndex(key, value, true);
        if (i < 0) {
            return false;
        }
        removeAt(i);
        return true;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        wellFormed();
        int i = getNodeIndex(key);
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
        wellFormed();
        int i = getNodeIndex(key);
        if (i >= 0) {
            V oldValue = vals[i];
            vals[i] = value;
            return oldValue;
        }
        return null;
    }

    // ---- compute, merge, forEach, replaceAll (JDK 17's HashMap overrides)

    /** The start of compute, computeIfAbsent, merge: resize() without table or over threshold. */
    private void computeResize() {
        if (capacity == 0) {
            capacity = 16;
        } else if (keys.length > thresholdOf(capacity) && capacity < MAXIMUM_CAPACITY) {
            capacity = capacity << 1;
        }
    }

    /**
     * The insertion of compute, computeIfAbsent and merge: newNode at the head of the chain
     * (index 0: only entries of one bucket are ordered by index), treeifyBin when the chain had
     * 7 entries, and no threshold check (see wellFormed). capacity0: the table length the JDK's
     * method holds (it inserts into that table even when the function resized the map).
     */
    @SuppressWarnings("unchecked")
    private void insertFirst(int capacity0, K key, V value) {
        if (capacity != capacity0) {
            tableChangedDuringCompute();
        }
        int mask = capacity - 1;
        int binCount = 0;
        if (keys.length >= TREEIFY_THRESHOLD - 1) {
            binCount = bucketCount(hashes(), hash(key) & mask, mask);
        }
        K[] ks = keys;
        V[] vs = vals;
        int n = ks.length;
        K[] nks = (K[]) new Object[n + 1];
        V[] nvs = (V[]) new Object[n + 1];
        nks[0] = key;
        nvs[0] = value;
        for (int j = 0; j < n; j++) {
            nks[j + 1] = ks[j];
            nvs[j + 1] = vs[j];
        }
        keys = nks;
        vals = nvs;
        if (binCount >= TREEIFY_THRESHOLD - 1) {
            if (capacity < MIN_TREEIFY_CAPACITY) {
                capacity = capacity << 1;
            } else {
                treeifiedBin();
            }
        }
        modCount++;
    }

    /** The JDK's removeNode(hash, key, null, false, true) after a function returned null. */
    private void removeMapping(Object key) {
        int i = removeNodeIndex(key, null, false);
        if (i >= 0) {
            removeAt(i);
        }
    }

    /**
     * compute, computeIfAbsent and merge hash the key before anything else: a hashCode that
     * throws leaves the table as it was. Plain keys' hashCode cannot throw.
     */
    private static void hashFirst(Object key) {
        if (!plainKey(key)) {
            hash(key);
        }
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (mappingFunction == null) {
            throw new NullPointerException();
        }
        hashFirst(key);
        wellFormed();
        computeResize();
        int i = find(key);
        if (i >= 0 && vals[i] != null) {
            return vals[i];
        }
        int mc = modCount;
        int capacity0 = capacity;
        V v = mappingFunction.apply(key);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (v == null) {
            return null;
        } else if (i >= 0) {
            vals[i] = v;
            return v;
        }
        insertFirst(capacity0, key, v);
        return v;
    }

    public V computeIfPresent(K key,
            BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        wellFormed();
        int i = getNodeIndex(key);
        if (i >= 0 && vals[i] != null) {
            int mc = modCount;
            V v = remappingFunction.apply(key, vals[i]);
            if (mc != modCount) {
                throw new ConcurrentModificationException();
            }
            if (v != null) {
                vals[i] = v;
                return v;
            }
            removeMapping(key);
        }
        return null;
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        hashFirst(key);
        wellFormed();
        computeResize();
        int i = find(key);
        V oldValue = (i < 0) ? null : vals[i];
        int mc = modCount;
        int capacity0 = capacity;
        V v = remappingFunction.apply(key, oldValue);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (i >= 0) {
            if (v != null) {
                vals[i] = v;
            } else {
                removeMapping(key);
            }
        } else if (v != null) {
            insertFirst(capacity0, key, v);
        }
        return v;
    }

    public V merge(K key, V value,
            BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        hashFirst(key);
        wellFormed();
        computeResize();
        int i = find(key);
        if (i >= 0) {
            V v;
            if (vals[i] != null) {
                int mc = modCount;
                v = remappingFunction.apply(vals[i], value);
                if (mc != modCount) {
                    throw new ConcurrentModificationException();
                }
            } else {
                v = value;
            }
            if (v != null) {
                vals[i] = v;
            } else {
                removeMapping(key);
            }
            return v;
        }
        insertFirst(capacity, key, value);
        return value;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        wellFormed();
        if (keys.length > 0) {
            int mc = modCount;
            Walk w = new Walk();
            while (w.cur >= 0) {
                w.enter();
                action.accept(keys[w.cur], vals[w.cur]);
                w.advance();
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    /** e.value = function.apply(e.key, e.value): into e only while e is in the map. */
    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        wellFormed();
        if (keys.length > 0) {
            int mc = modCount;
            Walk w = new Walk();
            while (w.cur >= 0) {
                w.enter();
                V v = function.apply(keys[w.cur], vals[w.cur]);
                int j = w.locate();
                if (j >= 0) {
                    vals[j] = v;
                }
                w.advance();
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    static final int KEYS = 0;
    static final int VALUES = 1;
    static final int ENTRIES = 2;

    /** The views' forEach: the JDK's walk handing out keys, values or entries. */
    void walkView(int what, Consumer<Object> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        wellFormed();
        if (keys.length > 0) {
            int mc = modCount;
            Walk w = new Walk();
            while (w.cur >= 0) {
                w.enter();
                int i = w.cur;
                if (what == KEYS) {
                    action.accept(keys[i]);
                } else if (what == VALUES) {
                    action.accept(vals[i]);
                } else {
                    action.accept(new Node<K, V>(this, i, keys[i], modCount));
                }
                w.advance();
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    /**
     * The JDK's walk of forEach and replaceAll, for (e : tab) for (; e != null; e = e.next),
     * which goes on when the action changes the map: the iteration order while nothing
     * changes; after a change, the live successor of the current entry (later in its chain,
     * else the first entry of a later bucket), or after a resize only the rest of its chain (the
     * JDK's loop holds the old table, whose slots resize cleared); after the action removed the
     * current entry, the successor it had then (a removed node keeps its next). Actions with two
     * structural changes, or a clear of more than the current entry, are modifiedDuringWalk.
     */
    final class Walk {
        private final int[] order;
        private int pos;
        private boolean changed;
        private boolean chainOnly;
        /** The array index of the current entry, -1 at the end. */
        int cur;
        private K key;
        private int modBefore;
        private int sizeBefore;
        private int capacityBefore;

        Walk() {
            order = iterationOrder(hashes());
            cur = order.length > 0 ? order[0] : -1;
        }

        /** Before the action on the current entry. */
        void enter() {
            key = keys[cur];
            modBefore = modCount;
            sizeBefore = keys.length;
            capacityBefore = capacity;
        }

        /** The current entry's index now, -1 when the action removed it. */
        int locate() {
            if (!changed && modCount == modBefore && capacity == capacityBefore) {
                return cur;
            }
            K[] ks = keys;
            for (int j = 0; j < ks.length; j++) {
                if (ks[j] == key) {
                    return j;
                }
            }
            return -1;
        }

        /** After the action: to the entry the JDK visits next. */
        void advance() {
            if (!changed && modCount == modBefore && capacity == capacityBefore) {
                pos++;
                cur = pos < order.length ? order[pos] : -1;
                return;
            }
            changed = true;
            int d = modCount - modBefore;
            int j = locate();
            int from = j + 1;
            if (capacity != capacityBefore) {
                if (d > 1 || j < 0) {
                    modifiedDuringWalk();
                }
                chainOnly = true;
            } else if (j < 0) {
                if (d != 1 || keys.length != sizeBefore - 1) {
                    modifiedDuringWalk();
                }
                // removed: the entries after it moved down by one
                from = cur;
            } else if (d > 1) {
                modifiedDuringWalk();
            }
            cur = successor(hashes(), hash(key) & (capacity - 1), from, chainOnly);
        }
    }

    /**
     * The entry after a position of bucket b: the first entry of b at index from or later,
     * else (unless chainOnly) the first entry of the lowest later bucket; -1 when none.
     */
    private int successor(int[] hs, int b, int from, boolean chainOnly) {
        int mask = capacity - 1;
        int best = -1;
        int bestBucket = 0;
        for (int j = 0; j < hs.length; j++) {
            int bj = hs[j] & mask;
            if (bj == b && j >= from) {
                return j;
            }
            if (!chainOnly && bj > b && (best < 0 || bj < bestBucket)) {
                best = j;
                bestBucket = bj;
            }
        }
        return best;
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
        wellFormed();
        return putVal(key, value) < 0;
    }

    /** HashSet.remove: true when key was there (and is removed). */
    boolean removeKey(Object key) {
        wellFormed();
        int i = removeNodeIndex(key, null, false);
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

    /** The JDK's prepareArray: a new array of a's class when a is too short, else a[size] = null. */
    @SuppressWarnings("unchecked")
    <T> T[] prepareArray(T[] a) {
        int size = keys.length;
        if (a.length < size) {
            return (T[]) SymtestPrimitives.newArrayOf(a.getClass().getComponentType(), size);
        }
        if (a.length > size) {
            a[size] = null;
        }
        return a;
    }

    /** The JDK's keysToArray / valuesToArray: in iteration order. */
    @SuppressWarnings("unchecked")
    <T> T[] toArrayInOrder(T[] a, boolean ofKeys) {
        int[] order = iterationOrder(hashesOfWellFormed());
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
     * precomputed next node. After a resize without structural change (compute, merge or
     * putAll of present keys on a full map) it goes on live, as the JDK's: the next node's
     * successor in the new table, else the scan of the new table from the bucket index reached
     * in the old one (entries may come again).
     */
    abstract class HashIterator {
        int[] order;
        int cursor;
        int current = -1;
        int expectedModCount;
        Node<K, V> lastNode;
        private final int capacity0;
        private boolean live;
        private int nextIdx;
        private int scanFrom;

        HashIterator() {
            expectedModCount = modCount;
            order = iterationOrder(hashesOfWellFormed());
            capacity0 = capacity;
        }

        public final boolean hasNext() {
            return live ? nextIdx >= 0 : cursor < order.length;
        }

        final int nextIndex() {
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            if (!live && capacity != capacity0 && cursor < order.length) {
                live = true;
                nextIdx = order[cursor];
                scanFrom = (hash(keys[nextIdx]) & (capacity0 - 1)) + 1;
            }
            if (live) {
                int i = nextIdx;
                if (i < 0) {
                    throw new NoSuchElementException();
                }
                current = i;
                advanceLive(i);
                return i;
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
            int i = find(key);
            if (i != p) {
                iteratorRemoveMismatch();
            }
            if (live && nextIdx == p) {
                // a revisited entry: the JDK's next node is the one removed
                removedPendingEntry();
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
            if (nextIdx > p) {
                nextIdx--;
            }
            expectedModCount = modCount;
        }

        /** next = e.next in the live table, else the first entry of a bucket >= scanFrom. */
        private void advanceLive(int e) {
            int[] hs = hashes();
            int mask = capacity - 1;
            int b = hs[e] & mask;
            for (int j = e + 1; j < hs.length; j++) {
                if ((hs[j] & mask) == b) {
                    nextIdx = j;
                    return;
                }
            }
            int best = -1;
            int bestBucket = 0;
            for (int j = 0; j < hs.length; j++) {
                int bj = hs[j] & mask;
                if (bj >= scanFrom && (best < 0 || bj < bestBucket)) {
                    best = j;
                    bestBucket = bj;
                }
            }
            nextIdx = best;
            scanFrom = best < 0 ? capacity : bestBucket + 1;
        }
    }

    final class KeyIterator extends HashIterator implements Iterator<K> {
        public final K next() {
            return keys[nextIndex()];
        }

        /** Iterator's default. */
        public void forEachRemaining(Consumer<? super K> action) {
            Objects.requireNonNull(action);
            while (hasNext()) {
                action.accept(next());
            }
        }
    }

    final class ValueIterator extends HashIterator implements Iterator<V> {
        public final V next() {
            return vals[nextIndex()];
        }

        /** Iterator's default. */
        public void forEachRemaining(Consumer<? super V> action) {
            Objects.requireNonNull(action);
            while (hasNext()) {
                action.accept(next());
            }
        }
    }

    final class EntryIterator extends HashIterator implements Iterator<Map.Entry<K, V>> {
        public final Map.Entry<K, V> next() {
            int i = nextIndex();
            Node<K, V> node = new Node<K, V>(HashMap.this, i, keys[i], modCount);
            lastNode = node;
            return node;
        }

        /** Iterator's default. */
        public void forEachRemaining(Consumer<? super Map.Entry<K, V>> action) {
            Objects.requireNonNull(action);
            while (hasNext()) {
                action.accept(next());
            }
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

        public Spliterator<K> spliterator() {
            return map.<K>spliterator(KEYS);
        }

        public java.util.stream.Stream<K> stream() {
            return java.util.stream.StreamSupport.stream(spliterator(), false);
        }

        public java.util.stream.Stream<K> parallelStream() {
            return java.util.stream.StreamSupport.stream(spliterator(), true);
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

        @SuppressWarnings("unchecked")
        public final void forEach(Consumer<? super K> action) {
            map.walkView(KEYS, (Consumer<Object>) action);
        }

        /** Collection's default: toArray(generator.apply(0)). */
        public <T> T[] toArray(IntFunction<T[]> generator) {
            return toArray(generator.apply(0));
        }

        /** Collection's default, through the iterator. */
        public boolean removeIf(Predicate<? super K> filter) {
            Objects.requireNonNull(filter);
            boolean removed = false;
            Iterator<K> each = iterator();
            while (each.hasNext()) {
                if (filter.test(each.next())) {
                    each.remove();
                    removed = true;
                }
            }
            return removed;
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

        public Spliterator<V> spliterator() {
            return map.<V>spliterator(VALUES);
        }

        public java.util.stream.Stream<V> stream() {
            return java.util.stream.StreamSupport.stream(spliterator(), false);
        }

        public java.util.stream.Stream<V> parallelStream() {
            return java.util.stream.StreamSupport.stream(spliterator(), true);
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

        @SuppressWarnings("unchecked")
        public final void forEach(Consumer<? super V> action) {
            map.walkView(VALUES, (Consumer<Object>) action);
        }

        /** Collection's default: toArray(generator.apply(0)). */
        public <T> T[] toArray(IntFunction<T[]> generator) {
            return toArray(generator.apply(0));
        }

        /** Collection's default, through the iterator. */
        public boolean removeIf(Predicate<? super V> filter) {
            Objects.requireNonNull(filter);
            boolean removed = false;
            Iterator<V> each = iterator();
            while (each.hasNext()) {
                if (filter.test(each.next())) {
                    each.remove();
                    removed = true;
                }
            }
            return removed;
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

        public Spliterator<Map.Entry<K, V>> spliterator() {
            return map.<Map.Entry<K, V>>spliterator(ENTRIES);
        }

        public java.util.stream.Stream<Map.Entry<K, V>> stream() {
            return java.util.stream.StreamSupport.stream(spliterator(), false);
        }

        public java.util.stream.Stream<Map.Entry<K, V>> parallelStream() {
            return java.util.stream.StreamSupport.stream(spliterator(), true);
        }

        @SuppressWarnings("unchecked")
        public final void forEach(Consumer<? super Map.Entry<K, V>> action) {
            map.walkView(ENTRIES, (Consumer<Object>) action);
        }

        /** Collection's default, through the iterator. */
        public boolean removeIf(Predicate<? super Map.Entry<K, V>> filter) {
            Objects.requireNonNull(filter);
            boolean removed = false;
            Iterator<Map.Entry<K, V>> each = iterator();
            while (each.hasNext()) {
                if (filter.test(each.next())) {
                    each.remove();
                    removed = true;
                }
            }
            return removed;
        }

        /** The JDK's: the entry of e's key, compared as the JDK's Node.equals(e) does. */
        public final boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object key = e.getKey();
            map.wellFormed();
            int i = map.getNodeIndex(key);
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
                map.wellFormed();
                int i = map.removeNodeIndex(key, value, true);
                if (i < 0) {
                    return false;
                }
                map.removeAt(i);
                return true;
            }
            return false;
        }
    }

    // ---- streams (the stream models' source: the views' and HashSet's stream() are
    // StreamSupport.stream(spliterator(), parallel), as in the JDK)

    /** A spliterator's table walk after a structural change: not modelled. */
    private static native void comodifiedTraversal();

    /** trySplit: not modelled (the streams are sequential). */
    private static native <T> Spliterator<T> split();

    /** The JDK's KeySpliterator, ValueSpliterator or EntrySpliterator (what: KEYS, ...). */
    <T> Spliterator<T> spliterator(int what) {
        return new HashMapSpliterator<T>(what);
    }

    /**
     * The JDK's Key/Value/EntrySpliterator: late-binding (the size and modCount read at the
     * first use; SIZED while the size is the one read), DISTINCT but for values. A traversal of
     * a spliterator not yet advanced is the JDK's table walk (walkView, as forEach); an advance
     * after a structural change, or one during a traversal after an advance, is the unhandled
     * call comodifiedTraversal (the JDK walks its table on from its current node).
     */
    // java.util./*JDK*/function.Consumer: the same Consumer; written so, the functional check
    // (models/check/functional), which renames java.util.function, keeps the JDK's here.
    final class HashMapSpliterator<T> implements Spliterator<T> {
        private final int what;
        /** The iteration order when bound (the JDK's fence), null before. */
        private int[] order;
        private int cursor;
        private int est;
        private int expectedModCount;

        HashMapSpliterator(int what) {
            this.what = what;
        }

        private void bindFence() {
            if (order == null) {
                expectedModCount = modCount;
                order = iterationOrder(hashesOfWellFormed());
            }
        }

        private void getFence() {
            if (order == null) {
                bindFence();
                est = keys.length;
            }
        }

        @SuppressWarnings("unchecked")
        private T element(int i) {
            if (what == KEYS) {
                return (T) keys[i];
            }
            if (what == VALUES) {
                return (T) vals[i];
            }
            return (T) new Node<K, V>(HashMap.this, i, keys[i], modCount);
        }

        public Spliterator<T> trySplit() {
            return split();
        }

        public boolean tryAdvance(java.util./*JDK*/function.Consumer<? super T> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            if (capacity == 0) {
                return false;
            }
            getFence();
            if (modCount != expectedModCount) {
                comodifiedTraversal();
            }
            if (cursor < order.length) {
                T e = element(order[cursor]);
                cursor++;
                action.accept(e);
                if (modCount != expectedModCount) {
                    throw new ConcurrentModificationException();
                }
                return true;
            }
            return false;
        }

        @SuppressWarnings("unchecked")
        public void forEachRemaining(java.util./*JDK*/function.Consumer<? super T> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            bindFence();
            if (capacity == 0 || cursor == order.length) {
                return;
            }
            int mc = expectedModCount;
            if (modCount != mc) {
                comodifiedTraversal();
            }
            if (cursor == 0) {
                cursor = order.length;
                walkView(what, (Consumer<Object>) action);
                return;
            }
            for (; cursor < order.length; cursor++) {
                action.accept(element(order[cursor]));
                if (modCount != mc) {
                    comodifiedTraversal();
                }
            }
        }

        public long estimateSize() {
            getFence();
            return (long) est;
        }

        public int characteristics() {
            int sized = (order == null || est == keys.length) ? Spliterator.SIZED : 0;
            return what == VALUES ? sized : sized | Spliterator.DISTINCT;
        }

        public long getExactSizeIfKnown() {
            return (characteristics() & Spliterator.SIZED) == 0 ? -1L : estimateSize();
        }

        public boolean hasCharacteristics(int characteristics) {
            return (characteristics() & characteristics) == characteristics;
        }

        public java.util.Comparator<? super T> getComparator() {
            throw new IllegalStateException();
        }
    }
}
