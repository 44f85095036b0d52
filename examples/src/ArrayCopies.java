import java.util.Arrays;

/** Moving array elements with System.arraycopy. */
public class ArrayCopies {
    /** Shifts a left by k places in place, filling the freed places with 0. */
    public static void shiftLeft(int[] a, int k) {
        System.arraycopy(a, k, a, 0, a.length - k);
        Arrays.fill(a, a.length - k, a.length, 0);
    }

    public static int[] concat(int[] a, int[] b) {
        int[] out = new int[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    public static int[] insertAt(int[] a, int index, int value) {
        int[] out = new int[a.length + 1];
        System.arraycopy(a, 0, out, 0, index);
        out[index] = value;
        System.arraycopy(a, index, out, index + 1, a.length - index);
        return out;
    }

    public static char[] removeAt(char[] chars, int index) {
        char[] out = new char[chars.length - 1];
        System.arraycopy(chars, 0, out, 0, index);
        System.arraycopy(chars, index + 1, out, index, chars.length - index - 1);
        return out;
    }
}
