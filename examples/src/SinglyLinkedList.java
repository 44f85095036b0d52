/**
 * An unsorted singly-linked list of ints ({@link ListNode}s from {@code head}).
 * {@code remove} unlinks the first occurrence of a value; {@code size} counts the
 * cells.
 */
public class SinglyLinkedList {
    private ListNode head;

    public SinglyLinkedList() {
        head = null;
    }

    public void addFirst(int x) {
        head = new ListNode(x, head);
    }

    public void addLast(int x) {
        ListNode n = new ListNode(x, null);
        if (head == null) {
            head = n;
            return;
        }
        ListNode cur = head;
        while (cur.next != null) {
            cur = cur.next;
        }
        cur.next = n;
    }

    public boolean remove(int x) {
        if (head == null) {
            return false;
        }
        if (head.value == x) {
            head = head.next;
            return true;
        }
        ListNode prev = head;
        ListNode cur = head.next;
        while (cur != null) {
            if (cur.value == x) {
                prev.next = cur.next;
                return true;
            }
            prev = cur;
            cur = cur.next;
        }
        return false;
    }

    public boolean contains(int x) {
        ListNode cur = head;
        while (cur != null) {
            if (cur.value == x) {
                return true;
            }
            cur = cur.next;
        }
        return false;
    }

    public int size() {
        int n = 0;
        for (ListNode cur = head; cur != null; cur = cur.next) {
            n++;
        }
        return n;
    }
}
