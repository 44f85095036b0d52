// Fixture of the sequence tests: methods that take objects of their own class (and the
// receiver itself) and of another analysed class.
public class Meter {
    private int total;

    public Meter() {
    }

    public void add(int amount) {
        if (amount < 0) {
            throw new IllegalArgumentException("negative amount");
        }
        total += amount;
    }

    /** Adds the other meter's total: -1 without one, 0 for this meter itself, else 1. */
    public int merge(Meter other) {
        if (other == null) {
            return -1;
        }
        if (other == this) {
            return 0;
        }
        total += other.total;
        return 1;
    }

    public boolean matches(Tally tally) {
        return tally != null && tally.get() == total;
    }
}
