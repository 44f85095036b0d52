import java.math.BigInteger;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * A small encoding helper written like library code: JDK classes without a model (charsets,
 * big integers, a concurrent cache, time units, Math's intrinsics) run on the JVM beside the run,
 * reflection on arrays and the array helpers are models.
 */
public final class Codec {
    private static final Charset DEFAULT = StandardCharsets.UTF_8;
    private static final ConcurrentHashMap<String, Integer> WIDTHS = new ConcurrentHashMap<>();

    private Codec() {
    }

    /** How many bytes `text` takes in UTF-8; a null text takes none. */
    public static int byteLength(String text) {
        if (text == null) {
            return 0;
        }
        byte[] bytes = text.getBytes(DEFAULT);
        return bytes.length;
    }

    /** Whether `name` is the default charset's name; an unknown name is no charset. */
    public static boolean isDefault(String name) {
        if (name == null || name.isEmpty()) {
            return false;
        }
        try {
            return Charset.forName(name) == DEFAULT;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The decimal digits of 2^n, for n within an int's shift range. */
    public static String powerOfTwo(int n) {
        if (n < 0 || n > 64) {
            throw new IllegalArgumentException("n out of range: " + n);
        }
        return BigInteger.ONE.shiftLeft(n).toString();
    }

    /** Remembers the width of `key`, returning the width stored before (or -1). */
    public static int remember(String key, int width) {
        Integer old = WIDTHS.put(key, width);
        return old == null ? -1 : old;
    }

    /** Milliseconds in `seconds` seconds, saturated as TimeUnit saturates. */
    public static long millis(long seconds) {
        return TimeUnit.SECONDS.toMillis(seconds);
    }

    /** The surrogate pair (or single char) of a code point as a string of hex digits. */
    public static String units(int codePoint) {
        char[] chars = Character.toChars(codePoint);
        StringBuilder b = new StringBuilder();
        for (char c : chars) {
            b.append(Integer.toHexString(c));
        }
        return b.toString();
    }

    /** A sine wave's sign at `x` radians. */
    public static int wave(double x) {
        double y = Math.sin(x);
        return y > 0 ? 1 : y < 0 ? -1 : 0;
    }

    /** A copy of `values` one element longer, its last element `extra` (any array type). */
    public static Object append(Object values, Object extra) {
        int n = java.lang.reflect.Array.getLength(values);
        Object grown = java.lang.reflect.Array.newInstance(values.getClass().getComponentType(), n + 1);
        System.arraycopy(values, 0, grown, 0, n);
        java.lang.reflect.Array.set(grown, n, extra);
        return grown;
    }

    /** The sorted digits of `digits`, as text. */
    public static String sortedDigits(char[] digits) {
        char[] copy = Arrays.copyOf(digits, digits.length);
        Arrays.sort(copy);
        return Arrays.toString(copy);
    }
}
