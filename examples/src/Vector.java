/**
 * Class {@code Vector} of the resource-driven TDG paper (Fig. 1) and method
 * {@code multiples} (Fig. 4): a growable array of ints whose capacity doubles when it
 * is full, and a static method collecting the elements of an array that are multiples
 * of {@code div}.
 *
 * Adaptations: the constructor throws {@code IllegalArgumentException} instead of a
 * checked {@code Exception} for a non-positive capacity; {@code multiples} is a static
 * method of this class (the figure shows it on its own) and returns the {@code Vector}
 * it builds (the figure declares {@code Vector[]} and returns an undeclared {@code r}).
 * The methods are {@code public} so that each one is a test target; the accessors
 * {@code size}, {@code capacity} and {@code get} are additions.
 */
public class Vector {
    private int[] elems;
    private int size;
    private int cap;

    public Vector(int iCap) {
        if (iCap > 0) {
            elems = new int[iCap];
            cap = iCap;
            size = 0;
        } else
            throw new IllegalArgumentException("capacity must be positive");
    }

    public void add(int x) {
        if (size >= cap)
            realloc();
        elems[size++] = x;
    }

    public void realloc() {
        int nCap = cap * 2;
        int[] nElems = new int[nCap];
        for (int i = 0; i < cap; i++) {
            nElems[i] = elems[i];
        }
        cap = nCap;
        elems = nElems;
    }

    public int size() {
        return size;
    }

    public int capacity() {
        return cap;
    }

    public int get(int i) {
        if (i < 0 || i >= size) {
            throw new IllegalArgumentException("index out of range");
        }
        return elems[i];
    }

    public static Vector multiples(int[] ns, int div, int icap) {
        Vector v = new Vector(icap);
        for (int i = 0; i < ns.length; i++) {
            if (ns[i] % div == 0)
                v.add(ns[i]);
        }
        return v;
    }
}
