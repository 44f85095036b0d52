package java.util.stream;

import java.util.Comparator;
import java.util.ImmutableCollections;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * symtest model of the JDK's ReferencePipeline (the class of every Stream): each method checks
 * its arguments, links or consumes the stage and evaluates in the order JDK 17 does, so the
 * lambdas see the same elements in the same order (element by element through the stages;
 * sorted a barrier; limit, anyMatch, findFirst... stop pulling), and count() and toArray use
 * the size without traversal where the JDK does. parallel() streams run sequentially.
 */
final class SymtestStream<T> extends SymtestPipeline implements Stream<T> {
    SymtestStream(SymtestSpliterator source, boolean parallel) {
        super(source, REF, parallel);
    }

    SymtestStream(SymtestPipeline previous, int op, int setFlags, int clearFlags, Object fn,
            long skip, long limit) {
        super(previous, REF, op, setFlags, clearFlags, fn, skip, limit);
    }

    private <R> SymtestStream<R> then(int op, int setFlags, int clearFlags, Object fn) {
        return new SymtestStream<R>(this, op, setFlags, clearFlags, fn, 0, -1);
    }

    // ---- BaseStream

    public Iterator<T> iterator() {
        return new SymtestWrappingSpliterator.RefIterator<T>(spliterator());
    }

    public Stream<T> sequential() {
        setParallel(false);
        return this;
    }

    public Stream<T> parallel() {
        setParallel(true);
        return this;
    }

    public Stream<T> unordered() {
        if (!isOrdered()) {
            return this;
        }
        return then(UNORDERED, 0, ORDERED, null);
    }

    public Stream<T> onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    // ---- intermediate operations

    public Stream<T> filter(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return then(FILTER, 0, SIZED, predicate);
    }

    public <R> Stream<R> map(Function<? super T, ? extends R> mapper) {
        Objects.requireNonNull(mapper);
        return then(MAP, 0, SORTED | DISTINCT, mapper);
    }

    public IntStream mapToInt(ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestIntStream(this, MAP_TO_INT, 0, SORTED | DISTINCT, mapper);
    }

    public LongStream mapToLong(ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestLongStream(this, MAP_TO_LONG, 0, SORTED | DISTINCT, mapper);
    }

    public DoubleStream mapToDouble(ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestDoubleStream(this, MAP_TO_DOUBLE, 0, SORTED | DISTINCT, mapper);
    }

    public <R> Stream<R> flatMap(Function<? super T, ? extends Stream<? extends R>> mapper) {
        Objects.requireNonNull(mapper);
        return then(FLAT_MAP, 0, SORTED | DISTINCT | SIZED, mapper);
    }

    public IntStream flatMapToInt(Function<? super T, ? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new SymtestIntStream(this, FLAT_MAP, 0, SORTED | DISTINCT | SIZED, mapper);
    }

    public Stream<T> peek(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        return then(PEEK, 0, 0, action);
    }

    public Stream<T> distinct() {
        return then(DISTINCT_OP, DISTINCT, SIZED, null);
    }

    public Stream<T> sorted() {
        return then(SORTED_OP, ORDERED | SORTED, 0, null);
    }

    /** The JDK links before it checks the comparator. */
    public Stream<T> sorted(Comparator<? super T> comparator) {
        Stream<T> s = then(SORTED_OP, ORDERED, SORTED, comparator);
        Objects.requireNonNull(comparator);
        return s;
    }

