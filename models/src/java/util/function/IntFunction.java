package java.util.function;

/**
 * symtest model of java.util.function.IntFunction: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface IntFunction<R> {
    R apply(int value);
}
