import org.sosy_lab.sv_benchmarks.Verifier;

// expected: false. A linked list of private nested nodes; the assertion fails for a list of
// three elements whose sum is 6.
public class Main {
    private static final class Node {
        final int value;
        Node next;

        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    public static void main(String[] args) {
        Node head = null;
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 0 && n <= 3);
        for (int i = 1; i <= n; i++) {
            head = new Node(i, head);
        }
        int sum = 0;
        for (Node p = head; p != null; p = p.next) {
            sum += p.value;
        }
        assert sum != 6;
    }
}
