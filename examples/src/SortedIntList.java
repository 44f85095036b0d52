/**
 * A singly-linked list of ints ({@link ListNode}s) kept in non-decreasing order:
 * {@code insert} walks to the first cell not smaller than the new value, and
 * {@code contains} stops as soon as it passes the value.
 */
public class SortedIntList {
    private ListNode head;

    public SortedIntList() {
        head = null;
    }

    public void insert(int x) {
        if (head == null || x <= head.value) {
            head = new ListNode(x, head);
            return;
        }
        ListNode cur = head;
        while (cur.next != null && cur.next.value < x) {
            cur = cur.next;
        }
        cur.next = new ListNode(x, cur.next);
    }

    public boolean contains(int x) {
        ListNode cur = head;
        while (cur != null && cur.value < x) {
            cur = cur.next;
        }
        return cur != null && cur.value == x;
    }

    public int min() {
        if (head == null) {
            throw new IllegalStateException("list is empty");
        }
        return head.value;
    }
}
