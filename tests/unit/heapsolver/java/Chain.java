/**
 * A singly linked chain with a private nested node class: its methods walk and relink nodes,
 * and one compares two chains, so lazy initialization offers cycles, shared nodes and
 * aliased chains.
 */
public class Chain {
    private static final class Node {
        int value;
        Node next;
    }

    private Node head;

    /** The number of nodes, counting at most limit. */
    public int length(int limit) {
        int n = 0;
        for (Node p = head; p != null && n < limit; p = p.next) {
            n++;
        }
        return n;
    }

    /** Moves the second node to the front; false when there is none. */
    public boolean swapFirstTwo() {
        if (head == null || head.next == null) {
            return false;
        }
        Node second = head.next;
        head.next = second.next;
        second.next = head;
        head = second;
        return true;
    }

    /** Whether both chains start with equal values. */
    public boolean sameStart(Chain other) {
        if (other == this) {
            System.out.println("same chain");
            return true;
        }
        if (head == null || other.head == null) {
            return head == other.head;
        }
        return head.value == other.head.value;
    }
}
