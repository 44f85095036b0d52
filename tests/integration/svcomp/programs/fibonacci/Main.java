import org.sosy_lab.sv_benchmarks.Verifier;

// expected: false. Needs fibonacci(5), deeper than the default bound: found by deepening.
public class Main {
    static int fibonacci(int n) {
        if (n < 2) {
            return n;
        }
        return fibonacci(n - 1) + fibonacci(n - 2);
    }

    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 0 && n < 8);
        assert fibonacci(n) != 5;
    }
}
