package java.util.function;

/**
 * symtest model of java.util.function.LongBinaryOperator: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface LongBinaryOperator {
    long applyAsLong(long left, long right);
}
