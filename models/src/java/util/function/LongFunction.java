package java.util.function;

/**
 * symtest model of java.util.function.LongFunction: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface LongFunction<R> {
    R apply(long value);
}
