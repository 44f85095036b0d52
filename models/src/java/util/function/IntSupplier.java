package java.util.function;

/**
 * symtest model of java.util.function.IntSupplier: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface IntSupplier {
    int getAsInt();
}
