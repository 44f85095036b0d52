import org.sosy_lab.sv_benchmarks.Verifier;

// expected: true. Casting a float to int saturates and maps NaN to 0: never outside int.
public class Main {
    public static void main(String[] args) {
        float f = Verifier.nondetFloat();
        int i = (int) f;
        long l = (long) f;
        if (f != f) {
            assert i == 0 && l == 0;
        } else if (f >= 2147483648.0f) {
            assert i == Integer.MAX_VALUE;
        } else if (f < -2147483648.0f) {
            assert i == Integer.MIN_VALUE;
        } else {
            assert i == l;
        }
    }
}
