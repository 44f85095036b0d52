/**
 * A set of ints kept sorted in an array that doubles when full, as small library code keeps
 * one: sets combine with other sets ({@code addAll}, {@code containsAll}) and compare by
 * content ({@code equals}, {@code hashCode}).
 */
public class IntSet {
    private int[] elements = new int[2];
    private int size;

    public IntSet() {
    }

    /** Where x is, or -(insertion point) - 1, as Arrays.binarySearch answers. */
    private int indexOf(int x) {
        int low = 0;
        int high = size - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            if (elements[mid] < x) {
                low = mid + 1;
            } else if (elements[mid] > x) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public boolean add(int x) {
        int i = indexOf(x);
        if (i >= 0) {
            return false;
        }
        int at = -(i + 1);
        if (size == elements.length) {
            int[] bigger = new int[elements.length * 2];
            System.arraycopy(elements, 0, bigger, 0, size);
            elements = bigger;
        }
        System.arraycopy(elements, at, elements, at + 1, size - at);
        elements[at] = x;
        size++;
        return true;
    }

    public boolean contains(int x) {
        return indexOf(x) >= 0;
    }

    /** Adds every element of {@code other}; how many were new. */
    public int addAll(IntSet other) {
        if (other == null) {
            throw new NullPointerException("other set");
        }
        if (other == this) {
            return 0;
        }
        int added = 0;
        for (int i = 0; i < other.size; i++) {
            if (add(other.elements[i])) {
                added++;
            }
        }
        return added;
    }

    public boolean containsAll(IntSet other) {
        for (int i = 0; i < other.size; i++) {
            if (!contains(other.elements[i])) {
                return false;
            }
        }
        return true;
    }

    public int size() {
        return size;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof IntSet)) {
            return false;
        }
        IntSet that = (IntSet) o;
        if (size != that.size) {
            return false;
        }
        for (int i = 0; i < size; i++) {
            if (elements[i] != that.elements[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (int i = 0; i < size; i++) {
            h = 31 * h + elements[i];
        }
        return h;
    }
}
