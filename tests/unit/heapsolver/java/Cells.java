/**
 * Input objects whose aliasing decides the result: writes through one reference read back
 * through another, reference fields reached through possibly equal objects, arrays of ints and
 * of references, and reads of three cells that lazy initialization multiplies by aliasing.
 */
public class Cells {
    /** Package-private: the generated tests, in the same package, pass cells to the methods. */
    static final class Cell {
        int value;
        Cell link;
    }

    /** 2 exactly when a and b are one cell. */
    public static int overwrite(Cell a, Cell b) {
        a.value = 1;
        b.value = 2;
        return a.value;
    }

    /** Whether the link read through b is the cell written into a's link. */
    public static boolean linkSeen(Cell a, Cell b, Cell c) {
        a.link = c;
        return b.link == c;
    }

    /** Whether the second write reached the first array: x and y are one array. */
    public static boolean sameArray(int[] x, int[] y) {
        x[0] = 5;
        y[0] = 7;
        return x[0] == 7;
    }

    /** Whether the cell stored through one array is read back through the other. */
    public static boolean sharedSlot(Cell[] x, Cell[] y, Cell c) {
        x[0] = c;
        return y[0] == c;
    }

    /** How many of three cells hold a positive value: any two may be one cell. */
    public static int positives(Cell a, Cell b, Cell c) {
        int n = 0;
        if (a.value > 0) {
            n++;
        }
        if (b.value > 0) {
            n++;
        }
        if (c.value > 0) {
            n++;
        }
        return n;
    }

    /** Whether two cells compare equal as references and carry the same value. */
    public static int compare(Cell a, Cell b) {
        if (a == b) {
            return a.value;
        }
        return a.value - b.value;
    }
}
