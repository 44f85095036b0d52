package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * symtest model of java.util.Vector: the JDK's protected fields (elementData with its spare
 * capacity, elementCount, capacityIncrement, so subclasses and capacity() see what they see
 * on the JDK), the JDK's growth (by capacityIncrement, else doubling, at least to what is
 * needed), its exceptions (ArrayIndexOutOfBoundsException from the index methods,
 * NoSuchElementException from firstElement/lastElement) and modCount where JDK 17 changes it,
 * so the fail-fast iterators throw ConcurrentModificationException exactly as the JDK's.
 * Single-threaded code cannot observe the locks, so the methods are not synchronized.
 * Unhandled (absent): subList, clone, elements() after a concurrent change (it is not fail-fast
 * in the JDK either: it reads elementData as it is), toArray(T[]) into a too short array,
 * spliterator.
 */
@SuppressWarnings("unchecked")
public class Vector<E> extends AbstractList<E>
        implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    // E[] rather than the JDK's Object[] (the same descriptor): an input vector's elements are
    // inputs of its type argument.
    protected E[] elementData;
    protected int elementCount;
    protected int capacityIncrement;

    public Vector(int initialCapacity, int capacityIncrement) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
        }
        this.elementData = (E[]) new Object[initialCapacity];
        this.capacityIncrement = capacityIncrement;
    }

    public Vector(int initialCapacity) {
        this(initialCapacity, 0);
    }

    public Vector() {
        this(10);
    }

    public Vector(Collection<? extends E> c) {
        Object[] a = c.toArray();
        elementData = (E[]) new Object[a.length];
        for (int i = 0; i < a.length; i++) {
            elementData[i] = (E) a[i];
        }
        elementCount = a.length;
    }

    private static native void comodified();

    /**
     * What holds of every vector, assumed on entry to each public method so that an input
     * vector is one a test can build (new Vector<>(capacity, increment), or a Stack trimmed,
     * ensured to its capacity, then pushed to): 0 <= elementCount <= capacity, a Stack's
     * capacityIncrement 0 (no API sets it). The slots past the size are null; only setSize
     * reads them, and assumes it there.
     */
    private void wellFormed() {
        SymtestPrimitives.assume(elementCount >= 0);
        SymtestPrimitives.assume(elementCount <= elementData.length);
        if (this instanceof Stack) {
            SymtestPrimitives.assume(capacityIncrement == 0);
        }
    }

    public void copyInto(Object[] anArray) {
        wellFormed();
        for (int i = 0; i < elementCount; i++) {
            anArray[i] = elementData[i];
        }
    }

    public void trimToSize() {
        wellFormed();
        modCount++;
        if (elementCount < elementData.length) {
            resize(elementCount);
        }
    }

    private void resize(int capacity) {
        Object[] grown = new Object[capacity];
        int n = elementCount < capacity ? elementCount : capacity;
        for (int i = 0; i < n; i++) {
            grown[i] = elementData[i];
        }
        elementData = (E[]) grown;
    }

    /** The JDK's grow: old + max(needed - old, capacityIncrement > 0 ? increment : old). */
    private void grow(int minCapacity) {
        int old = elementData.length;
        int minGrowth = minCapacity - old;
        int preferred = capacityIncrement > 0 ? capacityIncrement : old;
        int capacity = old + (minGrowth > preferred ? minGrowth : preferred);
        if (capacity < 0 || capacity > Integer.MAX_VALUE - 8) {
            hugeCapacity(minCapacity);
        }
        resize(capacity);
    }

    private static native void hugeCapacity(int minCapacity);

    public void ensureCapacity(int minCapacity) {
        wellFormed();
        if (minCapacity > 0) {
            modCount++;
            if (minCapacity > elementData.length) {
                grow(minCapacity);
            }
        }
    }

    public void setSize(int newSize) {
        wellFormed();
        modCount++;
        if (newSize > elementData.length) {
            grow(newSize);
        }
        if (SymtestPrimitives.isInput(elementData)) {
            // The slots a larger size exposes: null in a vector a test built.
            for (int i = elementCount; i < newSize; i++) {
                SymtestPrimitives.assume(elementData[i] == null);
            }
        }
        for (int i = newSize; i < elementCount; i++) {
            elementData[i] = null;
        }
        elementCount = newSize;
    }

    public int capacity() {
        wellFormed();
        return elementData.length;
    }

    public int size() {
        wellFormed();
        return elementCount;
    }

    public boolean isEmpty() {
        wellFormed();
        return elementCount == 0;
    }

    public Enumeration<E> elements() {
        wellFormed();
        return new Enumeration<E>() {
            int count = 0;

            public boolean hasMoreElements() {
                return count < elementCount;
            }

            @SuppressWarnings("unchecked")
            public E nextElement() {
                if (count < elementCount) {
                    return (E) elementData[count++];
                }
                throw new NoSuchElementException("Vector Enumeration");
            }
        };
    }

    public boolean contains(Object o) {
        wellFormed();
        return indexOf(o, 0) >= 0;
    }

    public int indexOf(Object o) {
        wellFormed();
        return indexOf(o, 0);
    }

    public int indexOf(Object o, int index) {
        wellFormed();
        for (int i = index; i < elementCount; i++) {
            if (o == null ? elementData[i] == null : o.equals(elementData[i])) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(Object o) {
        wellFormed();
        return lastIndexOf(o, elementCount - 1);
    }

    public int lastIndexOf(Object o, int index) {
        wellFormed();
        if (index >= elementCount) {
            throw new IndexOutOfBoundsException(index + " >= " + elementCount);
        }
        for (int i = index; i >= 0; i--) {
            if (o == null ? elementData[i] == null : o.equals(elementData[i])) {
                return i;
            }
        }
        return -1;
    }

    @SuppressWarnings("unchecked")
    public E elementAt(int index) {
        wellFormed();
        if (index >= elementCount) {
            throw new ArrayIndexOutOfBoundsException(index + " >= " + elementCount);
        }
        return (E) elementData[index];
    }

    @SuppressWarnings("unchecked")
    public E firstElement() {
        wellFormed();
        if (elementCount == 0) {
            throw new NoSuchElementException();
        }
        return (E) elementData[0];
    }

    @SuppressWarnings("unchecked")
    public E lastElement() {
        wellFormed();
        if (elementCount == 0) {
            throw new NoSuchElementException();
        }
        return (E) elementData[elementCount - 1];
    }

    public void setElementAt(E obj, int index) {
        wellFormed();
        if (index >= elementCount) {
            throw new ArrayIndexOutOfBoundsException(index + " >= " + elementCount);
        }
        elementData[index] = obj;
    }

    public void removeElementAt(int index) {
        wellFormed();
        if (index >= elementCount) {
            throw new ArrayIndexOutOfBoundsException(index + " >= " + elementCount);
        } else if (index < 0) {
            throw new ArrayIndexOutOfBoundsException(index);
        }
        for (int i = index; i < elementCount - 1; i++) {
            elementData[i] = elementData[i + 1];
        }
        modCount++;
        elementCount--;
        elementData[elementCount] = null;
    }

    public void insertElementAt(E obj, int index) {
        wellFormed();
        if (index > elementCount) {
            throw new ArrayIndexOutOfBoundsException(index + " > " + elementCount);
        }
        modCount++;
        if (elementCount == elementData.length) {
            grow(elementCount + 1);
        }
        if (index < 0) {
            // The JDK's System.arraycopy fails before moving anything.
            throw new ArrayIndexOutOfBoundsException(index);
        }
        for (int i = elementCount; i > index; i--) {
            elementData[i] = elementData[i - 1];
        }
        elementData[index] = obj;
        elementCount++;
    }

    public void addElement(E obj) {
        wellFormed();
        modCount++;
        append(obj);
    }

    private void append(E e) {
        if (elementCount == elementData.length) {
            grow(elementCount + 1);
        }
        elementData[elementCount] = e;
        elementCount++;
    }

    public boolean removeElement(Object obj) {
        wellFormed();
        modCount++;
        int i = indexOf(obj);
        if (i >= 0) {
            removeElementAt(i);
            return true;
        }
        return false;
    }

    public void removeAllElements() {
        wellFormed();
        for (int i = 0; i < elementCount; i++) {
            elementData[i] = null;
        }
        modCount++;
        elementCount = 0;
    }

    public Object[] toArray() {
        wellFormed();
        Object[] a = new Object[elementCount];
        for (int i = 0; i < elementCount; i++) {
            a[i] = elementData[i];
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        wellFormed();
        if (a.length < elementCount) {
            return SymtestCollections.copyOf(elementData, elementCount, a);
        }
        for (int i = 0; i < elementCount; i++) {
            a[i] = (T) elementData[i];
        }
        if (a.length > elementCount) {
            a[elementCount] = null;
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public E get(int index) {
        wellFormed();
        if (index >= elementCount) {
            throw new ArrayIndexOutOfBoundsException(index);
        }
        return (E) elementData[index];
    }

    @SuppressWarnings("unchecked")
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
        wellFormed();
        if (index >= elementCount) {
            throw new ArrayIndexOutOfBoundsException(index);
        }
        E old = (E) elementData[index];
        elementData[index] = element;
        return old;
    }

    public boolean add(E e) {
        wellFormed();
        modCount++;
        append(e);
        return true;
    }

    public boolean remove(Object o) {
        wellFormed();
        return removeElement(o);
    }

    public void add(int index, E element) {
        wellFormed();
        insertElementAt(element, index);
    }

    @SuppressWarnings("unchecked")
    public E remove(int index) {
        wellFormed();
        modCount++;
        if (index >= elementCount) {
            throw new ArrayIndexOutOfBoundsException(index);
        }
        E old = (E) elementData[index];
        for (int i = index; i < elementCount - 1; i++) {
            elementData[i] = elementData[i + 1];
        }
        elementCount--;
        elementData[elementCount] = null;
        return old;
    }

    public void clear() {
        wellFormed();
        removeAllElements();
    }

    public boolean containsAll(Collection<?> c) {
        wellFormed();
        return SymtestCollections.containsAll(this, c);
    }

    public boolean addAll(Collection<? extends E> c) {
        wellFormed();
        Object[] a = c.toArray();
        modCount++;
        if (a.length == 0) {
            return false;
        }
        if (a.length > elementData.length - elementCount) {
            grow(elementCount + a.length);
        }
        for (int i = 0; i < a.length; i++) {
            elementData[elementCount + i] = (E) a[i];
        }
        elementCount += a.length;
        return true;
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        wellFormed();
        if (index < 0 || index > elementCount) {
            throw new ArrayIndexOutOfBoundsException(index);
        }
        Object[] a = c.toArray();
        modCount++;
        int numNew = a.length;
        if (numNew == 0) {
            return false;
        }
        if (numNew > elementData.length - elementCount) {
            grow(elementCount + numNew);
        }
        for (int i = elementCount - 1; i >= index; i--) {
            elementData[i + numNew] = elementData[i];
        }
        for (int i = 0; i < numNew; i++) {
            elementData[index + i] = (E) a[i];
        }
        elementCount += numNew;
        return true;
    }

    public boolean removeAll(Collection<?> c) {
        wellFormed();
        Objects.requireNonNull(c);
        return removeWhere(c, true);
    }

    public boolean retainAll(Collection<?> c) {
        wellFormed();
        Objects.requireNonNull(c);
        return removeWhere(c, false);
    }

    /** Removes the elements whose membership in c is `inC`, keeping the others in order. */
    private boolean removeWhere(Collection<?> c, boolean inC) {
        boolean[] drop = new boolean[elementCount];
        int expected = modCount;
        int dropped = 0;
        for (int i = 0; i < elementCount; i++) {
            if (c.contains(elementData[i]) == inC) {
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
        compact(drop);
        return true;
    }

    private void compact(boolean[] drop) {
        int w = 0;
        for (int r = 0; r < elementCount; r++) {
            if (!drop[r]) {
                elementData[w++] = elementData[r];
            }
        }
        for (int i = w; i < elementCount; i++) {
            elementData[i] = null;
        }
        modCount++;
        elementCount = w;
    }

    @SuppressWarnings("unchecked")
    public boolean removeIf(Predicate<? super E> filter) {
        wellFormed();
        Objects.requireNonNull(filter);
        boolean[] drop = new boolean[elementCount];
        int expected = modCount;
        int n = elementCount;
        int dropped = 0;
        for (int i = 0; i < n && modCount == expected; i++) {
            if (filter.test((E) elementData[i])) {
                drop[i] = true;
                dropped++;
            }
        }
        if (modCount != expected) {
            comodified();
        }
        if (dropped == 0) {
            return false;
        }
        compact(drop);
        return true;
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        wellFormed();
        Objects.requireNonNull(action);
        int expected = modCount;
        int n = elementCount;
        for (int i = 0; modCount == expected && i < n; i++) {
            action.accept((E) elementData[i]);
        }
        if (modCount != expected) {
            throw new ConcurrentModificationException();
        }
    }

    @SuppressWarnings("unchecked")
    public void replaceAll(UnaryOperator<E> operator) {
        wellFormed();
        Objects.requireNonNull(operator);
        int expected = modCount;
        int n = elementCount;
        for (int i = 0; modCount == expected && i < n; i++) {
            elementData[i] = operator.apply((E) elementData[i]);
        }
        if (modCount != expected) {
            comodified();
        }
        modCount++;
    }

    @SuppressWarnings("unchecked")
    public void sort(Comparator<? super E> c) {
        wellFormed();
        int expected = modCount;
        Collections.sortRange(elementData, 0, elementCount, c);
        if (modCount != expected) {
            comodified();
        }
        modCount++;
    }

    public boolean equals(Object o) {
        wellFormed();
        if (o == this) {
            return true;
        }
        if (!(o instanceof List)) {
            return false;
        }
        Iterator<?> other = ((List<?>) o).iterator();
        for (int i = 0; i < elementCount; i++) {
            if (!other.hasNext()) {
                return false;
            }
            Object a = elementData[i];
            Object b = other.next();
            if (!(a == null ? b == null : a.equals(b))) {
                return false;
            }
        }
        return !other.hasNext();
    }

    public int hashCode() {
        wellFormed();
        int h = 1;
        for (int i = 0; i < elementCount; i++) {
            Object e = elementData[i];
            h = 31 * h + (e == null ? 0 : e.hashCode());
        }
        return h;
    }

    public String toString() {
        wellFormed();
        return SymtestCollections.text(this);
    }

    public Iterator<E> iterator() {
        wellFormed();
        return new Itr(0);
    }

    public ListIterator<E> listIterator() {
        wellFormed();
        return new Itr(0);
    }

    public ListIterator<E> listIterator(int index) {
        wellFormed();
        if (index < 0 || index > elementCount) {
            throw new IndexOutOfBoundsException("Index: " + index);
        }
        return new Itr(index);
    }

    /** The JDK's Itr and ListItr in one: cursor, lastRet and expectedModCount. */
    private final class Itr implements ListIterator<E> {
        int cursor;
        int lastRet = -1;
        int expectedModCount = modCount;

        Itr(int index) {
            cursor = index;
        }

        public boolean hasNext() {
            return cursor != elementCount;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            check();
            int i = cursor;
            if (i >= elementCount) {
                throw new NoSuchElementException();
            }
            cursor = i + 1;
            lastRet = i;
            return (E) elementData[i];
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

        @SuppressWarnings("unchecked")
        public E previous() {
            check();
            int i = cursor - 1;
            if (i < 0) {
                throw new NoSuchElementException();
            }
            cursor = i;
            lastRet = i;
            return (E) elementData[i];
        }

        public void remove() {
            if (lastRet == -1) {
                throw new IllegalStateException();
            }
            check();
            Vector.this.remove(lastRet);
            expectedModCount = modCount;
            cursor = lastRet;
            lastRet = -1;
        }

        public void set(E e) {
            if (lastRet == -1) {
                throw new IllegalStateException();
            }
            check();
            Vector.this.set(lastRet, e);
        }

        public void add(E e) {
            int i = cursor;
            check();
            Vector.this.add(i, e);
            expectedModCount = modCount;
            cursor = i + 1;
            lastRet = -1;
        }

        @SuppressWarnings("unchecked")
        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            int size = elementCount;
            int i = cursor;
            if (i >= size) {
                return;
            }
            while (i < size && modCount == expectedModCount) {
                action.accept((E) elementData[i++]);
            }
            cursor = i;
            lastRet = i - 1;
            check();
        }

        private void check() {
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
        }
    }
}
