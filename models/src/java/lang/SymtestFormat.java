package java.lang;

/**
 * symtest model of java.util.Formatter for String.format and PrintStream.printf: JDK 17's
 * results and exceptions for a subset, an unhandled call (a native method) for the rest, so an
 * unsupported format never yields a wrong string.
 *
 * Like the JDK, the whole format is parsed before anything is printed: the exceptions of
 * malformed specifiers (UnknownFormatConversionException, DuplicateFormatFlagsException,
 * MissingFormatWidthException, IllegalFormatFlagsException, IllegalFormatWidthException,
 * IllegalFormatPrecisionException, FormatFlagsConversionMismatchException) come before any
 * argument's toString runs. Then the pieces are printed in order, appending to the output as
 * they go (printf leaves the text before a failing specifier in the stream): arguments are
 * taken in order (MissingFormatArgumentException when they run out; a null array gives null
 * for each), and IllegalFormatConversionException and IllegalFormatCodePointException are
 * thrown where the JDK throws them.
 *
 * Exact: %b %B, %s %S (toString of the argument; uppercase through String.toUpperCase, so
 * ASCII only), %c %C (Character, Byte, Short, Integer code points), %d (Byte, Short, Integer,
 * Long), %o %x %X (the JDK's two's complement for negative values of each width), %n (written
 * "\n"), %%; the flags '-' and '0', a width, a precision for %s and %b. Unhandled: the other
 * flags, argument indices (n$ and <), %h, %e %f %g %a, %t, Formattable and BigInteger
 * arguments, widths above 2^20 that need padding. Assumes a default format locale whose digits
 * are ASCII and that is not Turkish or Azeri.
 */
public final class SymtestFormat {
    private SymtestFormat() {
    }

    // Kinds of the parsed pieces.
    private static final int FIXED = 0;
    private static final int PERCENT = 1;
    private static final int NEWLINE = 2;
    private static final int BOOLEAN = 3;
    private static final int STRING = 4;
    private static final int CHARACTER = 5;
    private static final int DECIMAL = 6;
    private static final int OCTAL = 7;
    private static final int HEX = 8;

    // Flags of a parsed specifier.
    private static final int LEFT = 1;
    private static final int ZERO = 2;
    private static final int UPPER = 4;

    // Widths up to this are padded here; larger ones (huge allocations) are unhandled.
    private static final int MAX_WIDTH = 1 << 20;

    /** new Formatter().format(format, args).toString(). */
    public static String format(String format, Object[] args) {
        StringBuilder out = new StringBuilder();
        formatTo(out, format, args);
        if (out.length() == 0) {
            return ""; // StringBuilder.toString's empty string, as in the JDK
        }
        return out.toString();
    }

