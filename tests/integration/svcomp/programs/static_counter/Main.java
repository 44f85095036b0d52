import org.sosy_lab.sv_benchmarks.Verifier;

// expected: false. A static counter exceeds 2 when the loop runs three times.
public class Main {
    private static int count;

    static void tick() {
        count++;
    }

    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 0 && n <= 5);
        for (int i = 0; i < n; i++) {
            tick();
        }
        assert count < 3;
    }
}
