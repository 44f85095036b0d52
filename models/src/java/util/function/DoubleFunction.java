package java.util.function;

/**
 * symtest model of java.util.function.DoubleFunction: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface DoubleFunction<R> {
    R apply(double value);
}
