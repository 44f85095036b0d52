package java.util;

import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import java.util.stream.SymtestSpliterator;

/**
 * symtest model of java.util.ImmutableCollections, the lists the streams return: ListN (with
 * or without nulls: Stream.toList() allows them) and List12 (Collectors.toUnmodifiableList of
 * one or two elements), with the JDK's results and exceptions (UnsupportedOperationException
 * for every mutator, NullPointerException for indexOf(null) where nulls are not allowed,
 * IndexOutOfBoundsException from List12.get, ArrayIndexOutOfBoundsException from ListN.get).
 * The empty lists are shared, as the JDK's; stream() is the JDK's RandomAccess spliterator's
 * stream. Public (the JDK's is package-private) for the stream models. Not modelled (absent
 * or unhandled): subList, toString, spliterator, toArray(T[]) into a too short array, List.of
 * and the sets and maps.
 */
public class ImmutableCollections {
    private ImmutableCollections() {
    }

    static final ListN<?> EMPTY_LIST = new ListN<Object>(new Object[0], false);
    static final ListN<?> EMPTY_LIST_NULLS = new ListN<Object>(new Object[0], true);

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    /** Stream.toList(): the array itself, nulls allowed. */
    @SuppressWarnings("unchecked")
    public static <E> List<E> listFromTrustedArrayNullsAllowed(Object[] input) {
        if (input.length == 0) {
            return (List<E>) EMPTY_LIST_NULLS;
        }
        return new ListN<E>((E[]) input, true);
    }

    /** Collectors.toUnmodifiableList(): NullPointerException for a null element. */
    @SuppressWarnings("unchecked")
    public static <E> List<E> listFromTrustedArray(Object[] input) {
        for (int i = 0; i < input.length; i++) {
            Objects.requireNonNull(input[i]);
        }
        if (input.length == 0) {
            return (List<E>) EMPTY_LIST;
        }
        if (input.length == 1) {
            return new List12<E>((E) input[0], null, false);
        }
        if (input.length == 2) {
            return new List12<E>((E) input[0], (E) input[1], true);
        }
        return new ListN<E>((E[]) input, false);
    }

    abstract static class AbstractImmutableCollection<E> extends AbstractCollection<E> {
        public boolean add(E e) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }

        /** Iterable's default, through the iterator. */
        public void forEach(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            Iterator<E> it = iterator();
            while (it.hasNext()) {
                action.accept(it.next());
            }
        }

        /** Collection's default: toArray(generator.apply(0)). */
        public <T> T[] toArray(IntFunction<T[]> generator) {
            return toArray(generator.apply(0));
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
    }

    abstract static class AbstractImmutableList<E> extends AbstractImmutableCollection<E>
            implements List<E>, RandomAccess {
        // SequencedCollection (Java 21): List's defaults, so the changes fail as add(0, e) and
        // remove(0) do, after the emptiness check.
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
            return ReverseOrderListView.of(this, true);
        }

        public void add(int index, E element) {
            throw uoe();
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw uoe();
        }

        public E remove(int index) {
            throw uoe();
        }

        public void replaceAll(UnaryOperator<E> operator) {
            throw uoe();
        }

        public E set(int index, E element) {
            throw uoe();
        }

        public void sort(Comparator<? super E> c) {
            throw uoe();
        }

        public native List<E> subList(int fromIndex, int toIndex);

        public Iterator<E> iterator() {
            return new ListItr<E>(this, size(), 0, false);
        }

