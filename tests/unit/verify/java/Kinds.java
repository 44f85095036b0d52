import org.sosy_lab.sv_benchmarks.Verifier;

/** Unsafe for exactly one value of each kind of nondet input. */
public class Kinds {
    public static void main(String[] args) {
        boolean b = Verifier.nondetBoolean();
        char c = Verifier.nondetChar();
        long l = Verifier.nondetLong();
        short s = Verifier.nondetShort();
        byte y = Verifier.nondetByte();
        double d = Verifier.nondetDouble();
        float f = Verifier.nondetFloat();
        if (b && c == 'a' && l == -3_000_000_000L && s == -7 && y == 9 && d == 1.5 && f == -0.25f) {
            assert false;
        }
    }
}
