// ExprPool: constant folding with JVM semantics, identities, hash-consing, evaluate.
#include <gtest/gtest.h>

#include <climits>

#include "build_helpers.hpp"

namespace symtest::solver::test {
namespace {

class ExprTest : public ::testing::Test {
 protected:
  ExprPool pool;
  Build b{pool};
};

TEST_F(ExprTest, FoldsIntArithmeticWithWrapping) {
  EXPECT_EQ(b.val(b.add(b.i32(INT_MAX), b.i32(1))), INT_MIN);
  EXPECT_EQ(b.val(b.sub(b.i32(INT_MIN), b.i32(1))), INT_MAX);
  EXPECT_EQ(b.val(b.mul(b.i32(65536), b.i32(65536))), 0);
  EXPECT_EQ(b.val(b.mul(b.i32(-3), b.i32(7))), -21);
  EXPECT_EQ(b.val(b.neg(b.i32(INT_MIN))), INT_MIN);
  EXPECT_EQ(b.val(b.add(b.i64(LLONG_MAX), b.i64(1))), LLONG_MIN);
  EXPECT_EQ(b.val(b.mul(b.i64(1LL << 32), b.i64(1LL << 32))), 0);
  EXPECT_EQ(b.val(b.add(b.i8(127), b.i8(1))), -128);
  EXPECT_EQ(b.val(b.add(b.i16(32767), b.i16(1))), -32768);
}

TEST_F(ExprTest, FoldsDivisionLikeTheJvm) {
  EXPECT_EQ(b.val(b.div(b.i32(7), b.i32(2))), 3);
  EXPECT_EQ(b.val(b.div(b.i32(-7), b.i32(2))), -3);
  EXPECT_EQ(b.val(b.div(b.i32(7), b.i32(-2))), -3);
  EXPECT_EQ(b.val(b.div(b.i32(INT_MIN), b.i32(-1))), INT_MIN);
  EXPECT_EQ(b.val(b.div(b.i64(LLONG_MIN), b.i64(-1))), LLONG_MIN);
  EXPECT_EQ(b.val(b.rem(b.i32(-7), b.i32(2))), -1);
  EXPECT_EQ(b.val(b.rem(b.i32(7), b.i32(-2))), 1);
  EXPECT_EQ(b.val(b.rem(b.i32(INT_MIN), b.i32(-1))), 0);
  EXPECT_EQ(b.val(b.rem(b.i64(LLONG_MIN), b.i64(-1))), 0);
  EXPECT_EQ(b.val(b.rem(b.i32(INT_MIN), b.i32(3))), -2);
  // Never reaches the solver in practice, but must not trap.
  EXPECT_EQ(b.val(b.div(b.i32(5), b.i32(0))), 0);
  EXPECT_EQ(b.val(b.rem(b.i32(5), b.i32(0))), 0);
}

TEST_F(ExprTest, FoldsBitwiseAndShifts) {
  EXPECT_EQ(b.val(b.band(b.i32(0xF0), b.i32(0x3C))), 0x30);
  EXPECT_EQ(b.val(b.bor(b.i32(0xF0), b.i32(0x0F))), 0xFF);
  EXPECT_EQ(b.val(b.bxor(b.i32(-1), b.i32(5))), ~5);
  EXPECT_EQ(b.val(b.shl(b.i32(1), b.i32(31))), INT_MIN);
  EXPECT_EQ(b.val(b.shl(b.i64(1), b.i64(63))), LLONG_MIN);
  EXPECT_EQ(b.val(b.ashr(b.i32(INT_MIN), b.i32(31))), -1);
  EXPECT_EQ(b.val(b.ashr(b.i32(-8), b.i32(1))), -4);
  EXPECT_EQ(b.val(b.lshr(b.i32(-1), b.i32(28))), 15);
  EXPECT_EQ(b.val(b.lshr(b.i32(-1), b.i32(31))), 1);
  EXPECT_EQ(b.val(b.lshr(b.i64(-1), b.i64(63))), 1);
  EXPECT_EQ(b.val(b.ashr(b.i64(LLONG_MIN), b.i64(63))), -1);
  EXPECT_EQ(b.val(b.shl(b.i8(1), b.i8(7))), -128);
}

TEST_F(ExprTest, FoldsConversions) {
  EXPECT_EQ(b.val(b.i2b(b.i32(200))), -56);
  EXPECT_EQ(b.val(b.i2b(b.i32(127))), 127);
  EXPECT_EQ(b.val(b.i2b(b.i32(0x1FF))), -1);
  EXPECT_EQ(b.val(b.i2s(b.i32(40000))), -25536);
  EXPECT_EQ(b.val(b.i2c(b.i32(-1))), 65535);
  EXPECT_EQ(b.val(b.sext(b.i8(-128), 32)), -128);
  EXPECT_EQ(b.val(b.zext(b.i8(-128), 32)), 128);
  EXPECT_EQ(b.val(b.zext(b.i16(-1), 32)), 65535);
  EXPECT_EQ(b.val(b.sext(b.i32(-5), 64)), -5);
  EXPECT_EQ(b.val(b.zext(b.i32(-1), 64)), 0xFFFFFFFFLL);
  EXPECT_EQ(b.val(b.trunc(b.i64(0x123456789LL), 32)), 0x23456789);
  EXPECT_EQ(b.val(b.trunc(b.i64(0xFFFFFFFF80000000LL), 32)), INT_MIN);
  EXPECT_EQ(pool.node(b.trunc(b.i32(0x12345678), 8)).value, 0x78u);
}

TEST_F(ExprTest, FoldsComparisonsAndBooleans) {
  EXPECT_TRUE(pool.isTrue(b.lt(b.i32(-1), b.i32(0))));
  EXPECT_TRUE(pool.isFalse(b.gt(b.i32(INT_MIN), b.i32(INT_MAX))));
  EXPECT_TRUE(pool.isTrue(b.le(b.i64(LLONG_MIN), b.i64(0))));
  EXPECT_TRUE(pool.isTrue(b.ge(b.i8(0), b.i8(-128))));
  EXPECT_TRUE(pool.isTrue(b.ne(b.i16(1), b.i16(-1))));
  EXPECT_TRUE(pool.isFalse(b.eq(b.i32(1), b.i32(2))));
  EXPECT_TRUE(pool.isFalse(b.land(pool.trueExpr(), pool.falseExpr())));
  EXPECT_TRUE(pool.isTrue(b.lor(pool.falseExpr(), pool.trueExpr())));
  EXPECT_TRUE(pool.isTrue(b.lnot(pool.falseExpr())));
  EXPECT_EQ(b.val(pool.ite(pool.trueExpr(), b.i32(1), b.i32(2))), 1);
  EXPECT_EQ(b.val(pool.ite(pool.falseExpr(), b.i32(1), b.i32(2))), 2);
}

TEST_F(ExprTest, AppliesIdentities) {
  const ExprId x = pool.newVar("x", 32);
  const ExprId y = pool.newVar("y", 32);
  const ExprId zero = b.i32(0), one = b.i32(1);
  EXPECT_EQ(b.add(x, zero), x);
  EXPECT_EQ(b.add(zero, x), x);
  EXPECT_EQ(b.sub(x, zero), x);
  EXPECT_EQ(b.mul(x, zero), zero);
  EXPECT_EQ(b.mul(one, x), x);
  EXPECT_EQ(b.band(x, zero), zero);
  EXPECT_EQ(b.bor(x, zero), x);
  EXPECT_EQ(b.bxor(x, zero), x);
  EXPECT_EQ(b.bxor(x, x), zero);
  EXPECT_EQ(b.sub(x, x), zero);
  EXPECT_EQ(b.div(x, one), x);
  EXPECT_EQ(b.rem(x, b.i32(-1)), zero);
  EXPECT_EQ(b.shl(x, zero), x);
  EXPECT_EQ(b.neg(b.neg(x)), x);
  EXPECT_TRUE(pool.isTrue(b.eq(x, x)));
  EXPECT_TRUE(pool.isFalse(b.ne(x, x)));
  EXPECT_TRUE(pool.isFalse(b.lt(x, x)));
  EXPECT_TRUE(pool.isFalse(b.lt(x, b.i32(INT_MIN))));
  EXPECT_TRUE(pool.isFalse(b.gt(x, b.i32(INT_MAX))));
  EXPECT_TRUE(pool.isTrue(b.le(x, b.i32(INT_MAX))));
  EXPECT_TRUE(pool.isTrue(b.ge(x, b.i32(INT_MIN))));
  const ExprId c = b.lt(x, y);
  EXPECT_EQ(b.lnot(b.lnot(c)), c);
  EXPECT_EQ(b.lnot(c), b.ge(x, y));
  EXPECT_EQ(b.lnot(b.eq(x, y)), b.ne(x, y));
  EXPECT_EQ(b.lnot(b.le(x, y)), b.gt(x, y));
  EXPECT_EQ(b.land(pool.trueExpr(), c), c);
  EXPECT_TRUE(pool.isFalse(b.land(c, pool.falseExpr())));
  EXPECT_TRUE(pool.isTrue(b.lor(c, pool.trueExpr())));
  EXPECT_EQ(b.lor(pool.falseExpr(), c), c);
  EXPECT_TRUE(pool.isFalse(b.land(c, b.lnot(c))));
  EXPECT_TRUE(pool.isTrue(b.lor(b.lnot(c), c)));
  EXPECT_EQ(pool.ite(c, x, x), x);
  // x + 1 + 1 stays flat; x - 3 is x + (-3).
  EXPECT_EQ(b.add(b.add(x, one), one), b.add(x, b.i32(2)));
  EXPECT_EQ(b.sub(x, b.i32(3)), b.add(x, b.i32(-3)));
}

TEST_F(ExprTest, SimplifiesConversions) {
  const ExprId x = pool.newVar("x", 32);
  const ExprId by = pool.newVar("b", 8);
  EXPECT_EQ(b.trunc(b.sext(x, 64), 32), x);
  EXPECT_EQ(b.trunc(b.zext(x, 64), 32), x);
  EXPECT_EQ(b.trunc(b.sext(by, 32), 8), by);
  EXPECT_EQ(b.trunc(b.sext(by, 64), 16), b.sext(by, 16));
  EXPECT_EQ(b.sext(b.sext(by, 16), 32), b.sext(by, 32));
  EXPECT_EQ(b.sext(x, 32), x);
  // (int) b == 5 compares the byte itself; 300 is out of its range.
  EXPECT_EQ(b.eq(b.sext(by, 32), b.i32(5)), b.eq(by, b.i8(5)));
  EXPECT_EQ(b.lt(b.sext(by, 32), b.i32(-3)), b.lt(by, b.i8(-3)));
  EXPECT_TRUE(pool.isFalse(b.eq(b.sext(by, 32), b.i32(300))));
}

TEST_F(ExprTest, HashConsesAndMovesConstantsRight) {
  const ExprId x = pool.newVar("x", 32);
  const ExprId y = pool.newVar("y", 32);
  EXPECT_EQ(b.add(x, y), b.add(x, y));
  EXPECT_EQ(b.mul(b.i32(3), x), b.mul(x, b.i32(3)));
  EXPECT_EQ(b.eq(b.i32(3), x), b.eq(x, b.i32(3)));
  EXPECT_EQ(b.lt(b.i32(3), x), b.gt(x, b.i32(3)));
  const size_t before = pool.size();
  b.add(x, y);
  pool.bvConst(32, 3);
  EXPECT_EQ(pool.size(), before);
}

TEST_F(ExprTest, EvaluatesWithAssignment) {
  const ExprId x = pool.newVar("x", 32);
  const ExprId y = pool.newVar("y", 32);
  const uint32_t xi = static_cast<uint32_t>(pool.node(x).value);
  const uint32_t yi = static_cast<uint32_t>(pool.node(y).value);
  const ExprId e = b.add(b.mul(x, y), b.div(x, y));
  Assignment a{{xi, static_cast<uint32_t>(-7)}, {yi, 2}};
  EXPECT_EQ(signExtend(pool.evaluate(e, a), 32), -14 - 3);
  a[yi] = 0;  // division by zero evaluates to 0 instead of trapping
  EXPECT_EQ(pool.evaluate(e, a), 0u);
  EXPECT_EQ(pool.evaluate(b.gt(x, y), a), 0u);
  EXPECT_EQ(pool.evaluate(x, {}), 0u);  // missing variables read as 0
  EXPECT_EQ(pool.variables(e), (std::vector<uint32_t>{xi, yi}));
  EXPECT_TRUE(pool.variables(b.i32(4)).empty());
}

TEST_F(ExprTest, EvaluatesDeepChainsWithoutRecursion) {
  const ExprId x = pool.newVar("x", 32);
  ExprId e = x;
  for (int i = 0; i < 200000; ++i) e = b.add(b.mul(e, b.i32(3)), x);
  Assignment a{{static_cast<uint32_t>(pool.node(x).value), 1}};
  uint32_t expect = 1;
  for (int i = 0; i < 200000; ++i) expect = expect * 3 + 1;
  EXPECT_EQ(pool.evaluate(e, a), expect);
}

TEST_F(ExprTest, VariablesAreDistinctWhateverTheirNames) {
  const ExprId x1 = pool.newVar("x", 32);
  const ExprId x2 = pool.newVar("x", 32);
  const ExprId c = pool.newVar("c", 16, false);
  const ExprId anon = pool.newVar("", 8);
  EXPECT_NE(x1, x2);
  EXPECT_EQ(pool.var(static_cast<uint32_t>(pool.node(x2).value)).name, "x");
  EXPECT_FALSE(pool.var(static_cast<uint32_t>(pool.node(c).value)).isSigned);
  EXPECT_EQ(pool.var(static_cast<uint32_t>(pool.node(anon).value)).name, "v3");
  EXPECT_EQ(pool.varCount(), 4u);
}

TEST_F(ExprTest, RejectsIllTypedBuilds) {
  const ExprId x = pool.newVar("x", 32);
  const ExprId l = pool.newVar("l", 64);
  EXPECT_THROW(b.add(x, l), std::invalid_argument);
  EXPECT_THROW(b.land(x, x), std::invalid_argument);
  EXPECT_THROW(b.lnot(x), std::invalid_argument);
  EXPECT_THROW(b.trunc(x, 64), std::invalid_argument);
}

}  // namespace
}  // namespace symtest::solver::test

