package java.util;

/**
 * symtest model of java.util.AbstractMap: the methods its specification defines over
 * entrySet() (size, isEmpty, containsKey, containsValue, get, remove, putAll, clear, equals,
 * hashCode, toString, put throwing UnsupportedOperationException) and the entry classes
 * SimpleEntry and SimpleImmutableEntry, which TreeMap's navigation methods return. The models
 * that extend it (HashMap, TreeMap, ...) override what they implement themselves. keySet(),
 * values() and clone() are unhandled calls.
 */
public abstract class AbstractMap<K, V> implements Map<K, V> {
    protected AbstractMap() {
    }

    public abstract Set<Map.Entry<K, V>> entrySet();

    private static native <T> T unmodelled();

    public int size() {
        return entrySet().size();
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    public boolean containsValue(Object value) {
        Iterator<Map.Entry<K, V>> i = entrySet().iterator();
        while (i.hasNext()) {
            Map.Entry<K, V> e = i.next();
            if (value == null ? e.getValue() == null : value.equals(e.getValue())) {
                return true;
            }
        }
        return false;
    }

    public boolean containsKey(Object key) {
        Iterator<Map.Entry<K, V>> i = entrySet().iterator();
        while (i.hasNext()) {
            Map.Entry<K, V> e = i.next();
            if (key == null ? e.getKey() == null : key.equals(e.getKey())) {
                return true;
            }
        }
        return false;
    }

    public V get(Object key) {
        Iterator<Map.Entry<K, V>> i = entrySet().iterator();
        while (i.hasNext()) {
            Map.Entry<K, V> e = i.next();
            if (key == null ? e.getKey() == null : key.equals(e.getKey())) {
                return e.getValue();
            }
        }
        return null;
    }

    public V put(K key, V value) {
        throw new UnsupportedOperationException();
    }

    public V remove(Object key) {
        Iterator<Map.Entry<K, V>> i = entrySet().iterator();
        Map.Entry<K, V> found = null;
        while (found == null && i.hasNext()) {
            Map.Entry<K, V> e = i.next();
            if (key == null ? e.getKey() == null : key.equals(e.getKey())) {
                found = e;
            }
        }
        V old = null;
        if (found != null) {
            old = found.getValue();
            i.remove();
        }
        return old;
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    public void clear() {
        entrySet().clear();
    }

    public Set<K> keySet() {
        return unmodelled();
    }

    public Collection<V> values() {
        return unmodelled();
    }

    public boolean equals(Object o) {
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
            for (Map.Entry<K, V> e : entrySet()) {
                K key = e.getKey();
                V value = e.getValue();
                if (value == null) {
                    if (!(m.get(key) == null && m.containsKey(key))) {
                        return false;
                    }
                } else if (!value.equals(m.get(key))) {
                    return false;
                }
            }
        } catch (ClassCastException | NullPointerException unused) {
            return false;
        }
        return true;
    }

    public int hashCode() {
        int h = 0;
        for (Map.Entry<K, V> e : entrySet()) {
            h += e.hashCode();
        }
        return h;
    }

    public String toString() {
        Iterator<Map.Entry<K, V>> i = entrySet().iterator();
        if (!i.hasNext()) {
            return "{}";
        }
        StringBuilder sb = new StringBuilder();
        sb.append('{');
        while (true) {
            Map.Entry<K, V> e = i.next();
            K key = e.getKey();
            V value = e.getValue();
            sb.append(key == this ? "(this Map)" : String.valueOf(key));
            sb.append('=');
            sb.append(value == this ? "(this Map)" : String.valueOf(value));
            if (!i.hasNext()) {
                return sb.append('}').toString();
            }
            sb.append(',').append(' ');
        }
    }

    protected Object clone() throws CloneNotSupportedException {
        return unmodelled();
    }

    private static boolean eq(Object o1, Object o2) {
        return o1 == null ? o2 == null : o1.equals(o2);
    }

    /** Map.Entry's equals: o is an entry with an equal key and an equal value. */
    static boolean entryEquals(Object key, Object value, Object o) {
        return o instanceof Map.Entry && eq(key, ((Map.Entry<?, ?>) o).getKey())
                && eq(value, ((Map.Entry<?, ?>) o).getValue());
    }

    /** Map.Entry's hashCode: the key's hash ^ the value's (0 for null). */
    static int entryHash(Object key, Object value) {
        return (key == null ? 0 : key.hashCode()) ^ (value == null ? 0 : value.hashCode());
    }

    /** An entry holding a key and a value that can be set. */
    public static class SimpleEntry<K, V> implements Map.Entry<K, V>, java.io.Serializable {
        private final K key;
        private V value;

        public SimpleEntry(K key, V value) {
            this.key = key;
            this.value = value;
        }

        public SimpleEntry(Map.Entry<? extends K, ? extends V> entry) {
            this.key = entry.getKey();
            this.value = entry.getValue();
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            V old = this.value;
            this.value = value;
            return old;
        }

        public boolean equals(Object o) {
            return entryEquals(key, value, o);
        }

        public int hashCode() {
            return entryHash(key, value);
        }

        public String toString() {
            return key + "=" + value;
        }
    }

    /** An entry holding a key and a value; setValue throws UnsupportedOperationException. */
    public static class SimpleImmutableEntry<K, V>
            implements Map.Entry<K, V>, java.io.Serializable {
        private final K key;
        private final V value;

        public SimpleImmutableEntry(K key, V value) {
            this.key = key;
            this.value = value;
        }

        public SimpleImmutableEntry(Map.Entry<? extends K, ? extends V> entry) {
            this.key = entry.getKey();
            this.value = entry.getValue();
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            throw new UnsupportedOperationException();
        }

        public boolean equals(Object o) {
            return entryEquals(key, value, o);
        }

        public int hashCode() {
            return entryHash(key, value);
        }

        public String toString() {
            return key + "=" + value;
        }
    }
}
