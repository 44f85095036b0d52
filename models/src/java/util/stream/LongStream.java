package java.util.stream;

import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.PrimitiveIterator;
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
 * symtest model of java.util.stream.LongStream (JDK 17 signatures), implemented by
 * SymtestLongStream. Not modelled (absent): flatMap, mapMulti, takeWhile, dropWhile,
 * summaryStatistics, spliterator, builder, iterate, generate, concat, ranges of more
 * than Long.MAX_VALUE elements.
 */
public interface LongStream extends BaseStream<Long, LongStream> {
    LongStream filter(LongPredicate predicate);

    LongStream map(LongUnaryOperator mapper);

    <U> Stream<U> mapToObj(LongFunction<? extends U> mapper);

    IntStream mapToInt(LongToIntFunction mapper);

    DoubleStream mapToDouble(LongToDoubleFunction mapper);

    LongStream distinct();

    LongStream sorted();

    LongStream peek(LongConsumer action);

    LongStream limit(long maxSize);

    LongStream skip(long n);

    void forEach(LongConsumer action);

    void forEachOrdered(LongConsumer action);

    long[] toArray();

    long reduce(long identity, LongBinaryOperator op);

    OptionalLong reduce(LongBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner);

    long sum();

    OptionalLong min();

    OptionalLong max();

    long count();

    OptionalDouble average();

    boolean anyMatch(LongPredicate predicate);

    boolean allMatch(LongPredicate predicate);

    boolean noneMatch(LongPredicate predicate);

    OptionalLong findFirst();

    OptionalLong findAny();

    DoubleStream asDoubleStream();

    Stream<Long> boxed();

    LongStream sequential();

    LongStream parallel();

    PrimitiveIterator.OfLong iterator();

    static LongStream empty() {
        return SymtestSpliterator.longStream(new SymtestSpliterator.EmptySource());
    }

    static LongStream of(long t) {
        return SymtestSpliterator.longStream(
                new SymtestSpliterator.SingleSource(SymtestSpliterator.LONG, null, t));
    }

    static LongStream of(long... values) {
        return SymtestSpliterator.ofLongArray(values, 0, values.length);
    }

    static LongStream range(long startInclusive, long endExclusive) {
        if (startInclusive >= endExclusive) {
            return empty();
        }
        if (endExclusive - startInclusive < 0) {
            return SymtestLongStream.hugeRange();
        }
        return SymtestSpliterator.longStream(
                new SymtestSpliterator.RangeSource(true, startInclusive, endExclusive, false));
    }

    static LongStream rangeClosed(long startInclusive, long endInclusive) {
        if (startInclusive > endInclusive) {
            return empty();
        }
        if (endInclusive - startInclusive + 1 <= 0) {
            return SymtestLongStream.hugeRange();
        }
        return SymtestSpliterator.longStream(
                new SymtestSpliterator.RangeSource(true, startInclusive, endInclusive, true));
    }
}
