package symtestdriver.jdk;

import java.util.Collection;
import java.util.stream.Stream;

/** The JDK side: Collection.stream(). */
final class Bridge {
    private Bridge() {
    }

    @SuppressWarnings("unchecked")
    static Stream<Object> stream(Collection<?> c) {
        return (Stream<Object>) c.stream();
    }

    @SuppressWarnings("unchecked")
    static Stream<Object> parallelStream(Collection<?> c) {
        return (Stream<Object>) c.parallelStream();
    }
}
