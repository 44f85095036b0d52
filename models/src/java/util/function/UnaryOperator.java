package java.util.function;

/**
 * symtest model of java.util.function.UnaryOperator: identity is one shared object (the JDK's
 * non-capturing lambda), not the same one as Function.identity().
 */
@FunctionalInterface
public interface UnaryOperator<T> extends Function<T, T> {
    @SuppressWarnings("unchecked")
    static <T> UnaryOperator<T> identity() {
        return (UnaryOperator<T>) SymtestFunctions.UnaryIdentity.INSTANCE;
    }
}
