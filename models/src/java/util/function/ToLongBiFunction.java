package java.util.function;

/**
 * symtest model of java.util.function.ToLongBiFunction: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface ToLongBiFunction<T, U> {
    long applyAsLong(T t, U u);
}
