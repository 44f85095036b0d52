import java.util.Objects;

/** A generic bag on private nested nodes: Object parameters, equals, toString, Iterable-free. */
public class LinkedBag<E> {
    private static final class Node<E> {
        private final E item;
        private Node<E> next;

        private Node(E item, Node<E> next) {
            this.item = item;
            this.next = next;
        }
    }

    private Node<E> first;
    private int size;

    public void add(E item) {
        first = new Node<>(item, first);
        size++;
    }

    public boolean contains(Object o) {
        for (Node<E> n = first; n != null; n = n.next) {
            if (Objects.equals(n.item, o)) {
                return true;
            }
        }
        return false;
    }

    public E peek() {
        if (first == null) {
            throw new IllegalStateException("empty bag");
        }
        return first.item;
    }

    public int size() {
        return size;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof LinkedBag)) {
            return false;
        }
        LinkedBag<?> other = (LinkedBag<?>) o;
        if (size != other.size) {
            return false;
        }
        Node<?> b = other.first;
        for (Node<E> a = first; a != null; a = a.next, b = b.next) {
            if (!Objects.equals(a.item, b.item)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return size;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder("[");
        for (Node<E> n = first; n != null; n = n.next) {
            s.append(n.item);
            if (n.next != null) {
                s.append(", ");
            }
        }
        return s.append(']').toString();
    }
}
