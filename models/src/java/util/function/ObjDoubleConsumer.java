package java.util.function;

/**
 * symtest model of java.util.function.ObjDoubleConsumer: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface ObjDoubleConsumer<T> {
    void accept(T t, double value);
}
