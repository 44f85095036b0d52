package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * symtest model of java.util.ArrayDeque: the elements head first in an array of exactly the
 * size (the JDK's circular buffer and its capacity are invisible to callers), with the JDK's
 * results and exceptions (NullPointerException for null elements, NoSuchElementException
 * from the get/remove/pop/element family), the iteration order head to tail (and tail to head
 * for descendingIterator) and AbstractCollection's toString. removeIf, removeAll and
 * retainAll test every element before removing any, as the JDK's bulk removal does. A deque
 * changed while an iterator, forEach or removeIf walks it (other than through the iterator's
 * own remove) is the unhandled call comodified: the JDK's behaviour then depends on where its
 * circular buffer wraps. Unhandled (absent): clone, spliterator, toArray(T[]) into a too short
 * array.
 */
public class ArrayDeque<E> extends AbstractCollection<E>
        implements Deque<E>, Cloneable, java.io.Serializable {
    private Object[] elements;
    /** Structural changes, so that walks can tell that the deque changed under them. */
    private int changes;

    public ArrayDeque() {
        elements = new Object[0];
    }

    public ArrayDeque(int numElements) {
        elements = new Object[0];
    }

    public ArrayDeque(Collection<? extends E> c) {
        elements = new Object[0];
        copyElements(c);
    }

    private static native void comodified();

    private void copyElements(Collection<? extends E> c) {
        c.forEach(new Consumer<E>() {
            public void accept(E e) {
                addLast(e);
            }
        });
    }

    private void insert(int index, Object e) {
        Object[] es = elements;
        Object[] grown = new Object[es.length + 1];
        for (int i = 0; i < index; i++) {
            grown[i] = es[i];
        }
        grown[index] = e;
        for (int i = index; i < es.length; i++) {
            grown[i + 1] = es[i];
        }
        elements = grown;
        changes++;
    }

    /** Drops the element at index and returns it. */
    @SuppressWarnings("unchecked")
    private E delete(int index) {
        Object[] es = elements;
        E old = (E) es[index];
        Object[] shrunk = new Object[es.length - 1];
        for (int i = 0; i < index; i++) {
            shrunk[i] = es[i];
        }
        for (int i = index + 1; i < es.length; i++) {
            shrunk[i - 1] = es[i];
        }
        elements = shrunk;
        changes++;
        return old;
    }

    public void addFirst(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        insert(0, e);
    }

    public void addLast(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        insert(elements.length, e);
    }

    public boolean addAll(Collection<? extends E> c) {
        int s = elements.length;
        c.size();
        copyElements(c);
        return elements.length > s;
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E pollFirst() {
        return elements.length == 0 ? null : delete(0);
    }

    public E pollLast() {
        return elements.length == 0 ? null : delete(elements.length - 1);
    }

    @SuppressWarnings("unchecked")
    public E getFirst() {
        if (elements.length == 0) {
            throw new NoSuchElementException();
        }
        return (E) elements[0];
    }

    @SuppressWarnings("unchecked")
    public E getLast() {
        if (elements.length == 0) {
            throw new NoSuchElementException();
        }
        return (E) elements[elements.length - 1];
    }

    @SuppressWarnings("unchecked")
    public E peekFirst() {
        return elements.length == 0 ? null : (E) elements[0];
    }

    @SuppressWarnings("unchecked")
    public E peekLast() {
        return elements.length == 0 ? null : (E) elements[elements.length - 1];
    }

    public boolean removeFirstOccurrence(Object o) {
        if (o != null) {
            for (int i = 0; i < elements.length; i++) {
                if (o.equals(elements[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean removeLastOccurrence(Object o) {
        if (o != null) {
            for (int i = elements.length - 1; i >= 0; i--) {
                if (o.equals(elements[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public E remove() {
        return removeFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E element() {
        return getFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    public int size() {
        return elements.length;
    }

    public boolean isEmpty() {
        return elements.length == 0;
    }

    public Iterator<E> iterator() {
        return new Itr(false);
    }

    public Iterator<E> descendingIterator() {
        return new Itr(true);
    }

    /** Head to tail (or tail to head); remove() deletes the last element returned. */
    private final class Itr implements Iterator<E> {
        private final boolean descending;
        /** Elements not yet returned. */
        private int remaining = elements.length;
        private int lastRet = -1;
        private int expected = changes;

        Itr(boolean descending) {
            this.descending = descending;
        }

        public boolean hasNext() {
            return remaining > 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (expected != changes) {
                comodified();
            }
            if (remaining <= 0) {
                throw new NoSuchElementException();
            }
            int i = descending ? remaining - 1 : elements.length - remaining;
            remaining--;
            lastRet = i;
            return (E) elements[i];
        }

        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            if (expected != changes) {
                comodified();
            }
            delete(lastRet);
            expected = changes;
            lastRet = -1;
        }

        @SuppressWarnings("unchecked")
        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            while (remaining > 0) {
                if (expected != changes) {
                    comodified();
                }
                int i = descending ? remaining - 1 : elements.length - remaining;
                remaining--;
                lastRet = i;
                action.accept((E) elements[i]);
            }
            if (expected != changes) {
                comodified();
            }
        }
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int expected = changes;
        Object[] es = elements;
        for (int i = 0; i < es.length; i++) {
            action.accept((E) es[i]);
            if (expected != changes) {
                comodified();
            }
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

    @SuppressWarnings("unchecked")
    private boolean bulkRemove(Predicate<? super E> filter) {
        Object[] es = elements;
        int expected = changes;
        boolean[] drop = new boolean[es.length];
        int kept = es.length;
        for (int i = 0; i < es.length; i++) {
            if (filter.test((E) es[i])) {
                drop[i] = true;
                kept--;
            }
            if (expected != changes) {
                comodified();
            }
        }
        if (kept == es.length) {
            return false;
        }
        Object[] rest = new Object[kept];
        int w = 0;
        for (int i = 0; i < es.length; i++) {
            if (!drop[i]) {
                rest[w++] = es[i];
            }
        }
        elements = rest;
        changes++;
        return true;
    }

    public boolean contains(Object o) {
        if (o != null) {
            for (Object e : elements) {
                if (o.equals(e)) {
                    return true;
                }
            }
        }
        return false;
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public boolean containsAll(Collection<?> c) {
        return SymtestCollections.containsAll(this, c);
    }

    public void clear() {
        elements = new Object[0];
        changes++;
    }

    public Object[] toArray() {
        Object[] a = new Object[elements.length];
        for (int i = 0; i < a.length; i++) {
            a[i] = elements[i];
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        int size = elements.length;
        if (a.length < size) {
            return SymtestCollections.copyOf(elements, size, a);
        }
        for (int i = 0; i < size; i++) {
            a[i] = (T) elements[i];
        }
        if (a.length > size) {
            a[size] = null;
        }
        return a;
    }

    public String toString() {
        return SymtestCollections.text(this);
    }
}
