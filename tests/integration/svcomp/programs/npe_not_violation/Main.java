import org.sosy_lab.sv_benchmarks.Verifier;

// expected: true. An uncaught NullPointerException is not an assertion violation.
public class Main {
    static String pick(boolean b) {
        return b ? "yes" : null;
    }

    public static void main(String[] args) {
        String s = pick(Verifier.nondetBoolean());
        int n = s.length();
        assert n == 3;
    }
}
