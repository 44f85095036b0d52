package java.util.stream;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleToLongFunction;
import java.util.function.DoubleUnaryOperator;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongToDoubleFunction;
import java.util.function.LongToIntFunction;
import java.util.function.LongUnaryOperator;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * The sinks of the intermediate operations, as the JDK's opWrapSink makes them: the stateless
 * ones by input shape (each calls its function once per element, then passes the result on),
 * flatMap, distinct (a HashSet, or equals against the last element when the input is SORTED),
 * sorted (buffers everything, sorts at end(), then pushes, asking cancellationRequested before
 * each element once someone asked it) and limit/skip.
 */
final class SymtestOps {
    private SymtestOps() {
    }

    static final int REF = SymtestPipeline.REF;
    static final int INT = SymtestPipeline.INT;
    static final int LONG = SymtestPipeline.LONG;

    /** The stateless operations on references. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static final class RefOpSink extends SymtestSink {
        private final int op;
        private final Object fn;

        RefOpSink(SymtestSink downstream, int op, Object fn) {
            super(downstream);
            this.op = op;
            this.fn = fn;
        }

        void begin(long size) {
            downstream.begin(op == SymtestPipeline.FILTER ? -1 : size);
        }

        public void accept(Object t) {
            switch (op) {
                case SymtestPipeline.FILTER:
                    if (((Predicate) fn).test(t)) {
                        downstream.accept(t);
                    }
                    return;
                case SymtestPipeline.MAP:
                    downstream.accept(((Function) fn).apply(t));
                    return;
                case SymtestPipeline.PEEK:
                    ((Consumer) fn).accept(t);
                    downstream.accept(t);
                    return;
                case SymtestPipeline.MAP_TO_INT:
                    downstream.accept(((ToIntFunction) fn).applyAsInt(t));
                    return;
                case SymtestPipeline.MAP_TO_LONG:
                    downstream.accept(((ToLongFunction) fn).applyAsLong(t));
                    return;
                case SymtestPipeline.MAP_TO_DOUBLE:
                    downstream.accept(((ToDoubleFunction) fn).applyAsDouble(t));
                    return;
                case SymtestPipeline.UNBOX_INT:
                    downstream.accept(((Integer) t).intValue());
                    return;
                case SymtestPipeline.UNBOX_LONG:
                    downstream.accept(((Long) t).longValue());
                    return;
                default:
                    downstream.accept(((Double) t).doubleValue());
                    return;
            }
        }
    }

    /** The stateless operations on ints (MAP_TO_OBJ with no function: boxed()). */
    static final class IntOpSink extends SymtestSink {
        private final int op;
        private final Object fn;

        IntOpSink(SymtestSink downstream, int op, Object fn) {
            super(downstream);
            this.op = op;
            this.fn = fn;
        }

        void begin(long size) {
            downstream.begin(op == SymtestPipeline.FILTER ? -1 : size);
        }

        public void accept(int t) {
            switch (op) {
                case SymtestPipeline.FILTER:
                    if (((IntPredicate) fn).test(t)) {
                        downstream.accept(t);
                    }
                    return;
                case SymtestPipeline.MAP:
                    downstream.accept(((IntUnaryOperator) fn).applyAsInt(t));
                    return;
                case SymtestPipeline.PEEK:
                    ((IntConsumer) fn).accept(t);
                    downstream.accept(t);
                    return;
                case SymtestPipeline.MAP_TO_OBJ:
                    downstream.accept(fn == null ? Integer.valueOf(t) : ((IntFunction<?>) fn).apply(t));
                    return;
                case SymtestPipeline.MAP_TO_LONG:
                    downstream.accept(((IntToLongFunction) fn).applyAsLong(t));
                    return;
                case SymtestPipeline.MAP_TO_DOUBLE:
                    downstream.accept(((IntToDoubleFunction) fn).applyAsDouble(t));
                    return;
                case SymtestPipeline.AS_LONG:
                    downstream.accept((long) t);
                    return;
                default:
                    downstream.accept((double) t);
                    return;
            }
        }
    }

    /** The stateless operations on longs. */
    static final class LongOpSink extends SymtestSink {
        private final int op;
        private final Object fn;

        LongOpSink(SymtestSink downstream, int op, Object fn) {
            super(downstream);
            this.op = op;
            this.fn = fn;
        }

        void begin(long size) {
            downstream.begin(op == SymtestPipeline.FILTER ? -1 : size);
        }

        public void accept(long t) {
            switch (op) {
                case SymtestPipeline.FILTER:
                    if (((LongPredicate) fn).test(t)) {
                        downstream.accept(t);
                    }
                    return;
                case SymtestPipeline.MAP:
                    downstream.accept(((LongUnaryOperator) fn).applyAsLong(t));
                    return;
                case SymtestPipeline.PEEK:
                    ((LongConsumer) fn).accept(t);
                    downstream.accept(t);
                    return;
                case SymtestPipeline.MAP_TO_OBJ:
                    downstream.accept(fn == null ? Long.valueOf(t) : ((LongFunction<?>) fn).apply(t));
                    return;
                case SymtestPipeline.MAP_TO_INT:
                    downstream.accept(((LongToIntFunction) fn).applyAsInt(t));
                    return;
                case SymtestPipeline.MAP_TO_DOUBLE:
                    downstream.accept(((LongToDoubleFunction) fn).applyAsDouble(t));
                    return;
                default:
                    downstream.accept((double) t);
                    return;
            }
        }
    }

