package java.util.function;

/**
 * symtest model of java.util.function.DoubleSupplier: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface DoubleSupplier {
    double getAsDouble();
}
