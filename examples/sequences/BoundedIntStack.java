/**
 * A stack of ints with a fixed capacity, stored in an array: {@code elems[0..size-1]}
 * holds the elements, the top one at {@code elems[size-1]}. Pushing onto a full stack
 * and popping or peeking an empty one throw {@code IllegalStateException}.
 */
public class BoundedIntStack {
    private static final int DEFAULT_CAPACITY = 3;

    private final int[] elems;
    private int size;

    /** Creates an empty stack that holds at most three elements. */
    public BoundedIntStack() {
        this(DEFAULT_CAPACITY);
    }

    /** Creates an empty stack that holds at most {@code capacity} elements. */
    public BoundedIntStack(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        elems = new int[capacity];
        size = 0;
    }

    public void push(int x) {
        if (size == elems.length) {
            throw new IllegalStateException("stack is full");
        }
        elems[size] = x;
        size++;
    }

    public int pop() {
        if (size == 0) {
            throw new IllegalStateException("stack is empty");
        }
        size--;
        return elems[size];
    }

    public int peek() {
        if (size == 0) {
            throw new IllegalStateException("stack is empty");
        }
        return elems[size - 1];
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean isFull() {
        return size == elems.length;
    }
}
