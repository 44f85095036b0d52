package java.util.function;

import java.util.Objects;

/** symtest model of java.util.function.BiPredicate: and, negate, or as JDK 17. */
@FunctionalInterface
public interface BiPredicate<T, U> {
    boolean test(T t, U u);

    default BiPredicate<T, U> and(BiPredicate<? super T, ? super U> other) {
        Objects.requireNonNull(other);
        return new SymtestFunctions.BiPredicateAnd<T, U>(this, other);
    }

    default BiPredicate<T, U> negate() {
        return new SymtestFunctions.BiPredicateNegate<T, U>(this);
    }

    default BiPredicate<T, U> or(BiPredicate<? super T, ? super U> other) {
        Objects.requireNonNull(other);
        return new SymtestFunctions.BiPredicateOr<T, U>(this, other);
    }
}
