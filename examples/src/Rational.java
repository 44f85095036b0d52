/**
 * Class {@code R} of the compositional TDG paper (Fig. 1), renamed {@code Rational}:
 * {@code simplify} divides numerator and denominator by their greatest common divisor,
 * and the static {@code simp} copies an array of rationals and then simplifies every
 * element of the original array.
 *
 * Adaptations: the figure calls {@code A.gcd}, which is the thesis' Euclid gcd (see
 * {@code Arith}); here it is the private static {@link #gcd}. The figure's
 * {@code arraycopy(rs, oldRs, length)} is written out as a copy loop (a shallow copy,
 * like {@code System.arraycopy}, so the copy shares the objects that get simplified).
 * {@code simplify} throws {@code ArithmeticException} when both fields are 0.
 */
public class Rational {
    private int n;
    private int d;

    public Rational(int n, int d) {
        if (d == 0) {
            throw new IllegalArgumentException("zero denominator");
        }
        this.n = n;
        this.d = d;
    }

    public int numerator() {
        return n;
    }

    public int denominator() {
        return d;
    }

    public void simplify() {
        int gcd = gcd(n, d);
        n = n / gcd;
        d = d / gcd;
    }

    public static Rational[] simp(Rational[] rs) {
        int length = rs.length;
        Rational[] oldRs = new Rational[length];
        for (int j = 0; j < length; j++) {
            oldRs[j] = rs[j];
        }
        for (int i = 0; i < length; i++) {
            rs[i].simplify();
        }
        return oldRs;
    }

    private static int gcd(int a, int b) {
        int res;
        while (b != 0) {
            res = a % b;
            a = b;
            b = res;
        }
        return a >= 0 ? a : -a;
    }
}
