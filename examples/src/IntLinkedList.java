import java.util.NoSuchElementException;

/**
 * A singly linked list of ints with a non-static inner iterator class, as the JDK's own
 * lists are written: the iterator reads the list it was created from.
 */
public class IntLinkedList {
    private static final class Node {
        int value;
        Node next;

        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    private Node head;
    private int size;

    public IntLinkedList() {
    }

    public void addFirst(int value) {
        head = new Node(value, head);
        size++;
    }

    public int size() {
        return size;
    }

    public Itr iterator() {
        return new Itr(0);
    }

    /** Iterates from a position on; it needs the list it belongs to. */
    public class Itr {
        private Node next;
        private int index;

        public Itr(int start) {
            if (start < 0 || start > size) {
                throw new IndexOutOfBoundsException("start " + start);
            }
            next = head;
            for (int i = 0; i < start; i++) {
                next = next.next;
            }
            index = start;
        }

        public boolean hasNext() {
            return next != null;
        }

        public int next() {
            if (next == null) {
                throw new NoSuchElementException();
            }
            int v = next.value;
            next = next.next;
            index++;
            return v;
        }

        public int remaining() {
            return size - index;
        }
    }
}
