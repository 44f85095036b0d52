/** Corpus: the stack manipulation bytecodes javac emits (dup_x1, dup2, dup2_x1, pop2, swap...). */
public class StackShapes {
    long total;
    int count;
    static long[] longs = new long[4];

    public long chain(int a, long b) {
        int x;
        int y = x = a;
        long p;
        long q = p = b;
        total = p = q + y + x;
        count++;
        ++count;
        return total + p;
    }

    public static long arrays(long[] ls, int i) {
        ls[i]++;
        ls[i] += ls[i] << 2;
        longs[i & 3] = ls[i]--;
        return ls[i];
    }

    public static long discard(long v) {
        Math.max(v, 1L);
        return v;
    }

    public static int many(int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7) {
        int b0 = a0 + 1000, b1 = a1 * 1000, b2 = a2 - 300;
        b0 += 2000;
        b1 -= 40000;
        return b0 + b1 + b2 + a3 + a4 + a5 + a6 + a7;
    }
}
