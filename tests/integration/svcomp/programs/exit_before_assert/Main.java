import org.sosy_lab.sv_benchmarks.Verifier;

// expected: true. System.exit ends the program before the assertion on negative inputs.
public class Main {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        if (x < 0) {
            System.out.println("negative input");
            System.exit(1);
        }
        assert x >= 0;
    }
}
