package java.util.stream;

import java.util.Iterator;

/**
 * symtest model of java.util.stream.BaseStream, implemented by the stream models
 * (SymtestPipeline's subclasses). spliterator() is not modelled (absent: an unhandled call).
 */
public interface BaseStream<T, S extends BaseStream<T, S>> extends AutoCloseable {
    Iterator<T> iterator();

    boolean isParallel();

    S sequential();

    S parallel();

    S unordered();

    S onClose(Runnable closeHandler);

    void close();
}
