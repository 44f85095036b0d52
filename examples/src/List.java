/**
 * The running example of thesis Chapter 2 (Fig. 2.4a): a singly-linked list of
 * {@link Node}s and method {@code remAll}, which removes from {@code this} list every
 * element that occurs in list {@code l} (outer loop over {@code l}, inner loop over
 * {@code this}). The body follows the figure statement by statement; the comments name
 * the blocks of the CLP-translated program of Fig. 2.4b. The only change is that the
 * class and the method are {@code public} (the figure leaves them package-private).
 */
public class List {
    Node first;

    public void remAll(List l) {
        // block1
        Node lf = l.first;
        // loop1 -> cond1
        while (lf != null) {
            // block2
            Node prev = null;
            Node p = null;
            Node next = first;
            // loop2 -> cond2
            while (next != null) {
                // block3
                prev = p;
                p = next;
                next = next.next;
                // if1
                if (p.data == lf.data)
                    // if2
                    if (prev == null) {
                        first = next;
                        p = null;
                    } else {
                        prev.next = next;
                        p = prev;
                    }
            }
            // block4
            lf = lf.next;
        }
    }
}
