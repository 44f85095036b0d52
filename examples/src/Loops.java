/**
 * Loops whose iteration counts depend on the parameters: nested loops, loops with
 * early exit, continue and break.
 */
public class Loops {
    private Loops() {
    }

    /** 1 + 2 + ... + n counted one unit at a time with two nested loops. */
    public static int triangle(int n) {
        int s = 0;
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= i; j++) {
                s++;
            }
        }
        return s;
    }

    public static int countDivisors(int n) {
        if (n <= 0) {
            return 0;
        }
        int c = 0;
        for (int d = 1; d <= n; d++) {
            if (n % d == 0) {
                c++;
            }
        }
        return c;
    }

    /** Sum of decimal digits; Integer.MIN_VALUE stays negative after negation. */
    public static int digitSum(int n) {
        if (n < 0) {
            n = -n;
        }
        int s = 0;
        while (n > 0) {
            s += n % 10;
            n /= 10;
        }
        return s;
    }

    public static boolean isPrime(int n) {
        if (n < 2) {
            return false;
        }
        for (int d = 2; d <= n / d; d++) {
            if (n % d == 0) {
                return false;
            }
        }
        return true;
    }

    public static int power(int base, int exp) {
        int r = 1;
        for (int i = 0; i < exp; i++) {
            r *= base;
        }
        return r;
    }

    public static int reverseDigits(int n) {
        int r = 0;
        while (n != 0) {
            r = r * 10 + n % 10;
            n /= 10;
        }
        return r;
    }

    public static int collatzSteps(int n) {
        int steps = 0;
        while (n > 1) {
            if (n % 2 == 0) {
                n = n / 2;
            } else {
                n = 3 * n + 1;
            }
            steps++;
        }
        return steps;
    }

    /** Sum of the odd numbers below n, stopping once the sum exceeds limit. */
    public static int sumOddUpTo(int n, int limit) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            if (i % 2 == 0) {
                continue;
            }
            if (s > limit) {
                break;
            }
            s += i;
        }
        return s;
    }

    /** Counts pairs (i, j) with 0 <= i < j < n and i + j divisible by m. */
    public static int countPairs(int n, int m) {
        if (m <= 0) {
            return -1;
        }
        int c = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if ((i + j) % m == 0) {
                    c++;
                }
            }
        }
        return c;
    }

    /** Integer square root by linear search. */
    public static int isqrt(int n) {
        if (n < 0) {
            return -1;
        }
        int r = 0;
        while ((r + 1) <= n / (r + 1)) {
            r++;
        }
        return r;
    }

    public static int doWhileCount(int n) {
        int c = 0;
        do {
            c++;
            n -= 3;
        } while (n > 0);
        return c;
    }
}
