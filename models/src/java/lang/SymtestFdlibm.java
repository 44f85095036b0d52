package java.lang;

/**
 * fdlibm 5.3's exponential, logarithmic, power, hyperbolic, cube root and hypotenuse functions,
 * written for symtest in Java with fdlibm's constants and order of operations, so each result
 * is bit for bit StrictMath's in JDK 17 (whose cbrt, hypot, pow and exp are Java ports of the
 * same C code and whose other methods call the C code itself). Floating-point words are read
 * and written through SymtestPrimitives' bit views; a NaN argument is returned as the NaN
 * before any word is read (symtest has one NaN). Trigonometry is in SymtestFdlibmTrig.
 */
final class SymtestFdlibm {
    private SymtestFdlibm() {
    }

    static final double HUGE = 1.0e300;
    static final double TINY = 1.0e-300;
    static final double TWO54 = 1.80143985094819840000e+16; // 0x43500000, 0x00000000
    static final double LN2_HI = 6.93147180369123816490e-01; // 0x3fe62e42, 0xfee00000
    static final double LN2_LO = 1.90821492927058770002e-10; // 0x3dea39ef, 0x35793c76
    static final double INV_LN2 = 1.44269504088896338700e+00; // 0x3ff71547, 0x652b82fe
    static final double EXP_OVERFLOW = 7.09782712893383973096e+02; // 0x40862E42, 0xFEFA39EF
    static final double EXP_UNDERFLOW = -7.45133219101941108420e+02; // 0xc0874910, 0xD52D3051
    static final double TWO_M1000 = 9.33263618503218878990e-302; // 2^-1000

    // exp's polynomial, also pow's for 2^r.
    static final double P1 = 1.66666666666666019037e-01; // 0x3FC55555, 0x5555553E
    static final double P2 = -2.77777777770155933842e-03; // 0xBF66C16C, 0x16BEBD93
    static final double P3 = 6.61375632143793436117e-05; // 0x3F11566A, 0xAF25DE2C
    static final double P4 = -1.65339022054652515390e-06; // 0xBEBBBD41, 0xC5D26BF1
    static final double P5 = 4.13813679705723846039e-08; // 0x3E663769, 0x72BEA4D0

    // log's and log1p's polynomial.
    static final double LG1 = 6.666666666666735130e-01; // 3FE55555 55555593
    static final double LG2 = 3.999999999940941908e-01; // 3FD99999 9997FA04
    static final double LG3 = 2.857142874366239149e-01; // 3FD24924 94229359
    static final double LG4 = 2.222219843214978396e-01; // 3FCC71C5 1D8E78AF
    static final double LG5 = 1.818357216161805012e-01; // 3FC74664 96CB03DE
    static final double LG6 = 1.531383769920937332e-01; // 3FC39A09 D078C69F
    static final double LG7 = 1.479819860511658591e-01; // 3FC2F112 DF3E5244

    // ---- the words of a double ----

    static int hi(double x) {
        return (int) (SymtestPrimitives.doubleBits(x) >>> 32);
    }

    static int lo(double x) {
        return (int) SymtestPrimitives.doubleBits(x);
    }

    static double words(int hi, int lo) {
        return SymtestPrimitives.doubleFromBits(((long) hi << 32) | (lo & 0xffffffffL));
    }

    static double withHi(double x, int hi) {
        return words(hi, lo(x));
    }

    /** x with its low word cleared: fdlibm's split of a double into a short head and a tail. */
    static double head(double x) {
        return SymtestPrimitives.doubleFromBits(SymtestPrimitives.doubleBits(x)
                & 0xffffffff00000000L);
    }

    static double abs(double x) {
        return SymtestPrimitives.doubleFromBits(SymtestPrimitives.doubleBits(x)
                & 0x7fffffffffffffffL);
    }

    // ---- exp ----

