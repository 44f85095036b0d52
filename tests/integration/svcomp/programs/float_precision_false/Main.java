import org.sosy_lab.sv_benchmarks.Verifier;

// expected: false. Above 2^24 a float cannot hold every int: adding one can be lost.
public class Main {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n > 0);
        float f = n;
        assert f + 1 > f;
    }
}
