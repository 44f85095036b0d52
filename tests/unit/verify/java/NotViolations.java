import org.sosy_lab.sv_benchmarks.Verifier;

/**
 * Safe: an AssertionError that main catches, an uncaught ArithmeticException and an exit are
 * no assertion violations.
 */
public class NotViolations {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        try {
            assert x > 0;
        } catch (AssertionError e) {
            x = 1;
        }
        int y = 100 / (x - 1);
        if (y == 7) {
            System.exit(0);
        }
        assert x > 0;
    }
}
