import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;

/**
 * Hexadecimal text written like a codec library: lookup tables the class initializer fills,
 * read at an index the input decides; a charset constant handed back to the caller; text the
 * JDK decodes from bytes in a constructor; a list subclass whose only concrete class is
 * private, and a stream whose JDK state no test can set.
 */
public final class HexTable {
    private static final char[] DIGITS = {
        '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f'};
    private static final byte[] DECODE = new byte[128];
    private static final Charset DEFAULT = StandardCharsets.UTF_8;

    static {
        Arrays.fill(DECODE, (byte) -1);
        for (int i = 0; i < 10; i++) {
            DECODE['0' + i] = (byte) i;
        }
        for (int i = 0; i < 6; i++) {
            DECODE['a' + i] = (byte) (10 + i);
            DECODE['A' + i] = (byte) (10 + i);
        }
    }

    private HexTable() {
    }

    /** Whether the byte is the ASCII code of a hexadecimal digit. */
    public static boolean isHexDigit(byte b) {
        return b >= 0 && DECODE[b] != -1;
    }

    /** The value of a hexadecimal digit, either case. */
    public static int digit(char c) {
        if (c >= DECODE.length || DECODE[c] < 0) {
            throw new IllegalArgumentException("not a hexadecimal digit: " + c);
        }
        return DECODE[c];
    }

    /** Two lower-case digits for a byte. */
    public static String toHex(byte b) {
        char[] out = new char[2];
        out[0] = DIGITS[(b >> 4) & 0xf];
        out[1] = DIGITS[b & 0xf];
        return new String(out);
    }

    /** The byte two digits give, or -1 for text of another length. */
    public static int parseByte(String text) {
        if (text == null || text.length() != 2) {
            return -1;
        }
        return digit(text.charAt(0)) << 4 | digit(text.charAt(1));
    }

    /** The charset of that name; none named is the default one (the same object). */
    public static Charset charsetOf(String name) {
        return name == null ? DEFAULT : Charset.forName(name);
    }

    /** A list that counts what was added through it; its concrete class is private. */
    public abstract static class CountingList extends ArrayList<String> {
        private static final long serialVersionUID = 1L;
        int counted;

        CountingList() {
        }

        public boolean addCounted(String s) {
            counted++;
            return add(s);
        }

        public int counted() {
            return counted;
        }
    }

    /** A separator checked like a codec's: no hexadecimal digit in it, named in the error. */
    public static final class Separator {
        private final byte[] bytes;

        public Separator(byte[] bytes) {
            for (byte b : bytes) {
                if (isHexDigit(b)) {
                    throw new IllegalArgumentException(
                        "a separator holds no digit: [" + new String(bytes, StandardCharsets.UTF_8) + "]");
                }
            }
            this.bytes = bytes.clone();
        }

        public String text() {
            return new String(bytes, DEFAULT);
        }
    }

    /** Digits read as their values; only subclasses make one (its JDK state is FilterInputStream's). */
    public static class DigitStream extends FilterInputStream {
        protected DigitStream(InputStream in) {
            super(in);
        }

        public int readDigit() throws IOException {
            int b = read();
            return b < 0 ? -1 : DECODE[b & 0x7f];
        }
    }

    private static final class Plain extends CountingList {
        private static final long serialVersionUID = 1L;
    }

    public static CountingList newList() {
        return new Plain();
    }
}
