package java.util.function;

/**
 * symtest model of java.util.function.ToDoubleFunction: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface ToDoubleFunction<T> {
    double applyAsDouble(T value);
}
