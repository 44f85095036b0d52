/**
 * An unbounded stack of ints as a chain of {@link StackNode}s from the top down,
 * with an element counter. Popping or peeking an empty stack throws
 * {@code IllegalStateException}.
 */
public class NodeStack {
    private StackNode top;
    private int size;

    public NodeStack() {
        top = null;
        size = 0;
    }

    public void push(int x) {
        top = new StackNode(x, top);
        size++;
    }

    public int pop() {
        if (top == null) {
            throw new IllegalStateException("stack is empty");
        }
        int x = top.value;
        top = top.below;
        size--;
        return x;
    }

    public int peek() {
        if (top == null) {
            throw new IllegalStateException("stack is empty");
        }
        return top.value;
    }

    public boolean isEmpty() {
        return top == null;
    }

    public int size() {
        return size;
    }
}
