/**
 * Bit mixing as hash tables and checksums do it: a multiplicative hash by the golden-ratio
 * constant, its high half folded into the low one. Only one key in 2^32 has a given
 * fingerprint, which a solver over bit-vectors finds and CLP(FD) labeling does not.
 */
public final class Fingerprints {
    private static final int GOLDEN = 0x9E3779B9;
    private static final int STORED = 0x7F4A7C15;

    private Fingerprints() {
    }

    public static int mix(int key) {
        int h = key * GOLDEN;
        return h ^ (h >>> 16);
    }

    /** Whether a key's fingerprint is the stored one. */
    public static boolean matches(int key) {
        return mix(key) == STORED;
    }

    /** The bucket of a key in a table of 2^bits buckets: the top bits of the mixed key. */
    public static int bucket(int key, int bits) {
        if (bits <= 0 || bits > 30) {
            throw new IllegalArgumentException("bits out of range");
        }
        return (key * GOLDEN) >>> (32 - bits);
    }
}
