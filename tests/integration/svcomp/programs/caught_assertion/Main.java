import org.sosy_lab.sv_benchmarks.Verifier;

// expected: true. An AssertionError that main catches is no violation.
public class Main {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        try {
            assert x > 0;
        } catch (AssertionError e) {
            x = 1;
        }
        assert x > 0;
    }
}
