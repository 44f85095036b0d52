package java.util.stream;

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
 * symtest model of java.util.stream.IntStream (JDK 17 signatures), implemented by
 * SymtestIntStream. Not modelled (absent): mapMulti, takeWhile, dropWhile, spliterator,
 * builder, concat.
 */
public interface IntStream extends BaseStream<Integer, IntStream> {
    IntStream filter(IntPredicate predicate);

    IntStream map(IntUnaryOperator mapper);

    <U> Stream<U> mapToObj(IntFunction<? extends U> mapper);

    LongStream mapToLong(IntToLongFunction mapper);

    DoubleStream mapToDouble(IntToDoubleFunction mapper);

    IntStream flatMap(IntFunction<? extends IntStream> mapper);

    IntStream distinct();

    IntStream sorted();

    IntStream peek(IntConsumer action);

    IntStream limit(long maxSize);

    IntStream skip(long n);

    void forEach(IntConsumer action);

    void forEachOrdered(IntConsumer action);

    int[] toArray();

    int reduce(int identity, IntBinaryOperator op);

    OptionalInt reduce(IntBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner);

    int sum();

    OptionalInt min();

    OptionalInt max();

    long count();

    OptionalDouble average();

    java.util.IntSummaryStatistics summaryStatistics();

    boolean anyMatch(IntPredicate predicate);

    boolean allMatch(IntPredicate predicate);

    boolean noneMatch(IntPredicate predicate);

    OptionalInt findFirst();

    OptionalInt findAny();

    LongStream asLongStream();

    DoubleStream asDoubleStream();

    Stream<Integer> boxed();

    IntStream sequential();

    IntStream parallel();

    PrimitiveIterator.OfInt iterator();

    static IntStream empty() {
        return SymtestSpliterator.intStream(new SymtestSpliterator.EmptySource());
    }

    static IntStream of(int t) {
        return SymtestSpliterator.intStream(
                new SymtestSpliterator.SingleSource(SymtestSpliterator.INT, null, t));
    }

    static IntStream of(int... values) {
        return SymtestSpliterator.ofIntArray(values, 0, values.length);
    }

    static IntStream iterate(final int seed, final IntUnaryOperator f) {
        java.util.Objects.requireNonNull(f);
        return SymtestSpliterator.intStream(new SymtestSpliterator.IntIterateSource(seed, f));
    }

    static IntStream iterate(int seed, IntPredicate hasNext, IntUnaryOperator next) {
        java.util.Objects.requireNonNull(next);
        java.util.Objects.requireNonNull(hasNext);
        return SymtestSpliterator.intStream(
                new SymtestSpliterator.IntIterateWhileSource(seed, hasNext, next));
    }

    static IntStream generate(java.util.function.IntSupplier s) {
        java.util.Objects.requireNonNull(s);
        return SymtestSpliterator.intStream(new SymtestSpliterator.IntGenerateSource(s));
    }

    static IntStream range(int startInclusive, int endExclusive) {
        if (startInclusive >= endExclusive) {
            return empty();
        }
        return SymtestSpliterator.intStream(
                new SymtestSpliterator.RangeSource(false, startInclusive, endExclusive, false));
    }

    static IntStream rangeClosed(int startInclusive, int endInclusive) {
        if (startInclusive > endInclusive) {
            return empty();
        }
        return SymtestSpliterator.intStream(
                new SymtestSpliterator.RangeSource(false, startInclusive, endInclusive, true));
    }
}
