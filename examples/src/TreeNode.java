/** A node of {@link BinarySearchTree}: a key and its two subtrees. */
public class TreeNode {
    int key;
    TreeNode left;
    TreeNode right;

    TreeNode(int key) {
        this.key = key;
        this.left = null;
        this.right = null;
    }
}
