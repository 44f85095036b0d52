package java.util.stream;

import java.util.Comparator;
import java.util.Objects;
import java.util.Spliterator;

/**
 * The JDK's AbstractPipeline: a stream is a stage linked to its previous stage; the source
 * stage holds the source, the parallel flag and the close handlers. Making a stage links the
 * previous one (IllegalStateException when it was linked or consumed before); a terminal
 * operation consumes the last stage, wraps the sinks of the stages from the last to the first
 * (each told its upstream's flags) and pushes the source through them: forEachRemaining, or
 * tryAdvance asking cancellationRequested before each element when any stage or the terminal
 * operation short-circuits. The flags are the JDK's StreamOpFlags that decide observable
 * behaviour: SIZED (count() and toArray's sizes without traversal), DISTINCT and SORTED
 * (distinct() and sorted() that do nothing, distinct's algorithm), ORDERED (whether
 * unordered() makes a stage), SHORT_CIRCUIT and SIZE_ADJUSTING (limit/skip, JDK 17).
 */
abstract class SymtestPipeline {
    static final String MSG_STREAM_LINKED = "stream has already been operated upon or closed";
    static final String MSG_CONSUMED = "source already consumed or closed";
    static final long MAX_ARRAY_SIZE = Integer.MAX_VALUE - 8;
    static final String BAD_SIZE = "Stream size exceeds max array size";

    static final int ORDERED = Spliterator.ORDERED;
    static final int DISTINCT = Spliterator.DISTINCT;
    static final int SORTED = Spliterator.SORTED;
    static final int SIZED = Spliterator.SIZED;
    static final int SHORT_CIRCUIT = 0x1000000;
    static final int SIZE_ADJUSTING = 0x2000000;

    static final int REF = SymtestSpliterator.REF;
    static final int INT = SymtestSpliterator.INT;
    static final int LONG = SymtestSpliterator.LONG;
    static final int DOUBLE = SymtestSpliterator.DOUBLE;

    // The operations (what each stage does to its input).
    static final int SOURCE = 0;
    static final int FILTER = 1;
    static final int MAP = 2;
    static final int PEEK = 3;
    static final int MAP_TO_OBJ = 4;
    static final int MAP_TO_INT = 5;
    static final int MAP_TO_LONG = 6;
    static final int MAP_TO_DOUBLE = 7;
    static final int AS_LONG = 8;
    static final int AS_DOUBLE = 9;
    static final int FLAT_MAP = 10;
    static final int DISTINCT_OP = 11;
    static final int SORTED_OP = 12;
    static final int SLICE = 13;
    static final int UNORDERED = 14;
    static final int UNBOX_INT = 15;
    static final int UNBOX_LONG = 16;
    static final int UNBOX_DOUBLE = 17;

    final SymtestPipeline sourceStage;
    final SymtestPipeline previousStage;
    SymtestPipeline nextStage;
    final int depth;
    /** The shape of this stage's output (REF, INT, LONG, DOUBLE). */
    final int shape;
    int combinedFlags;
    boolean linkedOrConsumed;

    // source stage only
    SymtestSpliterator sourceSpliterator;
    boolean parallel;
    Runnable sourceCloseAction;

    // this stage's operation
    final int op;
    final Object fn;
    final long skip;
    final long limit;

    SymtestPipeline(SymtestSpliterator source, int shape, boolean parallel) {
        this.previousStage = null;
        this.sourceStage = this;
        this.depth = 0;
        this.shape = shape;
        this.sourceSpliterator = source;
        this.parallel = parallel;
        this.combinedFlags = source.characteristics() & (ORDERED | DISTINCT | SORTED | SIZED);
        // a SORTED source with a comparator is not SORTED for the stream: none here has one
        this.op = SOURCE;
        this.fn = null;
        this.skip = 0;
        this.limit = -1;
    }

    SymtestPipeline(SymtestPipeline previous, int shape, int op, int setFlags, int clearFlags,
            Object fn, long skip, long limit) {
        if (previous.linkedOrConsumed) {
            throw new IllegalStateException(MSG_STREAM_LINKED);
        }
        previous.linkedOrConsumed = true;
        previous.nextStage = this;
        this.previousStage = previous;
        this.sourceStage = previous.sourceStage;
        this.depth = previous.depth + 1;
        this.shape = shape;
        this.combinedFlags = (previous.combinedFlags & ~clearFlags) | setFlags;
        this.op = op;
        this.fn = fn;
        this.skip = skip;
        this.limit = limit;
    }

    /** SliceOps.flags. */
    static int sliceFlags(long limit) {
        return SIZE_ADJUSTING | (limit != -1 ? SHORT_CIRCUIT : 0);
    }

    /** SliceOps.calcSize. */
    static long calcSize(long size, long skip, long limit) {
        if (size < 0) {
            return -1;
        }
        long n = size - skip;
        if (n > limit) {
            n = limit;
        }
        return n < 0 ? 0 : n;
    }

    final boolean isOrdered() {
        return (combinedFlags & ORDERED) != 0;
    }

    // ---- BaseStream

    public final boolean isParallel() {
        return sourceStage.parallel;
    }

