/**
 * A priority queue of ints as an array-based binary min-heap: {@code heap[0..size-1]}
 * with {@code heap[(i-1)/2] <= heap[i]}. {@code insert} sifts the new element up,
 * {@code removeMin} moves the last element to the root and sifts it down; a full
 * array is replaced by one twice as large (plus one), copied element by element.
 */
public class HeapPriorityQueue {
    private int[] heap;
    private int size;

    public HeapPriorityQueue(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        heap = new int[capacity];
        size = 0;
    }

    public void insert(int x) {
        if (size == heap.length) {
            grow();
        }
        heap[size] = x;
        siftUp(size);
        size++;
    }

    public int removeMin() {
        if (size == 0) {
            throw new IllegalStateException("queue is empty");
        }
        int min = heap[0];
        size--;
        heap[0] = heap[size];
        siftDown(0);
        return min;
    }

    public int peekMin() {
        if (size == 0) {
            throw new IllegalStateException("queue is empty");
        }
        return heap[0];
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    private void grow() {
        int[] bigger = new int[heap.length * 2 + 1];
        for (int i = 0; i < size; i++) {
            bigger[i] = heap[i];
        }
        heap = bigger;
    }

    private void siftUp(int i) {
        while (i > 0) {
            int parent = (i - 1) / 2;
            if (heap[parent] <= heap[i]) {
                return;
            }
            swap(parent, i);
            i = parent;
        }
    }

    private void siftDown(int i) {
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                return;
            }
            if (child + 1 < size && heap[child + 1] < heap[child]) {
                child++;
            }
            if (heap[i] <= heap[child]) {
                return;
            }
            swap(i, child);
            i = child;
        }
    }

    private void swap(int i, int j) {
        int t = heap[i];
        heap[i] = heap[j];
        heap[j] = t;
    }
}
