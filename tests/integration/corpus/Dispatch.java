import java.util.ArrayList;
import java.util.List;

/** Corpus: interfaces, abstract classes, super calls, nested and anonymous classes, monitors. */
public class Dispatch {
    interface Shape {
        int area();

        default int twice() {
            return 2 * area();
        }
    }

    abstract static class Base implements Shape {
        protected int side;

        public int area() {
            return side * side;
        }
    }

    static final class Square extends Base {
        @Override
        public int area() {
            return super.area() + 0;
        }
    }

    private static class Hidden {
        int value;
    }

    private final Object lock = new Object();
    private int counter;

    public int twiceArea(Shape s) {
        return s.twice();
    }

    public int bump() {
        synchronized (lock) {
            return ++counter;
        }
    }

    public static int anonymous(int x) {
        Shape s = new Shape() {
            public int area() {
                return x;
            }
        };
        return s.area();
    }

    public static int hidden(int x) {
        Hidden h = new Hidden();
        h.value = x;
        return h.value;
    }

    public static Object[] arrays(int n) {
        int[][] grid = new int[n][3];
        Object[] objects = new Object[n];
        char[] cs = new char[2];
        byte[] bs = {1, 2};
        short[] ss = {3};
        boolean[] flags = new boolean[1];
        cs[0] = 'x';
        flags[0] = bs[1] > ss[0];
        if (n > 0) {
            objects[0] = grid[0];
        }
        return objects;
    }

    public static int list(int x) {
        List<Integer> xs = new ArrayList<>();
        xs.add(x);
        return xs.get(0);
    }

    public static int cast(Object o) {
        if (o instanceof Square) {
            return ((Square) o).area();
        }
        return ((Base) o).side;
    }
}
