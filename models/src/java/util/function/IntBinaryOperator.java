package java.util.function;

/**
 * symtest model of java.util.function.IntBinaryOperator: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface IntBinaryOperator {
    int applyAsInt(int left, int right);
}