    public Stream<T> limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return new SymtestStream<T>(this, SLICE, sliceFlags(maxSize), 0, null, 0, maxSize);
    }

    public Stream<T> skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return new SymtestStream<T>(this, SLICE, sliceFlags(-1), 0, null, n, -1);
    }

    // ---- terminal operations

    public void forEach(Consumer<? super T> action) {
        runForEach(action, false);
    }

    public void forEachOrdered(Consumer<? super T> action) {
        runForEach(action, true);
    }

    public Object[] toArray() {
        return toArrayOf(null, true);
    }

    @SuppressWarnings("unchecked")
    public <A> A[] toArray(IntFunction<A[]> generator) {
        return (A[]) toArrayOf(generator, false);
    }

    /**
     * evaluateToArrayNode, then asArray: a known size allocates the array first (the generator
     * called before the traversal), else the elements are buffered and the generator called
     * after. plain: toArray(), Object[]::new.
     */
    private Object[] toArrayOf(IntFunction<?> generator, boolean plain) {
        SymtestSpliterator s = terminal(0, 0);
        long size = exactOutputSizeIfKnown(s);
        if (size >= 0 && size < MAX_ARRAY_SIZE) {
            Object[] array = plain ? new Object[(int) size]
                    : (Object[]) generator.apply((int) size);
            wrapAndCopyInto(new SymtestTerminals.FixedArraySink(array), s);
            return array;
        }
        SymtestTerminals.BufferSink buffer = new SymtestTerminals.BufferSink(REF);
        wrapAndCopyInto(buffer, s);
        Object[] result = plain ? new Object[buffer.count]
                : (Object[]) generator.apply(buffer.count);
        return buffer.asArray(result);
    }

    @SuppressWarnings("unchecked")
    public T reduce(T identity, BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(accumulator);
        return (T) reduceWith(SymtestTerminals.IDENTITY, identity, accumulator).state;
    }

    @SuppressWarnings("unchecked")
    public Optional<T> reduce(BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        SymtestTerminals.ReduceSink sink = reduceWith(SymtestTerminals.OPTIONAL, null, accumulator);
        return sink.present ? Optional.of((T) sink.state) : Optional.<T>empty();
    }

    @SuppressWarnings("unchecked")
    public <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator,
            BinaryOperator<U> combiner) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        return (U) reduceWith(SymtestTerminals.IDENTITY, identity, accumulator).state;
    }

    @SuppressWarnings("unchecked")
    public <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator,
            BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        return (R) reduceWith(SymtestTerminals.COLLECT, supplier, accumulator).state;
    }

    private SymtestTerminals.ReduceSink reduceWith(int kind, Object seed, Object fn) {
        SymtestTerminals.ReduceSink sink = new SymtestTerminals.ReduceSink(kind, seed, fn);
        wrapAndCopyInto(sink, terminal(0, 0));
        return sink;
    }

    /**
     * The JDK's: supplier, accumulator and combiner are taken before the stream is consumed,
     * characteristics asked after; a CONCURRENT collector of a parallel unordered stream
     * accumulates into one container through forEach.
     */
    @SuppressWarnings("unchecked")
    public <R, A> R collect(Collector<? super T, A, R> collector) {
        A container;
        if (isParallel() && Collectors.has(collector, Collector.Characteristics.CONCURRENT)
                && (!isOrdered()
                        || Collectors.has(collector, Collector.Characteristics.UNORDERED))) {
            container = collector.supplier().get();
            BiConsumer<A, ? super T> accumulator = collector.accumulator();
            forEach(new Collectors.AccumulateInto<A, T>(accumulator, container));
        } else {
            Objects.requireNonNull(collector);
            Supplier<A> supplier = collector.supplier();
            BiConsumer<A, ? super T> accumulator = collector.accumulator();
            collector.combiner();
            consume();
            int clear = Collectors.has(collector, Collector.Characteristics.UNORDERED)
                    ? ORDERED : 0;
            SymtestSpliterator s = sourceSpliterator(0, clear);
            SymtestTerminals.ReduceSink sink =
                    new SymtestTerminals.ReduceSink(SymtestTerminals.COLLECT, supplier, accumulator);
            wrapAndCopyInto(sink, s);
            container = (A) sink.state;
        }
        if (Collectors.has(collector, Collector.Characteristics.IDENTITY_FINISH)) {
            return (R) container;
        }
        return collector.finisher().apply(container);
    }

    /** ImmutableCollections.listFromTrustedArrayNullsAllowed(toArray()): a ListN. */
    public List<T> toList() {
        return ImmutableCollections.<T>listFromTrustedArrayNullsAllowed(toArray());
    }

    public Optional<T> min(Comparator<? super T> comparator) {
        return reduce(BinaryOperator.minBy(comparator));
    }

    public Optional<T> max(Comparator<? super T> comparator) {
        return reduce(BinaryOperator.maxBy(comparator));
    }

    /** The size without traversal when the pipeline knows it (JDK 17: limit/skip adjust it). */
    public long count() {
        SymtestSpliterator s = terminal(0, ORDERED);
        long size = exactOutputSizeIfKnown(s);
        if (size != -1) {
            return size;
        }
        SymtestTerminals.CountSink sink = new SymtestTerminals.CountSink();
        wrapAndCopyInto(sink, s);
        return sink.count;
    }

    private boolean match(Predicate<? super T> predicate, int kind) {
        Objects.requireNonNull(predicate);
        SymtestTerminals.MatchSink sink = new SymtestTerminals.MatchSink(kind, predicate);
        wrapAndCopyInto(sink, terminal(SHORT_CIRCUIT, ORDERED));
        return sink.value;
    }

    public boolean anyMatch(Predicate<? super T> predicate) {
        return match(predicate, SymtestTerminals.ANY);
    }

    public boolean allMatch(Predicate<? super T> predicate) {
        return match(predicate, SymtestTerminals.ALL);
    }

    public boolean noneMatch(Predicate<? super T> predicate) {
        return match(predicate, SymtestTerminals.NONE);
    }

    @SuppressWarnings("unchecked")
    private Optional<T> find(int clearFlags) {
        SymtestTerminals.FindSink sink = new SymtestTerminals.FindSink();
        wrapAndCopyInto(sink, terminal(SHORT_CIRCUIT, clearFlags));
        return sink.hasValue ? Optional.of((T) sink.value) : Optional.<T>empty();
    }

    public Optional<T> findFirst() {
        return find(0);
    }

    public Optional<T> findAny() {
        return find(ORDERED);
    }
}
