package java.util.function;

/**
 * The objects the default and static methods of the int, long and double functional interface
 * models return, in place of the JDK's lambdas (same calls, same order); identity() is one
 * shared object per interface, as the JDK's non-capturing lambda.
 */
final class SymtestPrimitiveFunctions {
    private SymtestPrimitiveFunctions() {
    }

    static final class IntPredicateAnd implements IntPredicate {
        private final IntPredicate first;
        private final IntPredicate other;

        IntPredicateAnd(IntPredicate first, IntPredicate other) {
            this.first = first;
            this.other = other;
        }

        public boolean test(int value) {
            return first.test(value) && other.test(value);
        }
    }

    static final class IntPredicateOr implements IntPredicate {
        private final IntPredicate first;
        private final IntPredicate other;

        IntPredicateOr(IntPredicate first, IntPredicate other) {
            this.first = first;
            this.other = other;
        }

        public boolean test(int value) {
            return first.test(value) || other.test(value);
        }
    }

    static final class IntPredicateNegate implements IntPredicate {
        private final IntPredicate first;

        IntPredicateNegate(IntPredicate first) {
            this.first = first;
        }

        public boolean test(int value) {
            return !first.test(value);
        }
    }

    static final class IntConsumerAndThen implements IntConsumer {
        private final IntConsumer first;
        private final IntConsumer after;

        IntConsumerAndThen(IntConsumer first, IntConsumer after) {
            this.first = first;
            this.after = after;
        }

        public void accept(int value) {
            first.accept(value);
            after.accept(value);
        }
    }

    /** outer(inner(v)): compose(before) is (this, before), andThen(after) is (after, this). */
    static final class IntCompose implements IntUnaryOperator {
        private final IntUnaryOperator outer;
        private final IntUnaryOperator inner;

        IntCompose(IntUnaryOperator outer, IntUnaryOperator inner) {
            this.outer = outer;
            this.inner = inner;
        }

        public int applyAsInt(int v) {
            return outer.applyAsInt(inner.applyAsInt(v));
        }
    }

    static final class IntIdentity implements IntUnaryOperator {
        static final IntIdentity INSTANCE = new IntIdentity();

        public int applyAsInt(int t) {
            return t;
        }
    }

    static final class LongPredicateAnd implements LongPredicate {
        private final LongPredicate first;
        private final LongPredicate other;

        LongPredicateAnd(LongPredicate first, LongPredicate other) {
            this.first = first;
            this.other = other;
        }

        public boolean test(long value) {
            return first.test(value) && other.test(value);
        }
    }

    static final class LongPredicateOr implements LongPredicate {
        private final LongPredicate first;
        private final LongPredicate other;

        LongPredicateOr(LongPredicate first, LongPredicate other) {
            this.first = first;
            this.other = other;
        }

        public boolean test(long value) {
            return first.test(value) || other.test(value);
        }
    }

    static final class LongPredicateNegate implements LongPredicate {
        private final LongPredicate first;

        LongPredicateNegate(LongPredicate first) {
            this.first = first;
        }

        public boolean test(long value) {
            return !first.test(value);
        }
    }

    static final class LongConsumerAndThen implements LongConsumer {
        private final LongConsumer first;
        private final LongConsumer after;

        LongConsumerAndThen(LongConsumer first, LongConsumer after) {
            this.first = first;
            this.after = after;
        }

        public void accept(long value) {
            first.accept(value);
            after.accept(value);
        }
    }

    /** outer(inner(v)): compose(before) is (this, before), andThen(after) is (after, this). */
    static final class LongCompose implements LongUnaryOperator {
        private final LongUnaryOperator outer;
        private final LongUnaryOperator inner;

        LongCompose(LongUnaryOperator outer, LongUnaryOperator inner) {
            this.outer = outer;
            this.inner = inner;
        }

        public long applyAsLong(long v) {
            return outer.applyAsLong(inner.applyAsLong(v));
        }
    }

    static final class LongIdentity implements LongUnaryOperator {
        static final LongIdentity INSTANCE = new LongIdentity();

        public long applyAsLong(long t) {
            return t;
        }
    }

    static final class DoublePredicateAnd implements DoublePredicate {
        private final DoublePredicate first;
        private final DoublePredicate other;

        DoublePredicateAnd(DoublePredicate first, DoublePredicate other) {
            this.first = first;
            this.other = other;
        }

        public boolean test(double value) {
            return first.test(value) && other.test(value);
        }
    }

    static final class DoublePredicateOr implements DoublePredicate {
        private final DoublePredicate first;
        private final DoublePredicate other;

        DoublePredicateOr(DoublePredicate first, DoublePredicate other) {
            this.first = first;
            this.other = other;
        }

        public boolean test(double value) {
            return first.test(value) || other.test(value);
        }
    }

    static final class DoublePredicateNegate implements DoublePredicate {
        private final DoublePredicate first;

        DoublePredicateNegate(DoublePredicate first) {
            this.first = first;
        }

        public boolean test(double value) {
            return !first.test(value);
        }
    }

    static final class DoubleConsumerAndThen implements DoubleConsumer {
        private final DoubleConsumer first;
        private final DoubleConsumer after;

        DoubleConsumerAndThen(DoubleConsumer first, DoubleConsumer after) {
            this.first = first;
            this.after = after;
        }

        public void accept(double value) {
            first.accept(value);
            after.accept(value);
        }
    }

    /** outer(inner(v)): compose(before) is (this, before), andThen(after) is (after, this). */
    static final class DoubleCompose implements DoubleUnaryOperator {
        private final DoubleUnaryOperator outer;
        private final DoubleUnaryOperator inner;

        DoubleCompose(DoubleUnaryOperator outer, DoubleUnaryOperator inner) {
            this.outer = outer;
            this.inner = inner;
        }

        public double applyAsDouble(double v) {
            return outer.applyAsDouble(inner.applyAsDouble(v));
        }
    }

    static final class DoubleIdentity implements DoubleUnaryOperator {
        static final DoubleIdentity INSTANCE = new DoubleIdentity();

        public double applyAsDouble(double t) {
            return t;
        }
    }
}
