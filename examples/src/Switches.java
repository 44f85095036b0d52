/**
 * switch statements: dense cases compile to tableswitch, sparse ones to
 * lookupswitch; fallthrough, default, switches on char and inside loops.
 */
public class Switches {
    private Switches() {
    }

    /** Dense tableswitch with fallthrough groups: 0 weekday, 1 weekend, -1 invalid. */
    public static int dayKind(int day) {
        switch (day) {
            case 1:
            case 2:
            case 3:
            case 4:
            case 5:
                return 0;
            case 6:
            case 7:
                return 1;
            default:
                return -1;
        }
    }

    /** Sparse lookupswitch over HTTP-like status codes. */
    public static int statusClass(int code) {
        switch (code) {
            case -1:
                return 0;
            case 200:
                return 2;
            case 301:
                return 3;
            case 404:
                return 4;
            case 500:
                return 5;
            case 1000000:
                return 9;
            default:
                return -1;
        }
    }

    /** Fallthrough that accumulates: each case adds its digit and falls into the next. */
    @SuppressWarnings("fallthrough")
    public static int fallthrough(int x) {
        int r = 0;
        switch (x) {
            case 0:
                r += 1;
            case 1:
                r += 10;
                break;
            case 2:
                r += 100;
            case 3:
                r += 1000;
            default:
                r += 10000;
        }
        return r;
    }

    /** A small calculator; division by zero is not caught. */
    public static int calc(char op, int a, int b) {
        switch (op) {
            case '+':
                return a + b;
            case '-':
                return a - b;
            case '*':
                return a * b;
            case '/':
                return a / b;
            case '%':
                return a % b;
            default:
                return 0;
        }
    }

    /** All four values of x & 3 have a case: the default branch is unreachable. */
    public static int quadrant(int x) {
        switch (x & 3) {
            case 0:
                return 10;
            case 1:
                return 20;
            case 2:
                return 30;
            case 3:
                return 40;
            default:
                return -1;
        }
    }

    public static int switchInLoop(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            switch (i % 3) {
                case 0:
                    s += 1;
                    break;
                case 1:
                    s += 2;
                    break;
                default:
                    s -= 1;
            }
        }
        return s;
    }

    /** Nested switches: a lookupswitch inside a tableswitch. */
    public static int nested(int a, int b) {
        switch (a) {
            case 0:
                switch (b) {
                    case 10:
                        return 1;
                    case 1000:
                        return 2;
                    default:
                        return 3;
                }
            case 1:
                return 4;
            case 2:
                return b > 0 ? 5 : 6;
            default:
                return 7;
        }
    }

    /** Only a default: javac still emits a switch instruction with no cases. */
    public static int onlyDefault(int x) {
        switch (x) {
            default:
                return x + 1;
        }
    }
}