    final void setParallel(boolean p) {
        sourceStage.parallel = p;
    }

    final void addCloseHandler(Runnable closeHandler) {
        if (linkedOrConsumed) {
            throw new IllegalStateException(MSG_STREAM_LINKED);
        }
        Objects.requireNonNull(closeHandler);
        Runnable existingHandler = sourceStage.sourceCloseAction;
        sourceStage.sourceCloseAction = (existingHandler == null) ? closeHandler
                : new ComposedClose(existingHandler, closeHandler);
    }

    public void close() {
        linkedOrConsumed = true;
        sourceSpliterator = null;
        Runnable closeAction = sourceStage.sourceCloseAction;
        if (closeAction != null) {
            sourceStage.sourceCloseAction = null;
            closeAction.run();
        }
    }

    /** Streams.composeWithExceptions: b runs also when a throws (b's exception suppressed). */
    static final class ComposedClose implements Runnable {
        private final Runnable a;
        private final Runnable b;

        ComposedClose(Runnable a, Runnable b) {
            this.a = a;
            this.b = b;
        }

        public void run() {
            try {
                a.run();
            } catch (Throwable e1) {
                try {
                    b.run();
                } catch (Throwable e2) {
                    try {
                        e1.addSuppressed(e2);
                    } catch (Throwable ignore) {
                    }
                }
                throw e1;
            }
            b.run();
        }
    }

    // ---- evaluation

    /** evaluate's check: the stream is consumed. */
    final void consume() {
        if (linkedOrConsumed) {
            throw new IllegalStateException(MSG_STREAM_LINKED);
        }
        linkedOrConsumed = true;
    }

    /**
     * The source (taken from the source stage, once); the terminal operation's flags are
     * combined into this stage's.
     */
    final SymtestSpliterator sourceSpliterator(int setFlags, int clearFlags) {
        SymtestSpliterator s = sourceStage.sourceSpliterator;
        if (s == null) {
            throw new IllegalStateException(MSG_CONSUMED);
        }
        sourceStage.sourceSpliterator = null;
        combinedFlags = (combinedFlags & ~clearFlags) | setFlags;
        return s;
    }

    /** consume, then the source: a terminal operation's start. */
    final SymtestSpliterator terminal(int setFlags, int clearFlags) {
        consume();
        return sourceSpliterator(setFlags, clearFlags);
    }

    final SymtestSink wrapSink(SymtestSink sink) {
        for (SymtestPipeline p = this; p.depth > 0; p = p.previousStage) {
            sink = p.opWrapSink(p.previousStage.combinedFlags, sink);
        }
        return sink;
    }

    final void wrapAndCopyInto(SymtestSink sink, SymtestSpliterator spliterator) {
        copyInto(wrapSink(sink), spliterator);
    }

    final void copyInto(SymtestSink wrappedSink, SymtestSpliterator spliterator) {
        if ((combinedFlags & SHORT_CIRCUIT) == 0) {
            wrappedSink.begin(spliterator.getExactSizeIfKnown());
            spliterator.forEachRemaining(wrappedSink);
            wrappedSink.end();
        } else {
            long size = spliterator.getExactSizeIfKnown();
            wrappedSink.begin(size);
            if (size >= 0) {
                // A sized source (its size is bound now, as the JDK's is by begin's argument):
                // the same calls as the loop below minus its last tryAdvance, which finds no
                // element and does nothing. The loop's bound is then the size itself, so the
                // symbolic exploration bounds it as it bounds a loop over the list.
                for (long i = 0; i < size && !wrappedSink.cancellationRequested(); i++) {
                    spliterator.tryAdvance(wrappedSink);
                }
            } else {
                do {
                } while (!wrappedSink.cancellationRequested()
                        && spliterator.tryAdvance(wrappedSink));
            }
            wrappedSink.end();
        }
    }

    /** The number of elements out of this stage when known without traversal, else -1. */
    final long exactOutputSizeIfKnown(SymtestSpliterator spliterator) {
        int flags = combinedFlags;
        long size = (flags & SIZED) != 0 ? spliterator.getExactSizeIfKnown() : -1;
        if (size != -1 && (flags & SIZE_ADJUSTING) != 0) {
            for (SymtestPipeline stage = sourceStage.nextStage; stage != null;
                    stage = stage.nextStage) {
                if (stage.op == SLICE) {
                    size = calcSize(size, stage.skip,
                            stage.limit >= 0 ? stage.limit : Long.MAX_VALUE);
                }
            }
        }
        return size;
    }

    /** AbstractPipeline.spliterator(): the source itself, or a pulling wrapper. */
    final SymtestSpliterator spliterator() {
        consume();
        if (this == sourceStage) {
            SymtestSpliterator s = sourceStage.sourceSpliterator;
            if (s == null) {
                throw new IllegalStateException(MSG_CONSUMED);
            }
            sourceStage.sourceSpliterator = null;
            return s;
        }
        return new SymtestWrappingSpliterator(this);
    }

