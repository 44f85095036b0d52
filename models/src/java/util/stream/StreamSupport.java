package java.util.stream;

import java.util.Objects;
import java.util.Spliterator;

/**
 * symtest model of java.util.stream.StreamSupport: stream(spliterator, parallel), which the
 * collections' stream() use as the JDK's Collection.stream does. The spliterator's
 * characteristics are read at once, its size and elements when the terminal operation runs.
 * Not modelled (absent): the supplier forms, intStream, longStream, doubleStream.
 */
public final class StreamSupport {
    private StreamSupport() {
    }

    public static <T> Stream<T> stream(Spliterator<T> spliterator, boolean parallel) {
        Objects.requireNonNull(spliterator);
        return new SymtestStream<T>(new SymtestSpliterator.SpliteratorSource(spliterator),
                parallel);
    }
}
