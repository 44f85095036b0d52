import org.sosy_lab.sv_benchmarks.Verifier;

// expected: false. The assertion is in another class, whose initializer asks
// Class.desiredAssertionStatus() (enabled, as with java -ea).
public class Main {
    public static void main(String[] args) {
        Checker.check(Verifier.nondetInt());
    }
}

class Checker {
    static void check(int x) {
        assert x >= 0 : "negative";
    }
}
