package java.util.function;

/**
 * symtest model of java.util.function.ObjIntConsumer: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface ObjIntConsumer<T> {
    void accept(T t, int value);
}
