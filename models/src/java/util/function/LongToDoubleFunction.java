package java.util.function;

/**
 * symtest model of java.util.function.LongToDoubleFunction: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface LongToDoubleFunction {
    double applyAsDouble(long value);
}
