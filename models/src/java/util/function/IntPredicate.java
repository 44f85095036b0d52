package java.util.function;

import java.util.Objects;

/** symtest model of java.util.function.IntPredicate: and, negate, or as JDK 17. */
@FunctionalInterface
public interface IntPredicate {
    boolean test(int value);

    default IntPredicate and(IntPredicate other) {
        Objects.requireNonNull(other);
        return new SymtestPrimitiveFunctions.IntPredicateAnd(this, other);
    }

    default IntPredicate negate() {
        return new SymtestPrimitiveFunctions.IntPredicateNegate(this);
    }

    default IntPredicate or(IntPredicate other) {
        Objects.requireNonNull(other);
        return new SymtestPrimitiveFunctions.IntPredicateOr(this, other);
    }
}
