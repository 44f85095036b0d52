package java.util;

/**
 * symtest model of java.util.EnumMap: the entries are kept in a TreeMap model, whose natural
 * order for enum constants is their ordinal, the order the JDK's EnumMap iterates in. As the
 * JDK's: a null key type fails the constructor (NullPointerException); put takes keys of the
 * key type only (null: NullPointerException, another class: ClassCastException); get,
 * containsKey and remove of another key (null included) find nothing; equals, hashCode and
 * toString are the map's entries'. Unhandled (native): clone, and the copy of a map that is
 * no EnumMap (which takes the key type from its first key's declaring class).
 */
public class EnumMap<K extends Enum<K>, V> extends AbstractMap<K, V>
        implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 458661240069192865L;

    private final Class<K> keyType;
    private final TreeMap<K, V> entries = new TreeMap<>();

    public EnumMap(Class<K> keyType) {
        if (keyType == null) {
            throw new NullPointerException();
        }
        this.keyType = keyType;
    }

    public EnumMap(EnumMap<K, ? extends V> m) {
        keyType = m.keyType;
        entries.putAll(m.entries);
    }

    @SuppressWarnings("unchecked")
    public EnumMap(Map<K, ? extends V> m) {
        if (!(m instanceof EnumMap)) {
            throw unmodelled();
        }
        EnumMap<K, ? extends V> em = (EnumMap<K, ? extends V>) m;
        keyType = em.keyType;
        entries.putAll(em.entries);
    }

    private static native RuntimeException unmodelled();

    private boolean isValidKey(Object key) {
        return key != null && keyType.isInstance(key);
    }

    public int size() {
        return entries.size();
    }

    public boolean containsValue(Object value) {
        return entries.containsValue(value);
    }

    public boolean containsKey(Object key) {
        return isValidKey(key) && entries.containsKey(key);
    }

    public V get(Object key) {
        return isValidKey(key) ? entries.get(key) : null;
    }

    public V put(K key, V value) {
        if (key == null) {
            throw new NullPointerException();
        }
        if (!keyType.isInstance(key)) {
            throw new ClassCastException();
        }
        return entries.put(key, value);
    }

    public V remove(Object key) {
        return isValidKey(key) ? entries.remove(key) : null;
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    public void clear() {
        entries.clear();
    }

    public Set<K> keySet() {
        return entries.keySet();
    }

    public Collection<V> values() {
        return entries.values();
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return entries.entrySet();
    }

    public boolean equals(Object o) {
        return this == o || entries.equals(o);
    }

    public int hashCode() {
        return entries.hashCode();
    }

    public String toString() {
        return entries.toString();
    }

    public native EnumMap<K, V> clone();
}
