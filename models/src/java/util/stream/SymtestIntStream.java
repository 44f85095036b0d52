package java.util.stream;

import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.PrimitiveIterator;
import java.util.function.BiConsumer;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.ObjIntConsumer;
import java.util.function.Supplier;

/**
 * symtest model of the JDK's IntPipeline (the class of every IntStream), in the style of
 * SymtestStream: the JDK 17 checks, linking, flags and evaluation order. sum wraps around
 * (Integer::sum), average divides the long sum by the count, distinct() is
 * boxed().distinct().mapToInt(...) as in the JDK.
 */
final class SymtestIntStream extends SymtestPipeline implements IntStream {
    SymtestIntStream(SymtestSpliterator source, boolean parallel) {
        super(source, INT, parallel);
    }

    SymtestIntStream(SymtestPipeline previous, int op, int setFlags, int clearFlags, Object fn) {
        super(previous, INT, op, setFlags, clearFlags, fn, 0, -1);
    }

    private SymtestIntStream(SymtestPipeline previous, long skip, long limit) {
        super(previous, INT, SLICE, sliceFlags(limit), 0, null, skip, limit);
    }

    // ---- BaseStream

    public PrimitiveIterator.OfInt iterator() {
        return new SymtestWrappingSpliterator.IntIterator(spliterator());
    }

    public IntStream sequential() {
        setParallel(false);
        return this;
    }

    public IntStream parallel() {
        setParallel(true);
        return this;
    }

    public IntStream unordered() {
        if (!isOrdered()) {
            return this;
        }
        return new SymtestIntStream(this, UNORDERED, 0, ORDERED, null);
    }

    public IntStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    // ---- intermediate operations

    public IntStream filter(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new SymtestIntStream(this, FILTER, 0, SIZED, predicate);
    }

    public IntStream map(IntUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestIntStream(this, MAP, 0, SORTED | DISTINCT, mapper);
    }

    public <U> Stream<U> mapToObj(IntFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestStream<U>(this, MAP_TO_OBJ, 0, SORTED | DISTINCT, mapper, 0, -1);
    }

    public LongStream mapToLong(IntToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestLongStream(this, MAP_TO_LONG, 0, SORTED | DISTINCT, mapper);
    }

    public DoubleStream mapToDouble(IntToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestDoubleStream(this, MAP_TO_DOUBLE, 0, SORTED | DISTINCT, mapper);
    }

    public IntStream flatMap(IntFunction<? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestIntStream(this, FLAT_MAP, 0, SORTED | DISTINCT | SIZED, mapper);
    }

    public LongStream asLongStream() {
        return new SymtestLongStream(this, AS_LONG, 0, 0, null);
    }

    public DoubleStream asDoubleStream() {
        return new SymtestDoubleStream(this, AS_DOUBLE, 0, 0, null);
    }

    /** mapToObj(Integer::valueOf) keeping the flags. */
    public Stream<Integer> boxed() {
        return new SymtestStream<Integer>(this, MAP_TO_OBJ, 0, 0, null, 0, -1);
    }

    public IntStream distinct() {
        SymtestPipeline distinct = (SymtestPipeline) boxed().distinct();
        return new SymtestIntStream(distinct, UNBOX_INT, 0, SORTED | DISTINCT, null);
    }

    public IntStream sorted() {
        return new SymtestIntStream(this, SORTED_OP, ORDERED | SORTED, 0, null);
    }

    public IntStream peek(IntConsumer action) {
        Objects.requireNonNull(action);
        return new SymtestIntStream(this, PEEK, 0, 0, action);
    }

    public IntStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return new SymtestIntStream(this, 0, maxSize);
    }

    public IntStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return new SymtestIntStream(this, n, -1);
    }

    // ---- terminal operations

    public void forEach(IntConsumer action) {
        runForEach(action, false);
    }

    public void forEachOrdered(IntConsumer action) {
        runForEach(action, true);
    }

    public int[] toArray() {
        SymtestTerminals.BufferSink buffer = runToBuffer();
        int[] result = new int[buffer.count];
        for (int i = 0; i < result.length; i++) {
            result[i] = (int) buffer.longs[i];
        }
        return result;
    }

    public int reduce(int identity, IntBinaryOperator op) {
        Objects.requireNonNull(op);
        return (int) runReduce(SymtestTerminals.IDENTITY, Integer.valueOf(identity), op).longState;
    }

    public OptionalInt reduce(IntBinaryOperator op) {
        Objects.requireNonNull(op);
        SymtestTerminals.ReduceSink sink = runReduce(SymtestTerminals.OPTIONAL, null, op);
        return sink.present ? OptionalInt.of((int) sink.longState) : OptionalInt.empty();
    }

    @SuppressWarnings("unchecked")
    public <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator,
            BiConsumer<R, R> combiner) {
        Objects.requireNonNull(combiner);
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        return (R) runReduce(SymtestTerminals.COLLECT, supplier, accumulator).state;
    }

    public int sum() {
        return (int) runArithmetic(SymtestTerminals.SUM).longState;
    }

    public OptionalInt min() {
        SymtestTerminals.ArithmeticSink sink = runArithmetic(SymtestTerminals.MIN);
        return sink.present ? OptionalInt.of((int) sink.longState) : OptionalInt.empty();
    }

    public OptionalInt max() {
        SymtestTerminals.ArithmeticSink sink = runArithmetic(SymtestTerminals.MAX);
        return sink.present ? OptionalInt.of((int) sink.longState) : OptionalInt.empty();
    }

    public long count() {
        return runCount();
    }

    public OptionalDouble average() {
        SymtestTerminals.ArithmeticSink sink = runArithmetic(SymtestTerminals.AVERAGE);
        return sink.count > 0 ? OptionalDouble.of((double) sink.longState / sink.count)
                : OptionalDouble.empty();
    }

    /** collect(IntSummaryStatistics::new, accept, combine), as the JDK. */
    public java.util.IntSummaryStatistics summaryStatistics() {
        return collect(new Supplier<java.util.IntSummaryStatistics>() {
            public java.util.IntSummaryStatistics get() {
                return new java.util.IntSummaryStatistics();
            }
        }, new ObjIntConsumer<java.util.IntSummaryStatistics>() {
            public void accept(java.util.IntSummaryStatistics s, int value) {
                s.accept(value);
            }
        }, new BiConsumer<java.util.IntSummaryStatistics, java.util.IntSummaryStatistics>() {
            public void accept(java.util.IntSummaryStatistics a, java.util.IntSummaryStatistics b) {
                a.combine(b);
            }
        });
    }

    public boolean anyMatch(IntPredicate predicate) {
        return runMatch(predicate, SymtestTerminals.ANY);
    }

    public boolean allMatch(IntPredicate predicate) {
        return runMatch(predicate, SymtestTerminals.ALL);
    }

    public boolean noneMatch(IntPredicate predicate) {
        return runMatch(predicate, SymtestTerminals.NONE);
    }

    public OptionalInt findFirst() {
        SymtestTerminals.FindSink sink = runFind(false);
        return sink.hasValue ? OptionalInt.of((int) sink.longValue) : OptionalInt.empty();
    }

    public OptionalInt findAny() {
        SymtestTerminals.FindSink sink = runFind(true);
        return sink.hasValue ? OptionalInt.of((int) sink.longValue) : OptionalInt.empty();
    }
}
