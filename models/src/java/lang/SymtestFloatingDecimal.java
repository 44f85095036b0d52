package java.lang;

/**
 * Double.parseDouble and Float.parseFloat (the JDK's FloatingDecimal.readJavaFormatString):
 * the whole syntax and its exceptions exactly (the string trimmed as String.trim does; a
 * NullPointerException for null; a NumberFormatException for what the JDK rejects: empty,
 * a lone sign, no digit, a second point, an exponent without digits, trailing characters
 * other than one of f, F, d, D), "NaN" and "Infinity" with an optional sign, and the value of
 * a decimal string ([+-] digits [. digits] [eE [+-] digits] [fFdD]) wherever this class can
 * prove the correctly rounded result:
 * - zero, and values too small or too large for the type (0 or infinity);
 * - doubles: significands below 2^53 with a power of ten up to 10^22 (Clinger's fast path:
 *   one rounding of exact operands), integers below 10^18 (a long conversion), and longer
 *   significands whose first 16 digits and the next number up round alike (the value lies
 *   between them and rounding is monotonic);
 * - floats: float operations of exact operands, integers below 10^18, and otherwise any
 *   significand (its first 18 digits) whose double approximation, good to 2^-50, is no
 *   closer than 2^-48 to a midpoint between two floats, or that is exactly such a midpoint.
 * Other values (doubles with longer significands or larger powers of ten, subnormal
 * doubles; values within 2^-48 of a float midpoint) and hexadecimal strings (0x...) are
 * unhandled calls.
 */
final class SymtestFloatingDecimal {
    // 2^53: the integers below it are exact doubles.
    private static final long TWO_TO_53 = 1L << 53;
    // Decimal exponents (value = 0.d1d2... * 10^decExp) beyond which a double or float is 0
    // (the value is below half of MIN_VALUE) or infinite (above MAX_VALUE + half an ulp).
    private static final int DOUBLE_ZERO_EXP = -324; // value < 1e-324 < 2^-1075
    private static final int DOUBLE_INFINITE_EXP = 310; // value >= 1e309
    private static final int FLOAT_ZERO_EXP = -46; // value < 1e-46 < 2^-150
    private static final int FLOAT_INFINITE_EXP = 40; // value >= 1e39
    // How many of the significant digits are kept in a long (below 10^18 < 2^63).
    private static final int HEAD_DIGITS = 18;

    private SymtestFloatingDecimal() {
    }

    static double parseDouble(String s) {
        return parse(s, false);
    }

    /** The double parse returns for floats is a float value: the conversion is exact. */
    static float parseFloat(String s) {
        return (float) parse(s, true);
    }

    private static NumberFormatException invalid() {
        return new NumberFormatException("For input string");
    }