    static double exp(double x) {
        if (x != x) {
            return x;
        }
        int hx = hi(x);
        int xsb = (hx >>> 31) & 1;
        hx &= 0x7fffffff;
        if (hx >= 0x40862E42) { // |x| >= 709.78...
            if (hx >= 0x7ff00000) {
                return xsb == 0 ? x : 0.0; // exp(+-inf) = {inf, 0}
            }
            if (x > EXP_OVERFLOW) {
                return Double.POSITIVE_INFINITY;
            }
            if (x < EXP_UNDERFLOW) {
                return 0.0;
            }
        }
        double hiPart = 0.0;
        double loPart = 0.0;
        int k = 0;
        if (hx > 0x3fd62e42) { // |x| > 0.5 ln2: x = k ln2 + r
            if (hx < 0x3FF0A2B2) { // and |x| < 1.5 ln2
                hiPart = xsb == 0 ? x - LN2_HI : x + LN2_HI;
                loPart = xsb == 0 ? LN2_LO : -LN2_LO;
                k = 1 - xsb - xsb;
            } else {
                k = (int) (INV_LN2 * x + (xsb == 0 ? 0.5 : -0.5));
                double t = k;
                hiPart = x - t * LN2_HI; // t * LN2_HI is exact here
                loPart = t * LN2_LO;
            }
            x = hiPart - loPart;
        } else if (hx < 0x3e300000) { // |x| < 2^-28
            return 1.0 + x;
        }
        double t = x * x;
        double c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
        if (k == 0) {
            return 1.0 - ((x * c) / (c - 2.0) - x);
        }
        double y = 1.0 - ((loPart - (x * c) / (2.0 - c)) - hiPart);
        if (k >= -1021) {
            return withHi(y, hi(y) + (k << 20));
        }
        return withHi(y, hi(y) + ((k + 1000) << 20)) * TWO_M1000;
    }

    // ---- log and log10 ----

    static double log(double x) {
        if (x != x) {
            return x;
        }
        int hx = hi(x);
        int lx = lo(x);
        int k = 0;
        if (hx < 0x00100000) { // x < 2^-1022
            if (((hx & 0x7fffffff) | lx) == 0) {
                return Double.NEGATIVE_INFINITY; // log(+-0)
            }
            if (hx < 0) {
                return Double.NaN; // log of a negative number
            }
            k -= 54;
            x *= TWO54; // subnormal: scale up
            hx = hi(x);
        }
        if (hx >= 0x7ff00000) {
            return x + x;
        }
        k += (hx >> 20) - 1023;
        hx &= 0x000fffff;
        int i = (hx + 0x95f64) & 0x100000;
        x = withHi(x, hx | (i ^ 0x3ff00000)); // normalize x or x/2
        k += i >> 20;
        double f = x - 1.0;
        if ((0x000fffff & (2 + hx)) < 3) { // |f| < 2^-20
            if (f == 0.0) {
                if (k == 0) {
                    return 0.0;
                }
                double dk = k;
                return dk * LN2_HI + dk * LN2_LO;
            }
            double r = f * f * (0.5 - 0.33333333333333333 * f);
            if (k == 0) {
                return f - r;
            }
            double dk = k;
            return dk * LN2_HI - ((r - dk * LN2_LO) - f);
        }
        double s = f / (2.0 + f);
        double dk = k;
        double z = s * s;
        i = hx - 0x6147a;
        double w = z * z;
        int j = 0x6b851 - hx;
        double t1 = w * (LG2 + w * (LG4 + w * LG6));
        double t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
        i |= j;
        double r = t2 + t1;
        if (i > 0) {
            double hfsq = 0.5 * f * f;
            if (k == 0) {
                return f - (hfsq - s * (hfsq + r));
            }
            return dk * LN2_HI - ((hfsq - (s * (hfsq + r) + dk * LN2_LO)) - f);
        }
        if (k == 0) {
            return f - s * (f - r);
        }
        return dk * LN2_HI - ((s * (f - r) - dk * LN2_LO) - f);
    }

