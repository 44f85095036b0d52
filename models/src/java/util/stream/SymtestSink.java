package java.util.stream;

import java.util.function.Consumer;

/**
 * The JDK's Sink (and Sink.ChainedReference/ChainedInt/...): a stage of a pipeline receives
 * begin(size), the elements through the accept of its shape, then end(); cancellationRequested
 * asks whether a short-circuiting stage downstream wants no more elements. A chained sink
 * forwards begin, end and cancellationRequested to downstream; a terminal sink (downstream
 * null) has the JDK's defaults (nothing, nothing, false). A Consumer, as the JDK's: the
 * collections' spliterators (java.util.Spliterator) push elements into it.
 */
class SymtestSink implements Consumer<Object> {
    final SymtestSink downstream;

    SymtestSink(SymtestSink downstream) {
        this.downstream = downstream;
    }

    void begin(long size) {
        if (downstream != null) {
            downstream.begin(size);
        }
    }

    void end() {
        if (downstream != null) {
            downstream.end();
        }
    }

    boolean cancellationRequested() {
        return downstream != null && downstream.cancellationRequested();
    }

    public void accept(Object t) {
        throw new IllegalStateException("called wrong accept method");
    }

    public void accept(int t) {
        throw new IllegalStateException("called wrong accept method");
    }

    public void accept(long t) {
        throw new IllegalStateException("called wrong accept method");
    }

    public void accept(double t) {
        throw new IllegalStateException("called wrong accept method");
    }
}
