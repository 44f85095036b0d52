package java.util;

import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * symtest model of java.util.ArrayList: one array whose length is always the size (no spare
 * capacity; every structural change allocates a new array), with the JDK's results, exceptions
 * (IndexOutOfBoundsException for bad indices, IllegalArgumentException for a negative
 * capacity) and modCount (AbstractList's field, incremented where JDK 17 increments it, so
 * the fail-fast iterators throw ConcurrentModificationException exactly when the JDK's do).
 * Modelled: the constructors, size, isEmpty, get, set, add, addAll, remove, removeAll,
 * retainAll, containsAll, clear, indexOf, lastIndexOf, contains, toArray, trimToSize,
 * iterator and listIterator (the JDK's Itr/ListItr: cursor, lastRet, expectedModCount),
 * equals, hashCode and sort (Collections.sortRange: the JDK's comparisons for fewer than 32
 * elements; longer lists are unhandled), forEach, removeIf, replaceAll, the iterators'
 * forEachRemaining and toArray(IntFunction), with the JDK's checks of modCount. The JDK runs
 * removeIf, replaceAll and sort over its backing array, which a structural change by the
 * function may or may not replace depending on the capacity: such a change is the unhandled
 * call comodified. Unhandled (AbstractList/AbstractCollection code or absent): subList,
 * toString, ensureCapacity (its modCount depends on the capacity), clone,
 * toArray(T[]) into a too short array (it needs reflection).
 */
public class ArrayList<E> extends AbstractList<E>
        implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private E[] elements;

    @SuppressWarnings("unchecked")
    public ArrayList(int initialCapacity) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal Capacity");
        }
        elements = (E[]) new Object[0];
    }

    @SuppressWarnings("unchecked")
    public ArrayList() {
        elements = (E[]) new Object[0];
    }

    @SuppressWarnings("unchecked")
    public ArrayList(Collection<? extends E> c) {
        Object[] a = c.toArray();
        E[] es = (E[]) new Object[a.length];
        for (int i = 0; i < a.length; i++) {
            es[i] = (E) a[i];
        }
        elements = es;
    }

    /** The function of removeIf/replaceAll/sort changed the list's structure (see above). */
    private static native void comodified();

    public void trimToSize() {
        modCount++;
    }

    public int size() {
        return elements.length;
    }

    public boolean isEmpty() {
        return elements.length == 0;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
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

    public E get(int index) {
        E[] es = elements;
        if (index < 0 || index >= es.length) {
            throw new IndexOutOfBoundsException();
        }
        return es[index];
    }

    // SequencedCollection (Java 21), as List's defaults; nothing calls them on JDK 17.
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

    public E set(int index, E element) {
        E[] es = elements;
        if (index < 0 || index >= es.length) {
            throw new IndexOutOfBoundsException();
        }
        E oldValue = es[index];
        es[index] = element;
        return oldValue;
    }

    /** A new array of the elements with e inserted at index (0 <= index <= size). */
    @SuppressWarnings("unchecked")
    private void insert(int index, E e) {
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
    }

    /** The JDK's fastRemove: modCount++ and the element at index is dropped. */
    @SuppressWarnings("unchecked")
    private void fastRemove(int index) {
        modCount++;
        E[] es = elements;
        int newSize = es.length - 1;
        E[] shrunk = (E[]) new Object[newSize];
        for (int i = 0; i < index; i++) {
            shrunk[i] = es[i];
        }
        for (int i = index; i < newSize; i++) {
            shrunk[i] = es[i + 1];
        }
        elements = shrunk;
    }

    public boolean add(E e) {
        modCount++;
        insert(elements.length, e);
        return true;
    }

    public void add(int index, E element) {
        if (index > elements.length || index < 0) {
            throw new IndexOutOfBoundsException();
        }
        modCount++;
        insert(index, element);
    }

    public E remove(int index) {
        E[] es = elements;
        if (index < 0 || index >= es.length) {
            throw new IndexOutOfBoundsException();
        }
        E oldValue = es[index];
        fastRemove(index);
        return oldValue;
    }

    public boolean remove(Object o) {
        E[] es = elements;
        int size = es.length;
        int i = 0;
        if (o == null) {
            while (i < size && es[i] != null) {
                i++;
            }
        } else {
            while (i < size && !o.equals(es[i])) {
                i++;
            }
        }
        if (i == size) {
            return false;
        }
        fastRemove(i);
        return true;
    }

    @SuppressWarnings("unchecked")
    public void clear() {
        modCount++;
        elements = (E[]) new Object[0];
    }

    public boolean addAll(Collection<? extends E> c) {
        return insertAll(elements.length, c.toArray());
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        if (index > elements.length || index < 0) {
            throw new IndexOutOfBoundsException();
        }
        return insertAll(index, c.toArray());
    }

    /** The JDK's addAll after c.toArray(): modCount++ even when a is empty. */
    @SuppressWarnings("unchecked")
    private boolean insertAll(int index, Object[] a) {
        modCount++;
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
        return true;
    }

    public boolean removeAll(Collection<?> c) {
        return batchRemove(c, false);
    }

    public boolean retainAll(Collection<?> c) {
        return batchRemove(c, true);
    }

    /**
     * The JDK's batchRemove: the survivors are compacted in place (c.contains may look at this
     * list: it sees what the JDK's sees), modCount grows by the number removed, also when
     * c.contains throws (the unexamined elements are then kept).
     */
    @SuppressWarnings("unchecked")
    private boolean batchRemove(Collection<?> c, boolean complement) {
        Objects.requireNonNull(c);
        E[] es = elements;
        int end = es.length;
        int r = 0;
        while (true) {
            if (r == end) {
                return false;
            }
            if (c.contains(es[r]) != complement) {
                break;
            }
            r++;
        }
        int w = r;
        r++;
        try {
            while (r < end) {
                E e = es[r];
                if (c.contains(e) == complement) {
                    es[w] = e;
                    w++;
                }
                r++;
            }
        } catch (Throwable ex) {
            while (r < end) {
                es[w] = es[r];
                w++;
                r++;
            }
            modCount += end - w;
            shrinkTo(es, w);
            throw ex;
        }
        modCount += end - w;
        shrinkTo(es, w);
        return true;
    }

    /** elements becomes the first n elements of es. */
    @SuppressWarnings("unchecked")
    private void shrinkTo(E[] es, int n) {
        E[] shrunk = (E[]) new Object[n];
        for (int i = 0; i < n; i++) {
            shrunk[i] = es[i];
        }
        elements = shrunk;
    }

    public boolean containsAll(Collection<?> c) {
        Iterator<?> it = c.iterator();
        while (it.hasNext()) {
            if (!contains(it.next())) {
                return false;
            }
        }
        return true;
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    public ListIterator<E> listIterator() {
        return new ListItr(0);
    }

    public ListIterator<E> listIterator(int index) {
        if (index > elements.length || index < 0) {
            throw new IndexOutOfBoundsException();
        }
        return new ListItr(index);
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof List)) {
            return false;
        }
        int expectedModCount = modCount;
        // The JDK tests o.getClass() == ArrayList.class; a model cannot, so subclasses of
        // ArrayList take the ArrayList branch here.
        boolean equal;
        if (o instanceof ArrayList) {
            equal = equalsArrayList((ArrayList<?>) o);
        } else {
            equal = equalsRange((List<?>) o);
        }
        if (modCount != expectedModCount) {
            throw new ConcurrentModificationException();
        }
        return equal;
    }

    private boolean equalsRange(List<?> other) {
        E[] es = elements;
        int to = es.length;
        Iterator<?> oit = other.iterator();
        for (int i = 0; i < to; i++) {
            if (!oit.hasNext()) {
                return false;
            }
            Object a = es[i];
            Object b = oit.next();
            if (!(a == b || (a != null && a.equals(b)))) {
                return false;
            }
        }
        return !oit.hasNext();
    }

    private boolean equalsArrayList(ArrayList<?> other) {
        int otherModCount = other.modCount;
        E[] es = elements;
        Object[] otherEs = other.elements;
        int s = es.length;
        boolean equal = s == otherEs.length;
        if (equal) {
            for (int i = 0; i < s; i++) {
                Object a = es[i];
                Object b = otherEs[i];
                if (!(a == b || (a != null && a.equals(b)))) {
                    equal = false;
                    break;
                }
            }
        }
        if (other.modCount != otherModCount) {
            throw new ConcurrentModificationException();
        }
        return equal;
    }

    public int hashCode() {
        int expectedModCount = modCount;
        E[] es = elements;
        int hash = 1;
        for (int i = 0; i < es.length; i++) {
            E e = es[i];
            hash = 31 * hash + (e == null ? 0 : e.hashCode());
        }
        if (modCount != expectedModCount) {
            throw new ConcurrentModificationException();
        }
        return hash;
    }

    /** In place, stable; modCount++ afterwards (CME first if the comparator changed the list). */
    public void sort(Comparator<? super E> c) {
        int expectedModCount = modCount;
        E[] es = elements;
        Collections.sortRange(es, 0, es.length, new CheckedComparator(c, expectedModCount));
        if (modCount != expectedModCount) {
            throw new ConcurrentModificationException();
        }
        modCount++;
    }

    /**
     * c (natural order when null), then comodified if it changed the list's structure and
     * returned (when it throws, the JDK's array is the model's).
     */
    private final class CheckedComparator implements Comparator<Object> {
        private final Comparator<Object> c;
        private final int expectedModCount;

        @SuppressWarnings("unchecked")
        CheckedComparator(Comparator<? super E> c, int expectedModCount) {
            this.c = (Comparator<Object>) c;
            this.expectedModCount = expectedModCount;
        }

        @SuppressWarnings("unchecked")
        public int compare(Object x, Object y) {
            int r = (c == null) ? ((Comparable<Object>) x).compareTo(y) : c.compare(x, y);
            if (modCount != expectedModCount) {
                comodified();
            }
            return r;
        }
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int expectedModCount = modCount;
        E[] es = elements;
        int size = es.length;
        for (int i = 0; modCount == expectedModCount && i < size; i++) {
            action.accept(es[i]);
        }
        if (modCount != expectedModCount) {
            throw new ConcurrentModificationException();
        }
    }

    /**
     * The JDK's two passes: every element tested first (the list unchanged if a test throws),
     * then the survivors kept, modCount++ once.
     */
    @SuppressWarnings("unchecked")
    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        int expectedModCount = modCount;
        E[] es = elements;
        int end = es.length;
        int i = 0;
        while (i < end && !testUnchanged(filter, es[i], expectedModCount)) {
            i++;
        }
        if (i == end) {
            return false;
        }
        int beg = i;
        boolean[] dead = new boolean[end - beg];
        dead[0] = true;
        for (i = beg + 1; i < end; i++) {
            if (testUnchanged(filter, es[i], expectedModCount)) {
                dead[i - beg] = true;
            }
        }
        modCount++;
        int kept = beg;
        for (i = beg; i < end; i++) {
            if (!dead[i - beg]) {
                kept++;
            }
        }
        E[] survivors = (E[]) new Object[kept];
        int w = 0;
        for (i = 0; i < end; i++) {
            if (i < beg || !dead[i - beg]) {
                survivors[w] = es[i];
                w++;
            }
        }
        elements = survivors;
        return true;
    }

    private boolean testUnchanged(Predicate<? super E> filter, E e, int expectedModCount) {
        boolean r = filter.test(e);
        if (modCount != expectedModCount) {
            comodified();
        }
        return r;
    }

    /** es[i] = operator.apply(es[i]) while modCount is unchanged, then modCount++. */
    public void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        int expectedModCount = modCount;
        E[] es = elements;
        int end = es.length;
        for (int i = 0; i < end; i++) {
            E v = operator.apply(es[i]);
            if (modCount != expectedModCount) {
                comodified();
            }
            es[i] = v;
        }
        modCount++;
    }

    /** Collection's default: toArray(generator.apply(0)). */
    public <T> T[] toArray(IntFunction<T[]> generator) {
        return toArray(generator.apply(0));
    }

    /** The JDK's ArrayList.Itr. */
    private class Itr implements Iterator<E> {
        int cursor;
        int lastRet = -1;
        int expectedModCount = modCount;

        Itr() {
        }

        public boolean hasNext() {
            return cursor != elements.length;
        }

        public E next() {
            checkForComodification();
            int i = cursor;
            E[] es = elements;
            if (i >= es.length) {
                throw new NoSuchElementException();
            }
            cursor = i + 1;
            lastRet = i;
            return es[i];
        }

        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            checkForComodification();
            try {
                ArrayList.this.remove(lastRet);
                cursor = lastRet;
                lastRet = -1;
                expectedModCount = modCount;
            } catch (IndexOutOfBoundsException ex) {
                throw new ConcurrentModificationException();
            }
        }

        final void checkForComodification() {
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
        }

        /** The JDK's: stops after a structural change, cursor and lastRet set once at the end. */
        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            E[] es = elements;
            int size = es.length;
            int i = cursor;
            if (i < size) {
                for (; i < size && modCount == expectedModCount; i++) {
                    action.accept(es[i]);
                }
                cursor = i;
                lastRet = i - 1;
                checkForComodification();
            }
        }
    }

    /** The JDK's ArrayList.ListItr. */
    private class ListItr extends Itr implements ListIterator<E> {
        ListItr(int index) {
            super();
            cursor = index;
        }

        public boolean hasPrevious() {
            return cursor != 0;
        }

        public int nextIndex() {
            return cursor;
        }

        public int previousIndex() {
            return cursor - 1;
        }

        public E previous() {
            checkForComodification();
            int i = cursor - 1;
            if (i < 0) {
                throw new NoSuchElementException();
            }
            E[] es = elements;
            if (i >= es.length) {
                throw new ConcurrentModificationException();
            }
            cursor = i;
            lastRet = i;
            return es[i];
        }

        public void set(E e) {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            checkForComodification();
            try {
                ArrayList.this.set(lastRet, e);
            } catch (IndexOutOfBoundsException ex) {
                throw new ConcurrentModificationException();
            }
        }

        public void add(E e) {
            checkForComodification();
            try {
                int i = cursor;
                ArrayList.this.add(i, e);
                cursor = i + 1;
                lastRet = -1;
                expectedModCount = modCount;
            } catch (IndexOutOfBoundsException ex) {
                throw new ConcurrentModificationException();
            }
        }
    }

    // ---- streams (the stream models' source: Collection.stream is
    // StreamSupport.stream(spliterator(), parallel), as in the JDK)

    public Spliterator<E> spliterator() {
        return new ArrayListSpliterator();
    }

    public java.util.stream.Stream<E> stream() {
        return java.util.stream.StreamSupport.stream(spliterator(), false);
    }

    public java.util.stream.Stream<E> parallelStream() {
        return java.util.stream.StreamSupport.stream(spliterator(), true);
    }

    /** A spliterator read past the list after a structural change (see ArrayListSpliterator). */
    private static native void comodifiedTraversal();

    /** trySplit: not modelled (the streams are sequential). */
    private static native <T> Spliterator<T> split();

    /**
     * The JDK's ArrayListSpliterator: late-binding (size and modCount read at the first use),
     * ConcurrentModificationException after an advance or a traversal that changed the list.
     * The JDK reads a backing array whose capacity the model does not know: a structural change
     * while forEachRemaining has elements left, or a read past the list's end after one, is the
     * unhandled call comodifiedTraversal.
     */
    // java.util./*JDK*/function.Consumer: the same Consumer; written so, the functional check
    // (models/check/functional), which renames java.util.function, keeps the JDK's here.
    final class ArrayListSpliterator implements Spliterator<E> {
        private int index;
        private int fence = -1;
        private int expectedModCount;

        private int getFence() {
            int hi = fence;
            if (hi < 0) {
                expectedModCount = modCount;
                hi = elements.length;
                fence = hi;
            }
            return hi;
        }

        public Spliterator<E> trySplit() {
            return split();
        }

        public boolean tryAdvance(java.util./*JDK*/function.Consumer<? super E> action) {
            if (action == null) {
                throw new NullPointerException();
            }
            int hi = getFence();
            int i = index;
            if (i < hi) {
                index = i + 1;
                E[] es = elements;
                if (i >= es.length) {
                    comodifiedTraversal();
                }
                action.accept(es[i]);
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
            int hi = fence;
            int mc;
            if (hi < 0) {
                mc = modCount;
                hi = elements.length;
            } else {
                mc = expectedModCount;
            }
            int i = index;
            index = hi;
            int start = modCount;
            for (; i < hi; i++) {
                E[] es = elements;
                if (modCount != start || i >= es.length) {
                    comodifiedTraversal();
                }
                action.accept(es[i]);
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }

        public long estimateSize() {
            return (long) (getFence() - index);
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
