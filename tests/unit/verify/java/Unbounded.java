import org.sosy_lab.sv_benchmarks.Verifier;

/** Safe, but its loop runs as often as the input says: every bound leaves paths cut. */
public class Unbounded {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        int i = 0;
        while (i < n) {
            i++;
        }
        assert i >= 0;
    }
}