    /**
     * Formats into out, appending each piece as it is printed: when an argument makes the
     * format fail, out holds the text before it. A null out discards the text: the format is
     * still checked and the arguments' toString() still run, but numbers are not rendered, so
     * printing a symbolic int costs no path per digit count when output is not recorded.
     */
    public static void formatTo(StringBuilder out, String format, Object[] args) {
        int n = format.length(); // NullPointerException for a null format
        // The pieces: kind, flags, and two ints each (start and end of fixed text; width and
        // precision of a specifier, -1 when absent). At most one piece per char.
        int[] kind = new int[n];
        int[] flags = new int[n];
        int[] first = new int[n];
        int[] second = new int[n];
        int count = 0;
        int i = 0;
        while (i < n) {
            int p = i;
            while (p < n && format.charAt(p) != '%') {
                p++;
            }
            if (p > i) {
                kind[count] = FIXED;
                first[count] = i;
                second[count] = p;
                count++;
            }
            if (p == n) {
                break;
            }
            i = parseSpecifier(format, p, kind, flags, first, second, count);
            if (i < 0) {
                String text = unsupportedFormat(format, args);
                if (out != null) {
                    out.append(text);
                }
                return;
            }
            count++;
        }
        int lastOrdinary = -1;
        for (int s = 0; s < count; s++) {
            int k = kind[s];
            if (k == FIXED) {
                for (int j = first[s]; out != null && j < second[s]; j++) {
                    out.append(format.charAt(j));
                }
            } else if (k == NEWLINE) {
                if (out != null) {
                    out.append('\n');
                }
            } else if (k == PERCENT) {
                justify(out, "%", flags[s], first[s]);
            } else {
                lastOrdinary++;
                if (args != null && lastOrdinary > args.length - 1) {
                    throw new java.util.MissingFormatArgumentException("argument");
                }
                Object arg = args == null ? null : args[lastOrdinary];
                print(out, k, flags[s], first[s], second[s], arg);
            }
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    // The regex's flag chars: [-#+ 0,(<].
    private static boolean isFlag(char c) {
        return c == '-' || c == '#' || c == '+' || c == ' ' || c == '0' || c == ','
                || c == '(' || c == '<';
    }

    // The regex's conversion chars: [a-zA-Z%].
    private static boolean isConversionChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '%';
    }

    // The conversions java.util.Formatter knows (t and T only with a suffix).
    private static boolean isValidConversion(char c) {
        return c == 'b' || c == 'B' || c == 'h' || c == 'H' || c == 's' || c == 'S'
                || c == 'c' || c == 'C' || c == 'd' || c == 'o' || c == 'x' || c == 'X'
                || c == 'e' || c == 'E' || c == 'f' || c == 'g' || c == 'G' || c == 'a'
                || c == 'A' || c == 'n' || c == '%';
    }

    // The value of the digits [start, end), or -1 when it exceeds Integer.MAX_VALUE.
    private static int parseNumber(String s, int start, int end) {
        long v = 0;
        for (int i = start; i < end; i++) {
            v = v * 10 + (s.charAt(i) - '0');
            if (v > Integer.MAX_VALUE) {
                return -1;
            }
        }
        return (int) v;
    }

    /**
     * Parses the specifier at p (a '%') into piece number at, with the JDK's checks in the
     * JDK's order. Returns the index after it, or -1 for a specifier outside the subset.
     */
    private static int parseSpecifier(String s, int p, int[] kind, int[] flags, int[] first,
                                      int[] second, int at) {
        int n = s.length();
        int i = p + 1;
        if (i >= n) {
            throw new java.util.UnknownFormatConversionException("%");
        }
        char c = s.charAt(i);
        if (isValidConversion(c)) {
            // A conversion right after '%': no flags, width or precision.
            if (!setConversion(c, 0, -1, -1, kind, flags, first, second, at)) {
                return -1;
            }
            return i + 1;
        }
        // The JDK's regex: %(\d+\$)?([-#+ 0,(\<]*)?(\d+)?(\.\d+)?([tT])?([a-zA-Z%]), which
        // matches greedily here (no other way to match exists when the greedy one fails).
        int j = i;
        int d = j;
        while (d < n && isDigit(s.charAt(d))) {
            d++;
        }
        boolean indexed = d > j && d < n && s.charAt(d) == '$';
        if (indexed) {
            j = d + 1;
        }
        int flagsStart = j;
        while (j < n && isFlag(s.charAt(j))) {
            j++;
        }
        int flagsEnd = j;
        int widthStart = j;
        while (j < n && isDigit(s.charAt(j))) {
            j++;
        }
        int widthEnd = j;
        int precisionStart = -1;
        int precisionEnd = -1;
        if (j + 1 < n && s.charAt(j) == '.' && isDigit(s.charAt(j + 1))) {
            precisionStart = j + 1;
            j += 2;
            while (j < n && isDigit(s.charAt(j))) {
                j++;
            }
            precisionEnd = j;
        }
        boolean dateTime = false;
        if (j + 1 < n && (s.charAt(j) == 't' || s.charAt(j) == 'T')
                && isConversionChar(s.charAt(j + 1))) {
            dateTime = true;
            j++;
        }
        if (j >= n || !isConversionChar(s.charAt(j))) {
            throw new java.util.UnknownFormatConversionException("conversion");
        }
        char conversion = s.charAt(j);
        // FormatSpecifier's order: index, flags, width, precision, date/time, conversion.
        if (indexed) {
            return -1;
        }
        int f = 0;
        for (int k = flagsStart; k < flagsEnd; k++) {
            char fc = s.charAt(k);
            if (fc == '-') {
                if ((f & LEFT) != 0) {
                    throw new java.util.DuplicateFormatFlagsException("-");
                }
                f |= LEFT;
            } else if (fc == '0') {
                if ((f & ZERO) != 0) {
                    throw new java.util.DuplicateFormatFlagsException("0");
                }
                f |= ZERO;
            } else {
                return -1;
            }
        }
        int width = -1;
        if (widthEnd > widthStart) {
            width = parseNumber(s, widthStart, widthEnd);
            if (width < 0) {
                throw new java.util.IllegalFormatWidthException(Integer.MIN_VALUE);
            }
        }
        int precision = -1;
        if (precisionStart >= 0) {
            precision = parseNumber(s, precisionStart, precisionEnd);
            if (precision < 0) {
                throw new java.util.IllegalFormatPrecisionException(Integer.MIN_VALUE);
            }
        }
        if (dateTime) {
            return -1;
        }
        if (!isValidConversion(conversion)) {
            throw new java.util.UnknownFormatConversionException("conversion");
        }
        if (!setConversion(conversion, f, width, precision, kind, flags, first, second, at)) {
            return -1;
        }
        return j + 1;
    }

    /**
     * Checks a specifier as the JDK's FormatSpecifier does for its conversion and stores it.
     * Returns false for a conversion outside the subset.
     */
    private static boolean setConversion(char c, int f, int width, int precision, int[] kind,
                                         int[] flags, int[] first, int[] second, int at) {
        boolean left = (f & LEFT) != 0;
        boolean zero = (f & ZERO) != 0;
        int k;
        if (c == 'b' || c == 'B' || c == 's' || c == 'S') {
            if (width == -1 && left) {
                throw new java.util.MissingFormatWidthException("width");
            }
            if (zero) {
                throw new java.util.FormatFlagsConversionMismatchException("0", c);
            }
            k = (c == 'b' || c == 'B') ? BOOLEAN : STRING;
        } else if (c == 'c' || c == 'C') {
            if (precision != -1) {
                throw new java.util.IllegalFormatPrecisionException(precision);
            }
            if (zero) {
                throw new java.util.FormatFlagsConversionMismatchException("0", c);
            }
            if (width == -1 && left) {
                throw new java.util.MissingFormatWidthException("width");
            }
            k = CHARACTER;
        } else if (c == 'd' || c == 'o' || c == 'x' || c == 'X') {
            if (width == -1 && (left || zero)) {
                throw new java.util.MissingFormatWidthException("width");
            }
            if (left && zero) {
                throw new java.util.IllegalFormatFlagsException("-0");
            }
            if (precision != -1) {
                throw new java.util.IllegalFormatPrecisionException(precision);
            }
            k = c == 'd' ? DECIMAL : (c == 'o' ? OCTAL : HEX);
        } else if (c == '%') {
            if (precision != -1) {
                throw new java.util.IllegalFormatPrecisionException(precision);
            }
            if (zero) {
                throw new java.util.IllegalFormatFlagsException("0");
            }
            if (width == -1 && left) {
                throw new java.util.MissingFormatWidthException("width");
            }
            k = PERCENT;
        } else if (c == 'n') {
            if (precision != -1) {
                throw new java.util.IllegalFormatPrecisionException(precision);
            }
            if (width != -1) {
                throw new java.util.IllegalFormatWidthException(width);
            }
            if (f != 0) {
                throw new java.util.IllegalFormatFlagsException("flags");
            }
            k = NEWLINE;
        } else {
            return false; // %h, %e, %f, %g, %a and their upper-case forms
        }
        boolean upper = c == 'B' || c == 'S' || c == 'C' || c == 'X';
        kind[at] = k;
        flags[at] = f | (upper ? UPPER : 0);
        first[at] = width;
        second[at] = precision;
        return true;
    }

    // Prints one argument.
    private static void print(StringBuilder out, int k, int f, int width, int precision,
                              Object arg) {
        if (k == BOOLEAN) {
            String s;
            if (arg == null) {
                s = "false";
            } else if (arg instanceof Boolean) {
                s = ((Boolean) arg).booleanValue() ? "true" : "false";
            } else {
                s = "true";
            }
            printString(out, s, f, width, precision);
            return;
        }
        if (k == STRING) {
            if (arg instanceof java.util.Formattable) {
                String text = formattableText(arg, f, width, precision);
                if (out != null) {
                    out.append(text);
                }
                return;
            }
            printString(out, String.valueOf(arg), f, width, precision);
            return;
        }
        if (k == CHARACTER) {
            printCharacter(out, f, width, arg);
            return;
        }
        printInteger(out, k, f, width, arg);
    }

    private static void printCharacter(StringBuilder out, int f, int width, Object arg) {
        String s;
        if (arg == null) {
            s = "null";
        } else if (arg instanceof Character) {
            s = String.valueOf(((Character) arg).charValue());
        } else {
            int cp;
            if (arg instanceof Byte) {
                cp = ((Byte) arg).byteValue();
            } else if (arg instanceof Short) {
                cp = ((Short) arg).shortValue();
            } else if (arg instanceof Integer) {
                cp = ((Integer) arg).intValue();
            } else {
                throw new java.util.IllegalFormatConversionException('c', arg.getClass());
            }
            if (cp < 0 || cp > 0x10FFFF) {
                throw new java.util.IllegalFormatCodePointException(cp);
            }
            char[] chars;
            if (cp < 0x10000) {
                chars = new char[1];
                chars[0] = (char) cp;
            } else {
                int offset = cp - 0x10000;
                chars = new char[2];
                chars[0] = (char) (0xD800 + (offset >>> 10));
                chars[1] = (char) (0xDC00 + (offset & 0x3FF));
            }
            if (out == null) {
                return;
            }
            s = new String(chars);
        }
        printString(out, s, f, width, -1);
    }

    private static void printInteger(StringBuilder out, int k, int f, int width, Object arg) {
        char conversion = k == DECIMAL ? 'd' : (k == OCTAL ? 'o' : 'x');
        if (arg == null) {
            printString(out, "null", f, width, -1);
            return;
        }
        long v;
        int bits;
        if (arg instanceof Byte) {
            v = ((Byte) arg).byteValue();
            bits = 8;
        } else if (arg instanceof Short) {
            v = ((Short) arg).shortValue();
            bits = 16;
        } else if (arg instanceof Integer) {
            v = ((Integer) arg).intValue();
            bits = 32;
        } else if (arg instanceof Long) {
            v = ((Long) arg).longValue();
            bits = 64;
        } else if (arg instanceof java.math.BigInteger) {
            String text = bigIntegerText(arg, k, f, width);
            if (out != null) {
                out.append(text);
            }
            return;
        } else {
            throw new java.util.IllegalFormatConversionException(conversion, arg.getClass());
        }
        if (out == null) {
            return;
        }
        boolean zero = (f & ZERO) != 0;
        char[] digits;
        int sign = 0; // chars of digits before the magnitude
        if (k == DECIMAL) {
            digits = Long.decimal(v);
            sign = v < 0 ? 1 : 0;
        } else {
            if (v < 0 && bits < 64) {
                v += 1L << bits; // the JDK's two's complement of the argument's width
            }
            digits = unsignedDigits(v, k == OCTAL ? 3 : 4, (f & UPPER) != 0);
        }
        int len = digits.length;
        if (zero && width > len) {
            // Zeros after the sign up to the width (a width was required for '0').
            if (width > MAX_WIDTH) {
                out.append(paddedText(new String(digits), width, f));
                return;
            }
            char[] padded = new char[width];
            int pos = 0;
            for (int i = 0; i < sign; i++) {
                padded[pos] = digits[i];
                pos++;
            }
            for (int i = 0; i < width - len; i++) {
                padded[pos] = '0';
                pos++;
            }
            for (int i = sign; i < len; i++) {
                padded[pos] = digits[i];
                pos++;
            }
            digits = padded;
        }
        justify(out, new String(digits), f, width);
    }

    // The digits of v as an unsigned 64-bit number, shift bits per digit.
    private static char[] unsignedDigits(long v, int shift, boolean upper) {
        int count = 0;
        long t = v;
        do {
            count++;
            t = t >>> shift;
        } while (t != 0);
        char[] out = new char[count];
        long mask = (1L << shift) - 1;
        t = v;
        for (int i = count - 1; i >= 0; i--) {
            int digit = (int) (t & mask);
            // Branch-free ('0'..'9', then letters): a symbolic value does not fork per digit.
            int letter = (9 - digit) >>> 31;
            out[i] = (char) ('0' + digit + letter * ((upper ? 'A' : 'a') - '0' - 10));
            t = t >>> shift;
        }
        return out;
    }

    // The JDK's print(String): precision truncates, then upper case, then the width.
    private static void printString(StringBuilder out, String s, int f, int width,
                                    int precision) {
        if (out == null) {
            return;
        }
        String t = s;
        if (precision != -1 && precision < t.length()) {
            t = t.substring(0, precision);
        }
        if ((f & UPPER) != 0) {
            t = t.toUpperCase();
        }
        justify(out, t, f, width);
    }

    // Pads with spaces to the width: after s with '-', before it otherwise.
    private static void justify(StringBuilder out, String s, int f, int width) {
        if (out == null) {
            return;
        }
        int pad = width - s.length();
        if (width == -1 || pad <= 0) {
            out.append(s);
            return;
        }
        if (width > MAX_WIDTH) {
            out.append(paddedText(s, width, f));
            return;
        }
        boolean left = (f & LEFT) != 0;
        if (left) {
            out.append(s);
        }
        for (int i = 0; i < pad; i++) {
            out.append(' ');
        }
        if (!left) {
            out.append(s);
        }
    }

    // Outside what is modelled: unhandled calls (each returns the text it stands for).
    private static native String unsupportedFormat(String format, Object[] args);

    private static native String formattableText(Object arg, int flags, int width,
                                                 int precision);

    private static native String bigIntegerText(Object arg, int kind, int flags, int width);

    private static native String paddedText(String s, int width, int flags);
}
