package java.util.function;

import java.util.Comparator;
import java.util.Objects;

/**
 * symtest model of java.util.function.BinaryOperator: minBy and maxBy (the first argument
 * wins ties), with the JDK 17 null checks.
 */
@FunctionalInterface
public interface BinaryOperator<T> extends BiFunction<T, T, T> {
    static <T> BinaryOperator<T> minBy(Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return new SymtestFunctions.MinBy<T>(comparator);
    }

    static <T> BinaryOperator<T> maxBy(Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return new SymtestFunctions.MaxBy<T>(comparator);
    }
}
