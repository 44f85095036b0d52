import org.sosy_lab.sv_benchmarks.Verifier;

/** Unsafe only after seven iterations of the loop: found by deepening k. */
public class LoopBound {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        int i = 0;
        while (i < n) {
            i++;
            assert i < 7;
        }
    }
}
