import java.util.NoSuchElementException;

/**
 * An unbalanced binary search tree of distinct ints. Insertion and lookup walk down
 * from the root; removal handles the usual three cases: a leaf is unlinked, a node
 * with one child is replaced by that child, and a node with two children takes the
 * key of its in-order successor (the leftmost node of its right subtree), which is
 * then unlinked.
 */
public class IntSearchTree {
    private static final class Node {
        int key;
        Node left;
        Node right;

        Node(int key) {
            this.key = key;
        }
    }

    private Node root;
    private int size;

    public IntSearchTree() {
        root = null;
        size = 0;
    }

    /** Inserts key; returns false if it was already present. */
    public boolean insert(int key) {
        Node parent = null;
        Node cur = root;
        while (cur != null) {
            if (key == cur.key) {
                return false;
            }
            parent = cur;
            cur = key < cur.key ? cur.left : cur.right;
        }
        Node fresh = new Node(key);
        if (parent == null) {
            root = fresh;
        } else if (key < parent.key) {
            parent.left = fresh;
        } else {
            parent.right = fresh;
        }
        size++;
        return true;
    }

    public boolean contains(int key) {
        Node cur = root;
        while (cur != null) {
            if (key == cur.key) {
                return true;
            }
            cur = key < cur.key ? cur.left : cur.right;
        }
        return false;
    }

    /** Removes key; returns false if it was not present. */
    public boolean remove(int key) {
        Node parent = null;
        Node cur = root;
        while (cur != null && cur.key != key) {
            parent = cur;
            cur = key < cur.key ? cur.left : cur.right;
        }
        if (cur == null) {
            return false;
        }
        if (cur.left != null && cur.right != null) {
            // Two children: copy the successor's key here, then unlink the successor,
            // which has no left child.
            Node succParent = cur;
            Node succ = cur.right;
            while (succ.left != null) {
                succParent = succ;
                succ = succ.left;
            }
            cur.key = succ.key;
            if (succParent == cur) {
                succParent.right = succ.right;
            } else {
                succParent.left = succ.right;
            }
        } else {
            Node child = cur.left != null ? cur.left : cur.right;
            if (parent == null) {
                root = child;
            } else if (parent.left == cur) {
                parent.left = child;
            } else {
                parent.right = child;
            }
        }
        size--;
        return true;
    }

    /** Returns the smallest key; throws NoSuchElementException when the tree is empty. */
    public int min() {
        if (root == null) {
            throw new NoSuchElementException("tree is empty");
        }
        Node cur = root;
        while (cur.left != null) {
            cur = cur.left;
        }
        return cur.key;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }
}
