public class Boxes {
    public static int sum(Integer a, Integer b) {
        if (a == null || b == null) {
            return 0;
        }
        return a + b;
    }

    public static boolean same(int x, int y) {
        Integer a = x;
        Integer b = y;
        return a == b;
    }

    public static Long twice(long v) {
        return v * 2;
    }

    public static int cmp(Integer a, Integer b) {
        return a.compareTo(b) + (a.equals(b) ? 10 : 0);
    }

    public static boolean canonical(boolean x) {
        Boolean b = x;
        return b == Boolean.TRUE;
    }
}
