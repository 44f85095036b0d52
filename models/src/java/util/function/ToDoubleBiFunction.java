package java.util.function;

/**
 * symtest model of java.util.function.ToDoubleBiFunction: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface ToDoubleBiFunction<T, U> {
    double applyAsDouble(T t, U u);
}
