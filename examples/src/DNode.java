/** A cell of {@link DoublyLinkedList}: a value and links to both neighbours. */
public class DNode {
    int value;
    DNode prev;
    DNode next;

    DNode(int value) {
        this.value = value;
        this.prev = null;
        this.next = null;
    }
}
