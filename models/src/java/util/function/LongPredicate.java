package java.util.function;

import java.util.Objects;

/** symtest model of java.util.function.LongPredicate: and, negate, or as JDK 17. */
@FunctionalInterface
public interface LongPredicate {
    boolean test(long value);

    default LongPredicate and(LongPredicate other) {
        Objects.requireNonNull(other);
        return new SymtestPrimitiveFunctions.LongPredicateAnd(this, other);
    }

    default LongPredicate negate() {
        return new SymtestPrimitiveFunctions.LongPredicateNegate(this);
    }

    default LongPredicate or(LongPredicate other) {
        Objects.requireNonNull(other);
        return new SymtestPrimitiveFunctions.LongPredicateOr(this, other);
    }
}
