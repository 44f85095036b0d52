/**
 * A doubly-linked list of ints ({@link DNode}s) with {@code head} and {@code tail}
 * pointers and an element counter, used as a deque. Removing from an empty list
 * throws {@code IllegalStateException}.
 */
public class DoublyLinkedList {
    private DNode head;
    private DNode tail;
    private int size;

    public DoublyLinkedList() {
        head = null;
        tail = null;
        size = 0;
    }

    public void addFirst(int x) {
        DNode n = new DNode(x);
        if (head == null) {
            tail = n;
        } else {
            n.next = head;
            head.prev = n;
        }
        head = n;
        size++;
    }

    public void addLast(int x) {
        DNode n = new DNode(x);
        if (tail == null) {
            head = n;
        } else {
            n.prev = tail;
            tail.next = n;
        }
        tail = n;
        size++;
    }

    public int removeFirst() {
        if (head == null) {
            throw new IllegalStateException("list is empty");
        }
        int x = head.value;
        head = head.next;
        if (head == null) {
            tail = null;
        } else {
            head.prev = null;
        }
        size--;
        return x;
    }

    public int removeLast() {
        if (tail == null) {
            throw new IllegalStateException("list is empty");
        }
        int x = tail.value;
        tail = tail.prev;
        if (tail == null) {
            head = null;
        } else {
            tail.next = null;
        }
        size--;
        return x;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }
}
