package java.util.function;

/**
 * symtest model of java.util.function.ToIntFunction: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface ToIntFunction<T> {
    int applyAsInt(T value);
}
