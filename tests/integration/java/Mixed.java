/** A class symtest can only partly handle: floating point is outside its integer subset. */
public class Mixed {
    public static int twice(int x) {
        return 2 * x;
    }

    public static double half(double x) {
        return x / 2;
    }

    public static int usesHalf(int x) {
        return (int) half(x);
    }

    public static float third(int x) {
        return x / 3f;
    }

    public static int usesThird(int x) {
        third(x);
        return x + 1;
    }

    public static int sign(int x) {
        return x < 0 ? -1 : x > 0 ? 1 : 0;
    }
}
