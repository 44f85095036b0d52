package java.util;

import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Predicate;

/**
 * symtest model of java.util.HashSet: a HashMap (the HashMap model) whose keys are the
 * elements, as in the JDK; its values are never read (the JDK stores a shared dummy object,
 * the model null: model statics start at null). Iteration is the map's key iteration, so the
 * order is the JDK's. Modelled: the constructors (none, int, Collection with the JDK's
 * initial capacity max(size / .75f + 1, 16)), add, remove, contains, size, isEmpty, clear,
 * iterator, toArray, and AbstractSet's/AbstractCollection's equals, hashCode, containsAll,
 * addAll, removeAll, retainAll, and the interfaces' forEach, removeIf and toArray(IntFunction)
 * (through the iterator, as the JDK's HashSet does not override them). Unhandled: toString,
 * clone, HashSet(int, float), toArray(T[]) into a too short array (it needs
 * reflection).
 */
public class HashSet<E> extends AbstractSet<E> implements Set<E>, Cloneable,
        java.io.Serializable {
    private HashMap<E, Object> map;

    public HashSet() {
        map = new HashMap<E, Object>();
    }

    public HashSet(Collection<? extends E> c) {
        int s = c.size();
        // the JDK's Math.max((int) (c.size() / .75f) + 1, 16); since JDK 19
        // HashMap.newHashMap(Math.max(c.size(), 12)), whose capacity is ceil(n / 0.75)
        int initialCapacity = 16;
        if (s > (SymtestPrimitives.jdkRelease() >= 19 ? 12 : 0)) {
            int t = HashMap.presize(s);
            if (t > 16) {
                initialCapacity = t;
            }
        }
        map = new HashMap<E, Object>(initialCapacity);
        addAll(c);
    }

    public HashSet(int initialCapacity) {
        map = new HashMap<E, Object>(initialCapacity);
    }

    private HashMap<E, Object> map() {
        HashMap<E, Object> m = map;
        SymtestPrimitives.assume(m != null);
        return m;
    }

    public Iterator<E> iterator() {
        return map().keySet().iterator();
    }

    /** The JDK's HashMap.KeySpliterator over the map (the stream models' source). */
    public Spliterator<E> spliterator() {
        return map().<E>spliterator(HashMap.KEYS);
    }

    public java.util.stream.Stream<E> stream() {
        return java.util.stream.StreamSupport.stream(spliterator(), false);
    }

    public java.util.stream.Stream<E> parallelStream() {
        return java.util.stream.StreamSupport.stream(spliterator(), true);
    }

    public int size() {
        return map().size();
    }

    public boolean isEmpty() {
        return map().isEmpty();
    }

    public boolean contains(Object o) {
        return map().containsKey(o);
    }

    public boolean add(E e) {
        return map().addKey(e, null);
    }

    public boolean remove(Object o) {
        return map().removeKey(o);
    }

    public void clear() {
        map().clear();
    }

    public Object[] toArray() {
        HashMap<E, Object> m = map();
        return m.toArrayInOrder(new Object[m.size()], true);
    }

    public <T> T[] toArray(T[] a) {
        HashMap<E, Object> m = map();
        return m.toArrayInOrder(m.prepareArray(a), true);
    }

    /** Iterable's default: for (E e : this). */
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            action.accept(it.next());
        }
    }

    /** Collection's default, through the iterator. */
    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        boolean removed = false;
        Iterator<E> each = iterator();
        while (each.hasNext()) {
            if (filter.test(each.next())) {
                each.remove();
                removed = true;
            }
        }
        return removed;
    }

    /** Collection's default: toArray(generator.apply(0)). */
    public <T> T[] toArray(IntFunction<T[]> generator) {
        return toArray(generator.apply(0));
    }

    /** AbstractSet.equals. */
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
        } catch (ClassCastException unused) {
            return false;
        } catch (NullPointerException unused) {
            return false;
        }
    }

    /** AbstractSet.hashCode: the sum of the elements' hashCode (taken in array order). */
    public int hashCode() {
        Object[] es = map().keyArray();
        int h = 0;
        for (int i = 0; i < es.length; i++) {
            Object obj = es[i];
            if (obj != null) {
                h += obj.hashCode();
            }
        }
        return h;
    }

    /** AbstractCollection.containsAll. */
    public boolean containsAll(Collection<?> c) {
        Iterator<?> it = c.iterator();
        while (it.hasNext()) {
            if (!contains(it.next())) {
                return false;
            }
        }
        return true;
    }

    /** AbstractCollection.addAll. */
    public boolean addAll(Collection<? extends E> c) {
        boolean modified = false;
        Iterator<? extends E> it = c.iterator();
        while (it.hasNext()) {
            if (add(it.next())) {
                modified = true;
            }
        }
        return modified;
    }

    /** AbstractSet.removeAll: iterates the smaller of the two. */
    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        boolean modified = false;
        if (size() > c.size()) {
            Iterator<?> it = c.iterator();
            while (it.hasNext()) {
                if (remove(it.next())) {
                    modified = true;
                }
            }
        } else {
            Iterator<?> i = iterator();
            while (i.hasNext()) {
                if (c.contains(i.next())) {
                    i.remove();
                    modified = true;
                }
            }
        }
        return modified;
    }

    /** AbstractCollection.retainAll. */
    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        boolean modified = false;
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            if (!c.contains(it.next())) {
                it.remove();
                modified = true;
            }
        }
        return modified;
    }
}
