package java.util.function;

import java.util.Objects;

/**
 * symtest model of java.util.function.DoubleUnaryOperator: compose and andThen (null checks first,
 * as JDK 17) and identity, one shared object as the JDK's non-capturing lambda.
 */
@FunctionalInterface
public interface DoubleUnaryOperator {
    double applyAsDouble(double operand);

    default DoubleUnaryOperator compose(DoubleUnaryOperator before) {
        Objects.requireNonNull(before);
        return new SymtestPrimitiveFunctions.DoubleCompose(this, before);
    }

    default DoubleUnaryOperator andThen(DoubleUnaryOperator after) {
        Objects.requireNonNull(after);
        return new SymtestPrimitiveFunctions.DoubleCompose(after, this);
    }

    static DoubleUnaryOperator identity() {
        return SymtestPrimitiveFunctions.DoubleIdentity.INSTANCE;
    }
}
