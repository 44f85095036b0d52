/** Small integer methods whose CLP translation is checked verbatim against golden/*.clp. */
public class Golden {
    private Golden() {
    }

    public static int abs(int x) {
        if (x >= 0) {
            return x;
        } else {
            return -x;
        }
    }

    public static int gcd(int a, int b) {
        while (b != 0) {
            int t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    public static int safeDiv(int a, int b) {
        try {
            return a / b;
        } catch (ArithmeticException e) {
            return 0;
        }
    }

    public static int classify(int x) {
        switch (x) {
            case 1:
                return 10;
            case 2:
            case 3:
                return 20;
            default:
                return -1;
        }
    }

    static int twice(int x) {
        return x * 2;
    }

    public static int callTwice(int x) {
        return twice(x) + 1;
    }

    public static int compareLongs(long a, long b) {
        if (a < b) {
            return -1;
        }
        return a == b ? 0 : 1;
    }

    /** fcmpg fused with its branch (NaN takes the else side), drem, and conversions. */
    public static long scaled(double d, float f) {
        if (d < f) {
            return (long) (d % 2.5);
        }
        return (int) -f;
    }
}
