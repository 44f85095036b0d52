package java.util.stream;

import java.util.Spliterator;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The sources of the stream models (sequential only: no trySplit). characteristics() is read
 * when the stream is made (java.util.Spliterator's ORDERED, DISTINCT, SORTED, SIZED bits);
 * getExactSizeIfKnown binds a late-binding source; tryAdvance and forEachRemaining push
 * elements into a sink with the accept of the source's shape. The JDK's own sources of
 * Arrays.stream, Stream.of, IntStream.range, ... are nested here; a java.util.Spliterator (the
 * collections' spliterators, StreamSupport.stream) is used through SpliteratorSource. Public
 * for the factories that Arrays and ImmutableCollections call.
 */
public abstract class SymtestSpliterator {
    SymtestSpliterator() {
    }

    public int characteristics() {
        return 0;
    }

    public long getExactSizeIfKnown() {
        return -1;
    }

    public boolean tryAdvance(SymtestSink action) {
        throw new IllegalStateException();
    }

    /** forEachRemaining(action) of a stream's action: the JDK's sources check it first. */
    void forEachRemainingAction(Object action) {
        if (action == null) {
            throw new NullPointerException();
        }
        forEachRemaining(new SymtestTerminals.ForEachSink(action, null));
    }

    /** Spliterator's default. */
    public void forEachRemaining(SymtestSink action) {
        do {
        } while (tryAdvance(action));
    }

    /**
     * A java.util.Spliterator of references (StreamSupport.stream): StreamOpFlag's reading of
     * its characteristics (SORTED only with a null comparator), and its own traversal.
     */
    static final class SpliteratorSource extends SymtestSpliterator {
        private final Spliterator<Object> s;

        @SuppressWarnings("unchecked")
        SpliteratorSource(Spliterator<?> s) {
            this.s = (Spliterator<Object>) s;
        }

        public int characteristics() {
            int c = s.characteristics();
            if ((c & Spliterator.SORTED) != 0 && s.getComparator() != null) {
                return c & ~Spliterator.SORTED;
            }
            return c;
        }

        public long getExactSizeIfKnown() {
            return s.getExactSizeIfKnown();
        }

        public boolean tryAdvance(SymtestSink action) {
            return s.tryAdvance(action);
        }

        public void forEachRemaining(SymtestSink action) {
            s.forEachRemaining(action);
        }

        @SuppressWarnings("unchecked")
        void forEachRemainingAction(Object action) {
            s.forEachRemaining((java.util.function.Consumer<Object>) action);
        }
    }

    // ---- streams of a source

    static IntStream intStream(SymtestSpliterator source) {
        return new SymtestIntStream(source, false);
    }

    static LongStream longStream(SymtestSpliterator source) {
        return new SymtestLongStream(source, false);
    }

    static DoubleStream doubleStream(SymtestSpliterator source) {
        return new SymtestDoubleStream(source, false);
    }

    // ---- the sources of Arrays.stream, Stream.of, IntStream.of, ...

    static final int REF = 0;
    static final int INT = 1;
    static final int LONG = 2;
    static final int DOUBLE = 3;

    /** Spliterators.checkFromToBounds. */
    private static void checkFromToBounds(int arrayLength, int origin, int fence) {
        if (origin > fence) {
            throw new ArrayIndexOutOfBoundsException(
                    "origin(" + origin + ") > fence(" + fence + ")");
        }
        if (origin < 0) {
            throw new ArrayIndexOutOfBoundsException(origin);
        }
        if (fence > arrayLength) {
            throw new ArrayIndexOutOfBoundsException(fence);
        }
    }

    /** Arrays.stream(array, from, to): the array is read at each step, as the JDK's. */
    public static <T> Stream<T> ofArray(T[] array, int from, int to) {
        checkFromToBounds(array.length, from, to);
        return new SymtestStream<T>(new ArraySource(REF, array, from, to), false);
    }

    public static IntStream ofIntArray(int[] array, int from, int to) {
        checkFromToBounds(array.length, from, to);
        return intStream(new ArraySource(INT, array, from, to));
    }

    public static LongStream ofLongArray(long[] array, int from, int to) {
        checkFromToBounds(array.length, from, to);
        return longStream(new ArraySource(LONG, array, from, to));
    }

    public static DoubleStream ofDoubleArray(double[] array, int from, int to) {
        checkFromToBounds(array.length, from, to);
        return doubleStream(new ArraySource(DOUBLE, array, from, to));
    }

    /**
     * The stream of an immutable RandomAccess list (ImmutableCollections): the JDK's
     * AbstractList.RandomAccessSpliterator, its size read at the first use, list.get(i).
     */
    public static <T> Stream<T> ofList(java.util.List<T> list, boolean parallel) {
        return new SymtestStream<T>(new ListSource(list), parallel);
    }

    static final class ListSource extends SymtestSpliterator {
        private final java.util.List<?> list;
        private int index;
        private int fence = -1;

        ListSource(java.util.List<?> list) {
            this.list = list;
        }

        private int getFence() {
            if (fence < 0) {
                fence = list.size();
            }
            return fence;
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        public long getExactSizeIfKnown() {
            return (long) (getFence() - index);
        }

        public boolean tryAdvance(SymtestSink action) {
            int hi = getFence();
            int i = index;
            if (i < hi) {
                index = i + 1;
                action.accept(list.get(i));
                return true;
            }
            return false;
        }

        public void forEachRemaining(SymtestSink action) {
            int hi = getFence();
            int i = index;
            index = hi;
            for (; i < hi; i++) {
                action.accept(list.get(i));
            }
        }
    }

    /** Spliterators.ArraySpliterator and its primitive forms (ORDERED | IMMUTABLE). */
    static final class ArraySource extends SymtestSpliterator {
        private final int shape;
        private final Object array;
        private int index;
        private final int fence;

        ArraySource(int shape, Object array, int origin, int fence) {
            this.shape = shape;
            this.array = array;
            this.index = origin;
            this.fence = fence;
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.SIZED
                    | Spliterator.SUBSIZED;
        }

        public long getExactSizeIfKnown() {
            return (long) (fence - index);
        }

        private void push(int i, SymtestSink action) {
            if (shape == REF) {
                action.accept(((Object[]) array)[i]);
            } else if (shape == INT) {
                action.accept(((int[]) array)[i]);
            } else if (shape == LONG) {
                action.accept(((long[]) array)[i]);
            } else {
                action.accept(((double[]) array)[i]);
            }
        }

        public void forEachRemaining(SymtestSink action) {
            int hi = fence;
            int i = index;
            if (i < hi) {
                index = hi;
                do {
                    push(i, action);
                    i++;
                } while (i < hi);
            }
        }

        public boolean tryAdvance(SymtestSink action) {
            if (index >= 0 && index < fence) {
                int i = index;
                index = i + 1;
                push(i, action);
                return true;
            }
            return false;
        }
    }

    /** Streams.StreamBuilderImpl of one element (Stream.of(t), IntStream.of(t), ...). */
    static final class SingleSource extends SymtestSpliterator {
        private final int shape;
        private final Object first;
        private final long firstBits;
        private int count = -2;

        SingleSource(int shape, Object first, long firstBits) {
            this.shape = shape;
            this.first = first;
            this.firstBits = firstBits;
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED
                    | Spliterator.IMMUTABLE;
        }

        public long getExactSizeIfKnown() {
            return -count - 1;
        }

        private void push(SymtestSink action) {
            if (shape == REF) {
                action.accept(first);
            } else if (shape == INT) {
                action.accept((int) firstBits);
            } else if (shape == LONG) {
                action.accept(firstBits);
            } else {
                action.accept(((Double) first).doubleValue());
            }
        }

        public boolean tryAdvance(SymtestSink action) {
            if (count == -2) {
                push(action);
                count = -1;
                return true;
            }
            return false;
        }

        public void forEachRemaining(SymtestSink action) {
            if (count == -2) {
                push(action);
                count = -1;
            }
        }
    }

    /** Spliterators.EmptySpliterator (SIZED | SUBSIZED, not ORDERED). */
    static final class EmptySource extends SymtestSpliterator {
        public int characteristics() {
            return Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        public long getExactSizeIfKnown() {
            return 0;
        }

        public boolean tryAdvance(SymtestSink action) {
            return false;
        }

        public void forEachRemaining(SymtestSink action) {
        }
    }

    /** Streams.RangeIntSpliterator / RangeLongSpliterator (last: 1 for a closed range). */
    static final class RangeSource extends SymtestSpliterator {
        private final boolean ofLong;
        private long from;
        private final long upTo;
        private int last;

        RangeSource(boolean ofLong, long from, long upTo, boolean closed) {
            this.ofLong = ofLong;
            this.from = from;
            this.upTo = upTo;
            this.last = closed ? 1 : 0;
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED
                    | Spliterator.IMMUTABLE | Spliterator.NONNULL | Spliterator.DISTINCT
                    | Spliterator.SORTED;
        }

        public long getExactSizeIfKnown() {
            return upTo - from + last;
        }

        private void push(long i, SymtestSink action) {
            if (ofLong) {
                action.accept(i);
            } else {
                action.accept((int) i);
            }
        }

        public boolean tryAdvance(SymtestSink action) {
            long i = from;
            if (i < upTo) {
                from++;
                push(i, action);
                return true;
            } else if (last > 0) {
                last = 0;
                push(i, action);
                return true;
            }
            return false;
        }

        public void forEachRemaining(SymtestSink action) {
            long i = from;
            long hUpTo = upTo;
            int hLast = last;
            from = upTo;
            last = 0;
            while (i < hUpTo) {
                push(i, action);
                i++;
            }
            if (hLast > 0) {
                push(i, action);
            }
        }
    }

    /** Stream.iterate(seed, f): Spliterators.AbstractSpliterator (ORDERED | IMMUTABLE). */
    static final class IterateSource extends SymtestSpliterator {
        private final Object seed;
        private final UnaryOperator<Object> f;
        private Object prev;
        private boolean started;

        IterateSource(Object seed, UnaryOperator<Object> f) {
            this.seed = seed;
            this.f = f;
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE;
        }

        public boolean tryAdvance(SymtestSink action) {
            Object t;
            if (started) {
                t = f.apply(prev);
            } else {
                t = seed;
                started = true;
            }
            prev = t;
            action.accept(t);
            return true;
        }
    }

    /** Stream.iterate(seed, hasNext, next). */
    static final class IterateWhileSource extends SymtestSpliterator {
        private final Object seed;
        private final Predicate<Object> hasNext;
        private final UnaryOperator<Object> next;
        private Object prev;
        private boolean started;
        private boolean finished;

        IterateWhileSource(Object seed, Predicate<Object> hasNext, UnaryOperator<Object> next) {
            this.seed = seed;
            this.hasNext = hasNext;
            this.next = next;
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE;
        }

        public boolean tryAdvance(SymtestSink action) {
            if (finished) {
                return false;
            }
            Object t;
            if (started) {
                t = next.apply(prev);
            } else {
                t = seed;
                started = true;
            }
            if (!hasNext.test(t)) {
                prev = null;
                finished = true;
                return false;
            }
            prev = t;
            action.accept(t);
            return true;
        }

        public void forEachRemaining(SymtestSink action) {
            if (finished) {
                return;
            }
            finished = true;
            Object t = started ? next.apply(prev) : seed;
            prev = null;
            while (hasNext.test(t)) {
                action.accept(t);
                t = next.apply(t);
            }
        }
    }

    /** IntStream.iterate(seed, f): Spliterators.AbstractIntSpliterator, NONNULL too. */
    static final class IntIterateSource extends SymtestSpliterator {
        private final int seed;
        private final java.util.function.IntUnaryOperator f;
        private int prev;
        private boolean started;

        IntIterateSource(int seed, java.util.function.IntUnaryOperator f) {
            this.seed = seed;
            this.f = f;
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL;
        }

        public boolean tryAdvance(SymtestSink action) {
            int t;
            if (started) {
                t = f.applyAsInt(prev);
            } else {
                t = seed;
                started = true;
            }
            prev = t;
            action.accept(t);
            return true;
        }
    }

    /** IntStream.iterate(seed, hasNext, next). */
    static final class IntIterateWhileSource extends SymtestSpliterator {
        private final int seed;
        private final java.util.function.IntPredicate hasNext;
        private final java.util.function.IntUnaryOperator next;
        private int prev;
        private boolean started;
        private boolean finished;

        IntIterateWhileSource(int seed, java.util.function.IntPredicate hasNext,
                java.util.function.IntUnaryOperator next) {
            this.seed = seed;
            this.hasNext = hasNext;
            this.next = next;
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL;
        }

        public boolean tryAdvance(SymtestSink action) {
            if (finished) {
                return false;
            }
            int t;
            if (started) {
                t = next.applyAsInt(prev);
            } else {
                t = seed;
                started = true;
            }
            if (!hasNext.test(t)) {
                finished = true;
                return false;
            }
            prev = t;
            action.accept(t);
            return true;
        }

        public void forEachRemaining(SymtestSink action) {
            if (finished) {
                return;
            }
            finished = true;
            int t = started ? next.applyAsInt(prev) : seed;
            while (hasNext.test(t)) {
                action.accept(t);
                t = next.applyAsInt(t);
            }
        }
    }

    /** IntStream.generate(s): InfiniteSupplyingSpliterator.OfInt (IMMUTABLE | NONNULL). */
    static final class IntGenerateSource extends SymtestSpliterator {
        private final java.util.function.IntSupplier s;

        IntGenerateSource(java.util.function.IntSupplier s) {
            this.s = s;
        }

        public int characteristics() {
            return Spliterator.IMMUTABLE | Spliterator.NONNULL;
        }

        public boolean tryAdvance(SymtestSink action) {
            action.accept(s.getAsInt());
            return true;
        }
    }

    /** Stream.generate(s): StreamSpliterators.InfiniteSupplyingSpliterator (IMMUTABLE). */
    static final class GenerateSource extends SymtestSpliterator {
        private final Supplier<Object> s;

        GenerateSource(Supplier<Object> s) {
            this.s = s;
        }

        public int characteristics() {
            return Spliterator.IMMUTABLE;
        }

        public boolean tryAdvance(SymtestSink action) {
            action.accept(s.get());
            return true;
        }
    }
}
