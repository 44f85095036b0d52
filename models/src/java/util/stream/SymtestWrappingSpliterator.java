package java.util.stream;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.PrimitiveIterator;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * StreamSpliterators.WrappingSpliterator: the pipeline's output pulled one element at a time
 * (Stream.iterator(), and flatMap's inner streams once cancellation was asked). The source is
 * taken at the first advance; each advance pushes source elements through the stages into a
 * buffer until it holds something (asking cancellationRequested before each push), then ends
 * the pipeline when the source is exhausted or a stage cancels.
 */
final class SymtestWrappingSpliterator extends SymtestSpliterator {
    private final SymtestPipeline ph;
    private SymtestSpliterator spliterator;
    private SymtestSink bufferSink;
    private SymtestTerminals.BufferSink buffer;
    private int nextToConsume;
    private boolean finished;

    SymtestWrappingSpliterator(SymtestPipeline ph) {
        this.ph = ph;
    }

    private void init() {
        if (spliterator == null) {
            spliterator = ph.sourceSpliterator(0, 0);
        }
    }

    private boolean fillBuffer() {
        while (buffer.count == 0) {
            if (bufferSink.cancellationRequested() || !spliterator.tryAdvance(bufferSink)) {
                if (finished) {
                    return false;
                }
                bufferSink.end();
                finished = true;
            }
        }
        return true;
    }

    private boolean doAdvance() {
        if (buffer == null) {
            if (finished) {
                return false;
            }
            init();
            buffer = new SymtestTerminals.BufferSink(ph.shape);
            bufferSink = ph.wrapSink(buffer);
            nextToConsume = 0;
            bufferSink.begin(spliterator.getExactSizeIfKnown());
            return fillBuffer();
        }
        nextToConsume++;
        boolean hasNext = nextToConsume < buffer.count;
        if (!hasNext) {
            nextToConsume = 0;
            buffer.clear();
            hasNext = fillBuffer();
        }
        return hasNext;
    }

    public boolean tryAdvance(SymtestSink consumer) {
        boolean hasNext = doAdvance();
        if (hasNext) {
            buffer.deliver(nextToConsume, consumer);
        }
        return hasNext;
    }

    /** consumer must be a terminal sink (no begin, end or cancellation of its own). */
    public void forEachRemaining(SymtestSink consumer) {
        if (buffer == null && !finished) {
            init();
            ph.wrapAndCopyInto(consumer, spliterator);
            finished = true;
        } else {
            do {
            } while (tryAdvance(consumer));
        }
    }

    /** Spliterators.iterator(spliterator) for references: Spliterators.Adapter. */
    static final class RefIterator<T> extends SymtestSink implements Iterator<T> {
        private final SymtestSpliterator spliterator;
        private boolean valueReady;
        private Object nextElement;

        RefIterator(SymtestSpliterator spliterator) {
            super(null);
            this.spliterator = spliterator;
        }

        public void accept(Object t) {
            valueReady = true;
            nextElement = t;
        }

        public boolean hasNext() {
            if (!valueReady) {
                spliterator.tryAdvance(this);
            }
            return valueReady;
        }

        @SuppressWarnings("unchecked")
        public T next() {
            if (!valueReady && !hasNext()) {
                throw new NoSuchElementException();
            }
            valueReady = false;
            Object t = nextElement;
            nextElement = null;
            return (T) t;
        }

        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            if (valueReady) {
                valueReady = false;
                @SuppressWarnings("unchecked")
                T t = (T) nextElement;
                nextElement = null;
                action.accept(t);
            }
            spliterator.forEachRemaining(new SymtestTerminals.ForEachSink(action, null));
        }

        public void remove() {
            throw new UnsupportedOperationException("remove");
        }
    }

    /** Spliterators.iterator(Spliterator.OfInt): the adapter of IntStream.iterator(). */
    static final class IntIterator extends SymtestSink implements PrimitiveIterator.OfInt {
        private final SymtestSpliterator spliterator;
        private boolean valueReady;
        private int nextElement;

        IntIterator(SymtestSpliterator spliterator) {
            super(null);
            this.spliterator = spliterator;
        }

        public void accept(int t) {
            valueReady = true;
            nextElement = t;
        }

        public boolean hasNext() {
            if (!valueReady) {
                spliterator.tryAdvance(this);
            }
            return valueReady;
        }

        public int nextInt() {
            if (!valueReady && !hasNext()) {
                throw new NoSuchElementException();
            }
            valueReady = false;
            return nextElement;
        }

        /** PrimitiveIterator.OfInt's default: nextInt() boxed. */
        public Integer next() {
            return Integer.valueOf(nextInt());
        }

        public void forEachRemaining(IntConsumer action) {
            Objects.requireNonNull(action);
            if (valueReady) {
                valueReady = false;
                action.accept(nextElement);
            }
            spliterator.forEachRemaining(new SymtestTerminals.ForEachSink(action, null));
        }

        /** The default: an IntConsumer is used as one, another Consumer gets boxed ints. */
        public void forEachRemaining(Consumer<? super Integer> action) {
            if (action instanceof IntConsumer) {
                forEachRemaining((IntConsumer) action);
            } else {
                Objects.requireNonNull(action);
                forEachRemaining(new BoxingConsumer(action));
            }
        }

        public void remove() {
            throw new UnsupportedOperationException("remove");
        }
    }

    /** action::accept as an IntConsumer (Integer.valueOf boxing). */
    static final class BoxingConsumer implements IntConsumer {
        private final Consumer<? super Integer> action;

        BoxingConsumer(Consumer<? super Integer> action) {
            this.action = action;
        }

        public void accept(int value) {
            action.accept(Integer.valueOf(value));
        }
    }
    /** Spliterators.iterator(Spliterator.OfLong): the adapter of LongStream.iterator(). */
    static final class LongIterator extends SymtestSink implements PrimitiveIterator.OfLong {
        private final SymtestSpliterator spliterator;
        private boolean valueReady;
        private long nextElement;

        LongIterator(SymtestSpliterator spliterator) {
            super(null);
            this.spliterator = spliterator;
        }

        public void accept(long t) {
            valueReady = true;
            nextElement = t;
        }

        public boolean hasNext() {
            if (!valueReady) {
                spliterator.tryAdvance(this);
            }
            return valueReady;
        }

        public long nextLong() {
            if (!valueReady && !hasNext()) {
                throw new NoSuchElementException();
            }
            valueReady = false;
            return nextElement;
        }

        /** PrimitiveIterator.OfLong's default: nextLong() boxed. */
        public Long next() {
            return Long.valueOf(nextLong());
        }

        public void forEachRemaining(LongConsumer action) {
            Objects.requireNonNull(action);
            if (valueReady) {
                valueReady = false;
                action.accept(nextElement);
            }
            spliterator.forEachRemaining(new SymtestTerminals.ForEachSink(action, null));
        }

        /** The default: an LongConsumer is used as one, another Consumer gets boxed ints. */
        public void forEachRemaining(Consumer<? super Long> action) {
            if (action instanceof LongConsumer) {
                forEachRemaining((LongConsumer) action);
            } else {
                Objects.requireNonNull(action);
                forEachRemaining(new BoxingLongConsumer(action));
            }
        }

        public void remove() {
            throw new UnsupportedOperationException("remove");
        }
    }

    /** action::accept as a LongConsumer (Long.valueOf boxing). */
    static final class BoxingLongConsumer implements LongConsumer {
        private final Consumer<? super Long> action;

        BoxingLongConsumer(Consumer<? super Long> action) {
            this.action = action;
        }

        public void accept(long value) {
            action.accept(Long.valueOf(value));
        }
    }

    /** Spliterators.iterator(Spliterator.OfDouble): the adapter of DoubleStream.iterator(). */
    static final class DoubleIterator extends SymtestSink implements PrimitiveIterator.OfDouble {
        private final SymtestSpliterator spliterator;
        private boolean valueReady;
        private double nextElement;

        DoubleIterator(SymtestSpliterator spliterator) {
            super(null);
            this.spliterator = spliterator;
        }

        public void accept(double t) {
            valueReady = true;
            nextElement = t;
        }

        public boolean hasNext() {
            if (!valueReady) {
                spliterator.tryAdvance(this);
            }
            return valueReady;
        }

        public double nextDouble() {
            if (!valueReady && !hasNext()) {
                throw new NoSuchElementException();
            }
            valueReady = false;
            return nextElement;
        }

        /** PrimitiveIterator.OfDouble's default: nextDouble() boxed. */
        public Double next() {
            return Double.valueOf(nextDouble());
        }

        public void forEachRemaining(DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (valueReady) {
                valueReady = false;
                action.accept(nextElement);
            }
            spliterator.forEachRemaining(new SymtestTerminals.ForEachSink(action, null));
        }

        /** The default: an DoubleConsumer is used as one, another Consumer gets boxed ints. */
        public void forEachRemaining(Consumer<? super Double> action) {
            if (action instanceof DoubleConsumer) {
                forEachRemaining((DoubleConsumer) action);
            } else {
                Objects.requireNonNull(action);
                forEachRemaining(new BoxingDoubleConsumer(action));
            }
        }

        public void remove() {
            throw new UnsupportedOperationException("remove");
        }
    }

    /** action::accept as a DoubleConsumer (Double.valueOf boxing). */
    static final class BoxingDoubleConsumer implements DoubleConsumer {
        private final Consumer<? super Double> action;

        BoxingDoubleConsumer(Consumer<? super Double> action) {
            this.action = action;
        }

        public void accept(double value) {
            action.accept(Double.valueOf(value));
        }
    }
}
