package java.util.function;

import java.util.Objects;

/** symtest model of java.util.function.DoubleConsumer: andThen, with the JDK 17 null check. */
@FunctionalInterface
public interface DoubleConsumer {
    void accept(double value);

    default DoubleConsumer andThen(DoubleConsumer after) {
        Objects.requireNonNull(after);
        return new SymtestPrimitiveFunctions.DoubleConsumerAndThen(this, after);
    }
}
