package java.util;

import java.io.Serializable;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * symtest model of the JDK's package-private java.util.Comparators (NaturalOrderComparator, an
 * enum as in JDK 17, and NullComparator), and the classes standing for the serializable
 * lambdas of Comparator's default and static methods (same calls in the same order; the
 * comparing lambda casts the first key to Comparable before extracting the second).
 */
class Comparators {
    private Comparators() {
        throw new AssertionError("no instances");
    }

    enum NaturalOrderComparator implements Comparator<Comparable<Object>> {
        INSTANCE;

        @Override
        public int compare(Comparable<Object> c1, Comparable<Object> c2) {
            return c1.compareTo(c2);
        }

        @Override
        public Comparator<Comparable<Object>> reversed() {
            return Comparator.reverseOrder();
        }
    }

    static final class NullComparator<T> implements Comparator<T>, Serializable {
        private static final long serialVersionUID = -7569533591570686392L;
        private final boolean nullFirst;
        private final Comparator<T> real;

        @SuppressWarnings("unchecked")
        NullComparator(boolean nullFirst, Comparator<? super T> real) {
            this.nullFirst = nullFirst;
            this.real = (Comparator<T>) real;
        }

        @Override
        public int compare(T a, T b) {
            if (a == null) {
                return (b == null) ? 0 : (nullFirst ? -1 : 1);
            } else if (b == null) {
                return nullFirst ? 1 : -1;
            } else {
                return (real == null) ? 0 : real.compare(a, b);
            }
        }

        @Override
        public Comparator<T> thenComparing(Comparator<? super T> other) {
            Objects.requireNonNull(other);
            return new NullComparator<T>(nullFirst,
                    real == null ? other : real.thenComparing(other));
        }

        @Override
        public Comparator<T> reversed() {
            return new NullComparator<T>(!nullFirst, real == null ? null : real.reversed());
        }
    }

    /** Comparator.thenComparing(other). */
    static final class ThenComparing<T> implements Comparator<T>, Serializable {
        private final Comparator<T> first;
        private final Comparator<? super T> other;

        ThenComparing(Comparator<T> first, Comparator<? super T> other) {
            this.first = first;
            this.other = other;
        }

        public int compare(T c1, T c2) {
            int res = first.compare(c1, c2);
            return (res != 0) ? res : other.compare(c1, c2);
        }
    }

    /** Comparator.comparing(keyExtractor, keyComparator). */
    static final class KeyComparator<T, U> implements Comparator<T>, Serializable {
        private final Function<? super T, ? extends U> keyExtractor;
        private final Comparator<? super U> keyComparator;

        KeyComparator(Function<? super T, ? extends U> keyExtractor,
                Comparator<? super U> keyComparator) {
            this.keyExtractor = keyExtractor;
            this.keyComparator = keyComparator;
        }

        public int compare(T c1, T c2) {
            return keyComparator.compare(keyExtractor.apply(c1), keyExtractor.apply(c2));
        }
    }

    /** Comparator.comparing(keyExtractor). */
    static final class ComparableKeyComparator<T, U extends Comparable<? super U>>
            implements Comparator<T>, Serializable {
        private final Function<? super T, ? extends U> keyExtractor;

        ComparableKeyComparator(Function<? super T, ? extends U> keyExtractor) {
            this.keyExtractor = keyExtractor;
        }

        public int compare(T c1, T c2) {
            return keyExtractor.apply(c1).compareTo(keyExtractor.apply(c2));
        }
    }

    /** Comparator.comparingInt(keyExtractor). */
    static final class IntKeyComparator<T> implements Comparator<T>, Serializable {
        private final ToIntFunction<? super T> keyExtractor;

        IntKeyComparator(ToIntFunction<? super T> keyExtractor) {
            this.keyExtractor = keyExtractor;
        }

        public int compare(T c1, T c2) {
            return Integer.compare(keyExtractor.applyAsInt(c1), keyExtractor.applyAsInt(c2));
        }
    }

    /** Comparator.comparingLong(keyExtractor). */
    static final class LongKeyComparator<T> implements Comparator<T>, Serializable {
        private final ToLongFunction<? super T> keyExtractor;

        LongKeyComparator(ToLongFunction<? super T> keyExtractor) {
            this.keyExtractor = keyExtractor;
        }

        public int compare(T c1, T c2) {
            return Long.compare(keyExtractor.applyAsLong(c1), keyExtractor.applyAsLong(c2));
        }
    }

    /** Comparator.comparingDouble(keyExtractor). */
    static final class DoubleKeyComparator<T> implements Comparator<T>, Serializable {
        private final ToDoubleFunction<? super T> keyExtractor;

        DoubleKeyComparator(ToDoubleFunction<? super T> keyExtractor) {
            this.keyExtractor = keyExtractor;
        }

        public int compare(T c1, T c2) {
            return Double.compare(keyExtractor.applyAsDouble(c1), keyExtractor.applyAsDouble(c2));
        }
    }
}
