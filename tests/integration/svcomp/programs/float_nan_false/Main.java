import org.sosy_lab.sv_benchmarks.Verifier;

// expected: false. x != x holds only for NaN, which a nondet double can be.
public class Main {
    public static void main(String[] args) {
        double x = Verifier.nondetDouble();
        if (x > 0 || x <= 0) {
            return;
        }
        assert x == x;
    }
}
