package java.util.function;

import java.util.Objects;

/** symtest model of java.util.function.BiFunction: andThen, with the JDK 17 null check. */
@FunctionalInterface
public interface BiFunction<T, U, R> {
    R apply(T t, U u);

    default <V> BiFunction<T, U, V> andThen(Function<? super R, ? extends V> after) {
        Objects.requireNonNull(after);
        return new SymtestFunctions.BiFunctionAndThen<T, U, R, V>(this, after);
    }
}
