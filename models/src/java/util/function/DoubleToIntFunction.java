package java.util.function;

/**
 * symtest model of java.util.function.DoubleToIntFunction: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface DoubleToIntFunction {
    int applyAsInt(double value);
}
