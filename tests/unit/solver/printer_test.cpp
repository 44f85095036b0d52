// toString: Java-like infix, casts, literal suffixes and minimal parentheses.
#include <gtest/gtest.h>

#include <climits>

#include "build_helpers.hpp"

namespace symtest::solver::test {
namespace {

class PrinterTest : public ::testing::Test {
 protected:
  ExprPool pool;
  Build b{pool};
  ExprId x = pool.newVar("x", 32);
  ExprId y = pool.newVar("y", 32);
  ExprId z = pool.newVar("z", 32);
  ExprId l = pool.newVar("l", 64);
  ExprId c = pool.newVar("c", 16, false);
  std::string str(ExprId e) { return pool.toString(e); }
};

TEST_F(PrinterTest, Arithmetic) {
  EXPECT_EQ(str(b.mul(x, y)), "x * y");
  EXPECT_EQ(str(b.div(x, y)), "x / y");
  EXPECT_EQ(str(b.rem(x, y)), "x % y");
  EXPECT_EQ(str(b.add(b.mul(x, y), z)), "x * y + z");
  EXPECT_EQ(str(b.mul(b.add(x, y), z)), "(x + y) * z");
  EXPECT_EQ(str(b.sub(x, b.sub(y, z))), "x - (y - z)");
  EXPECT_EQ(str(b.sub(b.sub(x, y), z)), "x - y - z");
  EXPECT_EQ(str(b.sub(x, b.i32(3))), "x - 3");
  EXPECT_EQ(str(b.add(x, b.i32(INT_MIN))), "x + -2147483648");
  EXPECT_EQ(str(b.neg(x)), "-x");
  EXPECT_EQ(str(b.neg(b.add(x, y))), "-(x + y)");
  EXPECT_EQ(str(b.mul(x, b.i32(-2))), "x * -2");
}

TEST_F(PrinterTest, BitsAndShifts) {
  EXPECT_EQ(str(b.lshr(x, b.i32(3))), "x >>> 3");
  EXPECT_EQ(str(b.ashr(x, b.i32(3))), "x >> 3");
  EXPECT_EQ(str(b.shl(b.add(x, y), b.i32(1))), "x + y << 1");
  EXPECT_EQ(str(b.band(b.bor(x, y), z)), "(x | y) & z");
  EXPECT_EQ(str(b.bor(b.band(x, y), z)), "x & y | z");
  EXPECT_EQ(str(b.bxor(x, b.i32(-1))), "~x");
}

TEST_F(PrinterTest, ComparisonsAndLogic) {
  EXPECT_EQ(str(b.lt(x, b.i32(0))), "x < 0");
  EXPECT_EQ(str(b.gt(b.mul(x, y), b.i32(0))), "x * y > 0");
  EXPECT_EQ(str(b.land(b.lt(x, y), b.ne(y, b.i32(-1)))), "x < y && y != -1");
  EXPECT_EQ(str(b.lor(b.land(b.lt(x, y), b.lt(y, z)), b.eq(x, z))), "x < y && y < z || x == z");
  EXPECT_EQ(str(b.land(b.lor(b.lt(x, y), b.lt(y, z)), b.eq(x, z))), "(x < y || y < z) && x == z");
  EXPECT_EQ(str(b.lnot(b.lor(b.lt(x, y), b.lt(y, z)))), "!(x < y || y < z)");
  EXPECT_EQ(str(pool.ite(b.lt(x, b.i32(0)), b.neg(x), x)), "x < 0 ? -x : x");
  EXPECT_EQ(str(pool.trueExpr()), "true");
}

TEST_F(PrinterTest, CastsAndLiterals) {
  EXPECT_EQ(str(b.add(b.sext(x, 64), b.i64(1))), "(long) x + 1L");
  EXPECT_EQ(str(b.lt(l, b.i64(-5))), "l < -5L");
  EXPECT_EQ(str(b.i64(LLONG_MIN)), "-9223372036854775808L");
  EXPECT_EQ(str(b.i2b(x)), "(byte) x");
  EXPECT_EQ(str(b.i2s(x)), "(short) x");
  EXPECT_EQ(str(b.i2c(x)), "(char) x");
  EXPECT_EQ(str(b.add(b.i2b(x), b.i32(1))), "(byte) x + 1");
  EXPECT_EQ(str(b.trunc(l, 32)), "(int) l");
  EXPECT_EQ(str(b.i2b(b.add(x, y))), "(byte) (x + y)");
  // char is unsigned: widening is implicit and constants print unsigned.
  EXPECT_EQ(str(b.gt(b.zext(c, 32), b.i32(97))), "c > 97");
  EXPECT_EQ(str(b.eq(c, b.i16(-1))), "c == 65535");
  const ExprId by = pool.newVar("b", 8);
  EXPECT_EQ(str(b.eq(by, b.i8(-1))), "b == -1");
  EXPECT_EQ(str(b.add(b.zext(by, 32), b.i32(1))), "(b & 0xFF) + 1");
  EXPECT_EQ(str(b.zext(x, 64)), "x & 0xFFFFFFFFL");
}

}  // namespace
}  // namespace symtest::solver::test
