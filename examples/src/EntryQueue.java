/**
 * A priority queue of keyed entries kept in a sorted doubly linked list, after the
 * {@code SortedListPriorityQueue} of the net.datastructures package (thesis Table 6.1's PQ):
 * {@code insert} walks back from the last node past every entry with a larger key, so each
 * node's entry, reached from the input list, may be any entry met before it. Entries are
 * shared objects: the same entry may sit in several nodes.
 *
 * @param <V> the type of the values the entries carry
 */
public class EntryQueue<V> {
    /** A key with its value; the queue orders entries by key. */
    public static final class Entry<V> {
        private final int key;
        private final V value;

        public Entry(int key, V value) {
            this.key = key;
            this.value = value;
        }

        public int getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }
    }

    private static final class Node<V> {
        Entry<V> element;
        Node<V> prev;
        Node<V> next;

        Node(Entry<V> element, Node<V> prev, Node<V> next) {
            this.element = element;
            this.prev = prev;
            this.next = next;
        }
    }

    private Node<V> head;
    private Node<V> tail;
    private int size;

    /** Adds an entry for (key, value) after every entry of a smaller or equal key. */
    public Entry<V> insert(int key, V value) {
        Entry<V> entry = new Entry<>(key, value);
        if (tail == null) {
            head = tail = new Node<>(entry, null, null);
        } else if (key >= tail.element.getKey()) {
            tail.next = new Node<>(entry, tail, null);
            tail = tail.next;
        } else {
            Node<V> cur = tail;
            while (cur != null && key < cur.element.getKey()) {
                cur = cur.prev;
            }
            if (cur == null) {
                head.prev = new Node<>(entry, null, head);
                head = head.prev;
            } else {
                Node<V> added = new Node<>(entry, cur, cur.next);
                cur.next.prev = added;
                cur.next = added;
            }
        }
        size++;
        return entry;
    }

    /** Removes and returns the entry of the smallest key. */
    public Entry<V> removeMin() {
        if (head == null) {
            throw new IllegalStateException("priority queue is empty");
        }
        Entry<V> min = head.element;
        head = head.next;
        if (head == null) {
            tail = null;
        } else {
            head.prev = null;
        }
        size--;
        return min;
    }

    /** The number of entries whose key lies in [low, high]. */
    public int countInRange(int low, int high) {
        int count = 0;
        for (Node<V> n = head; n != null; n = n.next) {
            int k = n.element.getKey();
            if (k >= low && k <= high) {
                count++;
            }
        }
        return count;
    }

    public int size() {
        return size;
    }
}
