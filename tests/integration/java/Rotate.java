/** Rotates an array: remainders by the array's length, which bit-blasting Z3 finds hard. */
public class Rotate {
    public static int[] rotate(int[] a, int k) {
        int n = a.length;
        int[] b = new int[n];
        for (int i = 0; i < n; i++) {
            b[(i + k) % n] = a[i];
        }
        return b;
    }
}
