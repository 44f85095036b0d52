/** Corpus: wide local indices (more than 255 locals) and wide iinc. */
public class Wide {
    public static int wide(int seed) {
        long l0 = seed, l1 = l0 + 1, l2 = l1 + 1, l3 = l2 + 1, l4 = l3 + 1, l5 = l4 + 1, l6 = l5 + 1;
        long l7 = l6 + 1, l8 = l7 + 1, l9 = l8 + 1, l10 = l9 + 1, l11 = l10 + 1, l12 = l11 + 1;
        long m0 = l12, m1 = m0, m2 = m1, m3 = m2, m4 = m3, m5 = m4, m6 = m5, m7 = m6, m8 = m7;
        long n0 = m8, n1 = n0, n2 = n1, n3 = n2, n4 = n3, n5 = n4, n6 = n5, n7 = n6, n8 = n7;
        long o0 = n8, o1 = o0, o2 = o1, o3 = o2, o4 = o3, o5 = o4, o6 = o5, o7 = o6, o8 = o7;
        long p0 = o8, p1 = p0, p2 = p1, p3 = p2, p4 = p3, p5 = p4, p6 = p5, p7 = p6, p8 = p7;
        long q0 = p8, q1 = q0, q2 = q1, q3 = q2, q4 = q3, q5 = q4, q6 = q5, q7 = q6, q8 = q7;
        long r0 = q8, r1 = r0, r2 = r1, r3 = r2, r4 = r3, r5 = r4, r6 = r5, r7 = r6, r8 = r7;
        long s0 = r8, s1 = s0, s2 = s1, s3 = s2, s4 = s3, s5 = s4, s6 = s5, s7 = s6, s8 = s7;
        long t0 = s8, t1 = t0, t2 = t1, t3 = t2, t4 = t3, t5 = t4, t6 = t5, t7 = t6, t8 = t7;
        long u0 = t8, u1 = u0, u2 = u1, u3 = u2, u4 = u3, u5 = u4, u6 = u5, u7 = u6, u8 = u7;
        long v0 = u8, v1 = v0, v2 = v1, v3 = v2, v4 = v3, v5 = v4, v6 = v5, v7 = v6, v8 = v7;
        long w0 = v8, w1 = w0, w2 = w1, w3 = w2, w4 = w3, w5 = w4, w6 = w5, w7 = w6, w8 = w7;
        long x0 = w8, x1 = x0, x2 = x1, x3 = x2, x4 = x3, x5 = x4, x6 = x5, x7 = x6, x8 = x7;
        long y0 = x8, y1 = y0, y2 = y1, y3 = y2, y4 = y3, y5 = y4, y6 = y5, y7 = y6, y8 = y7;
        long z0 = y8, z1 = z0, z2 = z1, z3 = z2, z4 = z3, z5 = z4, z6 = z5, z7 = z6, z8 = z7;
        long a0 = z8, a1 = a0, a2 = a1, a3 = a2, a4 = a3, a5 = a4, a6 = a5, a7 = a6, a8 = a7;
        long b0 = a8, b1 = b0, b2 = b1, b3 = b2, b4 = b3, b5 = b4, b6 = b5, b7 = b6, b8 = b7;
        long c0 = b8, c1 = c0, c2 = c1, c3 = c2, c4 = c3, c5 = c4, c6 = c5, c7 = c6, c8 = c7;
        long d0 = c8, d1 = d0, d2 = d1, d3 = d2, d4 = d3, d5 = d4, d6 = d5, d7 = d6, d8 = d7;
        long e0 = d8, e1 = e0, e2 = e1, e3 = e2, e4 = e3, e5 = e4, e6 = e5, e7 = e6, e8 = e7;
        long f0 = e8, f1 = f0, f2 = f1, f3 = f2, f4 = f3, f5 = f4, f6 = f5, f7 = f6, f8 = f7;
        long g0 = f8, g1 = g0, g2 = g1, g3 = g2, g4 = g3, g5 = g4, g6 = g5, g7 = g6, g8 = g7;
        long h0 = g8, h1 = h0, h2 = h1, h3 = h2, h4 = h3, h5 = h4, h6 = h5, h7 = h6, h8 = h7;
        long i0 = h8, i1 = i0, i2 = i1, i3 = i2, i4 = i3, i5 = i4, i6 = i5, i7 = i6, i8 = i7;
        long j0 = i8, j1 = j0, j2 = j1, j3 = j2, j4 = j3, j5 = j4, j6 = j5, j7 = j6, j8 = j7;
        long k0 = j8, k1 = k0, k2 = k1, k3 = k2, k4 = k3, k5 = k4, k6 = k5, k7 = k6, k8 = k7;
        int last = (int) k8;
        last += 1000;
        return last > 0 ? last : -last;
    }
}
