package java.util.stream;

import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
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
 * symtest model of java.util.stream.DoubleStream (JDK 17 signatures), implemented by
 * SymtestDoubleStream; sum and average with the JDK 17 compensated summation. Not modelled
 * (absent): flatMap, mapMulti, takeWhile, dropWhile, summaryStatistics, iterator,
 * spliterator, builder, iterate, generate, concat.
 */
public interface DoubleStream extends BaseStream<Double, DoubleStream> {
    DoubleStream filter(DoublePredicate predicate);

    DoubleStream map(DoubleUnaryOperator mapper);

    <U> Stream<U> mapToObj(DoubleFunction<? extends U> mapper);

    IntStream mapToInt(DoubleToIntFunction mapper);

    LongStream mapToLong(DoubleToLongFunction mapper);

    DoubleStream distinct();

    DoubleStream sorted();

    DoubleStream peek(DoubleConsumer action);

    DoubleStream limit(long maxSize);

    DoubleStream skip(long n);

    void forEach(DoubleConsumer action);

    void forEachOrdered(DoubleConsumer action);

    double[] toArray();

    double reduce(double identity, DoubleBinaryOperator op);

    OptionalDouble reduce(DoubleBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator,
            BiConsumer<R, R> combiner);

    double sum();

    OptionalDouble min();

    OptionalDouble max();

    long count();

    OptionalDouble average();

    boolean anyMatch(DoublePredicate predicate);

    boolean allMatch(DoublePredicate predicate);

    boolean noneMatch(DoublePredicate predicate);

    OptionalDouble findFirst();

    OptionalDouble findAny();

    Stream<Double> boxed();

    DoubleStream sequential();

    DoubleStream parallel();

    PrimitiveIterator.OfDouble iterator();

    static DoubleStream empty() {
        return SymtestSpliterator.doubleStream(new SymtestSpliterator.EmptySource());
    }

    static DoubleStream of(double t) {
        return SymtestSpliterator.doubleStream(new SymtestSpliterator.SingleSource(
                SymtestSpliterator.DOUBLE, Double.valueOf(t), 0));
    }

    static DoubleStream of(double... values) {
        return SymtestSpliterator.ofDoubleArray(values, 0, values.length);
    }
}
