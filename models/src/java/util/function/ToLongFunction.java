package java.util.function;

/**
 * symtest model of java.util.function.ToLongFunction: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface ToLongFunction<T> {
    long applyAsLong(T value);
}
