// Fixture of the guided-generation tests: call-heavy methods whose local paths depend on what
// their helpers return (symbolic values, constants, exceptions), a loop with a constant bound,
// and code no input reaches.
public class Guided {
    private static int fee(int amount) {
        if (amount > 1000) return amount / 100;
        return 5;
    }

    private static int clamp(int v, int lo, int hi) {
        if (v < lo) return lo;
        if (v > hi) return hi;
        return v;
    }

    // Three helpers called three times: 41 paths at k=2, two local ones.
    public static int settle(int a, int b, int c) {
        int total = clamp(a, 0, 5000) + clamp(b, 0, 5000) + clamp(c, 0, 5000);
        int charge = fee(total);
        if (charge > 20) return total - 20;
        return total - charge;
    }

    private static boolean isSmall(int x) {
        if (x < 10 && x > -10) return true;
        return false;
    }

    // The branch depends on a constant the helper returns on each of its paths.
    public static String classify(int x) {
        if (isSmall(x)) return "small";
        return "large";
    }

    private static int digit(char c) {
        if (c < '0' || c > '9') throw new IllegalArgumentException("not a digit");
        return c - '0';
    }

    // The helper throws on some inputs: the exception is a local path of its own.
    public static int twoDigits(char tens, char ones) {
        return digit(tens) * 10 + digit(ones);
    }

    // A loop with a constant bound, then a branch on a helper's result.
    public static int sumClamped(int x) {
        int sum = 0;
        for (int i = 0; i < 3; i++) {
            sum += clamp(x + i, 0, 10);
        }
        if (sum > 20) return 1;
        return 0;
    }

    public static int guarded(int x) {
        int y = clamp(x, 0, 100);
        if (y > 100) {
            return -1;  // never: clamp keeps y within 0..100
        }
        if (y == 42) {
            return 42;
        }
        return y;
    }

    public static int unused(int x) {
        return x + 1;
    }

    // A table the class initializer fills, read where the input says: one term over the index,
    // so the digits (the only entries that are not -1) are found.
    private static final byte[] DIGITS = new byte[64];

    static {
        java.util.Arrays.fill(DIGITS, (byte) -1);
        for (int i = 0; i < 10; i++) {
            DIGITS['0' + i] = (byte) i;
        }
    }

    private static final int[] MIX = {7, 3, 12, 0, 9, 14, 1, 5, 11, 2, 15, 8, 4, 13, 6, 10};

    // Rounds of table reads at indices computed from earlier reads, like a cipher's: with its
    // loop run to the end, the element read in the last round depends on every earlier one.
    public static int mixRounds(int x) {
        for (int round = 0; round < 12; round++) {
            x = MIX[x & 15] ^ MIX[(x >>> 4) & 15] ^ (x << 1);
        }
        return x > 1000 ? 1 : 0;
    }

    public static int digitValue(char c) {
        if (c >= DIGITS.length || DIGITS[c] < 0) {
            return -1;
        }
        return DIGITS[c];
    }

    // A branch no input reaches (no more odd elements than elements) behind a loop whose paths
    // double with every element: the search for it is given up once it finds nothing new.
    public static int oddCount(int[] a) {
        int odd = 0;
        for (int x : a) {
            if ((x & 1) == 1) {
                odd++;
            }
        }
        if (odd > a.length) {
            return -1;
        }
        return odd;
    }
}
