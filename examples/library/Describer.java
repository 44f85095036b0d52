import java.util.HashSet;
import java.util.Set;

/**
 * Describes values with a cycle guard kept per thread and a reusable scratch buffer, as Commons
 * Lang's builders keep their registries in static ThreadLocals.
 */
public class Describer {
    private static final ThreadLocal<Set<Integer>> VISITING = new ThreadLocal<>();
    private static final ThreadLocal<StringBuilder> SCRATCH =
            ThreadLocal.withInitial(() -> new StringBuilder());

    private Describer() {
    }

    /** Something with a weight. */
    public interface Part {
        int weight();
    }

    /** The only parts there are: callers see them as Parts. */
    private static final class Leaf implements Part {
        private final int weight;

        Leaf(int weight) {
            this.weight = weight;
        }

        @Override
        public int weight() {
            return weight;
        }
    }

    /** A part of the given weight. */
    public static Part leaf(int weight) {
        return new Leaf(weight);
    }

    /** The weight of the parts; a missing part weighs nothing, a negative one is refused. */
    public static int totalWeight(Part[] parts) {
        int total = 0;
        for (Part p : parts) {
            if (p == null) {
                continue;
            }
            if (p.weight() < 0) {
                throw new IllegalArgumentException("negative weight");
            }
            total += p.weight();
        }
        return total;
    }

    /** "id c1 c2", a child already being described marked "^c"; "cycle" for an id in progress. */
    public static String describe(int id, int[] children) {
        Set<Integer> seen = VISITING.get();
        if (seen == null) {
            seen = new HashSet<>();
            VISITING.set(seen);
        }
        boolean fresh = seen.add(id);
        try {
            if (!fresh) {
                return "cycle";
            }
            StringBuilder text = SCRATCH.get();
            text.setLength(0);
            text.append(id);
            if (children != null) {
                for (int child : children) {
                    text.append(seen.contains(child) ? " ^" : " ").append(child);
                }
            }
            return text.toString();
        } finally {
            seen.remove(id);
            if (seen.isEmpty()) {
                VISITING.remove();
            }
        }
    }

    /** The name of a type by its code: void, int, or a class (marked with '!'). */
    public static String kindName(int code) {
        Class<?> c = code == 0 ? Void.TYPE : code == 1 ? Integer.TYPE : String.class;
        return c.getName() + (c.isPrimitive() ? "" : "!");
    }
}
