package java.lang;

/**
 * The modelled methods of java.lang.Throwable, which symtest cannot replace whole: a call that
 * runs Throwable's method runs the static method here, with the receiver first. The message
 * is known when analysed code constructed the exception (new X("text") or new X()); the
 * JVM's own exceptions (helpful NullPointerException messages, "/ by zero") and those the
 * models throw are not modelled: getMessage on them is an unhandled call.
 */
public final class SymtestThrowable {
    private SymtestThrowable() {
    }

    public static String getMessage(Throwable self) {
        if (SymtestPrimitives.messageKnown(self)) {
            return SymtestPrimitives.message(self);
        }
        return unknownMessage(self);
    }

    public static String getLocalizedMessage(Throwable self) {
        return getMessage(self);
    }

    private static native String unknownMessage(Throwable self);
}
