package java.lang;

/**
 * symtest model of java.lang.Boolean: the two canonical instances, unboxing, comparisons,
 * hashCode, toString (the literals "true" and "false", as the JDK), parseBoolean and
 * valueOf(String) (exactly the four chars of "true" in either case: no other char equals one
 * of them ignoring case, checked for all chars). getBoolean (system properties) is not
 * modelled.
 */
public final class Boolean implements java.io.Serializable, Comparable<Boolean> {
    /** The Class of the primitive type boolean (the JDK's Boolean.TYPE). */
    @SuppressWarnings("unchecked")
    public static final Class<Boolean> TYPE = (Class<Boolean>) SymtestPrimitives.primitiveClass('Z');

    public static final Boolean TRUE = new Boolean(true);
    public static final Boolean FALSE = new Boolean(false);
    private final boolean value;

    @Deprecated
    public Boolean(boolean value) {
        this.value = value;
    }

    @Deprecated
    public Boolean(String s) {
        this(parseBoolean(s));
    }

    /** "true".equalsIgnoreCase(s): one branch on the whole string once its length is 4. */
    public static boolean parseBoolean(String s) {
        if (s == null || s.length() != 4) {
            return false;
        }
        // c | 0x20 is 't' exactly for 't' and 'T' (and so on for the other letters).
        int diff = ((s.charAt(0) | 0x20) ^ 't') | ((s.charAt(1) | 0x20) ^ 'r')
                | ((s.charAt(2) | 0x20) ^ 'u') | ((s.charAt(3) | 0x20) ^ 'e');
        return diff == 0;
    }

    public static Boolean valueOf(boolean b) {
        return b ? TRUE : FALSE;
    }

    public static Boolean valueOf(String s) {
        return parseBoolean(s) ? TRUE : FALSE;
    }

    public boolean booleanValue() {
        return value;
    }

    public static String toString(boolean b) {
        return b ? "true" : "false";
    }

    public String toString() {
        return value ? "true" : "false";
    }

    public int hashCode() {
        return value ? 1231 : 1237;
    }

    public static int hashCode(boolean value) {
        return value ? 1231 : 1237;
    }

    public boolean equals(Object obj) {
        if (obj instanceof Boolean) {
            return value == ((Boolean) obj).value;
        }
        return false;
    }

    public int compareTo(Boolean b) {
        return compare(this.value, b.value);
    }

    public static int compare(boolean x, boolean y) {
        return (x == y) ? 0 : (x ? 1 : -1);
    }

    public static boolean logicalAnd(boolean a, boolean b) {
        return a && b;
    }

    public static boolean logicalOr(boolean a, boolean b) {
        return a || b;
    }

    public static boolean logicalXor(boolean a, boolean b) {
        return a ^ b;
    }
}
