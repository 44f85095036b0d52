import org.sosy_lab.sv_benchmarks.Verifier;

// expected: true. A table of thresholds set by the static initializer.
public class Main {
    static int[] thresholds = {10, 20, 30};
    static int levels;

    static {
        levels = thresholds.length;
    }

    static int level(int x) {
        for (int i = 0; i < thresholds.length; i++) {
            if (x < thresholds[i]) {
                return i;
            }
        }
        return levels;
    }

    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        int l = level(x);
        assert l >= 0 && l <= 3;
    }
}
