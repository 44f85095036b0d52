package java.util.function;

import java.util.Objects;

/** symtest model of java.util.function.BiConsumer: andThen, with the JDK 17 null check. */
@FunctionalInterface
public interface BiConsumer<T, U> {
    void accept(T t, U u);

    default BiConsumer<T, U> andThen(BiConsumer<? super T, ? super U> after) {
        Objects.requireNonNull(after);
        return new SymtestFunctions.BiConsumerAndThen<T, U>(this, after);
    }
}
