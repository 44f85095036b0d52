/**
 * A FIFO queue of ints as a chain of {@link QNode}s from {@code head} (the oldest
 * element) to {@code tail} (the newest). Dequeuing or peeking an empty queue throws
 * {@code IllegalStateException}.
 */
public class NodeQueue {
    private QNode head;
    private QNode tail;

    public NodeQueue() {
        head = null;
        tail = null;
    }

    public void enqueue(int x) {
        QNode n = new QNode(x);
        if (tail == null) {
            head = n;
        } else {
            tail.next = n;
        }
        tail = n;
    }

    public int dequeue() {
        if (head == null) {
            throw new IllegalStateException("queue is empty");
        }
        int x = head.value;
        head = head.next;
        if (head == null) {
            tail = null;
        }
        return x;
    }

    public int peek() {
        if (head == null) {
            throw new IllegalStateException("queue is empty");
        }
        return head.value;
    }

    public boolean isEmpty() {
        return head == null;
    }
}
