// Call-heavy settlement arithmetic: three helpers called three times (issue 10's example);
// full exploration enumerates every combination of the helpers' paths.
public class Settlement {
    private static int fee(int amount) {
        if (amount > 1000) return amount / 100;
        return 5;
    }
    private static int clamp(int v, int lo, int hi) {
        if (v < lo) return lo;
        if (v > hi) return hi;
        return v;
    }
    public static int settle(int a, int b, int c) {
        int total = clamp(a, 0, 5000) + clamp(b, 0, 5000) + clamp(c, 0, 5000);
        int charge = fee(total);
        if (charge > 20) return total - 20;
        return total - charge;
    }
}
