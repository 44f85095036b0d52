import org.sosy_lab.sv_benchmarks.Verifier;

/** Calls a native method symtest cannot analyse before the assertion. */
public class NativeCall {
    static native int magic(int x);

    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        if (x > 0) {
            x = magic(x);
        }
        assert x != 13;
    }
}
