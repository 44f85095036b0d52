package java.util.stream;

import java.util.Objects;
import java.util.PrimitiveIterator;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.function.BiConsumer;
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongToDoubleFunction;
import java.util.function.LongToIntFunction;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjLongConsumer;
import java.util.function.Supplier;

/**
 * symtest model of the JDK's LongPipeline (the class of every LongStream), in the style of
 * SymtestStream.
 */
final class SymtestLongStream extends SymtestPipeline implements LongStream {
    SymtestLongStream(SymtestSpliterator source, boolean parallel) {
        super(source, LONG, parallel);
    }

    SymtestLongStream(SymtestPipeline previous, int op, int setFlags, int clearFlags, Object fn) {
        super(previous, LONG, op, setFlags, clearFlags, fn, 0, -1);
    }

    private SymtestLongStream(SymtestPipeline previous, long skip, long limit) {
        super(previous, LONG, SLICE, sliceFlags(limit), 0, null, skip, limit);
    }

    /** A range of more than Long.MAX_VALUE elements (the JDK concatenates two): unhandled. */
    static native LongStream hugeRange();

    public PrimitiveIterator.OfLong iterator() {
        return new SymtestWrappingSpliterator.LongIterator(spliterator());
    }

    public LongStream sequential() {
        setParallel(false);
        return this;
    }

    public LongStream parallel() {
        setParallel(true);
        return this;
    }

    public LongStream unordered() {
        if (!isOrdered()) {
            return this;
        }
        return new SymtestLongStream(this, UNORDERED, 0, ORDERED, null);
    }

    public LongStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    public LongStream filter(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new SymtestLongStream(this, FILTER, 0, SIZED, predicate);
    }

    public LongStream map(LongUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestLongStream(this, MAP, 0, SORTED | DISTINCT, mapper);
    }

    public <U> Stream<U> mapToObj(LongFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestStream<U>(this, MAP_TO_OBJ, 0, SORTED | DISTINCT, mapper, 0, -1);
    }

    public IntStream mapToInt(LongToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestIntStream(this, MAP_TO_INT, 0, SORTED | DISTINCT, mapper);
    }

    public DoubleStream mapToDouble(LongToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestDoubleStream(this, MAP_TO_DOUBLE, 0, SORTED | DISTINCT, mapper);
    }

    public DoubleStream asDoubleStream() {
        return new SymtestDoubleStream(this, AS_DOUBLE, 0, DISTINCT, null);
    }

    public Stream<Long> boxed() {
        return new SymtestStream<Long>(this, MAP_TO_OBJ, 0, 0, null, 0, -1);
    }

    public LongStream distinct() {
        SymtestPipeline distinct = (SymtestPipeline) boxed().distinct();
        return new SymtestLongStream(distinct, UNBOX_LONG, 0, SORTED | DISTINCT, null);
    }

    public LongStream sorted() {
        return new SymtestLongStream(this, SORTED_OP, ORDERED | SORTED, 0, null);
    }

    public LongStream peek(LongConsumer action) {
        Objects.requireNonNull(action);
        return new SymtestLongStream(this, PEEK, 0, 0, action);
    }

    public LongStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return new SymtestLongStream(this, 0, maxSize);
    }

    public LongStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return new SymtestLongStream(this, n, -1);
    }

    public void forEach(LongConsumer action) {
        runForEach(action, false);
    }

    public void forEachOrdered(LongConsumer action) {
        runForEach(action, true);
    }

    public long[] toArray() {
        SymtestTerminals.BufferSink buffer = runToBuffer();
        long[] result = new long[buffer.count];
        for (int i = 0; i < result.length; i++) {
            result[i] = buffer.longs[i];
        }
        return result;
    }

    public long reduce(long identity, LongBinaryOperator op) {
        Objects.requireNonNull(op);
        return runReduce(SymtestTerminals.IDENTITY, Long.valueOf(identity), op).longState;
    }

    public OptionalLong reduce(LongBinaryOperator op) {
        Objects.requireNonNull(op);
        SymtestTerminals.ReduceSink sink = runReduce(SymtestTerminals.OPTIONAL, null, op);
        return sink.present ? OptionalLong.of(sink.longState) : OptionalLong.empty();
    }

    @SuppressWarnings("unchecked")
    public <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator,
            BiConsumer<R, R> combiner) {
        Objects.requireNonNull(combiner);
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        return (R) runReduce(SymtestTerminals.COLLECT, supplier, accumulator).state;
    }

    public long sum() {
        return runArithmetic(SymtestTerminals.SUM).longState;
    }

    public OptionalLong min() {
        SymtestTerminals.ArithmeticSink sink = runArithmetic(SymtestTerminals.MIN);
        return sink.present ? OptionalLong.of(sink.longState) : OptionalLong.empty();
    }

    public OptionalLong max() {
        SymtestTerminals.ArithmeticSink sink = runArithmetic(SymtestTerminals.MAX);
        return sink.present ? OptionalLong.of(sink.longState) : OptionalLong.empty();
    }

    public long count() {
        return runCount();
    }

    public OptionalDouble average() {
        SymtestTerminals.ArithmeticSink sink = runArithmetic(SymtestTerminals.AVERAGE);
        return sink.count > 0 ? OptionalDouble.of((double) sink.longState / sink.count)
                : OptionalDouble.empty();
    }

    public boolean anyMatch(LongPredicate predicate) {
        return runMatch(predicate, SymtestTerminals.ANY);
    }

    public boolean allMatch(LongPredicate predicate) {
        return runMatch(predicate, SymtestTerminals.ALL);
    }

    public boolean noneMatch(LongPredicate predicate) {
        return runMatch(predicate, SymtestTerminals.NONE);
    }

    public OptionalLong findFirst() {
        SymtestTerminals.FindSink sink = runFind(false);
        return sink.hasValue ? OptionalLong.of(sink.longValue) : OptionalLong.empty();
    }

    public OptionalLong findAny() {
        SymtestTerminals.FindSink sink = runFind(true);
        return sink.hasValue ? OptionalLong.of(sink.longValue) : OptionalLong.empty();
    }
}
