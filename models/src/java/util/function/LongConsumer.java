package java.util.function;

import java.util.Objects;

/** symtest model of java.util.function.LongConsumer: andThen, with the JDK 17 null check. */
@FunctionalInterface
public interface LongConsumer {
    void accept(long value);

    default LongConsumer andThen(LongConsumer after) {
        Objects.requireNonNull(after);
        return new SymtestPrimitiveFunctions.LongConsumerAndThen(this, after);
    }
}
