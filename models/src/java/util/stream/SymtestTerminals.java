package java.util.stream;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleConsumer;
import java.util.function.DoublePredicate;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntPredicate;
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongPredicate;
import java.util.function.ObjDoubleConsumer;
import java.util.function.ObjIntConsumer;
import java.util.function.ObjLongConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The sinks of the terminal operations (ForEachOps, ReduceOps, MatchOps, FindOps, the node
 * builders of toArray), for every shape: begin/end do nothing unless the JDK's do, and only
 * the short-circuiting ones (match, find) answer cancellationRequested.
 */
final class SymtestTerminals {
    private SymtestTerminals() {
    }

    /** ForEachOp: the action of the element's shape, or a sink of another pipeline. */
    static final class ForEachSink extends SymtestSink {
        private final Object action;
        private final SymtestSink target;

        ForEachSink(Object action, SymtestSink target) {
            super(null);
            this.action = action;
            this.target = target;
        }

        @SuppressWarnings("unchecked")
        public void accept(Object t) {
            if (target != null) {
                target.accept(t);
            } else {
                ((Consumer<Object>) action).accept(t);
            }
        }

        public void accept(int t) {
            if (target != null) {
                target.accept(t);
            } else {
                ((IntConsumer) action).accept(t);
            }
        }

        public void accept(long t) {
            if (target != null) {
                target.accept(t);
            } else {
                ((LongConsumer) action).accept(t);
            }
        }

        public void accept(double t) {
            if (target != null) {
                target.accept(t);
            } else {
                ((DoubleConsumer) action).accept(t);
            }
        }
    }

    /**
     * ReduceOps' reducing sinks with a state: kind IDENTITY (state = seed, then
     * state = fn.apply(state, t)), OPTIONAL (the first element, then fn.apply(state, t);
     * present tells whether there was one) or COLLECT (state = supplier.get() at begin, then
     * fn.accept(state, t)). The primitive forms keep their state in longState/doubleState.
     */
    static final int IDENTITY = 0;
    static final int OPTIONAL = 1;
    static final int COLLECT = 2;

    @SuppressWarnings({"unchecked", "rawtypes"})
    static final class ReduceSink extends SymtestSink {
        private final int kind;
        private final Object seed;
        private final Object fn;
        Object state;
        long longState;
        double doubleState;
        boolean present;

        ReduceSink(int kind, Object seed, Object fn) {
            super(null);
            this.kind = kind;
            this.seed = seed;
            this.fn = fn;
        }

        void begin(long size) {
            if (kind == IDENTITY) {
                state = seed;
                if (seed instanceof Integer) {
                    longState = ((Integer) seed).intValue();
                } else if (seed instanceof Long) {
                    longState = ((Long) seed).longValue();
                } else if (seed instanceof Double) {
                    doubleState = ((Double) seed).doubleValue();
                }
            } else if (kind == OPTIONAL) {
                present = false;
                state = null;
            } else {
                state = ((Supplier) seed).get();
            }
        }

        public void accept(Object t) {
            if (kind == IDENTITY) {
                state = ((BiFunction) fn).apply(state, t);
            } else if (kind == OPTIONAL) {
                if (!present) {
                    present = true;
                    state = t;
                } else {
                    state = ((BinaryOperator) fn).apply(state, t);
                }
            } else {
                ((BiConsumer) fn).accept(state, t);
            }
        }

        public void accept(int t) {
            if (kind == COLLECT) {
                ((ObjIntConsumer) fn).accept(state, t);
            } else if (kind == OPTIONAL && !present) {
                present = true;
                longState = t;
            } else {
                longState = ((IntBinaryOperator) fn).applyAsInt((int) longState, t);
            }
        }

        public void accept(long t) {
            if (kind == COLLECT) {
                ((ObjLongConsumer) fn).accept(state, t);
            } else if (kind == OPTIONAL && !present) {
                present = true;
                longState = t;
            } else {
                longState = ((LongBinaryOperator) fn).applyAsLong(longState, t);
            }
        }

        public void accept(double t) {
            if (kind == COLLECT) {
                ((ObjDoubleConsumer) fn).accept(state, t);
            } else if (kind == OPTIONAL && !present) {
                present = true;
                doubleState = t;
            } else {
                doubleState = ((DoubleBinaryOperator) fn).applyAsDouble(doubleState, t);
            }
        }
    }

