import java.util.NoSuchElementException;

/**
 * A singly linked list of ints with a head and a tail reference, so that both
 * {@code addFirst} and {@code addLast} take constant time. Positions are counted from
 * zero at the head.
 */
public class IntLinkedList {
    private static final class Node {
        final int value;
        Node next;

        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    private Node head;
    private Node tail;
    private int size;

    public IntLinkedList() {
        head = null;
        tail = null;
        size = 0;
    }

    public void addFirst(int value) {
        head = new Node(value, head);
        if (tail == null) {
            tail = head;
        }
        size++;
    }

    public void addLast(int value) {
        Node fresh = new Node(value, null);
        if (tail == null) {
            head = fresh;
        } else {
            tail.next = fresh;
        }
        tail = fresh;
        size++;
    }

    /** Removes and returns the first value; throws NoSuchElementException when empty. */
    public int removeFirst() {
        if (head == null) {
            throw new NoSuchElementException("list is empty");
        }
        int value = head.value;
        head = head.next;
        if (head == null) {
            tail = null;
        }
        size--;
        return value;
    }

    public boolean contains(int value) {
        return indexOf(value) >= 0;
    }

    /** Returns the position of the first occurrence of value, or -1 if there is none. */
    public int indexOf(int value) {
        int index = 0;
        for (Node cur = head; cur != null; cur = cur.next) {
            if (cur.value == value) {
                return index;
            }
            index++;
        }
        return -1;
    }

    /** Returns the value at index; throws IndexOutOfBoundsException outside [0, size). */
    public int get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index out of range");
        }
        Node cur = head;
        for (int i = 0; i < index; i++) {
            cur = cur.next;
        }
        return cur.value;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }
}
