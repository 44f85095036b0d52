// Floating point has two independent implementations that must agree: the evaluator (this
// machine's IEEE arithmetic and libm, used for folding, model search and readable values) and
// the Z3 translation (SMT-LIB FloatingPoint with the JVM's extra rules). Random expressions
// over special and ordinary values are evaluated both ways, bit for bit.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "solver/expr_eval.hpp"
#include "solver/z3_backend.hpp"

namespace symtest::solver::test {
namespace {

class RandomFloats {
 public:
  RandomFloats(ExprPool& pool, uint32_t seed) : pool_(pool), rng_(seed) {
    for (uint8_t w : {32, 64}) {
      for (int i = 0; i < 2; ++i) fpVars_.push_back(pool.newFpVar("f" + std::to_string(w), w));
      intVars_.push_back(pool.newVar("i" + std::to_string(w), w));
    }
  }

  double interesting(uint8_t w) {
    const bool f = w == 32;
    const double inf = std::numeric_limits<double>::infinity();
    switch (rng_() % 16) {
      case 0:
        return 0.0;
      case 1:
        return -0.0;
      case 2:
        return std::numeric_limits<double>::quiet_NaN();
      case 3:
        return rng_() % 2 ? inf : -inf;
      case 4:
        return f ? std::numeric_limits<float>::denorm_min()
                 : std::numeric_limits<double>::denorm_min();
      case 5:
        return f ? std::numeric_limits<float>::max() : -std::numeric_limits<double>::max();
      case 6:
        return static_cast<double>(static_cast<int>(rng_() % 21) - 10);
      case 7:
        return (static_cast<int>(rng_() % 21) - 10) + 0.5;  // ties for rint and round
      case 8:
        return std::ldexp(1.0, 31) - static_cast<double>(rng_() % 3);  // around int limits
      case 9:
        return -std::ldexp(1.0, 63) + static_cast<double>(rng_() % 2) * 1024;
      case 10:
        return std::ldexp(1.0, 53) + static_cast<double>(rng_() % 3);
      default: {
        const uint64_t bits = f ? rng_() & 0xffffffff : rng_();
        return fpValue(bits, w);
      }
    }
  }

  ExprId var(uint8_t w, bool isFloat) {
    std::vector<ExprId> same;
    for (ExprId v : isFloat ? fpVars_ : intVars_)
      if (pool_.node(v).width == w) same.push_back(v);
    return same[rng_() % same.size()];
  }

  ExprId fp(uint8_t w, int depth) {
    if (depth == 0 || rng_() % 5 == 0) {
      if (rng_() % 3 == 0) return pool_.fpConst(w, fpBits(interesting(w), w));
      return var(w, true);
    }
    static constexpr Op kBinary[] = {Op::FAdd, Op::FSub, Op::FMul,
                                     Op::FDiv, Op::FRem, Op::FIeeeRem};
    static constexpr Op kUnary[] = {Op::FNeg,  Op::FSqrt, Op::FFloor,
                                    Op::FCeil, Op::FRint, Op::FAbs};
    switch (rng_() % 8) {
      case 0:
        return pool_.fpUnary(kUnary[rng_() % 6], fp(w, depth - 1));
      case 1:
        return pool_.fpConvert(Op::IntToFp, integer(rng_() % 2 ? 32 : 64, depth - 1), w);
      case 2:
        return pool_.fpConvert(Op::FpToFp, fp(w == 32 ? 64 : 32, depth - 1), w);
      case 3:
        return pool_.fpConvert(Op::BitsToFp, integer(w, depth - 1), w);
      case 4:
        return pool_.ite(boolean(depth - 1), fp(w, depth - 1), fp(w, depth - 1));
      default:
        return pool_.fpBinary(kBinary[rng_() % 6], fp(w, depth - 1), fp(w, depth - 1));
    }
  }

  ExprId integer(uint8_t w, int depth) {
    if (depth == 0 || rng_() % 3 == 0) {
      if (rng_() % 2)
        return pool_.bvConst(w, static_cast<uint64_t>(static_cast<int64_t>(rng_() % 7) - 3));
      return var(w, false);
    }
    switch (rng_() % 4) {
      case 0:
        return pool_.fpConvert(Op::FpToInt, fp(rng_() % 2 ? 32 : 64, depth - 1), w);
      case 1:
        return pool_.fpConvert(Op::FRoundToInt, fp(rng_() % 2 ? 32 : 64, depth - 1), w);
      case 2:
        if (w == 32) {
          const uint8_t fw = rng_() % 2 ? 32 : 64;
          return pool_.fpBinary(Op::FCompare, fp(fw, depth - 1), fp(fw, depth - 1));
        }
        [[fallthrough]];
      default:
        return pool_.fpConvert(Op::FpToBits, fp(w, depth - 1), w);
    }
  }

