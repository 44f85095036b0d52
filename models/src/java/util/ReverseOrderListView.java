package java.util;

import java.util.function.IntFunction;

/**
 * The view List.reversed() returns (Java 21): the base list read from its end, every change
 * written through to it, under the JDK's own class name (a RandomAccess base gets the nested
 * Rand). Each method maps an index i of the view to size - 1 - i of the base and checks the
 * index against the view's size first, as the JDK does; a view of an unmodifiable list still
 * calls the base's mutators, which refuse. Iteration runs the base's list iterator backwards,
 * so the base's modification checks apply. Unhandled: subList, listIterator, addAll,
 * removeAll, retainAll, toArray(T[]), spliterator and the streams.
 */
class ReverseOrderListView<E> implements List<E> {
    final List<E> base;
    final boolean modifiable;

    public static <T> List<T> of(List<T> list, boolean modifiable) {
        return list instanceof RandomAccess ? new Rand<>(list, modifiable)
                                            : new ReverseOrderListView<>(list, modifiable);
    }

    static class Rand<E> extends ReverseOrderListView<E> implements RandomAccess {
        Rand(List<E> list, boolean modifiable) {
            super(list, modifiable);
        }
    }

    private ReverseOrderListView(List<E> list, boolean modifiable) {
        this.base = list;
        this.modifiable = modifiable;
    }

    private static native <T> T unmodelled();

    void checkModifiable() {
        if (!modifiable) {
            throw new UnsupportedOperationException();
        }
    }

    public int size() {
        return base.size();
    }

    public boolean isEmpty() {
        return base.isEmpty();
    }

    public E get(int i) {
        int size = base.size();
        Objects.checkIndex(i, size);
        return base.get(size - i - 1);
    }

    public E set(int i, E e) {
        checkModifiable();
        int size = base.size();
        Objects.checkIndex(i, size);
        return base.set(size - i - 1, e);
    }

    public boolean add(E e) {
        checkModifiable();
        base.add(0, e);
        return true;
    }

    public void add(int index, E e) {
        checkModifiable();
        int size = base.size();
        if (index < 0 || index > size) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + size);
        }
        base.add(size - index, e);
    }

    public E remove(int i) {
        checkModifiable();
        int size = base.size();
        Objects.checkIndex(i, size);
        return base.remove(size - i - 1);
    }

    public boolean remove(Object o) {
        checkModifiable();
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            if (Objects.equals(o, it.next())) {
                it.remove();
                return true;
            }
        }
        return false;
    }

    public void clear() {
        checkModifiable();
        base.clear();
    }

    public boolean contains(Object o) {
        return base.contains(o);
    }

    public boolean containsAll(Collection<?> c) {
        return base.containsAll(c);
    }

    public int indexOf(Object o) {
        int i = base.lastIndexOf(o);
        return i == -1 ? -1 : base.size() - i - 1;
    }

    public int lastIndexOf(Object o) {
        int i = base.indexOf(o);
        return i == -1 ? -1 : base.size() - i - 1;
    }

    public Iterator<E> iterator() {
        ListIterator<E> it = base.listIterator(base.size());
        return new Iterator<E>() {
            public boolean hasNext() {
                return it.hasPrevious();
            }

            public E next() {
                return it.previous();
            }

            public void remove() {
                checkModifiable();
                it.remove();
            }
        };
    }

    public Object[] toArray() {
        Object[] a = base.toArray();
        for (int i = 0, j = a.length - 1; i < j; i++, j--) {
            Object t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        return a;
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof List)) {
            return false;
        }
        Iterator<E> mine = iterator();
        ListIterator<?> theirs = ((List<?>) o).listIterator();
        while (mine.hasNext() && theirs.hasNext()) {
            if (!Objects.equals(mine.next(), theirs.next())) {
                return false;
            }
        }
        return !(mine.hasNext() || theirs.hasNext());
    }

    public int hashCode() {
        int h = 1;
        for (E e : this) {
            h = 31 * h + (e == null ? 0 : e.hashCode());
        }
        return h;
    }

    public String toString() {
        return SymtestCollections.text(this);
    }

    // SequencedCollection (Java 21): List's defaults; the reverse of the view is its base.
    public E getFirst() {
        return SymtestCollections.getFirst(this);
    }

    public E getLast() {
        return SymtestCollections.getLast(this);
    }

    public void addFirst(E e) {
        add(0, e);
    }

    public void addLast(E e) {
        add(e);
    }

    public E removeFirst() {
        return SymtestCollections.removeFirst(this);
    }

    public E removeLast() {
        return SymtestCollections.removeLast(this);
    }

    public List<E> reversed() {
        return base;
    }

    public List<E> subList(int from, int to) {
        return unmodelled();
    }

    public ListIterator<E> listIterator() {
        return unmodelled();
    }

    public ListIterator<E> listIterator(int index) {
        return unmodelled();
    }

    public boolean addAll(Collection<? extends E> c) {
        return unmodelled();
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        return unmodelled();
    }

    public boolean removeAll(Collection<?> c) {
        return unmodelled();
    }

    public boolean retainAll(Collection<?> c) {
        return unmodelled();
    }

    public <T> T[] toArray(T[] a) {
        return unmodelled();
    }

    public <T> T[] toArray(IntFunction<T[]> generator) {
        return unmodelled();
    }
}
