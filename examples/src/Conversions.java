/**
 * Narrowing and widening conversions (i2b, i2c, i2s, i2l, l2i), char arithmetic and
 * boolean parameters, which the JVM passes as ints that are 0 or 1.
 */
public class Conversions {
    private Conversions() {
    }

    public static int toByte(int x) {
        byte b = (byte) x;
        if (b < 0) {
            return -1;
        }
        return b;
    }

    /** (char) keeps the low 16 bits and is always non-negative. */
    public static int toChar(int x) {
        char c = (char) x;
        if (c > 0x7FFF) {
            return 1;
        }
        return 0;
    }

    public static boolean fitsShort(int x) {
        short s = (short) x;
        return s == x;
    }

    public static int longToInt(long x) {
        int i = (int) x;
        if (i != x) {
            return i < 0 ? -1 : 1;
        }
        return 0;
    }

    public static long squareWide(int x) {
        long l = x;
        return l * l;
    }

    public static char toUpper(char c) {
        if (c >= 'a' && c <= 'z') {
            return (char) (c - 'a' + 'A');
        }
        return c;
    }

    public static int digitValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return -1;
    }

    public static byte addBytes(byte a, byte b) {
        return (byte) (a + b);
    }

    public static boolean byteAddWraps(byte a, byte b) {
        byte s = (byte) (a + b);
        return s != a + b;
    }

    public static short mulShorts(short a, short b) {
        return (short) (a * b);
    }

    /** A char round trip gives back the int only for 0..65535. */
    public static boolean charRoundTrip(int x) {
        char c = (char) x;
        int back = c;
        return back == x;
    }

    public static int select(boolean flag, int a, int b) {
        return flag ? a : b;
    }

    public static int xorFlags(boolean p, boolean q) {
        if (p ^ q) {
            return 1;
        }
        if (p && q) {
            return 2;
        }
        return 0;
    }

    public static int boolToInt(boolean b) {
        return b ? 1 : 0;
    }

    /** Byte counter that wraps from 127 to -128. */
    public static byte nextByte(byte b) {
        b++;
        return b;
    }

    public static char nextChar(char c) {
        c += 1;
        return c;
    }

    /** Unsigned value of a byte (0..255). */
    public static int unsignedByte(byte b) {
        return b & 0xFF;
    }
}
