/**
 * lcm/gcd/abs exactly as the partial-evaluation paper's running example (Fig. 1): no swap
 * and no handler, so a zero divisor escapes as ArithmeticException ("divby0" in the paper).
 */
public class PaperLcm {
    private PaperLcm() {
    }

    public static int lcm(int x, int y) {
        int gcd = gcd(x, y);
        return abs(x * y / gcd);
    }

    public static int gcd(int x, int y) {
        while (y != 0) {
            int r = x % y;
            x = y;
            y = r;
        }
        return abs(x);
    }

    public static int abs(int x) {
        if (x >= 0) {
            return x;
        }
        return -x;
    }
}
