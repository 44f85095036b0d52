package java.util;

import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * symtest model of java.util.LinkedList: the JDK's doubly linked nodes become one array whose
 * length is always the size (the element at index i is the i-th node's item), with the JDK's
 * results, exceptions (IndexOutOfBoundsException for bad indices, NoSuchElementException on
 * an empty list) and modCount (AbstractList's field, incremented where JDK 17 increments it).
 * The list iterator keeps indices instead of node references: after a structural change by
 * someone else every method that could tell the two apart throws
 * ConcurrentModificationException first, as the JDK's does. Modelled: the List and Deque
 * methods, listIterator, descendingIterator, equals and hashCode (AbstractList's), sort (List's
 * default: sorts a copy and writes it back through a list iterator, so modCount is unchanged),
 * containsAll, removeAll and retainAll (AbstractCollection's, through the iterator), forEach,
 * removeIf, replaceAll and toArray(IntFunction) (the interfaces' defaults, through the
 * iterators) and forEachRemaining (ListItr's own, the default's for descendingIterator).
 * Unhandled: toString, clone, subList, toArray(T[]) into a too short array (it
 * needs reflection).
 */
public class LinkedList<E> extends AbstractSequentialList<E>
        implements List<E>, Deque<E>, Cloneable, java.io.Serializable {
    private E[] elements;

    @SuppressWarnings("unchecked")
    public LinkedList() {
        elements = (E[]) new Object[0];
    }

    public LinkedList(Collection<? extends E> c) {
        this();
        addAll(c);
    }

    /** Inserts e at index (0 <= index <= size); the JDK's linkFirst/linkLast/linkBefore. */
    @SuppressWarnings("unchecked")
    private void link(int index, E e) {
        E[] es = elements;
        int size = es.length;
        E[] grown = (E[]) new Object[size + 1];
        for (int i = 0; i < index; i++) {
            grown[i] = es[i];
        }
        grown[index] = e;
        for (int i = index; i < size; i++) {
            grown[i + 1] = es[i];
        }
        elements = grown;
        modCount++;
    }

    /** Removes the element at index (0 <= index < size); the JDK's unlink. */
    @SuppressWarnings("unchecked")
    private E unlink(int index) {
        E[] es = elements;
        E element = es[index];
        int newSize = es.length - 1;
        E[] shrunk = (E[]) new Object[newSize];
        for (int i = 0; i < index; i++) {
            shrunk[i] = es[i];
        }
        for (int i = index; i < newSize; i++) {
            shrunk[i] = es[i + 1];
        }
        elements = shrunk;
        modCount++;
        return element;
    }

    private void checkElementIndex(int index) {
        if (!(index >= 0 && index < elements.length)) {
            throw new IndexOutOfBoundsException();
        }
    }

    private void checkPositionIndex(int index) {
        if (!(index >= 0 && index <= elements.length)) {
            throw new IndexOutOfBoundsException();
        }
    }

    public E getFirst() {
        if (elements.length == 0) {
            throw new NoSuchElementException();
        }
        return elements[0];
    }

    public E getLast() {
        if (elements.length == 0) {
            throw new NoSuchElementException();
        }
        return elements[elements.length - 1];
    }

    public E removeFirst() {
        if (elements.length == 0) {
            throw new NoSuchElementException();
        }
        return unlink(0);
    }

    public E removeLast() {
        if (elements.length == 0) {
            throw new NoSuchElementException();
        }
        return unlink(elements.length - 1);
    }

    public void addFirst(E e) {
        link(0, e);
    }

    public void addLast(E e) {
        link(elements.length, e);
    }

    public boolean contains(Object o) {
        return indexOf(o) != -1;
    }

    public int size() {
        return elements.length;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    public boolean add(E e) {
        link(elements.length, e);
        return true;
    }

    public boolean remove(Object o) {
        E[] es = elements;
        if (o == null) {
            for (int i = 0; i < es.length; i++) {
                if (es[i] == null) {
                    unlink(i);
                    return true;
                }
            }
        } else {
            for (int i = 0; i < es.length; i++) {
                if (o.equals(es[i])) {
                    unlink(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean addAll(Collection<? extends E> c) {
        return addAll(elements.length, c);
    }

    @SuppressWarnings("unchecked")
    public boolean addAll(int index, Collection<? extends E> c) {
        checkPositionIndex(index);
        Object[] a = c.toArray();
        int numNew = a.length;
        if (numNew == 0) {
            return false;
        }
        E[] es = elements;
        int size = es.length;
        E[] grown = (E[]) new Object[size + numNew];
        for (int i = 0; i < index; i++) {
            grown[i] = es[i];
        }
        for (int i = 0; i < numNew; i++) {
            grown[index + i] = (E) a[i];
        }
        for (int i = index; i < size; i++) {
            grown[numNew + i] = es[i];
        }
        elements = grown;
        modCount++;
        return true;
    }

    @SuppressWarnings("unchecked")
    public void clear() {
        elements = (E[]) new Object[0];
        modCount++;
    }

    public E get(int index) {
        checkElementIndex(index);
        return elements[index];
    }

    public E set(int index, E element) {
        checkElementIndex(index);
        E[] es = elements;
        E oldVal = es[index];
        es[index] = element;
        return oldVal;
    }

    public void add(int index, E element) {
        checkPositionIndex(index);
        link(index, element);
    }

    public E remove(int index) {
        checkElementIndex(index);
        return unlink(index);
    }

    public int indexOf(Object o) {
        E[] es = elements;
        if (o == null) {
            for (int i = 0; i < es.length; i++) {
                if (es[i] == null) {
                    return i;
                }
            }
        } else {
            for (int i = 0; i < es.length; i++) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(Object o) {
        E[] es = elements;
        if (o == null) {
            for (int i = es.length - 1; i >= 0; i--) {
                if (es[i] == null) {
                    return i;
                }
            }
        } else {
            for (int i = es.length - 1; i >= 0; i--) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    public E peek() {
        return elements.length == 0 ? null : elements[0];
    }

    public E element() {
        return getFirst();
    }

    public E poll() {
        return elements.length == 0 ? null : unlink(0);
    }

    public E remove() {
        return removeFirst();
    }

    public boolean offer(E e) {
        return add(e);
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
    }

    public E peekFirst() {
        return elements.length == 0 ? null : elements[0];
    }

    public E peekLast() {
        return elements.length == 0 ? null : elements[elements.length - 1];
    }

    public E pollFirst() {
        return elements.length == 0 ? null : unlink(0);
    }

    public E pollLast() {
        return elements.length == 0 ? null : unlink(elements.length - 1);
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    public boolean removeFirstOccurrence(Object o) {
        return remove(o);
    }

    public boolean removeLastOccurrence(Object o) {
        E[] es = elements;
        if (o == null) {
            for (int i = es.length - 1; i >= 0; i--) {
                if (es[i] == null) {
                    unlink(i);
                    return true;
                }
            }
        } else {
            for (int i = es.length - 1; i >= 0; i--) {
                if (o.equals(es[i])) {
                    unlink(i);
                    return true;
                }
            }
        }
        return false;
    }

    public Iterator<E> iterator() {
        return listIterator();
    }

    public ListIterator<E> listIterator() {
        return listIterator(0);
    }

    public ListIterator<E> listIterator(int index) {
        checkPositionIndex(index);
        return new ListItr(index);
    }

    public Iterator<E> descendingIterator() {
        return new DescendingIterator();
    }

    // Java 21: List and Deque both define reversed(), so LinkedList declares its own (a LinkedList
    // view of the JDK's that is not modelled: the call is unhandled).
    public LinkedList<E> reversed() {
        return reversedView();
    }

    private static native <T> LinkedList<T> reversedView();

    public Object[] toArray() {
        E[] es = elements;
        Object[] result = new Object[es.length];
        for (int i = 0; i < es.length; i++) {
            result[i] = es[i];
        }
        return result;
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        E[] es = elements;
        int size = es.length;
        if (a.length < size) {
            // The JDK's LinkedList makes the array by reflection and stores each element.
            a = (T[]) SymtestPrimitives.newArrayOf(a.getClass().getComponentType(), size);
        }
        for (int i = 0; i < size; i++) {
            a[i] = (T) es[i];
        }
        if (a.length > size) {
            a[size] = null;
        }
        return a;
    }

    /** AbstractList.equals: both lists through their list iterators. */
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof List)) {
            return false;
        }
        ListIterator<E> e1 = listIterator();
        ListIterator<?> e2 = ((List<?>) o).listIterator();
        while (e1.hasNext() && e2.hasNext()) {
            E o1 = e1.next();
            Object o2 = e2.next();
            if (!(o1 == null ? o2 == null : o1.equals(o2))) {
                return false;
            }
        }
        return !(e1.hasNext() || e2.hasNext());
    }

    /** AbstractList.hashCode: through the iterator. */
    public int hashCode() {
        int hashCode = 1;
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            E e = it.next();
            hashCode = 31 * hashCode + (e == null ? 0 : e.hashCode());
        }
        return hashCode;
    }

    /** List.sort's default (LinkedList does not override it): no change of modCount. */
    @SuppressWarnings("unchecked")
    public void sort(Comparator<? super E> c) {
        Object[] a = this.toArray();
        Collections.sortRange(a, 0, a.length, c);
        ListIterator<E> i = this.listIterator();
        for (int k = 0; k < a.length; k++) {
            i.next();
            i.set((E) a[k]);
        }
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

    /** List's default, through the list iterator. */
    public void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        ListIterator<E> li = this.listIterator();
        while (li.hasNext()) {
            li.set(operator.apply(li.next()));
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

    /** AbstractCollection.removeAll. */
    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        boolean modified = false;
        Iterator<?> it = iterator();
        while (it.hasNext()) {
            if (c.contains(it.next())) {
                it.remove();
                modified = true;
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

    /**
     * The JDK's LinkedList.ListItr with indices: lastRet is the index of lastReturned (-1 for
     * null), nextIndex that of next (size for null).
     */
    private class ListItr implements ListIterator<E> {
        private int lastRet = -1;
        private int nextIndex;
        private int expectedModCount = modCount;

        ListItr(int index) {
            nextIndex = index;
        }

        public boolean hasNext() {
            return nextIndex < elements.length;
        }

        public E next() {
            checkForComodification();
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            lastRet = nextIndex;
            nextIndex++;
            return elements[lastRet];
        }

        public boolean hasPrevious() {
            return nextIndex > 0;
        }

        public E previous() {
            checkForComodification();
            if (!hasPrevious()) {
                throw new NoSuchElementException();
            }
            nextIndex--;
            lastRet = nextIndex;
            return elements[lastRet];
        }

        public int nextIndex() {
            return nextIndex;
        }

        public int previousIndex() {
            return nextIndex - 1;
        }

        public void remove() {
            checkForComodification();
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            unlink(lastRet);
            if (lastRet < nextIndex) {
                nextIndex--;
            }
            lastRet = -1;
            expectedModCount++;
        }

        public void set(E e) {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            checkForComodification();
            elements[lastRet] = e;
        }

        public void add(E e) {
            checkForComodification();
            lastRet = -1;
            link(nextIndex, e);
            nextIndex++;
            expectedModCount++;
        }

        final void checkForComodification() {
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
        }

        /** The JDK's: stops after a structural change, then checks. */
        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            while (modCount == expectedModCount && nextIndex < elements.length) {
                action.accept(elements[nextIndex]);
                lastRet = nextIndex;
                nextIndex++;
            }
            checkForComodification();
        }
    }

    /** The JDK's LinkedList.DescendingIterator: a ListItr walking backwards. */
    private class DescendingIterator implements Iterator<E> {
        private final ListItr itr = new ListItr(size());

        public boolean hasNext() {
            return itr.hasPrevious();
        }

        public E next() {
            return itr.previous();
        }

        public void remove() {
            itr.remove();
        }

        /** Iterator's default. */
        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            while (hasNext()) {
                action.accept(next());
            }
        }
    }

    // ---- streams (the stream models' source: Collection.stream is
    // StreamSupport.stream(spliterator(), parallel), as in the JDK)

    public Spliterator<E> spliterator() {
        return new LLSpliterator();
    }

    public java.util.stream.Stream<E> stream() {
        return java.util.stream.StreamSupport.stream(spliterator(), false);
    }

    public java.util.stream.Stream<E> parallelStream() {
        return java.util.stream.StreamSupport.stream(spliterator(), true);
    }

    /** The JDK's spliterator follows its nodes after a structural change: not modelled. */
    private static native void comodifiedTraversal();

    /** trySplit: not modelled (the streams are sequential). */
    private static native <T> Spliterator<T> split();

    /**
     * The JDK's LLSpliterator: late-binding (size, first node and modCount read at the first
     * use), ConcurrentModificationException after an advance or a traversal that changed the
     * list. cursor is the index of the JDK's current node; once the list's structure changed
     * while elements are left, the JDK's node links are the unhandled call comodifiedTraversal.
     */
    // java.util./*JDK*/function.Consumer: the same Consumer; written so, the functional check
    // (models/check/functional), which renames java.util.function, keeps the JDK's here.
    final class LLSpliterator implements Spliterator<E> {
        private int est = -1;
        private int expectedModCount;
        private int cursor;

        private int getEst() {
            int s = est;
            if (s < 0) {
                expectedModCount = modCount;
                cursor = 0;
                s = elements.length;
                est = s;
            }
            return s;
        }

        public Spliterator<E> trySplit() {
            return split();
        }

        public boolean tryAdvance(java.util./*JDK*/function.Consumer<? super E> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            if (getEst() > 0) {
                if (modCount != expectedModCount) {
                    comodifiedTraversal();
                }
                est--;
                E e = elements[cursor];
                cursor++;
                action.accept(e);
                if (modCount != expectedModCount) {
                    throw new ConcurrentModificationException();
                }
                return true;
            }
            return false;
        }

        public void forEachRemaining(java.util./*JDK*/function.Consumer<? super E> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            int n = getEst();
            if (n > 0) {
                if (modCount != expectedModCount) {
                    comodifiedTraversal();
                }
                est = 0;
                do {
                    if (modCount != expectedModCount) {
                        comodifiedTraversal();
                    }
                    E e = elements[cursor];
                    cursor++;
                    action.accept(e);
                    n--;
                } while (n > 0);
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
        }

        public long estimateSize() {
            return (long) getEst();
        }

        public long getExactSizeIfKnown() {
            return estimateSize();
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        public boolean hasCharacteristics(int characteristics) {
            return (characteristics() & characteristics) == characteristics;
        }

        public java.util.Comparator<? super E> getComparator() {
            throw new IllegalStateException();
        }
    }
}
