package java.util.function;

import java.util.Objects;

/** symtest model of java.util.function.IntConsumer: andThen, with the JDK 17 null check. */
@FunctionalInterface
public interface IntConsumer {
    void accept(int value);

    default IntConsumer andThen(IntConsumer after) {
        Objects.requireNonNull(after);
        return new SymtestPrimitiveFunctions.IntConsumerAndThen(this, after);
    }
}
