package java.util.function;

/**
 * symtest model of java.util.function.ObjLongConsumer: JDK 17 has no default or static methods
 * here.
 */
@FunctionalInterface
public interface ObjLongConsumer<T> {
    void accept(T t, long value);
}
