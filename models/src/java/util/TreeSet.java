package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * symtest model of java.util.TreeSet: a TreeMap model of the elements to one shared value, as
 * the JDK's, so orders, comparisons and exceptions are TreeMap's. Modelled: the constructors,
 * add, addAll (a sorted set into an empty one with the same comparator builds the balanced
 * tree, as the JDK), remove, contains, size, isEmpty, clear, iterator (fail-fast, remove),
 * first, last, lower, floor, ceiling, higher, pollFirst, pollLast, comparator, and
 * AbstractSet's and AbstractCollection's equals, hashCode, toString, toArray, containsAll,
 * removeAll, retainAll, with Iterable's forEach and Collection's removeIf. Unhandled (native):
 * descendingSet, descendingIterator, subSet, headSet, tailSet, clone, spliterator.
 */
public class TreeSet<E> extends AbstractSet<E>
        implements NavigableSet<E>, Cloneable, java.io.Serializable {
    private static final Object PRESENT = new Object();

    private final TreeMap<E, Object> m;

    public TreeSet() {
        m = new TreeMap<>();
    }

    public TreeSet(Comparator<? super E> comparator) {
        m = new TreeMap<>(comparator);
    }

    public TreeSet(Collection<? extends E> c) {
        this();
        addAll(c);
    }

    public TreeSet(SortedSet<E> s) {
        this(s.comparator());
        addAll(s);
    }

    private static native <T> T unmodelled();

    public Iterator<E> iterator() {
        return m.keySet().iterator();
    }

    public Iterator<E> descendingIterator() {
        return unmodelled();
    }

    public NavigableSet<E> descendingSet() {
        return unmodelled();
    }

    public int size() {
        return m.size();
    }

    public boolean isEmpty() {
        return m.isEmpty();
    }

    public boolean contains(Object o) {
        return m.containsKey(o);
    }

    public boolean add(E e) {
        return m.put(e, PRESENT) == null;
    }

    public boolean remove(Object o) {
        return m.remove(o) == PRESENT;
    }

    public void clear() {
        m.clear();
    }

    public boolean addAll(Collection<? extends E> c) {
        if (m.size() == 0 && c.size() > 0 && c instanceof SortedSet) {
            SortedSet<? extends E> set = (SortedSet<? extends E>) c;
            if (Objects.equals(set.comparator(), m.comparator())) {
                m.addAllForTreeSet(set, PRESENT);
                return true;
            }
        }
        boolean modified = false;
        for (E e : c) {
            if (add(e)) {
                modified = true;
            }
        }
        return modified;
    }

    public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement,
            boolean toInclusive) {
        return unmodelled();
    }

    public NavigableSet<E> headSet(E toElement, boolean inclusive) {
        return unmodelled();
    }

    public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
        return unmodelled();
    }

    public SortedSet<E> subSet(E fromElement, E toElement) {
        return unmodelled();
    }

    public SortedSet<E> headSet(E toElement) {
        return unmodelled();
    }

    public SortedSet<E> tailSet(E fromElement) {
        return unmodelled();
    }

    public Comparator<? super E> comparator() {
        return m.comparator();
    }

    // SequencedCollection (Java 21), as NavigableSet's defaults and TreeSet's own addFirst.
    public E getFirst() {
        return first();
    }

    public E getLast() {
        return last();
    }

    public E removeFirst() {
        return SymtestCollections.removeFirst(this);
    }

    public E removeLast() {
        return SymtestCollections.removeLast(this);
    }

    public void addFirst(E e) {
        throw new UnsupportedOperationException();
    }

    public void addLast(E e) {
        throw new UnsupportedOperationException();
    }

    public NavigableSet<E> reversed() {
        return descendingSet();
    }

    public E first() {
        return m.firstKey();
    }

    public E last() {
        return m.lastKey();
    }

    public E lower(E e) {
        return m.lowerKey(e);
    }

    public E floor(E e) {
        return m.floorKey(e);
    }

    public E ceiling(E e) {
        return m.ceilingKey(e);
    }

    public E higher(E e) {
        return m.higherKey(e);
    }

    public E pollFirst() {
        Map.Entry<E, ?> e = m.pollFirstEntry();
        return e == null ? null : e.getKey();
    }

    public E pollLast() {
        Map.Entry<E, ?> e = m.pollLastEntry();
        return e == null ? null : e.getKey();
    }

    public Object clone() {
        return unmodelled();
    }

    // AbstractSet's and AbstractCollection's methods, as the JDK inherits them.

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
        for (E e : this) {
            if (e != null) {
                h += e.hashCode();
            }
        }
        return h;
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        boolean modified = false;
        if (size() > c.size()) {
            for (Object e : c) {
                if (remove(e)) {
                    modified = true;
                }
            }
        } else {
            for (Iterator<?> i = iterator(); i.hasNext();) {
                if (c.contains(i.next())) {
                    i.remove();
                    modified = true;
                }
            }
        }
        return modified;
    }

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

    public boolean containsAll(Collection<?> c) {
        return SymtestCollections.containsAll(this, c);
    }

    public Object[] toArray() {
        Object[] a = new Object[size()];
        Iterator<E> it = iterator();
        for (int i = 0; i < a.length; i++) {
            a[i] = it.next();
        }
        return a;
    }

    public String toString() {
        return SymtestCollections.text(this);
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        for (E e : this) {
            action.accept(e);
        }
    }

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
}
