import org.sosy_lab.sv_benchmarks.Verifier;

/** SV-COMP style: the assertion fails when 3 * x wraps around to 3 * y + 1. */
public class Unsafe {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        int y = Verifier.nondetInt();
        Verifier.assume(x > 0 && x < 100);
        int s = 0;
        for (int i = 0; i < 3; i++) {
            s += x;
        }
        assert s != 3 * y + 1;
    }
}
