/** A cell of {@link NodeStack}: a value and the cell below it. */
public class StackNode {
    int value;
    StackNode below;

    StackNode(int value, StackNode below) {
        this.value = value;
        this.below = below;
    }
}
