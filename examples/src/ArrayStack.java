/**
 * A bounded stack of ints stored in an array: {@code elems[0..size-1]} holds the
 * elements, the top one at {@code elems[size-1]}. Popping or peeking an empty stack
 * and pushing onto a full one throw {@code IllegalStateException}.
 */
public class ArrayStack {
    private int[] elems;
    private int size;

    public ArrayStack(int capacity) {
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

    public boolean isEmpty() {
        return size == 0;
    }

    public int size() {
        return size;
    }
}
