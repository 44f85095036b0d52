/**
 * Bit packing written like Commons Lang's {@code Conversion}: arguments are checked by
 * exceptions, invariants by {@code assert} (whose outcome depends on -ea), and a copy of an
 * array keeps its runtime type.
 */
public final class BitPacking {

    // Compiled when the class loads, as Commons Lang's StringUtils compiles its patterns: a
    // valid pattern whose \p{..} symtest does not match must not end every path of the class.
    private static final java.util.regex.Pattern MARKS =
            java.util.regex.Pattern.compile("\\p{InCombiningDiacriticalMarks}+");

    private BitPacking() {
    }

    /** The pattern the class strips accents with. */
    public static String marksPattern() {
        return MARKS.pattern();
    }

    /**
     * Copies {@code nBits} bits of {@code src}, from bit {@code srcPos} on, into {@code dst} from
     * {@code dstPos} on, least significant first.
     */
    public static boolean[] shortToBits(final short src, final int srcPos, final boolean[] dst,
            final int dstPos, final int nBits) {
        if (nBits == 0) {
            return dst;
        }
        if (nBits - 1 + srcPos >= 16) {
            throw new IllegalArgumentException("nBits-1+srcPos is greater or equal to than 16");
        }
        // Fails where nBits - 1 + srcPos overflows; without -ea the loop runs into dst.
        assert nBits - 1 < 16 - srcPos;
        for (int i = 0; i < nBits; i++) {
            final int shift = i + srcPos;
            dst[dstPos + i] = (0x1 & src >> shift) != 0;
        }
        return dst;
    }

    /** A reading position whose steps are checked by an assertion of its own class. */
    private static final class Cursor {
        private int position;

        Cursor(final int position) {
            this.position = position;
        }

        int advance(final int step) {
            assert step >= 0 : "negative step";
            position += step;
            return position;
        }
    }

    /** Where reading {@code count} items of {@code width} bits from {@code start} ends. */
    public static int end(final int start, final int width, final int count) {
        final Cursor cursor = new Cursor(start);
        if (count > 2) {
            return -1;
        }
        for (int i = 0; i < count; i++) {
            cursor.advance(width);
        }
        return cursor.position;
    }

    /** A copy of the array, of the same runtime type, or null for null. */
    public static <T> T[] copy(final T[] array) {
        return array == null ? null : array.clone();
    }

    /** The number of set flags, null counting as none. */
    public static int count(final Object flags) {
        if (!(flags instanceof boolean[])) {
            return 0;
        }
        int n = 0;
        for (final boolean b : (boolean[]) flags) {
            if (b) {
                n++;
            }
        }
        return n;
    }
}
