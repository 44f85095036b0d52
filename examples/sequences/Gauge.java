import java.util.ArrayList;
import java.util.List;

/**
 * A gauge that grows and compares itself with other sized things, written the way real code
 * takes objects: an interface parameter, an abstract base class, a generic holder whose type
 * argument is not the one tests give generic classes, a class without a public constructor,
 * and two parameters of one type. What `seq` passes each of them is in docs/guide/sequences.md.
 */
public class Gauge extends GaugeBase {
    static final class Box<T extends Comparable<T>> {
        private T item;

        public Box() {
        }

        public void put(T value) {
            item = value;
        }

        public boolean full() {
            return item != null;
        }
    }

    static final class Token {
        private Token() {
        }

        static Token issue() {
            return new Token();
        }
    }

    private final List<Integer> steps = new ArrayList<>();

    public Gauge() {
    }

    public void grow(int by) {
        if (by > 0) {
            level += by;
            steps.add(by);
        }
    }

    /** Whether this gauge reads more than the other thing's size. */
    public boolean exceeds(Sized other) {
        return other != null && level > other.size();
    }

    /** Takes over another gauge's level: -1 without one, 0 for itself, else 1. */
    public int absorb(GaugeBase other) {
        if (other == null) {
            return -1;
        }
        if (other == this) {
            return 0;
        }
        level += other.level;
        return 1;
    }

    public boolean labelled(Box<String> label) {
        return label != null && label.full();
    }

    public boolean spent(Token token) {
        return token == null;
    }

    public boolean same(Gauge a, Gauge b) {
        return a == b;
    }
}

/** What gauges and other sized things answer. */
interface Sized {
    int size();
}

/** The abstract base of gauges: a level that only subclasses change. */
abstract class GaugeBase implements Sized {
    protected int level;

    @Override
    public int size() {
        return level;
    }
}