  ExprId boolean(int depth) {
    const uint8_t w = rng_() % 2 ? 32 : 64;
    const ExprId a = fp(w, depth), b = rng_() % 6 == 0 ? a : fp(w, depth);
    switch (rng_() % 5) {
      case 0:
        return pool_.fpBinary(Op::FEq, a, b);
      case 1:
        return pool_.fpBinary(Op::FLt, a, b);
      case 2:
        return pool_.fpBinary(Op::FLe, a, b);
      case 3:
        return pool_.fpUnary(Op::FIsNaN, a);
      default:
        return pool_.binary(Op::Eq, a, b);  // the same value, bit for bit
    }
  }

  Assignment assignment() {
    Assignment a;
    for (ExprId v : fpVars_) {
      const auto& n = pool_.node(v);
      a[static_cast<uint32_t>(n.value)] = fpBits(interesting(n.width), n.width);
    }
    for (ExprId v : intVars_) {
      const auto& n = pool_.node(v);
      a[static_cast<uint32_t>(n.value)] = rng_() % 2 ? maskBits(rng_(), n.width) : rng_() % 5;
    }
    return a;
  }

 private:
  ExprPool& pool_;
  std::mt19937_64 rng_;
  std::vector<ExprId> fpVars_, intVars_;
};

// The value of `e` in `m` as the evaluator represents it: bits (canonical NaN) or 0/1.
uint64_t z3Value(Z3Backend& z3, const ExprPool& pool, ExprId id, const z3::model& m) {
  z3::context& c = z3.ctx();
  const z3::expr e = z3.translate(id);
  const ExprNode& n = pool.node(id);
  if (n.width == 0) return m.eval(e, true).is_true() ? 1 : 0;
  uint64_t bits = 0;
  if (!n.isFloat) {
    EXPECT_TRUE(m.eval(e, true).is_numeral_u64(bits));
    return bits;
  }
  if (m.eval(z3::to_expr(c, Z3_mk_fpa_is_nan(c, e)), true).is_true())
    return n.width == 32 ? kFloatNaNBits : kDoubleNaNBits;
  EXPECT_TRUE(m.eval(z3::to_expr(c, Z3_mk_fpa_to_ieee_bv(c, e)), true).is_numeral_u64(bits));
  return bits;
}

TEST(FpCrossCheck, EvaluatorAgreesWithZ3) {
  ExprPool pool;
  Z3Backend z3(pool, SolverOptions{});
  RandomFloats gen(pool, 20261124);
  z3::solver solver = z3.newSolver();
  z3::context& c = z3.ctx();
  for (int i = 0; i < 3000; ++i) {
    const ExprId e = i % 3 == 0   ? gen.boolean(2)
                     : i % 3 == 1 ? gen.fp(i % 2 ? 32 : 64, 3)
                                  : gen.integer(i % 2 ? 32 : 64, 3);
    const Assignment a = gen.assignment();
    const uint64_t mine = pool.evaluate(e, a);
    solver.push();
    for (const auto& [v, bits] : a) {
      const VarInfo& info = pool.var(v);
      if (info.isFloat) {
        const z3::expr value = z3::to_expr(
            c, Z3_mk_fpa_to_fp_bv(c, c.bv_val(bits, info.width), z3.fpSort(info.width)));
        solver.add(z3::to_expr(c, Z3_mk_eq(c, z3.var(v), value)));
      } else {
        solver.add(z3.var(v) == c.bv_val(bits, info.width));
      }
    }
    ASSERT_EQ(solver.check(), z3::sat);
    const uint64_t theirs = z3Value(z3, pool, e, solver.get_model());
    solver.pop();
    ASSERT_EQ(mine, theirs) << "case " << i << ": " << pool.toString(e);
  }
}

// The JVM's own rules where IEEE 754 or C++ would differ, checked on the evaluator.
TEST(FpSemantics, JvmRules) {
  ExprPool pool;
  auto d = [&](double v) { return pool.doubleConst(v); };
  auto value = [&](ExprId e) { return fpValue(pool.node(e).value, pool.node(e).width); };
  const double nan = std::numeric_limits<double>::quiet_NaN();
  // % truncates the quotient (fmod), unlike IEEE remainder.
  EXPECT_EQ(value(pool.fpBinary(Op::FRem, d(5), d(3))), 2.0);
  EXPECT_EQ(value(pool.fpBinary(Op::FIeeeRem, d(5), d(3))), -1.0);
  EXPECT_TRUE(std::signbit(value(pool.fpBinary(Op::FRem, d(-6), d(3)))));  // -0.0
  // Saturating conversions, NaN to 0.
  auto toInt = [&](double v, uint8_t w) {
    return signExtend(pool.node(pool.fpConvert(Op::FpToInt, d(v), w)).value, w);
  };
  EXPECT_EQ(toInt(nan, 32), 0);
  EXPECT_EQ(toInt(1e10, 32), INT32_MAX);
  EXPECT_EQ(toInt(-1e300, 64), INT64_MIN);
  EXPECT_EQ(toInt(-2.9, 32), -2);
  // Bit views: one NaN, both zeros distinct.
  EXPECT_EQ(pool.node(pool.fpConvert(Op::FpToBits, d(nan), 64)).value, kDoubleNaNBits);
  EXPECT_EQ(pool.node(pool.fpConvert(Op::FpToBits, d(-0.0), 64)).value, uint64_t{1} << 63);
  // Comparisons with NaN are false; == on the same NaN operand too.
  const ExprId x = pool.newFpVar("x", 64);
  EXPECT_EQ(pool.fpBinary(Op::FLt, x, x), pool.falseExpr());
  EXPECT_EQ(pool.fpBinary(Op::FEq, x, x), pool.notExpr(pool.fpUnary(Op::FIsNaN, x)));
  EXPECT_EQ(pool.fpBinary(Op::FLt, d(nan), d(1)), pool.falseExpr());
  // x + 0.0 is not x (for x = -0.0), x + -0.0 is.
  EXPECT_NE(pool.fpBinary(Op::FAdd, x, d(0.0)), x);
  EXPECT_EQ(pool.fpBinary(Op::FAdd, x, d(-0.0)), x);
  // (int) (double) i == i, but not through float.
  const ExprId i = pool.newVar("i", 32);
  EXPECT_EQ(pool.fpConvert(Op::FpToInt, pool.fpConvert(Op::IntToFp, i, 64), 32), i);
  EXPECT_NE(pool.fpConvert(Op::FpToInt, pool.fpConvert(Op::IntToFp, i, 32), 32), i);
}

TEST(FpPrinter, JavaText) {
  ExprPool pool;
  const ExprId x = pool.newFpVar("x", 64), f = pool.newFpVar("f", 32);
  const ExprId i = pool.newVar("i", 32);
  EXPECT_EQ(pool.toString(pool.fpBinary(Op::FLt, x, pool.doubleConst(0.5))), "x < 0.5");
  EXPECT_EQ(pool.toString(pool.notExpr(pool.fpBinary(Op::FLe, pool.doubleConst(1), x))),
            "!(1.0 <= x)");
  EXPECT_EQ(pool.toString(pool.fpUnary(Op::FIsNaN, f)), "Float.isNaN(f)");
  EXPECT_EQ(pool.toString(pool.fpBinary(Op::FMul, f, pool.fpConvert(Op::IntToFp, i, 32))),
            "f * (float) i");
  EXPECT_EQ(pool.toString(pool.fpConvert(Op::FpToInt, x, 64)), "(long) x");
  EXPECT_EQ(pool.toString(pool.fpUnary(Op::FSqrt, x)), "Math.sqrt(x)");
  EXPECT_EQ(pool.toString(pool.fpBinary(Op::FSub, x, pool.doubleConst(-0.5))), "x - -0.5");
  EXPECT_EQ(pool.toString(pool.binary(Op::Eq, x, pool.doubleConst(2))),
            "Double.compare(x, 2.0) == 0");
  EXPECT_EQ(pool.toString(pool.floatConst(std::numeric_limits<float>::infinity())),
            "Float.POSITIVE_INFINITY");
}

}  // namespace
}  // namespace symtest::solver::test