    /** The primitive reductions of the JDK's own functions: sum, min, max, average. */
    static final int SUM = 0;
    static final int MIN = 1;
    static final int MAX = 2;
    static final int AVERAGE = 3;

    static final class ArithmeticSink extends SymtestSink {
        private final int kind;
        boolean present;
        long count;
        long longState;
        /** The doubles' sum and average: Collectors.sumWithCompensation and a simple sum. */
        final double[] sums = new double[3];
        double doubleState;

        ArithmeticSink(int kind) {
            super(null);
            this.kind = kind;
        }

        public void accept(int t) {
            if (kind == SUM) {
                longState = (int) longState + t;
            } else if (kind == AVERAGE) {
                count++;
                longState += t;
            } else {
                int s = (int) longState;
                longState = !present ? t : kind == MIN ? Math.min(s, t) : Math.max(s, t);
                present = true;
            }
        }

        public void accept(long t) {
            if (kind == SUM) {
                longState += t;
            } else if (kind == AVERAGE) {
                count++;
                longState += t;
            } else {
                longState = !present ? t : kind == MIN ? Math.min(longState, t)
                        : Math.max(longState, t);
                present = true;
            }
        }

        public void accept(double t) {
            if (kind == SUM || kind == AVERAGE) {
                count++;
                double tmp = t - sums[1];
                double sum = sums[0];
                double velvel = sum + tmp;
                sums[1] = (velvel - sum) - tmp;
                sums[0] = velvel;
                sums[2] += t;
            } else {
                doubleState = !present ? t : kind == MIN ? Math.min(doubleState, t)
                        : Math.max(doubleState, t);
                present = true;
            }
        }

        /** Collectors.computeFinalSum (JDK 17). */
        double finalSum() {
            double tmp = sums[0] - sums[1];
            double simpleSum = sums[2];
            if (Double.isNaN(tmp) && Double.isInfinite(simpleSum)) {
                return simpleSum;
            }
            return tmp;
        }
    }

    /** ReduceOps' counting sink. */
    static final class CountSink extends SymtestSink {
        long count;

        CountSink() {
            super(null);
        }

        void begin(long size) {
            count = 0;
        }

        public void accept(Object t) {
            count++;
        }

        public void accept(int t) {
            count++;
        }

        public void accept(long t) {
            count++;
        }

        public void accept(double t) {
            count++;
        }
    }

    /** MatchOps: kind ANY, ALL or NONE; stops at the first element that decides. */
    static final int ANY = 0;
    static final int ALL = 1;
    static final int NONE = 2;

    @SuppressWarnings({"unchecked", "rawtypes"})
    static final class MatchSink extends SymtestSink {
        private final boolean stopOnPredicateMatches;
        private final boolean shortCircuitResult;
        private final Object predicate;
        private boolean stop;
        boolean value;

        MatchSink(int kind, Object predicate) {
            super(null);
            this.stopOnPredicateMatches = kind != ALL;
            this.shortCircuitResult = kind == ANY;
            this.predicate = predicate;
            this.value = !shortCircuitResult;
        }

        private void test(boolean matches) {
            if (matches == stopOnPredicateMatches) {
                stop = true;
                value = shortCircuitResult;
            }
        }

        public void accept(Object t) {
            if (!stop) {
                test(((Predicate) predicate).test(t));
            }
        }

        public void accept(int t) {
            if (!stop) {
                test(((IntPredicate) predicate).test(t));
            }
        }

        public void accept(long t) {
            if (!stop) {
                test(((LongPredicate) predicate).test(t));
            }
        }

        public void accept(double t) {
            if (!stop) {
                test(((DoublePredicate) predicate).test(t));
            }
        }

        boolean cancellationRequested() {
            return stop;
        }
    }

    /** FindOps: keeps the first element. */
    static final class FindSink extends SymtestSink {
        boolean hasValue;
        Object value;
        long longValue;
        double doubleValue;

        FindSink() {
            super(null);
        }

        public void accept(Object t) {
            if (!hasValue) {
                hasValue = true;
                value = t;
            }
        }

        public void accept(int t) {
            if (!hasValue) {
                hasValue = true;
                longValue = t;
            }
        }

