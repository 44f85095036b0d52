package java.util.function;

/**
 * symtest model of java.util.function.ToIntBiFunction: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface ToIntBiFunction<T, U> {
    int applyAsInt(T t, U u);
}
