package java.lang;

import java.util.function.Supplier;

/**
 * symtest model of java.lang.ThreadLocal for the one thread a test runs on: the value of the
 * current thread is a field of the ThreadLocal itself. get() computes initialValue() once (a
 * subclass's override, or withInitial's supplier) and keeps it unless initialValue throws, set
 * replaces it and remove forgets it, so that the next get() computes it again, as on the JDK.
 * Utility classes keep such registries in static fields (Commons Lang's builders guard against
 * cycles with one), so their class initializers must not end every path. Threads other than
 * the current one are not modelled (symtest runs no threads).
 */
public class ThreadLocal<T> {
    private T value;
    private boolean present;

    public ThreadLocal() {
    }

    /** The current thread's first value: null unless a subclass overrides it. */
    protected T initialValue() {
        return null;
    }

    public static <S> ThreadLocal<S> withInitial(Supplier<? extends S> supplier) {
        return new SuppliedThreadLocal<>(supplier);
    }

    public T get() {
        if (!present) {
            T initial = initialValue();
            value = initial;
            present = true;
        }
        return value;
    }

    public void set(T value) {
        this.value = value;
        present = true;
    }

    public void remove() {
        value = null;
        present = false;
    }

    /** withInitial's ThreadLocal, named as the JDK names it. */
    static final class SuppliedThreadLocal<T> extends ThreadLocal<T> {
        private final Supplier<? extends T> supplier;

        SuppliedThreadLocal(Supplier<? extends T> supplier) {
            if (supplier == null) {
                throw new NullPointerException();
            }
            this.supplier = supplier;
        }

        @Override
        protected T initialValue() {
            return supplier.get();
        }
    }
}
