package java.util.function;

/** symtest model of java.util.function.Supplier: JDK 17 has no default or static methods here. */
@FunctionalInterface
public interface Supplier<T> {
    T get();
}
