/** Corpus: try/catch/finally, rethrow, nested handlers, throwing static initializers. */
public class Exceptions {
    static int[] table = {1, 2, 3};
    static final int LIMIT;

    static {
        int sum = 0;
        for (int t : table) {
            sum += t;
        }
        LIMIT = sum;
    }

    public static int guarded(int[] a, int i) {
        try {
            return a[i] / a[0];
        } catch (ArithmeticException | ArrayIndexOutOfBoundsException e) {
            return -1;
        } finally {
            table[0]++;
        }
    }

    public static int nested(String s) {
        try {
            try {
                return s.length();
            } catch (NullPointerException e) {
                throw new IllegalStateException("no string", e);
            }
        } catch (IllegalStateException e) {
            return e.getMessage().length();
        }
    }

    public static int limit() {
        return LIMIT;
    }

    static class Broken {
        static int value = 1 / (Exceptions.LIMIT - 6);
    }

    public static int broken() {
        return Broken.value;
    }
}
