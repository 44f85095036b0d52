package java.util.function;

/**
 * symtest model of java.util.function.DoubleBinaryOperator: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface DoubleBinaryOperator {
    double applyAsDouble(double left, double right);
}
