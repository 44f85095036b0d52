/** A public method whose parameter type a test cannot name: covered through its callers only. */
public class Hidden {
    private static final class Secret {
        int value;
    }

    public static int peek(Secret s) {
        return s.value;
    }

    public static int twice(int x) {
        return peek(make(x)) * 2;
    }

    private static Secret make(int x) {
        Secret s = new Secret();
        s.value = x;
        return s;
    }
}