    // The JDK's readJavaFormatString, then the value. Its StringIndexOutOfBoundsExceptions
    // (a lone sign, an 'e' at the end) become NumberFormatExceptions: tested before charAt.
    private static double parse(String s, boolean single) {
        String in = s.trim(); // NullPointerException for null, as the JDK
        int len = in.length();
        if (len == 0) {
            throw new NumberFormatException("empty String");
        }
        boolean negative = false;
        boolean signSeen = false;
        int i = 0;
        char c = in.charAt(0);
        if (c == '-' || c == '+') {
            negative = c == '-';
            signSeen = true;
            i++;
            if (i == len) {
                throw invalid();
            }
            c = in.charAt(i);
        }
        if (c == 'N') {
            if (len - i == 3 && in.startsWith("NaN", i)) {
                return Double.NaN;
            }
            throw invalid();
        }
        if (c == 'I') {
            if (len - i == 8 && in.startsWith("Infinity", i)) {
                return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
            }
            throw invalid();
        }
        if (c == '0' && len > i + 1) {
            char x = in.charAt(i + 1);
            if (x == 'x' || x == 'X') {
                return single ? hexFloat(in) : hexDouble(in);
            }
        }
        // The significant digits (after leading zeros) go into head, the first HEAD_DIGITS of
        // them (later trailing zeros included, removed below), instead of the JDK's char array.
        long head = 0;
        int headCount = 0;
        boolean decSeen = false;
        int nDigits = 0;
        int decPt = 0;
        int nLeadZero = 0;
        int nTrailZero = 0;
        while (i < len) { // leading zeros
            c = in.charAt(i);
            if (c == '0') {
                nLeadZero++;
            } else if (c == '.') {
                if (decSeen) {
                    throw new NumberFormatException("multiple points");
                }
                decPt = signSeen ? i - 1 : i;
                decSeen = true;
            } else {
                break;
            }
            i++;
        }
        while (i < len) { // digits
            c = in.charAt(i);
            if (c >= '0' && c <= '9') {
                if (headCount < HEAD_DIGITS) {
                    head = head * 10 + (c - '0');
                    headCount++;
                }
                nDigits++;
                nTrailZero = (c == '0') ? nTrailZero + 1 : 0;
            } else if (c == '.') {
                if (decSeen) {
                    throw new NumberFormatException("multiple points");
                }
                decPt = signSeen ? i - 1 : i;
                decSeen = true;
            } else {
                break;
            }
            i++;
        }
        nDigits -= nTrailZero;
        boolean isZero = nDigits == 0;
        if (isZero && nLeadZero == 0) { // no digit at all
            throw invalid();
        }
        int decExp = decSeen ? decPt - nLeadZero : nDigits + nTrailZero;
        if (i < len && ((c = in.charAt(i)) == 'e' || c == 'E')) {
            int expSign = 1;
            int expVal = 0;
            int reallyBig = Integer.MAX_VALUE / 10;
            boolean expOverflow = false;
            i++;
            if (i == len) {
                throw invalid();
            }
            c = in.charAt(i);
            if (c == '-' || c == '+') {
                expSign = (c == '-') ? -1 : 1;
                i++;
            }
            int expAt = i;
            while (i < len) {
                if (expVal >= reallyBig) { // the next digit would overflow
                    expOverflow = true;
                }
                c = in.charAt(i);
                if (c >= '0' && c <= '9') {
                    expVal = expVal * 10 + (c - '0');
                    i++;
                } else {
                    break;
                }
            }
            int expLimit = 324 + nDigits + nTrailZero; // the JDK's BIG_DECIMAL_EXPONENT + ...
            if (expOverflow || (expVal > expLimit)) {
                if (!expOverflow && (expSign == 1 && decExp < 0)
                        && (expVal + decExp) < expLimit) {
                    decExp += expVal;
                } else { // enough for 0 or infinity
                    decExp = expSign * expLimit;
                }
            } else {
                decExp = decExp + expSign * expVal;
            }
            if (i == expAt) { // no exponent digits
                throw invalid();
            }
        }
        if (i < len && ((i != len - 1) || (in.charAt(i) != 'f' && in.charAt(i) != 'F'
                && in.charAt(i) != 'd' && in.charAt(i) != 'D'))) {
            throw invalid();
        }
        double magnitude = isZero ? 0.0 : magnitude(head, headCount, nDigits, decExp, single);
        if (magnitude != magnitude) {
            return single ? inexactFloat(in) : inexactDouble(in);
        }
        return negative ? -magnitude : magnitude;
    }

    // The value 0.d1d2..dn * 10^decExp rounded to the type, its first digits in head, or NaN
    // when it cannot be computed exactly here.
    private static double magnitude(long head, int headCount, int nDigits, int decExp,
            boolean single) {
        if (decExp <= (single ? FLOAT_ZERO_EXP : DOUBLE_ZERO_EXP)) {
            return 0.0;
        }
        if (decExp >= (single ? FLOAT_INFINITE_EXP : DOUBLE_INFINITE_EXP)) {
            return Double.POSITIVE_INFINITY;
        }
        if (nDigits <= HEAD_DIGITS) {
            // Drops the trailing zeros head holds (no division, symbolic or not, without them).
            long n = (headCount == nDigits) ? head : head / powerOfTenLong(headCount - nDigits);
            int e = decExp - nDigits;
            double r = single ? exactFloat(n, e) : exactDouble(n, e);
            if (r == r) {
                return r;
            }
            if (single) {
                return nearFloat(n, e);
            }
            if (nDigits <= 16) {
                return Double.NaN;
            }
        } else if (single) { // the value lies below the next number up from its first digits
            return nearFloat(head, decExp - HEAD_DIGITS);
        }
        // A double from more digits than an exact operation takes: the value lies between
        // the number of its first 16 digits and the next number up, at the same power of ten,
        // so it rounds as they do when they round alike.
        long n = head / powerOfTenLong(headCount - 16);
        double low = exactDouble(n, decExp - 16);
        double high = exactDouble(n + 1, decExp - 16);
        return (low == high) ? low : Double.NaN;
    }

