package java.util.function;

import java.util.Comparator;

/**
 * The objects the default and static methods of the java.util.function models return, in
 * place of the JDK's lambdas: each calls what the JDK's lambda calls, in the same order. The
 * JDK's non-capturing lambdas are one object per call site, so their stand-ins are singletons.
 */
final class SymtestFunctions {
    private SymtestFunctions() {
    }

    static final class PredicateAnd<T> implements Predicate<T> {
        private final Predicate<T> first;
        private final Predicate<? super T> other;

        PredicateAnd(Predicate<T> first, Predicate<? super T> other) {
            this.first = first;
            this.other = other;
        }

        public boolean test(T t) {
            return first.test(t) && other.test(t);
        }
    }

    static final class PredicateOr<T> implements Predicate<T> {
        private final Predicate<T> first;
        private final Predicate<? super T> other;

        PredicateOr(Predicate<T> first, Predicate<? super T> other) {
            this.first = first;
            this.other = other;
        }

        public boolean test(T t) {
            return first.test(t) || other.test(t);
        }
    }

    static final class PredicateNegate<T> implements Predicate<T> {
        private final Predicate<T> first;

        PredicateNegate(Predicate<T> first) {
            this.first = first;
        }

        public boolean test(T t) {
            return !first.test(t);
        }
    }

    /** Predicate.isEqual(null): Objects::isNull. */
    static final class IsNull implements Predicate<Object> {
        static final IsNull INSTANCE = new IsNull();

        public boolean test(Object object) {
            return object == null;
        }
    }

    static final class IsEqual<T> implements Predicate<T> {
        private final Object targetRef;

        IsEqual(Object targetRef) {
            this.targetRef = targetRef;
        }

        public boolean test(T object) {
            return targetRef.equals(object);
        }
    }

    static final class BiPredicateAnd<T, U> implements BiPredicate<T, U> {
        private final BiPredicate<T, U> first;
        private final BiPredicate<? super T, ? super U> other;

        BiPredicateAnd(BiPredicate<T, U> first, BiPredicate<? super T, ? super U> other) {
            this.first = first;
            this.other = other;
        }

        public boolean test(T t, U u) {
            return first.test(t, u) && other.test(t, u);
        }
    }

    static final class BiPredicateOr<T, U> implements BiPredicate<T, U> {
        private final BiPredicate<T, U> first;
        private final BiPredicate<? super T, ? super U> other;

        BiPredicateOr(BiPredicate<T, U> first, BiPredicate<? super T, ? super U> other) {
            this.first = first;
            this.other = other;
        }

        public boolean test(T t, U u) {
            return first.test(t, u) || other.test(t, u);
        }
    }

    static final class BiPredicateNegate<T, U> implements BiPredicate<T, U> {
        private final BiPredicate<T, U> first;

        BiPredicateNegate(BiPredicate<T, U> first) {
            this.first = first;
        }

        public boolean test(T t, U u) {
            return !first.test(t, u);
        }
    }

    static final class FunctionCompose<V, T, R> implements Function<V, R> {
        private final Function<T, R> outer;
        private final Function<? super V, ? extends T> before;

        FunctionCompose(Function<T, R> outer, Function<? super V, ? extends T> before) {
            this.outer = outer;
            this.before = before;
        }

        public R apply(V v) {
            return outer.apply(before.apply(v));
        }
    }

    static final class FunctionAndThen<T, R, V> implements Function<T, V> {
        private final Function<T, R> first;
        private final Function<? super R, ? extends V> after;

        FunctionAndThen(Function<T, R> first, Function<? super R, ? extends V> after) {
            this.first = first;
            this.after = after;
        }

        public V apply(T t) {
            return after.apply(first.apply(t));
        }
    }

    static final class FunctionIdentity implements Function<Object, Object> {
        static final FunctionIdentity INSTANCE = new FunctionIdentity();

        public Object apply(Object t) {
            return t;
        }
    }

    static final class UnaryIdentity implements UnaryOperator<Object> {
        static final UnaryIdentity INSTANCE = new UnaryIdentity();

        public Object apply(Object t) {
            return t;
        }
    }

    static final class BiFunctionAndThen<T, U, R, V> implements BiFunction<T, U, V> {
        private final BiFunction<T, U, R> first;
        private final Function<? super R, ? extends V> after;

        BiFunctionAndThen(BiFunction<T, U, R> first, Function<? super R, ? extends V> after) {
            this.first = first;
            this.after = after;
        }

        public V apply(T t, U u) {
            return after.apply(first.apply(t, u));
        }
    }

    /** BinaryOperator.minBy: a on ties. */
    static final class MinBy<T> implements BinaryOperator<T> {
        private final Comparator<? super T> comparator;

        MinBy(Comparator<? super T> comparator) {
            this.comparator = comparator;
        }

        public T apply(T a, T b) {
            return comparator.compare(a, b) <= 0 ? a : b;
        }
    }

    /** BinaryOperator.maxBy: a on ties. */
    static final class MaxBy<T> implements BinaryOperator<T> {
        private final Comparator<? super T> comparator;

        MaxBy(Comparator<? super T> comparator) {
            this.comparator = comparator;
        }

        public T apply(T a, T b) {
            return comparator.compare(a, b) >= 0 ? a : b;
        }
    }

    static final class ConsumerAndThen<T> implements Consumer<T> {
        private final Consumer<T> first;
        private final Consumer<? super T> after;

        ConsumerAndThen(Consumer<T> first, Consumer<? super T> after) {
            this.first = first;
            this.after = after;
        }

        public void accept(T t) {
            first.accept(t);
            after.accept(t);
        }
    }

    static final class BiConsumerAndThen<T, U> implements BiConsumer<T, U> {
        private final BiConsumer<T, U> first;
        private final BiConsumer<? super T, ? super U> after;

        BiConsumerAndThen(BiConsumer<T, U> first, BiConsumer<? super T, ? super U> after) {
            this.first = first;
            this.after = after;
        }

        public void accept(T t, U u) {
            first.accept(t, u);
            after.accept(t, u);
        }
    }
}
