import org.sosy_lab.sv_benchmarks.Verifier;

/** Unsafe: the assertion fails for exactly one input, 42. */
public class FailsAt42 {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        assert x != 42;
    }
}
