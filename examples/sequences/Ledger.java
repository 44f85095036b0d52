/**
 * Moves money between {@link Account}s and keeps count: a class whose methods take objects of
 * another analysed class. A transfer that the receiving account refuses is undone.
 */
public class Ledger {
    private int transfers;
    private long moved;

    public Ledger() {
    }

    /** Moves amount from one account to another; false when {@code from} cannot pay it. */
    public boolean transfer(Account from, Account to, int amount) {
        if (from == null || to == null) {
            throw new IllegalArgumentException("both accounts are needed");
        }
        if (from == to) {
            return false;
        }
        if (!from.withdraw(amount)) {
            return false;
        }
        try {
            to.deposit(amount);
        } catch (IllegalStateException | IllegalArgumentException refused) {
            from.deposit(amount);
            throw refused;
        }
        transfers++;
        moved += amount;
        return true;
    }

    public int transfers() {
        return transfers;
    }

    public long moved() {
        return moved;
    }
}