        public void accept(long t) {
            if (!hasValue) {
                hasValue = true;
                longValue = t;
            }
        }

        public void accept(double t) {
            if (!hasValue) {
                hasValue = true;
                doubleValue = t;
            }
        }

        boolean cancellationRequested() {
            return hasValue;
        }
    }

    /** Nodes.FixedNodeBuilder: an array of the known size, allocated before the traversal. */
    static final class FixedArraySink extends SymtestSink {
        private final Object[] array;
        private int curSize;

        FixedArraySink(Object[] array) {
            super(null);
            this.array = array;
        }

        void begin(long size) {
            if (size != array.length) {
                throw new IllegalStateException("Begin size " + size
                        + " is not equal to fixed size " + array.length);
            }
            curSize = 0;
        }

        public void accept(Object t) {
            if (curSize < array.length) {
                array[curSize++] = t;
            } else {
                throw new IllegalStateException("Accept exceeded fixed size of " + array.length);
            }
        }

        void end() {
            if (curSize < array.length) {
                throw new IllegalStateException("End size " + curSize
                        + " is less than fixed size " + array.length);
            }
        }
    }

    /**
     * SpinedBuffer and its primitive forms: the elements in order (primitives boxed in
     * longs/doubles arrays by shape). Also the buffer of SymtestWrappingSpliterator.
     */
    static final class BufferSink extends SymtestSink {
        private final int shape;
        /** The size of a Nodes.*FixedNodeBuilder (primitive toArray of a sized pipeline), or -1. */
        private final int fixed;
        Object[] refs;
        long[] longs;
        double[] doubles;
        int count;

        BufferSink(int shape) {
            this(shape, -1);
        }

        BufferSink(int shape, int fixed) {
            super(null);
            this.shape = shape;
            this.fixed = fixed;
            int n = fixed >= 0 ? fixed : 4;
            refs = new Object[n];
            if (shape == SymtestPipeline.DOUBLE) {
                doubles = new double[n];
            } else if (shape != SymtestPipeline.REF) {
                longs = new long[n];
            }
        }

        void begin(long size) {
            if (fixed >= 0 && size != fixed) {
                throw new IllegalStateException("Begin size " + size
                        + " is not equal to fixed size " + fixed);
            }
        }

        void end() {
            if (fixed >= 0 && count < fixed) {
                throw new IllegalStateException("End size " + count
                        + " is less than fixed size " + fixed);
            }
        }

        private void grow() {
            int n = refs.length;
            if (fixed >= 0 && count == fixed) {
                throw new IllegalStateException("Accept exceeded fixed size of " + fixed);
            }
            if (count == n) {
                Object[] r = new Object[n * 2];
                for (int i = 0; i < n; i++) {
                    r[i] = refs[i];
                }
                refs = r;
                if (longs != null) {
                    long[] l = new long[n * 2];
                    for (int i = 0; i < n; i++) {
                        l[i] = longs[i];
                    }
                    longs = l;
                }
                if (doubles != null) {
                    double[] d = new double[n * 2];
                    for (int i = 0; i < n; i++) {
                        d[i] = doubles[i];
                    }
                    doubles = d;
                }
            }
        }

        public void accept(Object t) {
            grow();
            refs[count] = t;
            count++;
        }

        public void accept(int t) {
            grow();
            longs[count] = t;
            count++;
        }

        public void accept(long t) {
            grow();
            longs[count] = t;
            count++;
        }

        public void accept(double t) {
            grow();
            doubles[count] = t;
            count++;
        }

        void clear() {
            count = 0;
        }

        /** Pushes the i-th element into action. */
        void deliver(int i, SymtestSink action) {
            if (shape == SymtestPipeline.REF) {
                action.accept(refs[i]);
            } else if (shape == SymtestPipeline.INT) {
                action.accept((int) longs[i]);
            } else if (shape == SymtestPipeline.LONG) {
                action.accept(longs[i]);
            } else {
                action.accept(doubles[i]);
            }
        }

        /** SpinedBuffer.asArray(generator): IndexOutOfBoundsException when it does not fit. */
        Object[] asArray(Object[] result) {
            if (count > result.length) {
                throw new IndexOutOfBoundsException("does not fit");
            }
            for (int i = 0; i < count; i++) {
                result[i] = refs[i];
            }
            return result;
        }
    }
}