    /** The stateless operations on doubles. */
    static final class DoubleOpSink extends SymtestSink {
        private final int op;
        private final Object fn;

        DoubleOpSink(SymtestSink downstream, int op, Object fn) {
            super(downstream);
            this.op = op;
            this.fn = fn;
        }

        void begin(long size) {
            downstream.begin(op == SymtestPipeline.FILTER ? -1 : size);
        }

        public void accept(double t) {
            switch (op) {
                case SymtestPipeline.FILTER:
                    if (((DoublePredicate) fn).test(t)) {
                        downstream.accept(t);
                    }
                    return;
                case SymtestPipeline.MAP:
                    downstream.accept(((DoubleUnaryOperator) fn).applyAsDouble(t));
                    return;
                case SymtestPipeline.PEEK:
                    ((DoubleConsumer) fn).accept(t);
                    downstream.accept(t);
                    return;
                case SymtestPipeline.MAP_TO_OBJ:
                    downstream.accept(fn == null ? Double.valueOf(t) : ((DoubleFunction<?>) fn).apply(t));
                    return;
                case SymtestPipeline.MAP_TO_INT:
                    downstream.accept(((DoubleToIntFunction) fn).applyAsInt(t));
                    return;
                default:
                    downstream.accept(((DoubleToLongFunction) fn).applyAsLong(t));
                    return;
            }
        }
    }

    /**
     * flatMap (reference or int input; reference or int output): each result stream is closed
     * after use; pushed by forEach until someone asked cancellationRequested, then one element
     * at a time from its spliterator.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static final class FlatMapSink extends SymtestSink {
        private final int in;
        private final int out;
        private final Object mapper;
        private boolean cancellationRequestedCalled;

        FlatMapSink(SymtestSink downstream, int in, int out, Object mapper) {
            super(downstream);
            this.in = in;
            this.out = out;
            this.mapper = mapper;
        }

        void begin(long size) {
            downstream.begin(-1);
        }

        public void accept(Object u) {
            Object result = ((Function) mapper).apply(u);
            if (out == REF) {
                push((Stream<?>) result);
            } else {
                push((IntStream) result);
            }
        }

        public void accept(int t) {
            push((IntStream) ((IntFunction) mapper).apply(t));
        }

        private void push(BaseStream<?, ?> stream) {
            try (BaseStream<?, ?> result = stream) {
                if (result != null) {
                    SymtestPipeline p = SymtestPipeline.pipelineOf(result.sequential());
                    if (!cancellationRequestedCalled) {
                        p.forEachInto(downstream);
                    } else {
                        SymtestSpliterator s = p.spliterator();
                        do {
                        } while (!downstream.cancellationRequested() && s.tryAdvance(downstream));
                    }
                }
            }
        }

        boolean cancellationRequested() {
            cancellationRequestedCalled = true;
            return downstream.cancellationRequested();
        }
    }

    /** DistinctOps over an input that is not SORTED: a HashSet of the elements seen. */
    static final class HashDistinctSink extends SymtestSink {
        private HashSet<Object> seen;

        HashDistinctSink(SymtestSink downstream) {
            super(downstream);
        }

        void begin(long size) {
            seen = new HashSet<Object>();
            downstream.begin(-1);
        }

        void end() {
            seen = null;
            downstream.end();
        }

        public void accept(Object t) {
            if (seen.add(t)) {
                downstream.accept(t);
            }
        }
    }

    /** DistinctOps over a SORTED input: equals against the last element passed on. */
    static final class SortedDistinctSink extends SymtestSink {
        private boolean seenNull;
        private Object lastSeen;

        SortedDistinctSink(SymtestSink downstream) {
            super(downstream);
        }

        void begin(long size) {
            seenNull = false;
            lastSeen = null;
            downstream.begin(-1);
        }

        void end() {
            seenNull = false;
            lastSeen = null;
            downstream.end();
        }

        public void accept(Object t) {
            if (t == null) {
                if (!seenNull) {
                    seenNull = true;
                    lastSeen = null;
                    downstream.accept((Object) null);
                }
            } else if (lastSeen == null || !t.equals(lastSeen)) {
                lastSeen = t;
                downstream.accept(t);
            }
        }
    }

