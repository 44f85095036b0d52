package java.util.function;

import java.util.Objects;

/** symtest model of java.util.function.Consumer: andThen, with the JDK 17 null check. */
@FunctionalInterface
public interface Consumer<T> {
    void accept(T t);

    default Consumer<T> andThen(Consumer<? super T> after) {
        Objects.requireNonNull(after);
        return new SymtestFunctions.ConsumerAndThen<T>(this, after);
    }
}
