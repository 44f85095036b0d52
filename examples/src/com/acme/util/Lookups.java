package com.acme.util;

import java.util.Objects;

/**
 * Lookups over arrays of Object, written like a utility library's: null-safe, overloaded, with
 * a tuple class whose components are type variables.
 */
public final class Lookups {
    private Lookups() {
    }

    public static int indexOf(Object[] array, Object target) {
        return indexOf(array, target, 0);
    }

    public static int indexOf(Object[] array, Object target, int from) {
        if (array == null) {
            return -1;
        }
        if (from < 0) {
            from = 0;
        }
        if (target == null) {
            for (int i = from; i < array.length; i++) {
                if (array[i] == null) {
                    return i;
                }
            }
        } else {
            for (int i = from; i < array.length; i++) {
                if (target.equals(array[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    public static boolean contains(Object[] array, Object target) {
        return indexOf(array, target) >= 0;
    }

    public static Object firstNonNull(Object first, Object second) {
        return first != null ? first : second;
    }

    /** Counts the elements equal to {@code target}; {@code null} matches {@code null}. */
    public static int count(Object[] array, Object target) {
        int n = 0;
        for (Object o : array) {
            if (Objects.equals(o, target)) {
                n++;
            }
        }
        return n;
    }

    /** A pair of values, like a library's tuple class. */
    public static final class Pair<L, R> {
        private final L left;
        private final R right;

        public Pair(L left, R right) {
            this.left = left;
            this.right = right;
        }

        public L getLeft() {
            return left;
        }

        public R getRight() {
            return right;
        }

        public Pair<R, L> swap() {
            return new Pair<>(right, left);
        }

        @Override
        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Pair)) {
                return false;
            }
            Pair<?, ?> other = (Pair<?, ?>) o;
            return Objects.equals(left, other.left) && Objects.equals(right, other.right);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(left) ^ Objects.hashCode(right);
        }

        @Override
        public String toString() {
            return "(" + left + ", " + right + ")";
        }
    }
}
