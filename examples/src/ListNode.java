/** A cell of {@link SinglyLinkedList} and {@link SortedIntList}: a value and the next cell. */
public class ListNode {
    int value;
    ListNode next;

    ListNode(int value, ListNode next) {
        this.value = value;
        this.next = next;
    }
}
