package java.util;

/**
 * symtest model of java.util.Stack: a Vector whose last element is the top, with the JDK's
 * EmptyStackException from pop and peek and its 1-based search from the top.
 */
public class Stack<E> extends Vector<E> {
    public Stack() {
    }

    public E push(E item) {
        addElement(item);
        return item;
    }

    public E pop() {
        E obj = peek();
        removeElementAt(size() - 1);
        return obj;
    }

    public E peek() {
        int len = size();
        if (len == 0) {
            throw new EmptyStackException();
        }
        return elementAt(len - 1);
    }

    public boolean empty() {
        return size() == 0;
    }

    public int search(Object o) {
        int i = lastIndexOf(o);
        if (i >= 0) {
            return size() - i;
        }
        return -1;
    }
}
