/**
 * Division and remainder by zero: uncaught, caught by ArithmeticException or by one
 * of its superclasses, nested handlers, a handler that rethrows the caught
 * exception, and exceptions that propagate out of a callee.
 */
public class DivRem {
    private DivRem() {
    }

    public static int div(int a, int b) {
        return a / b;
    }

    public static int rem(int a, int b) {
        return a % b;
    }

    public static long longDiv(long a, long b) {
        return a / b;
    }

    public static long longRem(long a, long b) {
        return a % b;
    }

    public static int divCatchArithmetic(int a, int b) {
        try {
            return a / b;
        } catch (ArithmeticException e) {
            return 0;
        }
    }

    public static int remCatchRuntime(int a, int b) {
        try {
            return a % b;
        } catch (RuntimeException e) {
            return -1;
        }
    }

    public static int divCatchException(int a, int b) {
        try {
            return a / b;
        } catch (Exception e) {
            return -2;
        }
    }

    public static long longDivCatchThrowable(long a, long b) {
        try {
            return a / b;
        } catch (Throwable t) {
            return -3L;
        }
    }

    /** The check before the division makes the exception impossible. */
    public static int divChecked(int a, int b) {
        if (b == 0) {
            return 0;
        }
        return a / b;
    }

    /** The inner handler catches a / b, the outer one catches 100 / c. */
    public static int nested(int a, int b, int c) {
        try {
            int q;
            try {
                q = a / b;
            } catch (ArithmeticException e) {
                q = 0;
            }
            return q + 100 / c;
        } catch (ArithmeticException e) {
            return -1;
        }
    }

    /** Two divisions in one try block: either may throw. */
    public static int twoDivisions(int a, int b, int c) {
        int x = 0;
        try {
            x = a / b;
            x += a % c;
        } catch (ArithmeticException e) {
            x = -x - 1;
        }
        return x;
    }

    /** Rethrows the caught exception unless a is zero. */
    public static int divOrRethrow(int a, int b) {
        try {
            return a / b;
        } catch (ArithmeticException e) {
            if (a == 0) {
                return 0;
            }
            throw e;
        }
    }

    /** The exception is raised in div and caught here. */
    public static int callerCatches(int a, int b) {
        try {
            return div(a, b) + rem(a, b);
        } catch (ArithmeticException e) {
            return Integer.MIN_VALUE;
        }
    }

    /** The exception is raised in div and propagates through this method. */
    public static int callerPropagates(int a, int b) {
        int q = div(a, b);
        if (q > 10) {
            return 10;
        }
        return q;
    }

    /** Floor modulus as in Math.floorMod; b == 0 throws. */
    public static int floorMod(int a, int b) {
        int r = a % b;
        if (r != 0 && (r ^ b) < 0) {
            r += b;
        }
        return r;
    }

    /** A handler inside a loop: the divisor passes through zero when i == d. */
    public static int sumOfQuotients(int a, int n, int d) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            try {
                s += a / (i - d);
            } catch (ArithmeticException e) {
                s -= 1;
            }
        }
        return s;
    }

    /** After the handler, execution continues with the code that follows the try. */
    public static int continueAfterHandler(int a, int b) {
        int r;
        try {
            r = a / b;
        } catch (ArithmeticException e) {
            r = a;
        }
        if (r > 0) {
            return r * 2;
        }
        return r;
    }
}
