package java.util.stream;

import java.util.Comparator;
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
import java.util.function.UnaryOperator;

/**
 * symtest model of java.util.stream.Stream (JDK 17 signatures), implemented by SymtestStream.
 * The factories make the JDK's sources (characteristics, late binding, laziness). Not
 * modelled (absent, so unhandled calls): mapMulti*, flatMapToLong/Double, takeWhile,
 * dropWhile, spliterator, builder, concat.
 */
public interface Stream<T> extends BaseStream<T, Stream<T>> {
    Stream<T> filter(Predicate<? super T> predicate);

    <R> Stream<R> map(Function<? super T, ? extends R> mapper);

    IntStream mapToInt(ToIntFunction<? super T> mapper);

    LongStream mapToLong(ToLongFunction<? super T> mapper);

    DoubleStream mapToDouble(ToDoubleFunction<? super T> mapper);

    <R> Stream<R> flatMap(Function<? super T, ? extends Stream<? extends R>> mapper);

    IntStream flatMapToInt(Function<? super T, ? extends IntStream> mapper);

    Stream<T> distinct();

    Stream<T> sorted();

    Stream<T> sorted(Comparator<? super T> comparator);

    Stream<T> peek(Consumer<? super T> action);

    Stream<T> limit(long maxSize);

    Stream<T> skip(long n);

    void forEach(Consumer<? super T> action);

    void forEachOrdered(Consumer<? super T> action);

    Object[] toArray();

    <A> A[] toArray(IntFunction<A[]> generator);

    T reduce(T identity, BinaryOperator<T> accumulator);

    Optional<T> reduce(BinaryOperator<T> accumulator);

    <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner);

    <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator,
            BiConsumer<R, R> combiner);

    <R, A> R collect(Collector<? super T, A, R> collector);

    List<T> toList();

    Optional<T> min(Comparator<? super T> comparator);

    Optional<T> max(Comparator<? super T> comparator);

    long count();

    boolean anyMatch(Predicate<? super T> predicate);

    boolean allMatch(Predicate<? super T> predicate);

    boolean noneMatch(Predicate<? super T> predicate);

    Optional<T> findFirst();

    Optional<T> findAny();

    static <T> Stream<T> empty() {
        return new SymtestStream<T>(new SymtestSpliterator.EmptySource(), false);
    }

    static <T> Stream<T> of(T t) {
        return new SymtestStream<T>(
                new SymtestSpliterator.SingleSource(SymtestSpliterator.REF, t, 0), false);
    }

    static <T> Stream<T> ofNullable(T t) {
        return t == null ? Stream.<T>empty() : Stream.of(t);
    }

    @SafeVarargs
    @SuppressWarnings("varargs")
    static <T> Stream<T> of(T... values) {
        return SymtestSpliterator.ofArray(values, 0, values.length);
    }

    @SuppressWarnings("unchecked")
    static <T> Stream<T> iterate(final T seed, final UnaryOperator<T> f) {
        Objects.requireNonNull(f);
        return new SymtestStream<T>(
                new SymtestSpliterator.IterateSource(seed, (UnaryOperator<Object>) f), false);
    }

    @SuppressWarnings("unchecked")
    static <T> Stream<T> iterate(T seed, Predicate<? super T> hasNext, UnaryOperator<T> next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return new SymtestStream<T>(new SymtestSpliterator.IterateWhileSource(seed,
                (Predicate<Object>) hasNext, (UnaryOperator<Object>) next), false);
    }

    @SuppressWarnings("unchecked")
    static <T> Stream<T> generate(Supplier<? extends T> s) {
        Objects.requireNonNull(s);
        return new SymtestStream<T>(
                new SymtestSpliterator.GenerateSource((Supplier<Object>) s), false);
    }
}
