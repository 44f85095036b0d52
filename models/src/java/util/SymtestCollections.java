package java.util;

/**
 * The copy of toArray(T[]) into a new array of the argument's class; AbstractCollection's
 * toString and containsAll, as the JDK specifies them over iterator() and
 * contains(), for the collection models that cannot inherit the JDK's code (it is not
 * translated): Vector, ArrayDeque, PriorityQueue, TreeSet and TreeMap's views. And the
 * SequencedCollection methods of Java 21 that List and NavigableSet define as defaults over
 * get, remove, first and pollFirst, for the list and set models.
 */
final class SymtestCollections {
    private SymtestCollections() {
    }

    /**
     * toArray(T[]) of an array too short for the `count` first elements: a new array of a's
     * class holding them, as Arrays.copyOf(elements, count, a.getClass()) makes it (an element
     * the new array cannot hold throws ArrayStoreException, as System.arraycopy does).
     */
    @SuppressWarnings("unchecked")
    static <T> T[] copyOf(Object[] elements, int count, T[] a) {
        Object[] copy = (Object[]) SymtestPrimitives.newArrayOf(
                a.getClass().getComponentType(), count);
        System.arraycopy(elements, 0, copy, 0, count);
        return (T[]) copy;
    }

    /** "[a, b]", "(this Collection)" for the collection itself. */
    static String text(Collection<?> self) {
        Iterator<?> it = self.iterator();
        if (!it.hasNext()) {
            return "[]";
        }
        StringBuilder sb = new StringBuilder();
        sb.append('[');
        while (true) {
            Object e = it.next();
            sb.append(e == self ? "(this Collection)" : String.valueOf(e));
            if (!it.hasNext()) {
                return sb.append(']').toString();
            }
            sb.append(',').append(' ');
        }
    }

    static boolean containsAll(Collection<?> self, Collection<?> c) {
        for (Object e : c) {
            if (!self.contains(e)) {
                return false;
            }
        }
        return true;
    }

    // List's SequencedCollection defaults (JDK 21): the end elements by index.
    static <E> E getFirst(List<E> list) {
        if (list.isEmpty()) {
            throw new NoSuchElementException();
        }
        return list.get(0);
    }

    static <E> E getLast(List<E> list) {
        if (list.isEmpty()) {
            throw new NoSuchElementException();
        }
        return list.get(list.size() - 1);
    }

    static <E> E removeFirst(List<E> list) {
        if (list.isEmpty()) {
            throw new NoSuchElementException();
        }
        return list.remove(0);
    }

    static <E> E removeLast(List<E> list) {
        if (list.isEmpty()) {
            throw new NoSuchElementException();
        }
        return list.remove(list.size() - 1);
    }

    // NavigableSet's (JDK 21): removing an end of an empty set fails before polling it.
    static <E> E removeFirst(NavigableSet<E> set) {
        if (set.isEmpty()) {
            throw new NoSuchElementException();
        }
        return set.pollFirst();
    }

    static <E> E removeLast(NavigableSet<E> set) {
        if (set.isEmpty()) {
            throw new NoSuchElementException();
        }
        return set.pollLast();
    }
}
