/** A small map of objects to objects by linear probing; null values are allowed. */
public class ObjectMap {
    private final Object[] keys = new Object[4];
    private final Object[] values = new Object[4];
    private int size;

    public ObjectMap() {
    }

    private int indexOf(Object key) {
        for (int i = 0; i < size; i++) {
            if (keys[i].equals(key)) {
                return i;
            }
        }
        return -1;
    }

    public Object put(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException("null key");
        }
        int i = indexOf(key);
        if (i >= 0) {
            Object old = values[i];
            values[i] = value;
            return old;
        }
        if (size == keys.length) {
            throw new IllegalStateException("full");
        }
        keys[size] = key;
        values[size] = value;
        size++;
        return null;
    }

    public Object get(Object key) {
        int i = indexOf(key);
        return i < 0 ? null : values[i];
    }

    public Object remove(Object key) {
        int i = indexOf(key);
        if (i < 0) {
            return null;
        }
        Object old = values[i];
        size--;
        keys[i] = keys[size];
        values[i] = values[size];
        keys[size] = null;
        values[size] = null;
        return old;
    }

    public int size() {
        return size;
    }
}
