package java.util.function;

/**
 * symtest model of java.util.function.BooleanSupplier: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface BooleanSupplier {
    boolean getAsBoolean();
}
