package java.util.function;

/**
 * symtest model of java.util.function.LongToIntFunction: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface LongToIntFunction {
    int applyAsInt(long value);
}
