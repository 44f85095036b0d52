import org.sosy_lab.sv_benchmarks.Verifier;

/** Unsafe for one string, "hi". */
public class Strings {
    public static void main(String[] args) {
        String s = Verifier.nondetString();
        assert s == null || !s.equals("hi");
    }
}
