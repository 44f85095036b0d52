import java.util.NoSuchElementException;

/**
 * A sorted map from int keys to int values, kept balanced as a left-leaning red-black
 * binary search tree (Sedgewick): red links lean left, no node has two red links, and
 * every path from the root to a null link has the same number of black links. Each
 * node also records the size of its subtree.
 */
public class IntTreeMap {
    private static final boolean RED = true;
    private static final boolean BLACK = false;

    private static final class Node {
        final int key;
        int value;
        Node left;
        Node right;
        boolean color; // color of the link from the parent
        int count;     // number of nodes in this subtree

        Node(int key, int value) {
            this.key = key;
            this.value = value;
            this.color = RED;
            this.count = 1;
        }
    }

    private Node root;

    public IntTreeMap() {
        root = null;
    }

    /** Associates value with key, replacing any previous value. */
    public void put(int key, int value) {
        root = put(root, key, value);
        root.color = BLACK;
    }

    /** Returns the value for key, or fallback if key is absent. */
    public int getOrDefault(int key, int fallback) {
        Node x = find(key);
        return x == null ? fallback : x.value;
    }

    public boolean containsKey(int key) {
        return find(key) != null;
    }

    /** Returns the smallest key; throws NoSuchElementException when the map is empty. */
    public int firstKey() {
        if (root == null) {
            throw new NoSuchElementException("map is empty");
        }
        Node x = root;
        while (x.left != null) {
            x = x.left;
        }
        return x.key;
    }

    public int size() {
        return count(root);
    }

    public boolean isEmpty() {
        return root == null;
    }

    private Node find(int key) {
        Node x = root;
        while (x != null) {
            if (key < x.key) {
                x = x.left;
            } else if (key > x.key) {
                x = x.right;
            } else {
                return x;
            }
        }
        return null;
    }

    private static Node put(Node h, int key, int value) {
        if (h == null) {
            return new Node(key, value);
        }
        if (key < h.key) {
            h.left = put(h.left, key, value);
        } else if (key > h.key) {
            h.right = put(h.right, key, value);
        } else {
            h.value = value;
        }
        if (isRed(h.right) && !isRed(h.left)) {
            h = rotateLeft(h);
        }
        if (isRed(h.left) && isRed(h.left.left)) {
            h = rotateRight(h);
        }
        if (isRed(h.left) && isRed(h.right)) {
            flipColors(h);
        }
        h.count = 1 + count(h.left) + count(h.right);
        return h;
    }

    private static boolean isRed(Node x) {
        return x != null && x.color == RED;
    }

    private static int count(Node x) {
        return x == null ? 0 : x.count;
    }

    private static Node rotateLeft(Node h) {
        Node x = h.right;
        h.right = x.left;
        x.left = h;
        x.color = h.color;
        h.color = RED;
        x.count = h.count;
        h.count = 1 + count(h.left) + count(h.right);
        return x;
    }

    private static Node rotateRight(Node h) {
        Node x = h.left;
        h.left = x.right;
        x.right = h;
        x.color = h.color;
        h.color = RED;
        x.count = h.count;
        h.count = 1 + count(h.left) + count(h.right);
        return x;
    }

    private static void flipColors(Node h) {
        h.color = RED;
        h.left.color = BLACK;
        h.right.color = BLACK;
    }
}
