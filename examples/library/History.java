import java.util.Stack;
import java.util.Vector;

/** An editor's undo history on a Stack, and a till roll on a Vector, as older code keeps them. */
public class History {
    private History() {
    }

    /** The change undone: the top of the history, or -1 when there is nothing to undo. */
    public static int undo(Stack<Integer> changes) {
        if (changes.empty()) {
            return -1;
        }
        return changes.pop();
    }

    /** Records a change unless the history is full; the history's size afterwards. */
    public static int record(Stack<Integer> changes, int change, int limit) {
        if (changes.size() >= limit) {
            changes.remove(0);
        }
        changes.push(change);
        return changes.size();
    }

    /** The sum of the last two amounts on the roll, or the only one. */
    public static int lastTwo(Vector<Integer> amounts) {
        int n = amounts.size();
        if (n == 0) {
            throw new IllegalArgumentException("no amounts");
        }
        int last = amounts.lastElement();
        return n == 1 ? last : last + amounts.elementAt(n - 2);
    }

    /** Whether the roll has room for `more` amounts without growing its array. */
    public static boolean roomFor(Vector<Integer> amounts, int more) {
        return amounts.capacity() - amounts.size() >= more;
    }

    /** A bookmark in the history: copied before it moves, as editors keep their cursors. */
    public static final class Mark implements Cloneable {
        private int position;
        private final String label;

        public Mark(int position, String label) {
            this.position = position;
            this.label = label;
        }

        /** A copy moved by `delta`; this mark stays where it is. */
        public Mark movedBy(int delta) {
            Mark copy = clone();
            copy.position += delta;
            return copy;
        }

        public int position() {
            return position;
        }

        public String label() {
            return label;
        }

        @Override
        public Mark clone() {
            try {
                return (Mark) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }
}
