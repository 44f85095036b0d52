package java.util.function;

import java.util.Objects;

/**
 * symtest model of java.util.function.IntUnaryOperator: compose and andThen (null checks first,
 * as JDK 17) and identity, one shared object as the JDK's non-capturing lambda.
 */
@FunctionalInterface
public interface IntUnaryOperator {
    int applyAsInt(int operand);

    default IntUnaryOperator compose(IntUnaryOperator before) {
        Objects.requireNonNull(before);
        return new SymtestPrimitiveFunctions.IntCompose(this, before);
    }

    default IntUnaryOperator andThen(IntUnaryOperator after) {
        Objects.requireNonNull(after);
        return new SymtestPrimitiveFunctions.IntCompose(after, this);
    }

    static IntUnaryOperator identity() {
        return SymtestPrimitiveFunctions.IntIdentity.INSTANCE;
    }
}
