/**
 * The node of the singly-linked {@link List} of thesis Fig. 2.4: an {@code int} datum
 * and a reference to the next node. As in the figure, the fields are package-private
 * (List reads and writes them directly) and the class has only the default constructor.
 */
public class Node {
    int data;
    Node next;
}
