/**
 * An unbalanced binary search tree of distinct int keys ({@link TreeNode}s), with
 * iterative {@code insert} and {@code find} and the usual {@code remove}: a node with
 * two children takes the key of its in-order successor (the leftmost node of its
 * right subtree), which is then unlinked; a node with at most one child is replaced
 * by that child.
 */
public class BinarySearchTree {
    private TreeNode root;

    public BinarySearchTree() {
        root = null;
    }

    /** Inserts key; returns false if it is already present. */
    public boolean insert(int key) {
        if (root == null) {
            root = new TreeNode(key);
            return true;
        }
        TreeNode cur = root;
        while (true) {
            if (key == cur.key) {
                return false;
            }
            if (key < cur.key) {
                if (cur.left == null) {
                    cur.left = new TreeNode(key);
                    return true;
                }
                cur = cur.left;
            } else {
                if (cur.right == null) {
                    cur.right = new TreeNode(key);
                    return true;
                }
                cur = cur.right;
            }
        }
    }

    public boolean find(int key) {
        TreeNode cur = root;
        while (cur != null) {
            if (key == cur.key) {
                return true;
            }
            cur = key < cur.key ? cur.left : cur.right;
        }
        return false;
    }

    /** Removes key; returns false if it is not present. */
    public boolean remove(int key) {
        TreeNode parent = null;
        TreeNode node = root;
        while (node != null && node.key != key) {
            parent = node;
            node = key < node.key ? node.left : node.right;
        }
        if (node == null) {
            return false;
        }
        if (node.left != null && node.right != null) {
            removeSuccessor(node);
            return true;
        }
        TreeNode child = node.left != null ? node.left : node.right;
        if (parent == null) {
            root = child;
        } else if (parent.left == node) {
            parent.left = child;
        } else {
            parent.right = child;
        }
        return true;
    }

    /** node has two children: moves its successor's key into it and unlinks the successor. */
    private static void removeSuccessor(TreeNode node) {
        TreeNode succParent = node;
        TreeNode succ = node.right;
        while (succ.left != null) {
            succParent = succ;
            succ = succ.left;
        }
        node.key = succ.key;
        if (succParent == node) {
            succParent.right = succ.right;
        } else {
            succParent.left = succ.right;
        }
    }
}
