import java.util.EmptyStackException;

/** A stack of any objects, null included, on a growing array (as textbook stacks are). */
public class ObjectStack {
    private Object[] elements = new Object[2];
    private int size;

    public ObjectStack() {
    }

    public void push(Object o) {
        if (size == elements.length) {
            Object[] bigger = new Object[2 * elements.length];
            System.arraycopy(elements, 0, bigger, 0, size);
            elements = bigger;
        }
        elements[size++] = o;
    }

    public Object pop() {
        if (size == 0) {
            throw new EmptyStackException();
        }
        Object o = elements[--size];
        elements[size] = null;
        return o;
    }

    public Object peek() {
        if (size == 0) {
            throw new EmptyStackException();
        }
        return elements[size - 1];
    }

    public int size() {
        return size;
    }
}
