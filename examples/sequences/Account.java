/**
 * A bank account holding a non-negative balance. Deposits and withdrawals must be of
 * positive amounts; a withdrawal larger than the balance is refused, and a deposit that
 * would overflow the balance is rejected. Each successful deposit or withdrawal counts
 * as a transaction. Once frozen, an account accepts no more deposits or withdrawals.
 */
public class Account {
    private int balance;
    private int transactions;
    private boolean frozen;

    public Account(int initialBalance) {
        if (initialBalance < 0) {
            throw new IllegalArgumentException("initial balance must not be negative");
        }
        balance = initialBalance;
        transactions = 0;
        frozen = false;
    }

    public void deposit(int amount) {
        if (frozen) {
            throw new IllegalStateException("account is frozen");
        }
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        if (amount > Integer.MAX_VALUE - balance) {
            throw new IllegalArgumentException("balance would overflow");
        }
        balance += amount;
        transactions++;
    }

    /** Withdraws amount and returns true, or returns false if the balance is too small. */
    public boolean withdraw(int amount) {
        if (frozen) {
            throw new IllegalStateException("account is frozen");
        }
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        if (amount > balance) {
            return false;
        }
        balance -= amount;
        transactions++;
        return true;
    }

    public int balance() {
        return balance;
    }

    public int transactionCount() {
        return transactions;
    }

    public void freeze() {
        frozen = true;
    }

    public boolean isFrozen() {
        return frozen;
    }
}
