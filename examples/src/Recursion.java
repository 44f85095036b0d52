/**
 * Recursive methods: linear, tree-shaped, nested (Ackermann) and mutual recursion.
 */
public class Recursion {
    private Recursion() {
    }

    public static int factorial(int n) {
        if (n <= 1) {
            return 1;
        }
        return n * factorial(n - 1);
    }

    public static int fib(int n) {
        if (n < 2) {
            return n;
        }
        return fib(n - 1) + fib(n - 2);
    }

    /** Ackermann's function, only for small arguments. */
    public static int ackermann(int m, int n) {
        if (m < 0 || n < 0 || m > 3 || n > 4) {
            return -1;
        }
        return ack(m, n);
    }

    public static int ack(int m, int n) {
        if (m == 0) {
            return n + 1;
        }
        if (n == 0) {
            return ack(m - 1, 1);
        }
        return ack(m - 1, ack(m, n - 1));
    }

    public static boolean isEven(int n) {
        if (n == 0) {
            return true;
        }
        return isOdd(n - 1);
    }

    public static boolean isOdd(int n) {
        if (n == 0) {
            return false;
        }
        return isEven(n - 1);
    }

    /** Parity of any int, including negative ones, through the mutual recursion. */
    public static int parity(int n) {
        if (n < 0) {
            if (n == Integer.MIN_VALUE) {
                return 0;
            }
            n = -n;
        }
        return isEven(n) ? 0 : 1;
    }

    /** Exponentiation by squaring (wraps on overflow). */
    public static int fastPow(int b, int e) {
        if (e <= 0) {
            return 1;
        }
        int h = fastPow(b, e / 2);
        if (e % 2 == 0) {
            return h * h;
        }
        return h * h * b;
    }

    public static int binomial(int n, int k) {
        if (k < 0 || k > n) {
            return 0;
        }
        if (k == 0 || k == n) {
            return 1;
        }
        return binomial(n - 1, k - 1) + binomial(n - 1, k);
    }

    public static int gcd(int a, int b) {
        if (b == 0) {
            return a;
        }
        return gcd(b, a % b);
    }

    public static int sumDigits(int n) {
        if (n < 10) {
            return n < 0 ? -1 : n;
        }
        return n % 10 + sumDigits(n / 10);
    }
}
