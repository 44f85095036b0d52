package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * symtest model of java.util.PriorityQueue: a binary heap in an array, kept by the classic
 * sift-up and sift-down (the order of the array, and so iteration, toString and toArray, is
 * the JDK's: the same comparisons in the same order, so comparators that count or throw see
 * what they see on the JDK), heapify for the collection constructors, removal at an index
 * with the moved last element, and the iterator's handling of an element moved behind it by
 * its own remove (returned at the end, as the JDK does). Natural ordering casts to Comparable
 * (ClassCastException for others, also for the first element); null elements throw
 * NullPointerException. modCount as in JDK 17, so the iterator fails fast the same way.
 * Unhandled (absent): spliterator, toArray(T[]) into a too short array.
 */
public class PriorityQueue<E> extends AbstractQueue<E> implements java.io.Serializable {
    private Object[] queue;
    private int size;
    private final Comparator<? super E> comparator;
    private int modCount;

    public PriorityQueue() {
        this(11, null);
    }

    public PriorityQueue(int initialCapacity) {
        this(initialCapacity, null);
    }

    public PriorityQueue(Comparator<? super E> comparator) {
        this(11, comparator);
    }

    public PriorityQueue(int initialCapacity, Comparator<? super E> comparator) {
        if (initialCapacity < 1) {
            throw new IllegalArgumentException();
        }
        this.queue = new Object[initialCapacity];
        this.comparator = comparator;
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(Collection<? extends E> c) {
        if (c instanceof PriorityQueue) {
            PriorityQueue<? extends E> pq = (PriorityQueue<? extends E>) c;
            this.comparator = (Comparator<? super E>) pq.comparator();
            initFrom(pq.toArray(), false);
        } else if (c instanceof SortedSet) {
            SortedSet<? extends E> ss = (SortedSet<? extends E>) c;
            this.comparator = (Comparator<? super E>) ss.comparator();
            initFrom(ss.toArray(), false);
        } else {
            this.comparator = null;
            initFrom(c.toArray(), true);
        }
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(SortedSet<? extends E> c) {
        this.comparator = (Comparator<? super E>) c.comparator();
        initFrom(c.toArray(), false);
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(PriorityQueue<? extends E> c) {
        this.comparator = (Comparator<? super E>) c.comparator();
        initFrom(c.toArray(), false);
    }

    private void initFrom(Object[] es, boolean heapify) {
        int n = es.length;
        for (int i = 0; i < n; i++) {
            if (es[i] == null) {
                throw new NullPointerException();
            }
        }
        Object[] q = new Object[n > 0 ? n : 1];
        for (int i = 0; i < n; i++) {
            q[i] = es[i];
        }
        queue = q;
        size = n;
        if (heapify) {
            for (int i = (n >>> 1) - 1; i >= 0; i--) {
                siftDown(i, q[i]);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private int compare(Object a, Object b) {
        if (comparator != null) {
            return comparator.compare((E) a, (E) b);
        }
        return ((Comparable<Object>) a).compareTo(b);
    }

    public boolean add(E e) {
        return offer(e);
    }

    // AbstractQueue's and AbstractCollection's methods, as the JDK inherits them.

    public E remove() {
        E x = poll();
        if (x == null) {
            throw new NoSuchElementException();
        }
        return x;
    }

    public E element() {
        E x = peek();
        if (x == null) {
            throw new NoSuchElementException();
        }
        return x;
    }

    public boolean addAll(Collection<? extends E> c) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        boolean modified = false;
        for (E e : c) {
            if (add(e)) {
                modified = true;
            }
        }
        return modified;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean containsAll(Collection<?> c) {
        return SymtestCollections.containsAll(this, c);
    }

    @SuppressWarnings("unchecked")
    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        modCount++;
        int i = size;
        if (i >= queue.length) {
            Object[] grown = new Object[queue.length * 2 + 2];
            for (int k = 0; k < i; k++) {
                grown[k] = queue[k];
            }
            queue = grown;
        }
        siftUp(i, e);
        size = i + 1;
        return true;
    }

    /** Places x at k or above it, moving the larger parents down. */
    private void siftUp(int k, Object x) {
        if (comparator == null) {
            Comparable<?> key = (Comparable<?>) x;
        }
        Object[] es = queue;
        while (k > 0) {
            int parent = (k - 1) >>> 1;
            Object e = es[parent];
            if (compare(x, e) >= 0) {
                break;
            }
            es[k] = e;
            k = parent;
        }
        es[k] = x;
    }

    /** Places x at k or below it, moving the smaller children up. */
    private void siftDown(int k, Object x) {
        if (comparator == null) {
            Comparable<?> key = (Comparable<?>) x;
        }
        Object[] es = queue;
        int n = size;
        int half = n >>> 1;
        while (k < half) {
            int child = (k << 1) + 1;
            Object c = es[child];
            int right = child + 1;
            if (right < n && compare(c, es[right]) > 0) {
                child = right;
                c = es[child];
            }
            if (compare(x, c) <= 0) {
                break;
            }
            es[k] = c;
            k = child;
        }
        es[k] = x;
    }

    @SuppressWarnings("unchecked")
    public E peek() {
        return (E) queue[0];
    }

    private int indexOf(Object o) {
        if (o != null) {
            for (int i = 0; i < size; i++) {
                if (o.equals(queue[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    public boolean remove(Object o) {
        int i = indexOf(o);
        if (i == -1) {
            return false;
        }
        removeAt(i);
        return true;
    }

    /** Removes the element identical to o (the iterator's remove of a moved element). */
    private void removeEq(Object o) {
        for (int i = 0; i < size; i++) {
            if (o == queue[i]) {
                removeAt(i);
                break;
            }
        }
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public Object[] toArray() {
        Object[] a = new Object[size];
        for (int i = 0; i < size; i++) {
            a[i] = queue[i];
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        if (a.length < size) {
            return SymtestCollections.copyOf(queue, size, a);
        }
        for (int i = 0; i < size; i++) {
            a[i] = (T) queue[i];
        }
        if (a.length > size) {
            a[size] = null;
        }
        return a;
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    private final class Itr implements Iterator<E> {
        private int cursor;
        private int lastRet = -1;
        /** Elements moved from behind the cursor to before it by remove(): returned last. */
        private ArrayDeque<E> forgetMeNot;
        private E lastRetElt;
        private int expectedModCount = modCount;

        public boolean hasNext() {
            return cursor < size || (forgetMeNot != null && !forgetMeNot.isEmpty());
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (expectedModCount != modCount) {
                throw new ConcurrentModificationException();
            }
            if (cursor < size) {
                lastRet = cursor++;
                return (E) queue[lastRet];
            }
            if (forgetMeNot != null) {
                lastRet = -1;
                lastRetElt = forgetMeNot.poll();
                if (lastRetElt != null) {
                    return lastRetElt;
                }
            }
            throw new NoSuchElementException();
        }

        public void remove() {
            if (expectedModCount != modCount) {
                throw new ConcurrentModificationException();
            }
            if (lastRet != -1) {
                E moved = PriorityQueue.this.removeAt(lastRet);
                lastRet = -1;
                if (moved == null) {
                    cursor--;
                } else {
                    if (forgetMeNot == null) {
                        forgetMeNot = new ArrayDeque<>();
                    }
                    forgetMeNot.add(moved);
                }
            } else if (lastRetElt != null) {
                PriorityQueue.this.removeEq(lastRetElt);
                lastRetElt = null;
            } else {
                throw new IllegalStateException();
            }
            expectedModCount = modCount;
        }
    }

    public int size() {
        return size;
    }

    public void clear() {
        modCount++;
        for (int i = 0; i < size; i++) {
            queue[i] = null;
        }
        size = 0;
    }

    @SuppressWarnings("unchecked")
    public E poll() {
        Object[] es = queue;
        E result = (E) es[0];
        if (result != null) {
            modCount++;
            int n = --size;
            Object x = es[n];
            es[n] = null;
            if (n > 0) {
                siftDown(0, x);
            }
        }
        return result;
    }

    /**
     * Removes the element at i. Returns null, or the last element when it moved to before i
     * (an iterator past i must still return it).
     */
    @SuppressWarnings("unchecked")
    E removeAt(int i) {
        Object[] es = queue;
        modCount++;
        int s = --size;
        if (s == i) {
            es[i] = null;
        } else {
            Object moved = es[s];
            es[s] = null;
            siftDown(i, moved);
            if (es[i] == moved) {
                siftUp(i, moved);
                if (es[i] != moved) {
                    return (E) moved;
                }
            }
        }
        return null;
    }

    public Comparator<? super E> comparator() {
        return comparator;
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int expected = modCount;
        Object[] es = queue;
        for (int i = 0, n = size; i < n; i++) {
            action.accept((E) es[i]);
        }
        if (expected != modCount) {
            throw new ConcurrentModificationException();
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return bulkRemove(filter);
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(new Predicate<E>() {
            public boolean test(E e) {
                return c.contains(e);
            }
        });
    }

    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(new Predicate<E>() {
            public boolean test(E e) {
                return !c.contains(e);
            }
        });
    }

    /** Tests every element, then compacts the survivors in order and heapifies them. */
    @SuppressWarnings("unchecked")
    private boolean bulkRemove(Predicate<? super E> filter) {
        int expected = ++modCount;
        Object[] es = queue;
        int end = size;
        boolean[] drop = new boolean[end];
        int dropped = 0;
        for (int i = 0; i < end; i++) {
            if (filter.test((E) es[i])) {
                drop[i] = true;
                dropped++;
            }
        }
        if (modCount != expected) {
            throw new ConcurrentModificationException();
        }
        if (dropped == 0) {
            return false;
        }
        int w = 0;
        for (int r = 0; r < end; r++) {
            if (!drop[r]) {
                es[w++] = es[r];
            }
        }
        for (int i = w; i < end; i++) {
            es[i] = null;
        }
        size = w;
        for (int i = (w >>> 1) - 1; i >= 0; i--) {
            siftDown(i, es[i]);
        }
        return true;
    }

    public String toString() {
        return SymtestCollections.text(this);
    }
}
