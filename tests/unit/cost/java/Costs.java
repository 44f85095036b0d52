// Fixture of the cost tests: costs whose values follow from the bytecode by hand.
public class Costs {
    // memory: an int array of n elements (16 + 4*n bytes); 3 instructions.
    public static int[] make(int n) {
        return new int[n];
    }

    // objects: the outer array and one row per element (1 + n); memory 16 + 4*n + 20*n bytes.
    public static int[][] rows(int n) {
        int[][] out = new int[n][];
        for (int i = 0; i < n; i++) {
            out[i] = new int[1];
        }
        return out;
    }

    // 10 + 12*length instructions (4 before the loop, 4 per test of i, 8 per iteration, 2 after).
    public static int sum(int[] a) {
        int s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i];
        }
        return s;
    }

    private static int twice(int x) {
        return x * 2;
    }

    // Two recursive calls per step: no bound on its cost follows from the call graph alone.
    public static int fib(int n) {
        if (n < 2) {
            return n;
        }
        return fib(n - 1) + fib(n - 2);
    }

    // calls:Costs.twice: 2 for positive x, 1 otherwise.
    public static int callsTwice(int x) {
        if (x > 0) {
            return twice(twice(x));
        }
        return twice(x);
    }
}
