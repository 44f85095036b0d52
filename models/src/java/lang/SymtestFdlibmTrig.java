package java.lang;

/**
 * fdlibm 5.3's trigonometric functions and their inverses, written for symtest in Java with
 * fdlibm's constants and order of operations (see SymtestFdlibm): bit for bit StrictMath's in
 * JDK 17. sin, cos and tan reduce their argument modulo pi/2 with fdlibm's medium-size
 * reduction, exact up to 2^19 pi/2 (about 823,550); beyond it fdlibm's Payne-Hanek reduction
 * is not written here: an unhandled call on that path.
 */
final class SymtestFdlibmTrig {
    private SymtestFdlibmTrig() {
    }

    private static final double PIO2_HI = 1.57079632679489655800e+00; // 0x3FF921FB, 0x54442D18
    private static final double PIO2_LO = 6.12323399573676603587e-17; // 0x3C91A626, 0x33145C07
    private static final double PIO4_HI = 7.85398163397448278999e-01; // 0x3FE921FB, 0x54442D18
    private static final double PI = 3.14159265358979311600e+00; // 0x400921FB, 0x54442D18
    private static final double PI_LO = 1.2246467991473531772E-16; // 0x3CA1A626, 0x33145C07

    private static int hi(double x) {
        return SymtestFdlibm.hi(x);
    }

    // ---- kernels on [-pi/4, pi/4]: x + y is the reduced argument, y its tail ----

    private static double kernelSin(double x, double y, boolean hasTail) {
        final double s1 = -1.66666666666666324348e-01; // 0xBFC55555, 0x55555549
        final double s2 = 8.33333333332248946124e-03; // 0x3F811111, 0x1110F8A6
        final double s3 = -1.98412698298579493134e-04; // 0xBF2A01A0, 0x19C161D5
        final double s4 = 2.75573137070700676789e-06; // 0x3EC71DE3, 0x57B1FE7D
        final double s5 = -2.50507602534068634195e-08; // 0xBE5AE5E6, 0x8A2B9CEB
        final double s6 = 1.58969099521155010221e-10; // 0x3DE5D93A, 0x5ACFD57C
        int ix = hi(x) & 0x7fffffff;
        if (ix < 0x3e400000) { // |x| < 2^-27
            return x;
        }
        double z = x * x;
        double v = z * x;
        double r = s2 + z * (s3 + z * (s4 + z * (s5 + z * s6)));
        if (!hasTail) {
            return x + v * (s1 + z * r);
        }
        return x - ((z * (0.5 * y - v * r) - y) - v * s1);
    }

    private static double kernelCos(double x, double y) {
        final double c1 = 4.16666666666666019037e-02; // 0x3FA55555, 0x5555554C
        final double c2 = -1.38888888888741095749e-03; // 0xBF56C16C, 0x16C15177
        final double c3 = 2.48015872894767294178e-05; // 0x3EFA01A0, 0x19CB1590
        final double c4 = -2.75573143513906633035e-07; // 0xBE927E4F, 0x809C52AD
        final double c5 = 2.08757232129817482790e-09; // 0x3E21EE9E, 0xBDB4B1C4
        final double c6 = -1.13596475577881948265e-11; // 0xBDA8FAE9, 0xBE8838D4
        int ix = hi(x) & 0x7fffffff;
        if (ix < 0x3e400000) { // |x| < 2^-27
            return 1.0;
        }
        double z = x * x;
        double r = z * (c1 + z * (c2 + z * (c3 + z * (c4 + z * (c5 + z * c6)))));
        if (ix < 0x3FD33333) { // |x| < 0.3
            return 1.0 - (0.5 * z - (z * r - x * y));
        }
        double qx = ix > 0x3fe90000 ? 0.28125 : SymtestFdlibm.words(ix - 0x00200000, 0); // x/4
        double hz = 0.5 * z - qx;
        double a = 1.0 - qx;
        return a - (hz - (z * r - x * y));
    }

