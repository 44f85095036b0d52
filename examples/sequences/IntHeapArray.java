/**
 * A binary min-heap of ints (a priority queue) stored in an array: the children of
 * {@code heap[i]} are {@code heap[2i+1]} and {@code heap[2i+2]}, and no element is
 * smaller than its parent. The array starts with room for two elements and doubles
 * when full. Peeking at or polling an empty heap throws {@code IllegalStateException}.
 */
public class IntHeapArray {
    private static final int INITIAL_CAPACITY = 2;

    private int[] heap;
    private int size;

    public IntHeapArray() {
        heap = new int[INITIAL_CAPACITY];
        size = 0;
    }

    public void add(int x) {
        if (size == heap.length) {
            int[] bigger = new int[heap.length * 2];
            for (int i = 0; i < size; i++) {
                bigger[i] = heap[i];
            }
            heap = bigger;
        }
        // Sift up: move larger parents down until x's place is found.
        int i = size;
        while (i > 0) {
            int parent = (i - 1) / 2;
            if (heap[parent] <= x) {
                break;
            }
            heap[i] = heap[parent];
            i = parent;
        }
        heap[i] = x;
        size++;
    }

    public int peek() {
        if (size == 0) {
            throw new IllegalStateException("heap is empty");
        }
        return heap[0];
    }

    public int poll() {
        if (size == 0) {
            throw new IllegalStateException("heap is empty");
        }
        int min = heap[0];
        size--;
        int last = heap[size];
        // The vacated slot is cleared, as the heap of Symstra's subjects nulls it (and as
        // java.util.PriorityQueue does): the array holds nothing beyond the heap's elements.
        heap[size] = 0;
        // Sift down: move smaller children up until the last element's place is found.
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && heap[child + 1] < heap[child]) {
                child++;
            }
            if (last <= heap[child]) {
                break;
            }
            heap[i] = heap[child];
            i = child;
        }
        heap[i] = last;
        return min;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }
}
