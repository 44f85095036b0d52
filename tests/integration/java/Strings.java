/** Calls into the JDK without a model: the unhandled-call policy applies. */
public class Strings {
    public static int len(String s) {
        if (s == null) {
            return -1;
        }
        return s.length();
    }

    public static int isLate(long deadline) {
        return System.currentTimeMillis() > deadline ? 1 : 0;
    }
}