    // n * 10^e (1 <= n < 10^18) correctly rounded to double, when one rounding computes it
    // (Clinger's fast path, or the conversion of a long), else NaN.
    private static double exactDouble(long n, int e) {
        if (e >= 0 && e <= 18 && n < powerOfTenLong(18 - e)) { // n * 10^e < 10^18: a long
            return (double) (n * powerOfTenLong(e));
        }
        if (n >= TWO_TO_53) {
            return Double.NaN;
        }
        if (e >= 0 && e <= 22) {
            return (double) n * powerOfTen(e);
        } else if (e < 0 && e >= -22) {
            return (double) n / powerOfTen(-e);
        } else if (e > 22 && e - 22 <= 15 && n <= (TWO_TO_53 - 1) / powerOfTenLong(e - 22)) {
            return (double) (n * powerOfTenLong(e - 22)) * 1.0e22; // an exact double times 10^22
        }
        return Double.NaN;
    }

    // n * 10^e correctly rounded to float (returned as a double), when one rounding of exact
    // operands computes it, else NaN.
    private static double exactFloat(long n, int e) {
        if (e >= 0 && e <= 18 && n < powerOfTenLong(18 - e)) {
            return (double) (float) (n * powerOfTenLong(e));
        }
        if (n < (1L << 24) && e >= -10 && e <= 10) { // exact float operands
            float f = (float) n;
            return (e >= 0) ? f * (float) powerOfTen(e) : f / (float) powerOfTen(-e);
        }
        return Double.NaN;
    }

    /**
     * x = n * 10^e rounded to float (as a double), where n < 10^18 holds all the digits or the
     * first 18 of them (then x lies below (n + 1) * 10^e), and x is in the float range's
     * decimal exponents (1e-46 <= x < 1e40, so -63 <= e <= 38). d approximates x within
     * 2^-50 of d (four double roundings and the truncation, at most 10^-17): when no float
     * midpoint lies within 2^-48 of d, x rounds to the float d rounds to. Else, when x is the
     * exact quotient of n by a power of ten up to 10^22, its rounding; else NaN.
     */
    private static double nearFloat(long n, int e) {
        int k = (e >= 0) ? e : -e;
        double p = (k <= 22) ? powerOfTen(k)
                : (k <= 44) ? 1.0e22 * powerOfTen(k - 22) : 1.0e22 * 1.0e22 * powerOfTen(k - 44);
        double d = (e >= 0) ? (double) n * p : (double) n / p;
        float f = (float) d;
        double below;
        double above;
        if (f == Float.POSITIVE_INFINITY) {
            below = 0x1.ffffffp127; // MAX_VALUE + half an ulp: from here, x rounds to infinity
            above = Double.POSITIVE_INFINITY;
        } else {
            below = ((double) f + (double) Math.nextDown(f)) / 2; // exact
            above = (f == Float.MAX_VALUE) ? 0x1.ffffffp127 : ((double) f + Math.nextUp(f)) / 2;
        }
        double slack = d * 0x1.0p-48;
        if (d - slack > below && d + slack < above) {
            return f;
        }
        if (n < TWO_TO_53 && e < 0 && e >= -22) {
            double q = (double) n / powerOfTen(k); // one rounding
            if (isQuotient(q, n, k)) {
                return (double) (float) q;
            }
        }
        return Double.NaN;
    }

    // Whether q (a normal double) is exactly n / 10^k (1 <= k <= 22). With q = m * 2^(b - 1075)
    // (m the 53-bit significand, b the biased exponent), that is n * 2^r = m * 5^k for
    // r = 1075 - b - k: r >= 0 as n < 2^53, and m must end in r zero bits.
    private static boolean isQuotient(double q, long n, int k) {
        long bits = SymtestPrimitives.doubleBits(q);
        long m = (bits & 0x000fffffffffffffL) | 0x0010000000000000L;
        int r = 1075 - k - (int) (bits >>> 52);
        if (r < 0 || r > 52 || (m & ((1L << r) - 1)) != 0) {
            return false;
        }
        long fivePower = 1L; // 5^k < 2^52
        for (int j = 0; j < k; j++) {
            fivePower *= 5L;
        }
        return n % fivePower == 0 && n / fivePower == (m >> r);
    }

    // 10^k for 0 <= k <= 22: every product is an exact double.
    private static double powerOfTen(int k) {
        double p = 1.0;
        for (int j = 0; j < k; j++) {
            p *= 10.0;
        }
        return p;
    }

    // 10^k for 0 <= k <= 18.
    private static long powerOfTenLong(int k) {
        long p = 1L;
        for (int j = 0; j < k; j++) {
            p *= 10L;
        }
        return p;
    }

    // Not modelled: unhandled calls.
    private static native double hexDouble(String in);

    private static native float hexFloat(String in);

    private static native double inexactDouble(String in);

    private static native float inexactFloat(String in);
}
