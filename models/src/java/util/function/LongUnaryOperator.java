package java.util.function;

import java.util.Objects;

/**
 * symtest model of java.util.function.LongUnaryOperator: compose and andThen (null checks first,
 * as JDK 17) and identity, one shared object as the JDK's non-capturing lambda.
 */
@FunctionalInterface
public interface LongUnaryOperator {
    long applyAsLong(long operand);

    default LongUnaryOperator compose(LongUnaryOperator before) {
        Objects.requireNonNull(before);
        return new SymtestPrimitiveFunctions.LongCompose(this, before);
    }

    default LongUnaryOperator andThen(LongUnaryOperator after) {
        Objects.requireNonNull(after);
        return new SymtestPrimitiveFunctions.LongCompose(after, this);
    }

    static LongUnaryOperator identity() {
        return SymtestPrimitiveFunctions.LongIdentity.INSTANCE;
    }
}
