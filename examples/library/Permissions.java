import java.util.BitSet;

/** Access rights as a set of bits. */
public class Permissions {
    public static final int READ = 0;
    public static final int WRITE = 1;
    public static final int EXECUTE = 2;
    public static final int ADMIN = 70;

    private final BitSet granted;

    public Permissions() {
        granted = new BitSet();
    }

    public void grant(int right) {
        if (right < 0 || right > ADMIN) {
            throw new IllegalArgumentException("unknown right " + right);
        }
        granted.set(right);
    }

    public void revoke(int right) {
        granted.clear(right);
    }

    public boolean allows(int right) {
        return granted.get(ADMIN) || granted.get(right);
    }

    public int count() {
        return granted.cardinality();
    }

    /** The highest right granted, or -1. */
    public int highest() {
        return granted.length() - 1;
    }

    public String describe() {
        return granted.toString();
    }

    /** The rights in bits that are also in mask, counted. */
    public static int shared(long bits, long mask) {
        BitSet a = BitSet.valueOf(new long[] {bits});
        BitSet b = BitSet.valueOf(new long[] {mask});
        a.and(b);
        return a.cardinality();
    }

    /** The first free slot at or after from, in a table whose used slots are given. */
    public static int firstFree(int[] used, int from) {
        BitSet taken = new BitSet(16);
        for (int u : used) {
            taken.set(u);
        }
        return taken.nextClearBit(from);
    }

    /** Flips the rights from..to-1 of a fresh set holding `right`, and counts the result. */
    public static int flipped(int right, int from, int to) {
        BitSet s = new BitSet();
        s.set(right);
        s.flip(from, to);
        return s.cardinality();
    }
}