    static double log10(double x) {
        if (x != x) {
            return x;
        }
        final double invLn10 = 4.34294481903251816668e-01; // 0x3FDBCB7B, 0x1526E50E
        final double log10Of2Hi = 3.01029995663611771306e-01; // 0x3FD34413, 0x509F6000
        final double log10Of2Lo = 3.69423907715893078616e-13; // 0x3D59FEF3, 0x11F12B36
        int hx = hi(x);
        int lx = lo(x);
        int k = 0;
        if (hx < 0x00100000) {
            if (((hx & 0x7fffffff) | lx) == 0) {
                return Double.NEGATIVE_INFINITY;
            }
            if (hx < 0) {
                return Double.NaN;
            }
            k -= 54;
            x *= TWO54;
            hx = hi(x);
        }
        if (hx >= 0x7ff00000) {
            return x + x;
        }
        k += (hx >> 20) - 1023;
        int i = k >>> 31;
        hx = (hx & 0x000fffff) | ((0x3ff - i) << 20);
        double y = k + i;
        x = withHi(x, hx);
        double z = y * log10Of2Lo + invLn10 * log(x);
        return z + y * log10Of2Hi;
    }

    // ---- pow ----

    static double pow(double x, double y) {
        final double two53 = 9007199254740992.0;
        final double l1 = 5.99999999999994648725e-01; // 0x3FE33333, 0x33333303
        final double l2 = 4.28571428578550184252e-01; // 0x3FDB6DB6, 0xDB6FABFF
        final double l3 = 3.33333329818377432918e-01; // 0x3FD55555, 0x518F264D
        final double l4 = 2.72728123808534006489e-01; // 0x3FD17460, 0xA91D4101
        final double l5 = 2.30660745775561754067e-01; // 0x3FCD864A, 0x93C9DB65
        final double l6 = 2.06975017800338417784e-01; // 0x3FCA7E28, 0x4A454EEF
        final double lg2 = 6.93147180559945286227e-01; // 0x3FE62E42, 0xFEFA39EF
        final double lg2H = 6.93147182464599609375e-01; // 0x3FE62E43, 0x00000000
        final double lg2L = -1.90465429995776804525e-09; // 0xBE205C61, 0x0CA86C39
        final double ovt = 8.0085662595372944372e-17; // -(1024 - log2(overflow + 0.5 ulp))
        final double cp = 9.61796693925975554329e-01; // 0x3FEEC709, 0xDC3A03FD = 2/(3 ln2)
        final double cpH = 9.61796700954437255859e-01; // 0x3FEEC709, 0xE0000000
        final double cpL = -7.02846165095275826516e-09; // 0xBE3E2FE0, 0x145B01F5
        final double invLn2H = 1.44269502162933349609e+00; // 0x3FF71547, 0x60000000
        final double invLn2L = 1.92596299112661746887e-08; // 0x3E54AE0B, 0xF85DDF44
        int hx = hi(x);
        int lx = lo(x);
        int hy = hi(y);
        int ly = lo(y);
        int ix = hx & 0x7fffffff;
        int iy = hy & 0x7fffffff;
        if ((iy | ly) == 0) {
            return 1.0; // x^0 = 1, even for NaN
        }
        if (x != x || y != y) {
            return x + y;
        }
        // yIsInt: 0 y is not an integer, 1 an odd integer, 2 an even integer (for x < 0)
        int yIsInt = 0;
        if (hx < 0) {
            if (iy >= 0x43400000) {
                yIsInt = 2;
            } else if (iy >= 0x3ff00000) {
                int k = (iy >> 20) - 0x3ff;
                if (k > 20) {
                    int j = ly >>> (52 - k);
                    if ((j << (52 - k)) == ly) {
                        yIsInt = 2 - (j & 1);
                    }
                } else if (ly == 0) {
                    int j = iy >> (20 - k);
                    if ((j << (20 - k)) == iy) {
                        yIsInt = 2 - (j & 1);
                    }
                }
            }
        }
        if (ly == 0) {
            if (iy == 0x7ff00000) { // y is +-inf
                if (((ix - 0x3ff00000) | lx) == 0) {
                    return Double.NaN; // (+-1)^+-inf
                }
                if (ix >= 0x3ff00000) { // (|x| > 1)^+-inf = inf, 0
                    return hy >= 0 ? y : 0.0;
                }
                return hy < 0 ? -y : 0.0; // (|x| < 1)^-+inf = inf, 0
            }
            if (iy == 0x3ff00000) { // y is +-1
                return hy < 0 ? 1.0 / x : x;
            }
            if (hy == 0x40000000) {
                return x * x;
            }
            if (hy == 0x3fe00000 && hx >= 0) { // y is 0.5, x >= +0
                return SymtestPrimitives.sqrt(x);
            }
        }
        double ax = abs(x);
        if (lx == 0 && (ix == 0x7ff00000 || ix == 0 || ix == 0x3ff00000)) {
            double z = ax; // x is +-0, +-inf, +-1
            if (hy < 0) {
                z = 1.0 / z;
            }
            if (hx < 0) {
                if (((ix - 0x3ff00000) | yIsInt) == 0) {
                    z = Double.NaN; // (-1)^non-integer
                } else if (yIsInt == 1) {
                    z = -z; // (x < 0)^odd = -(|x|^odd)
                }
            }
            return z;
        }
        int n = (hx >> 31) + 1;
        if ((n | yIsInt) == 0) {
            return Double.NaN; // (x < 0)^non-integer
        }
        double s = (n | (yIsInt - 1)) == 0 ? -1.0 : 1.0; // the sign of (-x)^odd
        double t1;
        double t2;
        if (iy > 0x41e00000) { // |y| > 2^31
            if (iy > 0x43f00000) { // |y| > 2^64: must overflow or underflow
                if (ix <= 0x3fefffff) {
                    return hy < 0 ? Double.POSITIVE_INFINITY : 0.0;
                }
                if (ix >= 0x3ff00000) {
                    return hy > 0 ? Double.POSITIVE_INFINITY : 0.0;
                }
            }
            if (ix < 0x3fefffff) { // x not close to one
                return hy < 0 ? s * Double.POSITIVE_INFINITY : s * 0.0;
            }
            if (ix > 0x3ff00000) {
                return hy > 0 ? s * Double.POSITIVE_INFINITY : s * 0.0;
            }
            // |1 - x| <= 2^-20: log(x) by x - x^2/2 + x^3/3 - x^4/4
            double t = ax - 1.0; // 20 trailing zeros
            double w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25));
            double u = invLn2H * t; // invLn2H has 21 significant bits
            double v = t * invLn2L - w * INV_LN2;
            t1 = head(u + v);
            t2 = v - (t1 - u);
        } else {
            n = 0;
            if (ix < 0x00100000) { // subnormal x
                ax *= two53;
                n -= 53;
                ix = hi(ax);
            }
            n += (ix >> 20) - 0x3ff;
            int j = ix & 0x000fffff;
            int k;
            ix = j | 0x3ff00000; // normalize ix
            if (j <= 0x3988E) { // |x| < sqrt(3/2)
                k = 0;
            } else if (j < 0xBB67A) { // |x| < sqrt(3)
                k = 1;
            } else {
                k = 0;
                n += 1;
                ix -= 0x00100000;
            }
            ax = withHi(ax, ix);
            double bp = k == 0 ? 1.0 : 1.5;
            double dpH = k == 0 ? 0.0 : 5.84962487220764160156e-01; // 0x3FE2B803, 0x40000000
            double dpL = k == 0 ? 0.0 : 1.35003920212974897128e-08; // 0x3E4CFDEB, 0x43CFD006
            // ss = sH + sL = (x - 1) / (x + 1) or (x - 1.5) / (x + 1.5)
            double u = ax - bp;
            double v = 1.0 / (ax + bp);
            double ss = u * v;
            double sH = head(ss);
            double tH = words(((ix >> 1) | 0x20000000) + 0x00080000 + (k << 18), 0);
            double tL = ax - (tH - bp);
            double sL = v * ((u - sH * tH) - sH * tL);
            // log(ax)
            double s2 = ss * ss;
            double r = s2 * s2 * (l1 + s2 * (l2 + s2 * (l3 + s2 * (l4 + s2 * (l5 + s2 * l6)))));
            r += sL * (sH + ss);
            s2 = sH * sH;
            tH = head(3.0 + s2 + r);
            tL = r - ((tH - 3.0) - s2);
            u = sH * tH;
            v = sL * tH + tL * ss;
            double pH = head(u + v);
            double pL = v - (pH - u);
            double zH = cpH * pH;
            double zL = cpL * pH + pL * cp + dpL;
            // log2(ax) = n + dpH + zH + zL
            double t = n;
            t1 = head(((zH + zL) + dpH) + t);
            t2 = zL - (((t1 - t) - dpH) - zH);
        }
        // (y1 + y2) * (t1 + t2), y1 the head of y
        double y1 = head(y);
        double pL = (y - y1) * t1 + y * t2;
        double pH = y1 * t1;
        double z = pL + pH;
        int j = hi(z);
        int i = lo(z);
        if (j >= 0x40900000) { // z >= 1024
            if (((j - 0x40900000) | i) != 0 || pL + ovt > z - pH) {
                return s * Double.POSITIVE_INFINITY;
            }
        } else if ((j & 0x7fffffff) >= 0x4090cc00) { // z <= -1075
            if (((j - 0xc090cc00) | i) != 0 || pL <= z - pH) {
                return s * 0.0;
            }
        }
        // 2^(pH + pL)
        i = j & 0x7fffffff;
        int k = (i >> 20) - 0x3ff;
        n = 0;
        if (i > 0x3fe00000) { // |z| > 0.5: n = [z + 0.5]
            n = j + (0x00100000 >> (k + 1));
            k = ((n & 0x7fffffff) >> 20) - 0x3ff;
            double t = words(n & ~(0x000fffff >> k), 0);
            n = ((n & 0x000fffff) | 0x00100000) >> (20 - k);
            if (j < 0) {
                n = -n;
            }
            pH -= t;
        }
        double t = head(pL + pH);
        double u = t * lg2H;
        double v = (pL - (t - pH)) * lg2 + t * lg2L;
        z = u + v;
        double w = v - (z - u);
        t = z * z;
        t1 = z - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
        double r = (z * t1) / (t1 - 2.0) - (w + z * w);
        z = 1.0 - (r - z);
        j = hi(z);
        j += n << 20;
        if ((j >> 20) <= 0) {
            z = Math.scalb(z, n); // subnormal result
        } else {
            z = withHi(z, hi(z) + (n << 20));
        }
        return s * z;
    }

    // ---- expm1 and log1p ----

    static double expm1(double x) {
        if (x != x) {
            return x;
        }
        final double q1 = -3.33333333333331316428e-02; // BFA11111 111110F4
        final double q2 = 1.58730158725481460165e-03; // 3F5A01A0 19FE5585
        final double q3 = -7.93650757867487942473e-05; // BF14CE19 9EAADBB7
        final double q4 = 4.00821782732936239552e-06; // 3ED0CFCA 86E65239
        final double q5 = -2.01099218183624371326e-07; // BE8AFDB7 6E09C32D
        int hx = hi(x);
        boolean negative = hx < 0;
        hx &= 0x7fffffff;
        if (hx >= 0x4043687A) { // |x| >= 56 ln2
            if (hx >= 0x40862E42) { // |x| >= 709.78...
                if (hx >= 0x7ff00000) {
                    return negative ? -1.0 : x; // expm1(+-inf) = {inf, -1}
                }
                if (x > EXP_OVERFLOW) {
                    return Double.POSITIVE_INFINITY;
                }
            }
            if (negative) {
                return -1.0; // x < -56 ln2
            }
        }
        double c = 0.0;
        int k = 0;
        if (hx > 0x3fd62e42) { // |x| > 0.5 ln2
            double hiPart;
            double loPart;
            if (hx < 0x3FF0A2B2) { // and |x| < 1.5 ln2
                hiPart = negative ? x + LN2_HI : x - LN2_HI;
                loPart = negative ? -LN2_LO : LN2_LO;
                k = negative ? -1 : 1;
            } else {
                k = (int) (INV_LN2 * x + (negative ? -0.5 : 0.5));
                double t = k;
                hiPart = x - t * LN2_HI;
                loPart = t * LN2_LO;
            }
            x = hiPart - loPart;
            c = (hiPart - x) - loPart;
        } else if (hx < 0x3c900000) { // |x| < 2^-54
            return x;
        }
        double hfx = 0.5 * x;
        double hxs = x * hfx;
        double r1 = 1.0 + hxs * (q1 + hxs * (q2 + hxs * (q3 + hxs * (q4 + hxs * q5))));
        double t = 3.0 - r1 * hfx;
        double e = hxs * ((r1 - t) / (6.0 - x * t));
        if (k == 0) {
            return x - (x * e - hxs);
        }
        e = x * (e - c) - c;
        e -= hxs;
        if (k == -1) {
            return 0.5 * (x - e) - 0.5;
        }
        if (k == 1) {
            if (x < -0.25) {
                return -2.0 * (e - (x + 0.5));
            }
            return 1.0 + 2.0 * (x - e);
        }
        if (k <= -2 || k > 56) { // exp(x) - 1 is close enough to exp(x)
            double y = 1.0 - (e - x);
            y = withHi(y, hi(y) + (k << 20));
            return y - 1.0;
        }
        double y;
        if (k < 20) {
            double oneMinus = words(0x3ff00000 - (0x200000 >> k), 0); // 1 - 2^-k
            y = oneMinus - (e - x);
        } else {
            double twoToMinusK = words((0x3ff - k) << 20, 0);
            y = x - (e + twoToMinusK);
            y += 1.0;
        }
        return withHi(y, hi(y) + (k << 20));
    }

    static double log1p(double x) {
        if (x != x) {
            return x;
        }
        int hx = hi(x);
        int ax = hx & 0x7fffffff;
        int k = 1;
        double f = 0.0;
        int hu = 0;
        if (hx < 0x3FDA827A) { // x < 0.41422
            if (ax >= 0x3ff00000) { // x <= -1.0
                return x == -1.0 ? Double.NEGATIVE_INFINITY : Double.NaN;
            }
            if (ax < 0x3e200000) { // |x| < 2^-29
                if (ax < 0x3c900000) { // |x| < 2^-54
                    return x;
                }
                return x - x * x * 0.5;
            }
            if (hx > 0 || hx <= 0xbfd2bec3) { // -0.2929 < x < 0.41422
                k = 0;
                f = x;
                hu = 1;
            }
        }
        if (hx >= 0x7ff00000) {
            return x + x;
        }
        double c = 0.0;
        if (k != 0) {
            double u;
            if (hx < 0x43400000) {
                u = 1.0 + x;
                hu = hi(u);
                k = (hu >> 20) - 1023;
                c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0); // correction term
                c /= u;
            } else {
                u = x;
                hu = hi(u);
                k = (hu >> 20) - 1023;
                c = 0.0;
            }
            hu &= 0x000fffff;
            if (hu < 0x6a09e) {
                u = withHi(u, hu | 0x3ff00000); // normalize u
            } else {
                k += 1;
                u = withHi(u, hu | 0x3fe00000); // normalize u/2
                hu = (0x00100000 - hu) >> 2;
            }
            f = u - 1.0;
        }
        double hfsq = 0.5 * f * f;
        if (hu == 0) { // |f| < 2^-20
            if (f == 0.0) {
                if (k == 0) {
                    return 0.0;
                }
                c += k * LN2_LO;
                return k * LN2_HI + c;
            }
            double r = hfsq * (1.0 - 0.66666666666666666 * f);
            if (k == 0) {
                return f - r;
            }
            return k * LN2_HI - ((r - (k * LN2_LO + c)) - f);
        }
        double s = f / (2.0 + f);
        double z = s * s;
        double r = z * (LG1 + z * (LG2 + z * (LG3 + z * (LG4 + z * (LG5 + z * (LG6
                + z * LG7))))));
        if (k == 0) {
            return f - (hfsq - s * (hfsq + r));
        }
        return k * LN2_HI - ((hfsq - (s * (hfsq + r) + (k * LN2_LO + c))) - f);
    }

    // ---- hyperbolic functions ----

    // exp(|x|) overflows beyond 709.78, but exp(|x|/2)^2/2 not before this threshold.
    private static boolean belowHyperbolicOverflow(int ix, double x) {
        return ix < 0x408633CE
                || (ix == 0x408633ce && Integer.compareUnsigned(lo(x), 0x8fb9f87d) <= 0);
    }

    static double sinh(double x) {
        if (x != x) {
            return x;
        }
        int jx = hi(x);
        int ix = jx & 0x7fffffff;
        if (ix >= 0x7ff00000) {
            return x + x;
        }
        double h = jx < 0 ? -0.5 : 0.5;
        if (ix < 0x40360000) { // |x| < 22
            if (ix < 0x3e300000) { // |x| < 2^-28
                return x;
            }
            double t = expm1(abs(x));
            if (ix < 0x3ff00000) {
                return h * (2.0 * t - t * t / (t + 1.0));
            }
            return h * (t + t / (t + 1.0));
        }
        if (ix < 0x40862E42) { // |x| in [22, log(MAX_VALUE)]
            return h * exp(abs(x));
        }
        if (belowHyperbolicOverflow(ix, x)) {
            double w = exp(0.5 * abs(x));
            double t = h * w;
            return t * w;
        }
        return x * 1.0e307; // overflow
    }

    static double cosh(double x) {
        if (x != x) {
            return x;
        }
        int ix = hi(x) & 0x7fffffff;
        if (ix >= 0x7ff00000) {
            return x * x;
        }
        if (ix < 0x3fd62e43) { // |x| < 0.5 ln2
            double t = expm1(abs(x));
            double w = 1.0 + t;
            if (ix < 0x3c800000) {
                return w; // cosh(tiny) = 1
            }
            return 1.0 + (t * t) / (w + w);
        }
        if (ix < 0x40360000) { // |x| < 22
            double t = exp(abs(x));
            return 0.5 * t + 0.5 / t;
        }
        if (ix < 0x40862E42) {
            return 0.5 * exp(abs(x));
        }
        if (belowHyperbolicOverflow(ix, x)) {
            double w = exp(0.5 * abs(x));
            double t = 0.5 * w;
            return t * w;
        }
        return Double.POSITIVE_INFINITY;
    }

    static double tanh(double x) {
        if (x != x) {
            return x;
        }
        int jx = hi(x);
        int ix = jx & 0x7fffffff;
        if (ix >= 0x7ff00000) {
            return jx >= 0 ? 1.0 : -1.0; // tanh(+-inf) = +-1
        }
        double z;
        if (ix < 0x40360000) { // |x| < 22
            if (ix < 0x3c800000) { // |x| < 2^-55
                return x * (1.0 + x);
            }
            if (ix >= 0x3ff00000) { // |x| >= 1
                double t = expm1(2.0 * abs(x));
                z = 1.0 - 2.0 / (t + 2.0);
            } else {
                double t = expm1(-2.0 * abs(x));
                z = -t / (t + 2.0);
            }
        } else {
            z = 1.0 - TINY;
        }
        return jx >= 0 ? z : -z;
    }

    // ---- cbrt and hypot ----

    static double cbrt(double x) {
        if (x != x) {
            return x;
        }
        final int b1 = 715094163; // (682 - 0.03306235651) * 2^20
        final int b2 = 696219795; // (664 - 0.03306235651) * 2^20
        final double c = 5.42857142857142815906e-01; // 19/35
        final double d = -7.05306122448979611050e-01; // -864/1225
        final double e = 1.41428571428571436819e+00; // 99/70
        final double f = 1.60714285714285720630e+00; // 45/28
        final double g = 3.57142857142857150787e-01; // 5/14
        int hx = hi(x);
        int sign = hx & 0x80000000;
        hx ^= sign;
        if (hx >= 0x7ff00000) {
            return x + x; // cbrt(+-inf) is itself
        }
        if ((hx | lo(x)) == 0) {
            return x; // cbrt(+-0) is itself
        }
        x = withHi(x, hx); // |x|
        double t;
        if (hx < 0x00100000) { // subnormal
            t = words(0x43500000, 0) * x; // 2^54 x
            t = withHi(t, hi(t) / 3 + b2);
        } else {
            t = words(hx / 3 + b1, 0);
        }
        // a cube root to 23 bits
        double r = t * t / x;
        double s = c + r * t;
        t *= g + f / (s + e + d / s);
        // chopped to 20 bits and made larger than cbrt(x)
        t = words(hi(t) + 1, 0);
        // one Newton step to 53 bits
        s = t * t; // exact
        r = x / s;
        double w = t + t;
        r = (r - t) / (w + r);
        t = t + t * r;
        return withHi(t, hi(t) | sign);
    }

    static double hypot(double x, double y) {
        int ha = hi(x) & 0x7fffffff;
        int hb = hi(y) & 0x7fffffff;
        double a = x;
        double b = y;
        if (hb > ha) {
            a = y;
            b = x;
            int j = ha;
            ha = hb;
            hb = j;
        }
        a = abs(a);
        b = abs(b);
        if (ha - hb > 0x3c00000) {
            return a + b; // a/b > 2^60
        }
        int k = 0;
        if (ha > 0x5f300000) { // a > 2^500
            if (ha >= 0x7ff00000) { // inf or NaN
                if (a == Double.POSITIVE_INFINITY || b == Double.POSITIVE_INFINITY) {
                    return Double.POSITIVE_INFINITY;
                }
                return a + b; // NaN
            }
            ha -= 0x25800000; // scale a and b by 2^-600
            hb -= 0x25800000;
            k += 600;
            a = withHi(a, ha);
            b = withHi(b, hb);
        }
        if (hb < 0x20b00000) { // b < 2^-500
            if (hb <= 0x000fffff) { // subnormal b or 0
                if ((hb | lo(b)) == 0) {
                    return a;
                }
                double t1 = words(0x7fd00000, 0); // 2^1022
                b *= t1;
                a *= t1;
                k -= 1022;
            } else { // scale a and b by 2^600
                ha += 0x25800000;
                hb += 0x25800000;
                k -= 600;
                a = withHi(a, ha);
                b = withHi(b, hb);
            }
        }
        double w = a - b;
        if (w > b) {
            double t1 = words(ha, 0);
            double t2 = a - t1;
            w = SymtestPrimitives.sqrt(t1 * t1 - (b * (-b) - t2 * (a + t1)));
        } else {
            a = a + a;
            double y1 = words(hb, 0);
            double y2 = b - y1;
            double t1 = words(ha + 0x00100000, 0);
            double t2 = a - t1;
            w = SymtestPrimitives.sqrt(t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b)));
        }
        if (k != 0) {
            return words(0x3ff00000 + (k << 20), 0) * w;
        }
        return w;
    }
}
