import org.sosy_lab.sv_benchmarks.Verifier;

/** Safe: an assumed range keeps the assertion true; no loop, so k=1 explores everything. */
public class SafeRange {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        Verifier.assume(x > 10 && x < 20);
        assert x > 5;
    }
}