    /** forEach(consumer) into a sink of another pipeline (flatMap): a ForEachOp. */
    final void forEachInto(SymtestSink target) {
        SymtestSpliterator s = terminal(0, ORDERED);
        wrapAndCopyInto(new SymtestTerminals.ForEachSink(null, target), s);
    }

    // ---- the terminal operations shared by the shapes

    /**
     * forEach/forEachOrdered: on a source stage (the JDK's Head) of a sequential stream, the
     * source's own traversal with the action (consumed first, then its null check);
     * otherwise a ForEachOp.
     */
    final void runForEach(Object action, boolean ordered) {
        if (depth == 0 && !isParallel()) {
            consume();
            SymtestSpliterator s = sourceStage.sourceSpliterator;
            if (s == null) {
                throw new IllegalStateException(MSG_CONSUMED);
            }
            sourceStage.sourceSpliterator = null;
            s.forEachRemainingAction(action);
            return;
        }
        Objects.requireNonNull(action);
        wrapAndCopyInto(new SymtestTerminals.ForEachSink(action, null),
                terminal(0, ordered ? 0 : ORDERED));
    }

    final SymtestTerminals.ReduceSink runReduce(int kind, Object seed, Object fn) {
        SymtestTerminals.ReduceSink sink = new SymtestTerminals.ReduceSink(kind, seed, fn);
        wrapAndCopyInto(sink, terminal(0, 0));
        return sink;
    }

    final SymtestTerminals.ArithmeticSink runArithmetic(int kind) {
        SymtestTerminals.ArithmeticSink sink = new SymtestTerminals.ArithmeticSink(kind);
        wrapAndCopyInto(sink, terminal(0, 0));
        return sink;
    }

    /** count(): the size without traversal when the pipeline knows it. */
    final long runCount() {
        SymtestSpliterator s = terminal(0, ORDERED);
        long size = exactOutputSizeIfKnown(s);
        if (size != -1) {
            return size;
        }
        SymtestTerminals.CountSink sink = new SymtestTerminals.CountSink();
        wrapAndCopyInto(sink, s);
        return sink.count;
    }

    final boolean runMatch(Object predicate, int kind) {
        Objects.requireNonNull(predicate);
        SymtestTerminals.MatchSink sink = new SymtestTerminals.MatchSink(kind, predicate);
        wrapAndCopyInto(sink, terminal(SHORT_CIRCUIT, ORDERED));
        return sink.value;
    }

    final SymtestTerminals.FindSink runFind(boolean any) {
        SymtestTerminals.FindSink sink = new SymtestTerminals.FindSink();
        wrapAndCopyInto(sink, terminal(SHORT_CIRCUIT, any ? ORDERED : 0));
        return sink;
    }

    /**
     * The elements in order (the primitive toArray): in an array of the known size when the
     * pipeline knows it, as the JDK's fixed node builders, else a growing buffer.
     */
    final SymtestTerminals.BufferSink runToBuffer() {
        SymtestSpliterator s = terminal(0, 0);
        long size = exactOutputSizeIfKnown(s);
        SymtestTerminals.BufferSink sink = new SymtestTerminals.BufferSink(shape,
                size >= 0 && size < MAX_ARRAY_SIZE ? (int) size : -1);
        wrapAndCopyInto(sink, s);
        return sink;
    }

    // ---- the stages' sinks

    final SymtestSink opWrapSink(int flags, SymtestSink sink) {
        int in = previousStage.shape;
        switch (op) {
            case SLICE:
                return new SymtestOps.SliceSink(sink, skip, limit >= 0 ? limit : Long.MAX_VALUE);
            case UNORDERED:
                return sink;
            case FLAT_MAP:
                return new SymtestOps.FlatMapSink(sink, in, shape, fn);
            case DISTINCT_OP:
                if ((flags & DISTINCT) != 0) {
                    return sink;
                }
                if ((flags & SORTED) != 0) {
                    return new SymtestOps.SortedDistinctSink(sink);
                }
                return new SymtestOps.HashDistinctSink(sink);
            case SORTED_OP:
                if ((flags & SORTED) != 0 && (in != REF || fn == null)) {
                    return sink;
                }
                if (in == REF) {
                    return new SymtestOps.RefSortSink(sink, (Comparator<?>) fn,
                            (flags & SIZED) != 0);
                }
                return new SymtestOps.PrimitiveSortSink(sink, in, (flags & SIZED) != 0);
            default:
                break;
        }
        if (in == REF) {
            return new SymtestOps.RefOpSink(sink, op, fn);
        }
        if (in == INT) {
            return new SymtestOps.IntOpSink(sink, op, fn);
        }
        if (in == LONG) {
            return new SymtestOps.LongOpSink(sink, op, fn);
        }
        return new SymtestOps.DoubleOpSink(sink, op, fn);
    }

    /** The pipeline of a stream a flatMap mapper returned (one of the models'). */
    static SymtestPipeline pipelineOf(Object stream) {
        if (stream instanceof SymtestPipeline) {
            return (SymtestPipeline) stream;
        }
        return foreignStream(stream);
    }

    /** A Stream implemented elsewhere than in the models: not modelled. */
    private static native SymtestPipeline foreignStream(Object stream);
}
