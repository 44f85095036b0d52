package java.util.function;

/**
 * symtest model of java.util.function.DoubleToLongFunction: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface DoubleToLongFunction {
    long applyAsLong(double value);
}
