/** A cell of {@link NodeQueue}: a value and the cell behind it. */
public class QNode {
    int value;
    QNode next;

    QNode(int value) {
        this.value = value;
        this.next = null;
    }
}