namespace symtest::solver {
namespace {

// Ranges decide comparisons without a solver: the char of a decimal digit of any int is never
// a surrogate.
TEST(ExprRanges, DigitCharsAreNeverSurrogates) {
  ExprPool p;
  ExprId n = p.newVar("n", 32);
  ExprId digit = p.binary(Op::SRem, p.unary(Op::Neg, n), p.bvConst(32, 10));
  EXPECT_EQ(p.range(digit).lo, -9);
  EXPECT_EQ(p.range(digit).hi, 9);
  // (char) ('0' - digit): 16 bits, zero-extended back to int.
  ExprId c = p.convert(Op::ZExt,
                       p.convert(Op::Trunc, p.binary(Op::Sub, p.bvConst(32, '0'), digit), 16), 32);
  EXPECT_EQ(p.range(c).lo, '0' - 9);
  EXPECT_EQ(p.range(c).hi, '0' + 9);
  EXPECT_TRUE(p.isFalse(p.binary(Op::Sge, c, p.bvConst(32, 0xD800))));
  EXPECT_TRUE(p.isTrue(p.binary(Op::Ne, c, p.bvConst(32, 0xDC00))));
  ExprId top = p.binary(Op::LShr, p.binary(Op::Sub, p.bvConst(32, 0xDFFF), c), p.bvConst(32, 31));
  EXPECT_TRUE(p.isFalse(p.binary(Op::Eq, top, p.bvConst(32, 1))));
  // A plain variable decides nothing.
  EXPECT_FALSE(p.isConst(p.binary(Op::Slt, n, p.bvConst(32, 0))));
  // Overflow widens to the full range: x + 1 may be MIN.
  ExprId inc = p.binary(Op::Add, n, p.bvConst(32, 1));
  EXPECT_FALSE(p.isConst(p.binary(Op::Slt, inc, p.bvConst(32, -1000))));
}

}  // namespace
}  // namespace symtest::solver

