import org.sosy_lab.sv_benchmarks.Verifier;

/** SV-COMP style: the absolute value of a number in (-1000, 1000) stays below 1000. */
public class Safe {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        Verifier.assume(x > -1000 && x < 1000);
        int a = Math.abs(x);
        if (Verifier.nondetBoolean()) {
            a = a / 2;
        }
        assert a < 1000;
    }
}
