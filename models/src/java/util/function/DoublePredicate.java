package java.util.function;

import java.util.Objects;

/** symtest model of java.util.function.DoublePredicate: and, negate, or as JDK 17. */
@FunctionalInterface
public interface DoublePredicate {
    boolean test(double value);

    default DoublePredicate and(DoublePredicate other) {
        Objects.requireNonNull(other);
        return new SymtestPrimitiveFunctions.DoublePredicateAnd(this, other);
    }

    default DoublePredicate negate() {
        return new SymtestPrimitiveFunctions.DoublePredicateNegate(this);
    }

    default DoublePredicate or(DoublePredicate other) {
        Objects.requireNonNull(other);
        return new SymtestPrimitiveFunctions.DoublePredicateOr(this, other);
    }
}
