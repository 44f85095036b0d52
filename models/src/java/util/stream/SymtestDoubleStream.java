package java.util.stream;

import java.util.Objects;
import java.util.PrimitiveIterator;
import java.util.OptionalDouble;
import java.util.function.BiConsumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleToLongFunction;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.Supplier;

/**
 * symtest model of the JDK's DoublePipeline (the class of every DoubleStream), in the style of
 * SymtestStream: sum and average use the JDK 17 compensated (Kahan) summation, min and max
 * Math.min/max.
 */
final class SymtestDoubleStream extends SymtestPipeline implements DoubleStream {
    SymtestDoubleStream(SymtestSpliterator source, boolean parallel) {
        super(source, DOUBLE, parallel);
    }

    SymtestDoubleStream(SymtestPipeline previous, int op, int setFlags, int clearFlags,
            Object fn) {
        super(previous, DOUBLE, op, setFlags, clearFlags, fn, 0, -1);
    }

    private SymtestDoubleStream(SymtestPipeline previous, long skip, long limit) {
        super(previous, DOUBLE, SLICE, sliceFlags(limit), 0, null, skip, limit);
    }

    public PrimitiveIterator.OfDouble iterator() {
        return new SymtestWrappingSpliterator.DoubleIterator(spliterator());
    }

    public DoubleStream sequential() {
        setParallel(false);
        return this;
    }

    public DoubleStream parallel() {
        setParallel(true);
        return this;
    }

    public DoubleStream unordered() {
        if (!isOrdered()) {
            return this;
        }
        return new SymtestDoubleStream(this, UNORDERED, 0, ORDERED, null);
    }

    public DoubleStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    public DoubleStream filter(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new SymtestDoubleStream(this, FILTER, 0, SIZED, predicate);
    }

    public DoubleStream map(DoubleUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestDoubleStream(this, MAP, 0, SORTED | DISTINCT, mapper);
    }

    public <U> Stream<U> mapToObj(DoubleFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestStream<U>(this, MAP_TO_OBJ, 0, SORTED | DISTINCT, mapper, 0, -1);
    }

    public IntStream mapToInt(DoubleToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestIntStream(this, MAP_TO_INT, 0, SORTED | DISTINCT, mapper);
    }

    public LongStream mapToLong(DoubleToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestLongStream(this, MAP_TO_LONG, 0, SORTED | DISTINCT, mapper);
    }

    public Stream<Double> boxed() {
        return new SymtestStream<Double>(this, MAP_TO_OBJ, 0, 0, null, 0, -1);
    }

    public DoubleStream distinct() {
        SymtestPipeline distinct = (SymtestPipeline) boxed().distinct();
        return new SymtestDoubleStream(distinct, UNBOX_DOUBLE, 0, SORTED | DISTINCT, null);
    }

    public DoubleStream sorted() {
        return new SymtestDoubleStream(this, SORTED_OP, ORDERED | SORTED, 0, null);
    }

    public DoubleStream peek(DoubleConsumer action) {
        Objects.requireNonNull(action);
        return new SymtestDoubleStream(this, PEEK, 0, 0, action);
    }

    public DoubleStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return new SymtestDoubleStream(this, 0, maxSize);
    }

    public DoubleStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return new SymtestDoubleStream(this, n, -1);
    }

    public void forEach(DoubleConsumer action) {
        runForEach(action, false);
    }

    public void forEachOrdered(DoubleConsumer action) {
        runForEach(action, true);
    }

    public double[] toArray() {
        SymtestTerminals.BufferSink buffer = runToBuffer();
        double[] result = new double[buffer.count];
        for (int i = 0; i < result.length; i++) {
            result[i] = buffer.doubles[i];
        }
        return result;
    }

    public double reduce(double identity, DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        return runReduce(SymtestTerminals.IDENTITY, Double.valueOf(identity), op).doubleState;
    }

    public OptionalDouble reduce(DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        SymtestTerminals.ReduceSink sink = runReduce(SymtestTerminals.OPTIONAL, null, op);
        return sink.present ? OptionalDouble.of(sink.doubleState) : OptionalDouble.empty();
    }

    @SuppressWarnings("unchecked")
    public <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator,
            BiConsumer<R, R> combiner) {
        Objects.requireNonNull(combiner);
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        return (R) runReduce(SymtestTerminals.COLLECT, supplier, accumulator).state;
    }

    public double sum() {
        return runArithmetic(SymtestTerminals.SUM).finalSum();
    }

    public OptionalDouble min() {
        SymtestTerminals.ArithmeticSink sink = runArithmetic(SymtestTerminals.MIN);
        return sink.present ? OptionalDouble.of(sink.doubleState) : OptionalDouble.empty();
    }

    public OptionalDouble max() {
        SymtestTerminals.ArithmeticSink sink = runArithmetic(SymtestTerminals.MAX);
        return sink.present ? OptionalDouble.of(sink.doubleState) : OptionalDouble.empty();
    }

    public long count() {
        return runCount();
    }

    public OptionalDouble average() {
        SymtestTerminals.ArithmeticSink sink = runArithmetic(SymtestTerminals.AVERAGE);
        return sink.count > 0 ? OptionalDouble.of(sink.finalSum() / (double) sink.count)
                : OptionalDouble.empty();
    }

    public boolean anyMatch(DoublePredicate predicate) {
        return runMatch(predicate, SymtestTerminals.ANY);
    }

    public boolean allMatch(DoublePredicate predicate) {
        return runMatch(predicate, SymtestTerminals.ALL);
    }

    public boolean noneMatch(DoublePredicate predicate) {
        return runMatch(predicate, SymtestTerminals.NONE);
    }

    public OptionalDouble findFirst() {
        SymtestTerminals.FindSink sink = runFind(false);
        return sink.hasValue ? OptionalDouble.of(sink.doubleValue) : OptionalDouble.empty();
    }

    public OptionalDouble findAny() {
        SymtestTerminals.FindSink sink = runFind(true);
        return sink.hasValue ? OptionalDouble.of(sink.doubleValue) : OptionalDouble.empty();
    }
}
