import org.sosy_lab.sv_benchmarks.Verifier;

// expected: true. Prints a small table; the assertion holds.
public class Main {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 0 && n < 3);
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += i;
            System.out.println(i + ": " + sum);
        }
        System.out.printf("%s=%d%n", "sum", sum);
        assert sum <= 1;
    }
}
