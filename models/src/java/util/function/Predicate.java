package java.util.function;

import java.util.Objects;

/**
 * symtest model of java.util.function.Predicate: the JDK 17 default and static methods with its
 * null checks (before anything else) and evaluation order (short-circuit, this predicate
 * first). The JDK's lambdas are the classes of SymtestFunctions; isEqual(null) returns one
 * shared object, as the JDK's non-capturing method reference Objects::isNull does.
 */
@FunctionalInterface
public interface Predicate<T> {
    boolean test(T t);

    default Predicate<T> and(Predicate<? super T> other) {
        Objects.requireNonNull(other);
        return new SymtestFunctions.PredicateAnd<T>(this, other);
    }

    default Predicate<T> negate() {
        return new SymtestFunctions.PredicateNegate<T>(this);
    }

    default Predicate<T> or(Predicate<? super T> other) {
        Objects.requireNonNull(other);
        return new SymtestFunctions.PredicateOr<T>(this, other);
    }

    @SuppressWarnings("unchecked")
    static <T> Predicate<T> isEqual(Object targetRef) {
        if (null == targetRef) {
            return (Predicate<T>) SymtestFunctions.IsNull.INSTANCE;
        }
        return new SymtestFunctions.IsEqual<T>(targetRef);
    }

    /** target.negate(): a virtual call, as in the JDK. */
    @SuppressWarnings("unchecked")
    static <T> Predicate<T> not(Predicate<? super T> target) {
        Objects.requireNonNull(target);
        return (Predicate<T>) target.negate();
    }
}
