import org.sosy_lab.sv_benchmarks.Verifier;

// expected: false. The assertion fails only after seven iterations.
public class Main {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        int i = 0;
        while (i < n) {
            i++;
            assert i < 7;
        }
    }
}
