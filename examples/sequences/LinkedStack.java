import java.util.NoSuchElementException;

/**
 * A last-in-first-out stack of any elements on a chain of private nodes, as generic library
 * code is written: elements are compared with {@code equals}, null elements are refused.
 */
public class LinkedStack<E> {
    private static final class Node<E> {
        final E value;
        final Node<E> next;

        Node(E value, Node<E> next) {
            this.value = value;
            this.next = next;
        }
    }

    private Node<E> top;
    private int size;

    public LinkedStack() {
    }

    public void push(E value) {
        if (value == null) {
            throw new IllegalArgumentException("null elements are not allowed");
        }
        top = new Node<>(value, top);
        size++;
    }

    public E pop() {
        if (top == null) {
            throw new NoSuchElementException("empty stack");
        }
        E value = top.value;
        top = top.next;
        size--;
        return value;
    }

    public E peek() {
        if (top == null) {
            throw new NoSuchElementException("empty stack");
        }
        return top.value;
    }

    /** Pushes the elements of {@code other} from its bottom up; how many it pushed. */
    public int pushAll(LinkedStack<? extends E> other) {
        if (other == null) {
            return 0;
        }
        Object[] bottomUp = new Object[other.size];
        int i = other.size;
        for (Node<? extends E> n = other.top; n != null; n = n.next) {
            bottomUp[--i] = n.value;
        }
        for (Object value : bottomUp) {
            @SuppressWarnings("unchecked")
            E e = (E) value;
            push(e);
        }
        return bottomUp.length;
    }

    /** The 1-based distance of {@code o} from the top, or -1 when the stack does not hold it. */
    public int search(Object o) {
        int distance = 1;
        for (Node<E> n = top; n != null; n = n.next) {
            if (n.value.equals(o)) {
                return distance;
            }
            distance++;
        }
        return -1;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return top == null;
    }
}
