package symtestcheck.util;

import java.util.Collection;
import symtestcheck.stream.Stream;

/**
 * The model side: the collections' stream(), renamed symtestStream() in the copies (their
 * Stream is not java.util.stream.Stream, so they cannot override Collection.stream()).
 */
@SuppressWarnings({"unchecked", "rawtypes"})
public final class Bridge {
    private Bridge() {
    }

    public static Stream<Object> stream(Collection<?> c) {
        return of(c, false);
    }

    public static Stream<Object> parallelStream(Collection<?> c) {
        return of(c, true);
    }

    private static Stream<Object> of(Collection<?> c, boolean parallel) {
        if (c instanceof ArrayList) {
            return parallel ? ((ArrayList) c).symtestParallelStream() : ((ArrayList) c).symtestStream();
        }
        if (c instanceof LinkedList) {
            return ((LinkedList) c).symtestStream();
        }
        if (c instanceof HashSet) {
            return parallel ? ((HashSet) c).symtestParallelStream() : ((HashSet) c).symtestStream();
        }
        if (c instanceof HashMap.KeySet) {
            return ((HashMap.KeySet) c).symtestStream();
        }
        if (c instanceof HashMap.Values) {
            return ((HashMap.Values) c).symtestStream();
        }
        if (c instanceof HashMap.EntrySet) {
            return ((HashMap.EntrySet) c).symtestStream();
        }
        if (c instanceof ImmutableCollections.AbstractImmutableList) {
            return ((ImmutableCollections.AbstractImmutableList) c).symtestStream();
        }
        throw new AssertionError("no model stream for " + c.getClass());
    }
}
