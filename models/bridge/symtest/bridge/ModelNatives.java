package symtest.bridge;

import java.util.Locale;

/**
 * The native methods of symtest's models that stand for JDK code too rare or too large to keep
 * symbolic: the bridge runs the JDK code they stand for. Each one is named as the model declares
 * it (owner, name, descriptor), so a call reaches here instead of the JDK class.
 */
public final class ModelNatives {
    private ModelNatives() {
    }

    /** Whether `owner.name` is one of them (a static method of a model class). */
    static boolean covers(String owner, String name) {
        return owner.equals("java/lang/String")
            && (name.equals("nonAsciiToUpperCase") || name.equals("nonAsciiToLowerCase"));
    }

    // String's model: toUpperCase() and toLowerCase() of a string whose case is several chars
    // more than once, or outside the models' tables. The model assumes a default locale with
    // the root's case rules (not Turkish, Azeri or Lithuanian), whatever the machine's is.
    public static String nonAsciiToUpperCase(String s) {
        return s.toUpperCase(Locale.ROOT);
    }

    public static String nonAsciiToLowerCase(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