        public ListIterator<E> listIterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(int index) {
            int size = size();
            if (index < 0 || index > size) {
                throw outOfBounds(index);
            }
            return new ListItr<E>(this, size, index, true);
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof List)) {
                return false;
            }
            Iterator<?> oit = ((List<?>) o).iterator();
            for (int i = 0, s = size(); i < s; i++) {
                if (!oit.hasNext() || !Objects.equals(get(i), oit.next())) {
                    return false;
                }
            }
            return !oit.hasNext();
        }

        public int hashCode() {
            int hash = 1;
            for (int i = 0, s = size(); i < s; i++) {
                hash = 31 * hash + Objects.hashCode(get(i));
            }
            return hash;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        IndexOutOfBoundsException outOfBounds(int index) {
            return new IndexOutOfBoundsException("Index: " + index + " Size: " + size());
        }

        /** The JDK's List.spliterator over a RandomAccess list, as a stream: in order, sized. */
        public Stream<E> stream() {
            return SymtestSpliterator.ofList(this, false);
        }

        public Stream<E> parallelStream() {
            return SymtestSpliterator.ofList(this, true);
        }
    }

    static final class ListItr<E> implements ListIterator<E> {
        private final List<E> list;
        private final int size;
        private final boolean isListIterator;
        private int cursor;

        ListItr(List<E> list, int size, int index, boolean isListIterator) {
            this.list = list;
            this.size = size;
            this.cursor = index;
            this.isListIterator = isListIterator;
        }

        public boolean hasNext() {
            return cursor != size;
        }

        public E next() {
            try {
                int i = cursor;
                E next = list.get(i);
                cursor = i + 1;
                return next;
            } catch (IndexOutOfBoundsException e) {
                throw new NoSuchElementException();
            }
        }

        public void remove() {
            throw uoe();
        }

        public boolean hasPrevious() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor != 0;
        }

        public E previous() {
            if (!isListIterator) {
                throw uoe();
            }
            try {
                int i = cursor - 1;
                E previous = list.get(i);
                cursor = i;
                return previous;
            } catch (IndexOutOfBoundsException e) {
                throw new NoSuchElementException();
            }
        }

        public int nextIndex() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor;
        }

        public int previousIndex() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor - 1;
        }

        public void set(E e) {
            throw uoe();
        }

        public void add(E e) {
            throw uoe();
        }
    }

    /** One or two non-null elements (two: e1 present). */
    static final class List12<E> extends AbstractImmutableList<E> {
        private final E e0;
        private final E e1;
        private final boolean two;

        List12(E e0, E e1, boolean two) {
            this.e0 = e0;
            this.e1 = e1;
            this.two = two;
        }

        public int size() {
            return two ? 2 : 1;
        }

        public boolean isEmpty() {
            return false;
        }

        public E get(int index) {
            if (index == 0) {
                return e0;
            } else if (index == 1 && two) {
                return e1;
            }
            throw outOfBounds(index);
        }

        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            if (o.equals(e0)) {
                return 0;
            } else if (two && o.equals(e1)) {
                return 1;
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            if (two && o.equals(e1)) {
                return 1;
            } else if (o.equals(e0)) {
                return 0;
            }
            return -1;
        }

        public Object[] toArray() {
            return two ? new Object[] {e0, e1} : new Object[] {e0};
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] a) {
            int size = size();
            if (a.length < size) {
                a = (T[]) SymtestPrimitives.newArrayOf(a.getClass().getComponentType(), size);
            }
            a[0] = (T) e0;
            if (size == 2) {
                a[1] = (T) e1;
            }
            if (a.length > size) {
                a[size] = null;
            }
            return a;
        }
    }

    static final class ListN<E> extends AbstractImmutableList<E> {
        private final E[] elements;
        private final boolean allowNulls;

        ListN(E[] elements, boolean allowNulls) {
            this.elements = elements;
            this.allowNulls = allowNulls;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        public int size() {
            return elements.length;
        }

        public E get(int index) {
            return elements[index];
        }

        public Object[] toArray() {
            E[] es = elements;
            Object[] a = new Object[es.length];
            for (int i = 0; i < es.length; i++) {
                a[i] = es[i];
            }
            return a;
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] a) {
            E[] es = elements;
            int size = es.length;
            if (a.length < size) {
                return SymtestCollections.copyOf(es, size, a);
            }
            for (int i = 0; i < size; i++) {
                a[i] = (T) es[i];
            }
            if (a.length > size) {
                a[size] = null;
            }
            return a;
        }

        public int indexOf(Object o) {
            if (!allowNulls && o == null) {
                throw new NullPointerException();
            }
            E[] es = elements;
            for (int i = 0; i < es.length; i++) {
                if (Objects.equals(o, es[i])) {
                    return i;
                }
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            if (!allowNulls && o == null) {
                throw new NullPointerException();
            }
            E[] es = elements;
            for (int i = es.length - 1; i >= 0; i--) {
                if (Objects.equals(o, es[i])) {
                    return i;
                }
            }
            return -1;
        }
    }
}
