package java.util.function;

import java.util.Objects;

/**
 * symtest model of java.util.function.Function: compose and andThen (null checks first, as
 * JDK 17) and identity, one shared object as the JDK's non-capturing lambda.
 */
@FunctionalInterface
public interface Function<T, R> {
    R apply(T t);

    default <V> Function<V, R> compose(Function<? super V, ? extends T> before) {
        Objects.requireNonNull(before);
        return new SymtestFunctions.FunctionCompose<V, T, R>(this, before);
    }

    default <V> Function<T, V> andThen(Function<? super R, ? extends V> after) {
        Objects.requireNonNull(after);
        return new SymtestFunctions.FunctionAndThen<T, R, V>(this, after);
    }

    @SuppressWarnings("unchecked")
    static <T> Function<T, T> identity() {
        return (Function<T, T>) SymtestFunctions.FunctionIdentity.INSTANCE;
    }
}
