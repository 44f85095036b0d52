/**
 * A binomial min-heap of ints, as in CLRS: the heap is a list of binomial trees
 * (roots linked through {@code sibling}, in increasing order of degree, at most one
 * tree per degree), each tree heap-ordered. Insertion and minimum extraction both
 * merge two root lists by degree and then link trees of equal degree.
 */
public class IntBinomialHeap {
    private static final class Node {
        int key;
        int degree;
        Node child;   // child of highest degree; its siblings have decreasing degrees
        Node sibling;

        Node(int key) {
            this.key = key;
        }
    }

    private Node head;
    private int size;

    public IntBinomialHeap() {
        head = null;
        size = 0;
    }

    public void insert(int key) {
        union(new Node(key));
        size++;
    }

    /** Returns the smallest key; throws IllegalStateException when the heap is empty. */
    public int findMin() {
        if (head == null) {
            throw new IllegalStateException("heap is empty");
        }
        int min = head.key;
        for (Node x = head.sibling; x != null; x = x.sibling) {
            if (x.key < min) {
                min = x.key;
            }
        }
        return min;
    }

    /** Removes and returns the smallest key; throws IllegalStateException when empty. */
    public int extractMin() {
        if (head == null) {
            throw new IllegalStateException("heap is empty");
        }
        Node minPrev = null;
        Node min = head;
        Node prev = head;
        for (Node x = head.sibling; x != null; x = x.sibling) {
            if (x.key < min.key) {
                minPrev = prev;
                min = x;
            }
            prev = x;
        }
        if (minPrev == null) {
            head = min.sibling;
        } else {
            minPrev.sibling = min.sibling;
        }
        // The children of min, reversed, form a root list in increasing order of degree.
        Node reversed = null;
        Node c = min.child;
        while (c != null) {
            Node next = c.sibling;
            c.sibling = reversed;
            reversed = c;
            c = next;
        }
        union(reversed);
        size--;
        return min.key;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** Makes tree y (root) the first child of tree z, both of the same degree. */
    private static void link(Node y, Node z) {
        y.sibling = z.child;
        z.child = y;
        z.degree++;
    }

    /** Merges the root list other into this heap's, then links trees of equal degree. */
    private void union(Node other) {
        Node h = mergeByDegree(head, other);
        if (h == null) {
            head = null;
            return;
        }
        Node prev = null;
        Node x = h;
        Node next = x.sibling;
        while (next != null) {
            if (x.degree != next.degree
                    || (next.sibling != null && next.sibling.degree == x.degree)) {
                prev = x;
                x = next;
            } else if (x.key <= next.key) {
                x.sibling = next.sibling;
                link(next, x);
            } else {
                if (prev == null) {
                    h = next;
                } else {
                    prev.sibling = next;
                }
                link(x, next);
                x = next;
            }
            next = x.sibling;
        }
        head = h;
    }

    /** Merges two root lists sorted by increasing degree into one. */
    private static Node mergeByDegree(Node a, Node b) {
        Node first = null;
        Node last = null;
        while (a != null || b != null) {
            Node take;
            if (b == null || (a != null && a.degree <= b.degree)) {
                take = a;
                a = a.sibling;
            } else {
                take = b;
                b = b.sibling;
            }
            if (last == null) {
                first = take;
            } else {
                last.sibling = take;
            }
            last = take;
        }
        return first;
    }
}