namespace symtest::solver {
namespace {

// The models' branch-free surrogate test: ~(c - 0xDC00 | 0xDFFF - c) >>> 31 & 1.
TEST(ExprRanges, BitTricksOverSmallRangesFold) {
  ExprPool p;
  ExprId n = p.newVar("n", 32);
  ExprId c = p.convert(
      Op::ZExt,
      p.convert(Op::Trunc,
                p.binary(Op::Sub, p.bvConst(32, '0'), p.binary(Op::SRem, n, p.bvConst(32, 10))),
                16),
      32);
  ExprId spread = p.binary(Op::Or, p.binary(Op::Sub, c, p.bvConst(32, 0xDC00)),
                           p.binary(Op::Sub, p.bvConst(32, 0xDFFF), c));
  ExprId inside = p.binary(
      Op::And,
      p.binary(Op::LShr, p.binary(Op::Xor, spread, p.bvConst(32, 0xFFFFFFFF)), p.bvConst(32, 31)),
      p.bvConst(32, 1));
  EXPECT_EQ(p.range(inside).lo, 0);
  EXPECT_EQ(p.range(inside).hi, 0);
  EXPECT_TRUE(p.isFalse(p.binary(Op::Ne, inside, p.bvConst(32, 0))));
}

}  // namespace
}  // namespace symtest::solver

