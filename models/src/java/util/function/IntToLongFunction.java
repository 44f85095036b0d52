package java.util.function;

/**
 * symtest model of java.util.function.IntToLongFunction: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface IntToLongFunction {
    long applyAsLong(int value);
}
