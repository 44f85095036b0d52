/**
 * Stock counts by item name, in a few slots fixed by a static initializer. Names are strings
 * with any characters; each item has a category; a full inventory reports what it drops.
 */
public class Inventory {
    public enum Category { FOOD, TOOLS, TOYS }

    private static final int SLOTS;

    static {
        SLOTS = slots();
    }

    private static int slots() {
        return 2;
    }

    private final String[] names = new String[SLOTS];
    private final int[] counts = new int[SLOTS];
    private final Category[] categories = new Category[SLOTS];
    private int size;

    public Inventory() {
    }

    /** Adds {@code quantity} of {@code name}; the new count, or -1 when there is no room. */
    public int add(String name, Category category, int quantity) {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("an item needs a name");
        }
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive: " + quantity);
        }
        int i = indexOf(name);
        if (i < 0) {
            if (size == SLOTS) {
                System.out.println("inventory full, dropping \"" + name + "\"");
                return -1;
            }
            i = size++;
            names[i] = name;
            categories[i] = category == null ? Category.FOOD : category;
        }
        counts[i] += quantity;
        return counts[i];
    }

    /** Takes {@code quantity} of {@code name} when there is that much. */
    public boolean take(String name, int quantity) {
        int i = indexOf(name);
        if (i < 0 || counts[i] < quantity) {
            return false;
        }
        counts[i] -= quantity;
        return true;
    }

    public int count(String name) {
        int i = indexOf(name);
        return i < 0 ? 0 : counts[i];
    }

    /** How many units of the category are in stock. */
    public int total(Category category) {
        int sum = 0;
        for (int i = 0; i < size; i++) {
            if (categories[i] == category) {
                sum += counts[i];
            }
        }
        return sum;
    }

    /** Adds {@code extra[i]} to the i-th item (in the order items came), as far as both go. */
    public int restock(int[] extra) {
        int added = 0;
        for (int i = 0; i < size && i < extra.length; i++) {
            if (extra[i] > 0) {
                counts[i] += extra[i];
                added += extra[i];
            }
        }
        return added;
    }

    public int size() {
        return size;
    }

    private int indexOf(String name) {
        for (int i = 0; i < size; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }
}
