// Fixture of the report tests: a branch every test covers both ways, a method never called
// from a test target, and a linked input object.
public class Gauge {
    static final class Cell {
        int value;
        Cell next;
    }

    public static int clamp(int x) {
        if (x > 10) {
            return 10;
        }
        return x;
    }

    public static int head(Cell c) {
        return c.value + (c.next == null ? 0 : 1);
    }
}