    /**
     * SortedOps' SizedRefSortingSink / RefSortingSink: the elements in a buffer, sorted at end()
     * by Arrays.sort (comparator null: natural order, the same comparisons as the JDK's
     * Comparator.naturalOrder()), then pushed.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static final class RefSortSink extends SymtestSink {
        private final Comparator comparator;
        private final boolean sized;
        private Object[] array;
        private int offset;
        private boolean cancellationRequestedCalled;

        RefSortSink(SymtestSink downstream, Comparator<?> comparator, boolean sized) {
            super(downstream);
            this.comparator = comparator;
            this.sized = sized;
        }

        void begin(long size) {
            if (sized && size >= SymtestPipeline.MAX_ARRAY_SIZE) {
                throw new IllegalArgumentException(SymtestPipeline.BAD_SIZE);
            }
            array = new Object[sized ? (int) size : 4];
            offset = 0;
        }

        public void accept(Object t) {
            if (!sized && offset == array.length) {
                Object[] grown = new Object[offset * 2];
                for (int i = 0; i < offset; i++) {
                    grown[i] = array[i];
                }
                array = grown;
            }
            array[offset] = t;
            offset++;
        }

        void end() {
            Arrays.sort(array, 0, offset, comparator);
            downstream.begin(offset);
            if (!cancellationRequestedCalled) {
                for (int i = 0; i < offset; i++) {
                    downstream.accept(array[i]);
                }
            } else {
                for (int i = 0; i < offset && !downstream.cancellationRequested(); i++) {
                    downstream.accept(array[i]);
                }
            }
            downstream.end();
            array = null;
        }

        boolean cancellationRequested() {
            cancellationRequestedCalled = true;
            return false;
        }
    }

    /**
     * SortedOps' sinks for ints, longs and doubles (Arrays.sort's order: -0.0 < 0.0 < NaN).
     * Sized: an array of the announced size, as the JDK's (a source that grows during the
     * traversal overflows it: ArrayIndexOutOfBoundsException).
     */
    static final class PrimitiveSortSink extends SymtestSink {
        private final int in;
        private final boolean sized;
        private long[] longs;
        private double[] doubles;
        private int offset;
        private boolean cancellationRequestedCalled;

        PrimitiveSortSink(SymtestSink downstream, int in, boolean sized) {
            super(downstream);
            this.in = in;
            this.sized = sized;
        }

        void begin(long size) {
            if (size >= SymtestPipeline.MAX_ARRAY_SIZE) {
                throw new IllegalArgumentException(SymtestPipeline.BAD_SIZE);
            }
            int n = sized ? (int) size : 4;
            longs = new long[n];
            doubles = new double[n];
            offset = 0;
        }

        private void grow() {
            if (!sized && offset == longs.length) {
                long[] l = new long[offset * 2];
                double[] d = new double[offset * 2];
                for (int i = 0; i < offset; i++) {
                    l[i] = longs[i];
                    d[i] = doubles[i];
                }
                longs = l;
                doubles = d;
            }
        }

        public void accept(int t) {
            grow();
            longs[offset] = t;
            offset++;
        }

        public void accept(long t) {
            grow();
            longs[offset] = t;
            offset++;
        }

        public void accept(double t) {
            grow();
            doubles[offset] = t;
            offset++;
        }

        /** Insertion sort: the JDK's dual-pivot quicksort gives the same (total) order. */
        private void sort() {
            for (int i = 1; i < offset; i++) {
                long l = longs[i];
                double d = doubles[i];
                int j = i - 1;
                while (j >= 0 && (in == SymtestPipeline.DOUBLE
                        ? Double.compare(doubles[j], d) > 0 : longs[j] > l)) {
                    longs[j + 1] = longs[j];
                    doubles[j + 1] = doubles[j];
                    j--;
                }
                longs[j + 1] = l;
                doubles[j + 1] = d;
            }
        }

        private void push(int i) {
            if (in == INT) {
                downstream.accept((int) longs[i]);
            } else if (in == LONG) {
                downstream.accept(longs[i]);
            } else {
                downstream.accept(doubles[i]);
            }
        }

        void end() {
            sort();
            downstream.begin(offset);
            if (!cancellationRequestedCalled) {
                for (int i = 0; i < offset; i++) {
                    push(i);
                }
            } else {
                for (int i = 0; i < offset && !downstream.cancellationRequested(); i++) {
                    push(i);
                }
            }
            downstream.end();
            longs = null;
            doubles = null;
        }

        boolean cancellationRequested() {
            cancellationRequestedCalled = true;
            return false;
        }
    }

    /** SliceOps' sink (skip n, then pass at most m), for every shape. */
    static final class SliceSink extends SymtestSink {
        private final long skip;
        private long n;
        private long m;

        SliceSink(SymtestSink downstream, long skip, long limit) {
            super(downstream);
            this.skip = skip;
            this.n = skip;
            this.m = limit;
        }

        void begin(long size) {
            downstream.begin(SymtestPipeline.calcSize(size, skip, m));
        }

        private boolean pass() {
            if (n == 0) {
                if (m > 0) {
                    m--;
                    return true;
                }
            } else {
                n--;
            }
            return false;
        }

        public void accept(Object t) {
            if (pass()) {
                downstream.accept(t);
            }
        }

        public void accept(int t) {
            if (pass()) {
                downstream.accept(t);
            }
        }

        public void accept(long t) {
            if (pass()) {
                downstream.accept(t);
            }
        }

        public void accept(double t) {
            if (pass()) {
                downstream.accept(t);
            }
        }

        boolean cancellationRequested() {
            return m == 0 || downstream.cancellationRequested();
        }
    }
}
