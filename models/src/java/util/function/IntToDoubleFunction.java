package java.util.function;

/**
 * symtest model of java.util.function.IntToDoubleFunction: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface IntToDoubleFunction {
    double applyAsDouble(int value);
}
