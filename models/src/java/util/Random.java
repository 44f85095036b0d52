package java.util;

/**
 * symtest model of java.util.Random: the JDK's 48-bit linear congruential generator, exactly
 * as its specification states it (setSeed scrambles with 0x5DEECE66D; next(bits) steps the
 * seed and returns its top bits; nextInt(bound) with the power-of-two shortcut and the
 * rejection loop; nextLong, nextBoolean, nextFloat, nextDouble, nextBytes), with next(bits)
 * called virtually so that subclasses overriding it are honoured. new Random() seeds itself
 * from the clock: its seed is a value the JVM chooses (SymtestPrimitives.unknownSeed, an input
 * source), so a test whose assertions depend on it is disabled while a test that only stores
 * the generator runs. A subclass's override of setSeed is not called by the constructor (the
 * JDK calls it). nextGaussian is the JDK's polar method over StrictMath.log and sqrt (fdlibm's,
 * bit for bit, see SymtestFdlibm); the streams (ints, longs, doubles) and RandomGenerator's
 * other default methods (nextGaussian(mean, stddev), nextExponential) are JDK code: unhandled.
 */
public class Random implements java.util.random.RandomGenerator, java.io.Serializable {
    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long ADDEND = 0xBL;
    private static final long MASK = (1L << 48) - 1;

    private long seed;
    // nextGaussian makes two values at a time and keeps the second for the next call.
    private double nextNextGaussian;
    private boolean haveNextNextGaussian;

    public Random() {
        seed = SymtestPrimitives.unknownSeed(this) & MASK;
    }

    public Random(long seed) {
        this.seed = (seed ^ MULTIPLIER) & MASK;
    }

    public void setSeed(long seed) {
        this.seed = (seed ^ MULTIPLIER) & MASK;
        haveNextNextGaussian = false;
    }

    protected int next(int bits) {
        long next = (seed * MULTIPLIER + ADDEND) & MASK;
        seed = next;
        return (int) (next >>> (48 - bits));
    }

    public void nextBytes(byte[] bytes) {
        int i = 0;
        int len = bytes.length;
        while (i < len) {
            int rnd = nextInt();
            int n = len - i < 4 ? len - i : 4;
            for (int k = 0; k < n; k++) {
                bytes[i++] = (byte) rnd;
                rnd >>= 8;
            }
        }
    }

    public int nextInt() {
        return next(32);
    }

    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        int r = next(31);
        int m = bound - 1;
        if ((bound & m) == 0) {
            return (int) ((bound * (long) r) >> 31);
        }
        int u = r;
        while (u - (r = u % bound) + m < 0) {
            u = next(31);
        }
        return r;
    }

    public long nextLong() {
        return ((long) next(32) << 32) + next(32);
    }

    public boolean nextBoolean() {
        return next(1) != 0;
    }

    public float nextFloat() {
        return next(24) / ((float) (1 << 24));
    }

    public double nextDouble() {
        return (((long) next(26) << 27) + next(27)) * 0x1.0p-53;
    }

    public double nextGaussian() {
        if (haveNextNextGaussian) {
            haveNextNextGaussian = false;
            return nextNextGaussian;
        }
        double v1;
        double v2;
        double s;
        do { // a point in the unit circle, not its centre (Knuth's algorithm C)
            v1 = 2 * nextDouble() - 1;
            v2 = 2 * nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
        nextNextGaussian = v2 * multiplier;
        haveNextNextGaussian = true;
        return v1 * multiplier;
    }

}