namespace symtest::solver {
namespace {

// Quotients and remainders by a symbolic divisor are no larger than the dividend: 100 / s
// fits 8 bits whatever s is (0 included, which evaluates to 0), and a byte's remainder a byte.
TEST(ExprRanges, QuotientsAndRemaindersByAnyDivisorStayWithinTheDividend) {
  ExprPool p;
  ExprId s = p.newVar("s", 32);
  ExprId q = p.binary(Op::SDiv, p.bvConst(32, 100), s);
  EXPECT_EQ(p.range(q).lo, -100);
  EXPECT_EQ(p.range(q).hi, 100);
  ExprId byte = p.convert(Op::SExt, p.newVar("b", 8), 32);
  ExprId r = p.binary(Op::SRem, byte, s);
  EXPECT_EQ(p.range(r).lo, -128);
  EXPECT_EQ(p.range(r).hi, 127);
  ExprId len = p.binary(Op::And, s, p.bvConst(32, 0xFFFF));  // 0..65535
  ExprId nonNegative = p.binary(Op::SDiv, len, len);
  EXPECT_EQ(p.range(nonNegative).lo, 0);
  EXPECT_EQ(p.range(nonNegative).hi, 65535);
  // MIN / -1 == MIN: a dividend that can be MIN keeps the full range.
  EXPECT_EQ(p.range(p.binary(Op::SDiv, s, p.newVar("t", 32))).lo, INT32_MIN);
  // Evaluation agrees with the ranges on the extreme divisors.
  for (uint64_t d : {0ULL, 1ULL, 0xFFFFFFFFULL, 3ULL, 0x80000000ULL}) {
    const int64_t v = signExtend(p.evaluate(q, Assignment{{0, d}}), 32);
    EXPECT_GE(v, -100);
    EXPECT_LE(v, 100);
  }
}

}  // namespace
}  // namespace symtest::solver
