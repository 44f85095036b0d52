/**
 * The running example of the thesis (Fig. 5.1) and of the partial-evaluation paper
 * (Fig. 1): least common multiple, greatest common divisor and absolute value.
 *
 * The source follows thesis Fig. 5.1 statement by statement. The only changes are
 * that the methods are {@code public static} (the figure shows them as instance
 * methods of an unnamed class) and that the class has a private constructor.
 * Note that the figure catches {@code Exception}, not {@code ArithmeticException}.
 */
public class Arith {
    private Arith() {
    }

    public static int lcm(int a, int b) {
        if (a < b) {
            int aux = a;
            a = b;
            b = aux;
        }
        int d = gcd(a, b);
        try {
            return abs(a * b) / d;
        } catch (Exception e) {
            return -1;
        }
    }

    public static int gcd(int a, int b) {
        int res;
        while (b != 0) {
            res = a % b;
            a = b;
            b = res;
        }
        return abs(a);
    }

    public static int abs(int a) {
        if (a >= 0)
            return a;
        else
            return -a;
    }
}
