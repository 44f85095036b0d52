package java.util.function;

/**
 * symtest model of java.util.function.LongSupplier: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface LongSupplier {
    long getAsLong();
}
