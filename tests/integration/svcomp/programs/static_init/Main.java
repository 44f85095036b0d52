import org.sosy_lab.sv_benchmarks.Verifier;

// expected: true. A non-final static field holds what its initializer wrote.
public class Main {
    static int something_static = 3;

    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        if (x > 0) {
            something_static += 0;
        }
        assert something_static == 3;
    }
}