    /** tan(x + y) when iy is 1, -1/tan(x + y) when iy is -1. */
    private static double kernelTan(double x, double y, int iy) {
        final double[] t = {
            3.33333333333334091986e-01, // 3FD55555, 55555563
            1.33333333333201242699e-01, // 3FC11111, 1110FE7A
            5.39682539762260521377e-02, // 3FABA1BA, 1BB341FE
            2.18694882948595424599e-02, // 3F9664F4, 8406D637
            8.86323982359930005737e-03, // 3F8226E3, E96E8493
            3.59207910759131235356e-03, // 3F6D6D22, C9560328
            1.45620945432529025516e-03, // 3F57DBC8, FEE08315
            5.88041240820264096874e-04, // 3F4344D8, F2F26501
            2.46463134818469906812e-04, // 3F3026F7, 1A8D1068
            7.81794442939557092300e-05, // 3F147E88, A03792A6
            7.14072491382608190305e-05, // 3F12B80F, 32F0A7E9
            -1.85586374855275456654e-05, // BEF375CB, DB605373
            2.59073051863633712884e-05, // 3EFB2A70, 74BF7AD4
        };
        final double pio4Lo = 3.06161699786838301793e-17; // 3C81A626, 33145C07
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix < 0x3e300000) { // |x| < 2^-28
            if (((ix | SymtestFdlibm.lo(x)) | (iy + 1)) == 0) {
                return 1.0 / SymtestFdlibm.abs(x);
            }
            if (iy == 1) {
                return x;
            }
            return negatedReciprocal(x + y, x, y);
        }
        if (ix >= 0x3FE59428) { // |x| >= 0.6744: tan(pi/4 - x)
            if (hx < 0) {
                x = -x;
                y = -y;
            }
            double z = PIO4_HI - x;
            double w = pio4Lo - y;
            x = z + w;
            y = 0.0;
        }
        double z = x * x;
        double w = z * z;
        // x^5 (t1 + x^4 t3 + ... + x^20 t11) + x^5 (x^2 (t2 + x^4 t4 + ... + x^22 t12))
        double r = t[1] + w * (t[3] + w * (t[5] + w * (t[7] + w * (t[9] + w * t[11]))));
        double v = z * (t[2] + w * (t[4] + w * (t[6] + w * (t[8] + w * (t[10] + w * t[12])))));
        double s = z * x;
        r = y + z * (s * (r + v) + y);
        r += t[0] * s;
        w = x + r;
        if (ix >= 0x3FE59428) {
            v = iy;
            return (1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)));
        }
        if (iy == 1) {
            return w;
        }
        return negatedReciprocal(w, x, r);
    }

    // -1/w for w = x + r, to within an ulp: fdlibm's careful division by a split w.
    private static double negatedReciprocal(double w, double x, double r) {
        double z = SymtestFdlibm.head(w);
        double v = r - (z - x); // z + v = r + x
        double a = -1.0 / w;
        double t = SymtestFdlibm.head(a);
        double s = 1.0 + t * z;
        return t + a * (s + t * v);
    }

    // ---- argument reduction ----

    /**
     * n with x = n pi/2 + y[0] + y[1], |y[0] + y[1]| <= pi/4, y[1] the tail, for |x| > pi/4
     * up to 2^19 pi/2; fdlibm's Payne-Hanek reduction of larger arguments is unhandled.
     */
    private static int remPio2(double x, double[] y) {
        final double invPio2 = 6.36619772367581382433e-01; // 0x3FE45F30, 0x6DC9C883
        final double pio2n1 = 1.57079632673412561417e+00; // 0x3FF921FB, 0x54400000
        final double pio2n1t = 6.07710050650619224932e-11; // 0x3DD0B461, 0x1A626331
        final double pio2n2 = 6.07710050630396597660e-11; // 0x3DD0B461, 0x1A600000
        final double pio2n2t = 2.02226624879595063154e-21; // 0x3BA3198A, 0x2E037073
        final double pio2n3 = 2.02226624871116645580e-21; // 0x3BA3198A, 0x2E000000
        final double pio2n3t = 8.47842766036889956997e-32; // 0x397B839A, 0x252049C1
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix < 0x4002d97c) { // |x| < 3pi/4: n = +-1
            double z;
            if (hx > 0) {
                z = x - pio2n1;
                if (ix != 0x3ff921fb) { // 33 + 53 bits of pi are enough
                    y[0] = z - pio2n1t;
                    y[1] = (z - y[0]) - pio2n1t;
                } else { // near pi/2: 33 + 33 + 53 bits
                    z -= pio2n2;
                    y[0] = z - pio2n2t;
                    y[1] = (z - y[0]) - pio2n2t;
                }
                return 1;
            }
            z = x + pio2n1;
            if (ix != 0x3ff921fb) {
                y[0] = z + pio2n1t;
                y[1] = (z - y[0]) + pio2n1t;
            } else {
                z += pio2n2;
                y[0] = z + pio2n2t;
                y[1] = (z - y[0]) + pio2n2t;
            }
            return -1;
        }
        if (ix > 0x413921fb) {
            return largeRemPio2(x, y);
        }
        double t = SymtestFdlibm.abs(x);
        int n = (int) (t * invPio2 + 0.5);
        double fn = n;
        double r = t - fn * pio2n1;
        double w = fn * pio2n1t; // the first round is good to 85 bits
        if (n < 32 && ix != nPio2HighWord(n)) {
            y[0] = r - w; // no cancellation
        } else {
            int j = ix >> 20;
            y[0] = r - w;
            int i = j - ((hi(y[0]) >> 20) & 0x7ff);
            if (i > 16) { // a second round, good to 118 bits
                t = r;
                w = fn * pio2n2;
                r = t - w;
                w = fn * pio2n2t - ((t - r) - w);
                y[0] = r - w;
                i = j - ((hi(y[0]) >> 20) & 0x7ff);
                if (i > 49) { // a third round, 151 bits
                    t = r;
                    w = fn * pio2n3;
                    r = t - w;
                    w = fn * pio2n3t - ((t - r) - w);
                    y[0] = r - w;
                }
            }
        }
        y[1] = (r - y[0]) - w;
        if (hx < 0) {
            y[0] = -y[0];
            y[1] = -y[1];
            return -n;
        }
        return n;
    }

    // The high word of n pi/2 for 1 <= n <= 31, as fdlibm's table gives it.
    private static int nPio2HighWord(int n) {
        final int[] words = {
            0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C,
            0x4025FDBB, 0x402921FB, 0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C,
            0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB, 0x403AB41B, 0x403C463A,
            0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
            0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB,
            0x404858EB, 0x404921FB,
        };
        return words[n - 1];
    }

    /** fdlibm's reduction of |x| > 2^19 pi/2 (Payne-Hanek): not written, an unhandled call. */
    private static native int largeRemPio2(double x, double[] y);

    // ---- sin, cos, tan ----

    static double sin(double x) {
        int ix = hi(x) & 0x7fffffff;
        if (ix <= 0x3fe921fb) { // |x| <= pi/4
            return kernelSin(x, 0.0, false);
        }
        if (ix >= 0x7ff00000) {
            return Double.NaN; // sin(inf), sin(NaN)
        }
        double[] y = new double[2];
        int n = remPio2(x, y);
        switch (n & 3) {
            case 0:
                return kernelSin(y[0], y[1], true);
            case 1:
                return kernelCos(y[0], y[1]);
            case 2:
                return -kernelSin(y[0], y[1], true);
            default:
                return -kernelCos(y[0], y[1]);
        }
    }

    static double cos(double x) {
        int ix = hi(x) & 0x7fffffff;
        if (ix <= 0x3fe921fb) {
            return kernelCos(x, 0.0);
        }
        if (ix >= 0x7ff00000) {
            return Double.NaN;
        }
        double[] y = new double[2];
        int n = remPio2(x, y);
        switch (n & 3) {
            case 0:
                return kernelCos(y[0], y[1]);
            case 1:
                return -kernelSin(y[0], y[1], true);
            case 2:
                return -kernelCos(y[0], y[1]);
            default:
                return kernelSin(y[0], y[1], true);
        }
    }

    static double tan(double x) {
        int ix = hi(x) & 0x7fffffff;
        if (ix <= 0x3fe921fb) {
            return kernelTan(x, 0.0, 1);
        }
        if (ix >= 0x7ff00000) {
            return Double.NaN;
        }
        double[] y = new double[2];
        int n = remPio2(x, y);
        return kernelTan(y[0], y[1], 1 - ((n & 1) << 1));
    }

    // ---- asin, acos ----

    // R(t) = p(t)/q(t) of asin(x) = x + x^3 R(x^2).
    private static double asinRatio(double t) {
        final double ps0 = 1.66666666666666657415e-01; // 0x3FC55555, 0x55555555
        final double ps1 = -3.25565818622400915405e-01; // 0xBFD4D612, 0x03EB6F7D
        final double ps2 = 2.01212532134862925881e-01; // 0x3FC9C155, 0x0E884455
        final double ps3 = -4.00555345006794114027e-02; // 0xBFA48228, 0xB5688F3B
        final double ps4 = 7.91534994289814532176e-04; // 0x3F49EFE0, 0x7501B288
        final double ps5 = 3.47933107596021167570e-05; // 0x3F023DE1, 0x0DFDF709
        final double qs1 = -2.40339491173441421878e+00; // 0xC0033A27, 0x1C8A2D4B
        final double qs2 = 2.02094576023350569471e+00; // 0x40002AE5, 0x9C598AC8
        final double qs3 = -6.88283971605453293030e-01; // 0xBFE6066C, 0x1B8D0159
        final double qs4 = 7.70381505559019352791e-02; // 0x3FB3B8C5, 0xB12E9282
        double p = t * (ps0 + t * (ps1 + t * (ps2 + t * (ps3 + t * (ps4 + t * ps5)))));
        double q = 1.0 + t * (qs1 + t * (qs2 + t * (qs3 + t * qs4)));
        return p / q;
    }

    static double asin(double x) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x3ff00000) { // |x| >= 1
            if (((ix - 0x3ff00000) | SymtestFdlibm.lo(x)) == 0) {
                return x * PIO2_HI + x * PIO2_LO; // asin(+-1) = +-pi/2
            }
            return Double.NaN; // |x| > 1, or NaN
        }
        if (ix < 0x3fe00000) { // |x| < 0.5
            if (ix < 0x3e400000) { // |x| < 2^-27
                return x;
            }
            return x + x * asinRatio(x * x);
        }
        double w = 1.0 - SymtestFdlibm.abs(x);
        double t = w * 0.5;
        double s = SymtestPrimitives.sqrt(t);
        if (ix >= 0x3FEF3333) { // |x| > 0.975
            t = PIO2_HI - (2.0 * (s + s * asinRatio(t)) - PIO2_LO);
        } else {
            w = SymtestFdlibm.head(s);
            double c = (t - w * w) / (s + w);
            double p = 2.0 * s * asinRatio(t) - (PIO2_LO - 2.0 * c);
            double q = PIO4_HI - 2.0 * w;
            t = PIO4_HI - (p - q);
        }
        return hx > 0 ? t : -t;
    }

    static double acos(double x) {
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x3ff00000) { // |x| >= 1
            if (((ix - 0x3ff00000) | SymtestFdlibm.lo(x)) == 0) {
                return hx > 0 ? 0.0 : PI + 2.0 * PIO2_LO; // acos(1) = 0, acos(-1) = pi
            }
            return Double.NaN;
        }
        if (ix < 0x3fe00000) { // |x| < 0.5
            if (ix <= 0x3c600000) { // |x| < 2^-57
                return PIO2_HI + PIO2_LO;
            }
            double r = asinRatio(x * x);
            return PIO2_HI - (x - (PIO2_LO - x * r));
        }
        if (hx < 0) { // x < -0.5
            double z = (1.0 + x) * 0.5;
            double s = SymtestPrimitives.sqrt(z);
            double w = asinRatio(z) * s - PIO2_LO;
            return PI - 2.0 * (s + w);
        }
        double z = (1.0 - x) * 0.5; // x > 0.5
        double s = SymtestPrimitives.sqrt(z);
        double df = SymtestFdlibm.head(s);
        double c = (z - df * df) / (s + df);
        double w = asinRatio(z) * s + c;
        return 2.0 * (df + w);
    }

    // ---- atan, atan2 ----

    static double atan(double x) {
        if (x != x) {
            return x;
        }
        return atanOfNumber(x);
    }

    // atan of a number (not NaN): what atan2 calls with y/x, which it knows is one.
    private static double atanOfNumber(double x) {
        final double[] atanHi = {
            4.63647609000806093515e-01, // atan(0.5) 0x3FDDAC67, 0x0561BB4F
            7.85398163397448278999e-01, // atan(1.0) 0x3FE921FB, 0x54442D18
            9.82793723247329054082e-01, // atan(1.5) 0x3FEF730B, 0xD281F69B
            1.57079632679489655800e+00, // atan(inf) 0x3FF921FB, 0x54442D18
        };
        final double[] atanLo = {
            2.26987774529616870924e-17, // 0x3C7A2B7F, 0x222F65E2
            3.06161699786838301793e-17, // 0x3C81A626, 0x33145C07
            1.39033110312309984516e-17, // 0x3C700788, 0x7AF0CBBD
            6.12323399573676603587e-17, // 0x3C91A626, 0x33145C07
        };
        final double[] at = {
            3.33333333333329318027e-01, // 0x3FD55555, 0x5555550D
            -1.99999999998764832476e-01, // 0xBFC99999, 0x9998EBC4
            1.42857142725034663711e-01, // 0x3FC24924, 0x920083FF
            -1.11111104054623557880e-01, // 0xBFBC71C6, 0xFE231671
            9.09088713343650656196e-02, // 0x3FB745CD, 0xC54C206E
            -7.69187620504482999495e-02, // 0xBFB3B0F2, 0xAF749A6D
            6.66107313738753120669e-02, // 0x3FB10D66, 0xA0D03D51
            -5.83357013379057348645e-02, // 0xBFADDE2D, 0x52DEFD9A
            4.97687799461593236017e-02, // 0x3FA97B4B, 0x24760DEB
            -3.65315727442169155270e-02, // 0xBFA2B444, 0x2C6A6C2F
            1.62858201153657823623e-02, // 0x3F90AD3A, 0xE322DA11
        };
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        if (ix >= 0x44100000) { // |x| >= 2^66
            return hx > 0 ? atanHi[3] + atanLo[3] : -atanHi[3] - atanLo[3];
        }
        int id;
        if (ix < 0x3fdc0000) { // |x| < 0.4375
            if (ix < 0x3e200000) { // |x| < 2^-29
                return x;
            }
            id = -1;
        } else {
            x = SymtestFdlibm.abs(x);
            if (ix < 0x3ff30000) { // |x| < 1.1875
                if (ix < 0x3fe60000) { // 7/16 <= |x| < 11/16
                    id = 0;
                    x = (2.0 * x - 1.0) / (2.0 + x);
                } else { // 11/16 <= |x| < 19/16
                    id = 1;
                    x = (x - 1.0) / (x + 1.0);
                }
            } else if (ix < 0x40038000) { // |x| < 2.4375
                id = 2;
                x = (x - 1.5) / (1.0 + 1.5 * x);
            } else { // 2.4375 <= |x| < 2^66
                id = 3;
                x = -1.0 / x;
            }
        }
        double z = x * x;
        double w = z * z;
        // the sum of at[i] z^(i+1) in odd and even halves
        double s1 = z * (at[0] + w * (at[2] + w * (at[4] + w * (at[6] + w * (at[8]
                + w * at[10])))));
        double s2 = w * (at[1] + w * (at[3] + w * (at[5] + w * (at[7] + w * at[9]))));
        if (id < 0) {
            return x - x * (s1 + s2);
        }
        z = atanHi[id] - ((x * (s1 + s2) - atanLo[id]) - x);
        return hx < 0 ? -z : z;
    }

    static double atan2(double y, double x) {
        final double tiny = 1.0e-300;
        final double pio4 = 7.8539816339744827900E-01; // 0x3FE921FB, 0x54442D18
        if (x != x || y != y) {
            return x + y;
        }
        int hx = hi(x);
        int ix = hx & 0x7fffffff;
        int lx = SymtestFdlibm.lo(x);
        int hy = hi(y);
        int iy = hy & 0x7fffffff;
        int ly = SymtestFdlibm.lo(y);
        if (((hx - 0x3ff00000) | lx) == 0) {
            return atan(y); // x = 1.0
        }
        int m = ((hy >> 31) & 1) | ((hx >> 30) & 2); // 2 sign(x) + sign(y)
        if ((iy | ly) == 0) { // y = 0
            switch (m) {
                case 0:
                case 1:
                    return y; // atan(+-0, +anything) = +-0
                case 2:
                    return PI + tiny; // atan(+0, -anything) = pi
                default:
                    return -PI - tiny; // atan(-0, -anything) = -pi
            }
        }
        if ((ix | lx) == 0) { // x = 0
            return hy < 0 ? -PIO2_HI - tiny : PIO2_HI + tiny;
        }
        if (ix == 0x7ff00000) { // x is infinite
            if (iy == 0x7ff00000) {
                switch (m) {
                    case 0:
                        return pio4 + tiny;
                    case 1:
                        return -pio4 - tiny;
                    case 2:
                        return 3.0 * pio4 + tiny;
                    default:
                        return -3.0 * pio4 - tiny;
                }
            }
            switch (m) {
                case 0:
                    return 0.0;
                case 1:
                    return -0.0;
                case 2:
                    return PI + tiny;
                default:
                    return -PI - tiny;
            }
        }
        if (iy == 0x7ff00000) { // y is infinite
            return hy < 0 ? -PIO2_HI - tiny : PIO2_HI + tiny;
        }
        int k = (iy - ix) >> 20;
        double z;
        if (k > 60) { // |y/x| > 2^60
            z = PIO2_HI + 0.5 * PI_LO;
        } else if (hx < 0 && k < -60) { // |y|/x < -2^60
            z = 0.0;
        } else {
            z = atanOfNumber(SymtestFdlibm.abs(y / x)); // finite over finite, both non-zero
        }
        switch (m) {
            case 0:
                return z; // atan(+, +)
            case 1:
                return -z; // atan(-, +)
            case 2:
                return PI - (z - PI_LO); // atan(+, -)
            default:
                return (z - PI_LO) - PI; // atan(-, -)
        }
    }
}
