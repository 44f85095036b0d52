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
        int key;
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

    /** Removes key and its value; returns whether the key was present. */
    public boolean remove(int key) {
        if (!containsKey(key)) {
            return false;
        }
        if (!isRed(root.left) && !isRed(root.right)) {
            root.color = RED;
        }
        root = remove(root, key);
        if (root != null) {
            root.color = BLACK;
        }
        return true;
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
        return balance(h);
    }

    // Removes key, present in the subtree at h, keeping h's link or its left child red on the
    // way down so that the node removed at the bottom is never black.
    private static Node remove(Node h, int key) {
        if (key < h.key) {
            if (!isRed(h.left) && !isRed(h.left.left)) {
                h = moveRedLeft(h);
            }
            h.left = remove(h.left, key);
        } else {
            if (isRed(h.left)) {
                h = rotateRight(h);
            }
            if (key == h.key && h.right == null) {
                return null;
            }
            if (!isRed(h.right) && !isRed(h.right.left)) {
                h = moveRedRight(h);
            }
            if (key == h.key) {
                Node successor = h.right;
                while (successor.left != null) {
                    successor = successor.left;
                }
                h.key = successor.key;
                h.value = successor.value;
                h.right = removeMin(h.right);
            } else {
                h.right = remove(h.right, key);
            }
        }
        return balance(h);
    }

    private static Node removeMin(Node h) {
        if (h.left == null) {
            return null;
        }
        if (!isRed(h.left) && !isRed(h.left.left)) {
            h = moveRedLeft(h);
        }
        h.left = removeMin(h.left);
        return balance(h);
    }

    private static Node moveRedLeft(Node h) {
        flipColors(h);
        if (isRed(h.right.left)) {
            h.right = rotateRight(h.right);
            h = rotateLeft(h);
            flipColors(h);
        }
        return h;
    }

    private static Node moveRedRight(Node h) {
        flipColors(h);
        if (isRed(h.left.left)) {
            h = rotateRight(h);
            flipColors(h);
        }
        return h;
    }

    // Restores the invariants at h on the way up: right-leaning red links rotate left, two red
    // links in a row rotate right, and a node with two red children splits.
    private static Node balance(Node h) {
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

    // Inverts the colors of h and its children: splits a 4-node on insertion, and merges
    // on removal.
    private static void flipColors(Node h) {
        h.color = !h.color;
        h.left.color = !h.left.color;
        h.right.color = !h.right.color;
    }
}
