// readableModel: values satisfy the constraints and are as small as the constraints allow.
#include <gtest/gtest.h>

#include <climits>
#include <cmath>
#include <limits>

#include "build_helpers.hpp"
#include "solver/solver.hpp"

namespace symtest::solver::test {
namespace {

using Kind = SolverOptions::Kind;

class ReadableModel : public ::testing::TestWithParam<Kind> {
 protected:
  uint32_t idx(ExprId v) { return static_cast<uint32_t>(pool.node(v).value); }
  // Adds the constraints the way the engine does (ask, then add) and returns the model.
  Assignment modelFor(std::initializer_list<ExprId> cs, std::vector<ExprId> vars) {
    for (ExprId c : cs) {
      EXPECT_EQ(s->isSatisfiable(c), SatResult::Sat) << pool.toString(c);
      s->add(c);
    }
    std::vector<uint32_t> indices;
    for (ExprId v : vars) indices.push_back(idx(v));
    auto m = s->readableModel(indices);
    EXPECT_TRUE(m.has_value());
    if (!m) return {};
    for (ExprId c : s->constraints()) EXPECT_EQ(pool.evaluate(c, *m), 1u) << pool.toString(c);
    for (uint32_t v : indices) EXPECT_TRUE(m->contains(v));
    return *m;
  }
  int64_t sval(const Assignment& m, ExprId v) {
    return signExtend(m.at(idx(v)), pool.node(v).width);
  }

  ExprPool pool;
  Build b{pool};
  ExprId x = pool.newVar("x", 32);
  ExprId y = pool.newVar("y", 32);
  std::unique_ptr<Solver> s = makeSolver(pool, [] {
    SolverOptions o;
    o.kind = GetParam();
    return o;
  }());
};

TEST_P(ReadableModel, PrefersOne) {
  const Assignment m = modelFor({b.gt(x, b.i32(0))}, {x, y});
  EXPECT_EQ(sval(m, x), 1);
  EXPECT_EQ(sval(m, y), 0);  // not constrained
}

TEST_P(ReadableModel, KeepsCoupledValuesSmall) {
  const Assignment m = modelFor({b.ne(x, b.i32(0)), b.eq(y, b.mul(x, b.i32(2)))}, {x, y});
  EXPECT_LE(std::abs(sval(m, x)), 1);
  EXPECT_LE(std::abs(sval(m, y)), 2);
}

TEST_P(ReadableModel, FactorsSeven) {
  const Assignment m = modelFor({b.eq(b.mul(x, y), b.i32(7))}, {x, y});
  EXPECT_LE(std::abs(sval(m, x)), 7);
  EXPECT_LE(std::abs(sval(m, y)), 7);
}

TEST_P(ReadableModel, ForcedLargeValueLeavesOthersSmall) {
  const Assignment m = modelFor({b.eq(x, b.i32(100000)), b.gt(y, b.i32(0)), b.lt(y, x)}, {x, y});
  EXPECT_EQ(sval(m, x), 100000);
  EXPECT_EQ(sval(m, y), 1);
}

TEST_P(ReadableModel, OverflowNeedsMaxValue) {
  const Assignment m = modelFor({b.lt(b.add(x, b.i32(1)), x)}, {x});
  EXPECT_EQ(sval(m, x), INT_MAX);
}

TEST_P(ReadableModel, LowerBoundIsReachedExactly) {
  const ExprId l = pool.newVar("l", 64);
  const Assignment m = modelFor({b.gt(l, b.i64(5000000000LL)), b.gt(x, b.i32(1000))}, {l, x});
  EXPECT_EQ(sval(m, x), 1001);
  EXPECT_GT(sval(m, l), 5000000000LL);
  EXPECT_LT(sval(m, l), 10000000000LL);
}

TEST_P(ReadableModel, CharAndByteValues) {
  const ExprId c = pool.newVar("c", 16, false);
  const ExprId by = pool.newVar("b", 8);
  const Assignment m =
      modelFor({b.gt(b.zext(c, 32), b.i32(97)), b.lt(b.sext(by, 32), b.i32(-100))}, {c, by});
  EXPECT_EQ(m.at(idx(c)), 98u);
  EXPECT_LT(sval(m, by), -100);
  EXPECT_EQ(m.at(idx(by)) >> 8, 0u);  // masked to the variable's width
}

TEST_P(ReadableModel, UnconstrainedAndEmpty) {
  const Assignment m = modelFor({}, {x, y});
  EXPECT_EQ(m.at(idx(x)), 0u);
  EXPECT_EQ(m.at(idx(y)), 0u);
}

// Floating point: small integral values first, then simple fractions, then special values
// only where the path needs them; never a long digit string when a short one fits.
TEST_P(ReadableModel, FloatsPreferSmallIntegralValues) {
  const ExprId d = pool.newFpVar("d", 64);
  auto value = [&](const Assignment& m) { return fpValue(m.at(idx(d)), 64); };
  const double minNormal = std::numeric_limits<double>::min();
  Assignment m = modelFor({pool.notExpr(pool.fpBinary(Op::FLt, d, pool.doubleConst(minNormal))),
                           pool.notExpr(pool.fpUnary(Op::FIsNaN, d))},
                          {d});
  EXPECT_EQ(value(m), 1.0);
}

TEST_P(ReadableModel, FloatsAvoidBoundaryConstants) {
  const ExprId d = pool.newFpVar("d", 64);
  const double minNormal = std::numeric_limits<double>::min();
  const Assignment m =
      modelFor({pool.fpBinary(Op::FLt, pool.doubleConst(0), d),
                pool.notExpr(pool.fpBinary(Op::FLt, d, pool.doubleConst(minNormal)))},
               {d});
  EXPECT_EQ(fpValue(m.at(idx(d)), 64), 1.0);
}

TEST_P(ReadableModel, FloatsTakeSimpleFractionsAndSpecials) {
  const ExprId f = pool.newFpVar("f", 32), g = pool.newFpVar("g", 32);
  const Assignment m =
      modelFor({pool.notExpr(pool.fpBinary(Op::FEq, pool.fpBinary(Op::FRem, f, pool.floatConst(1)),
                                           pool.floatConst(0))),
                pool.fpUnary(Op::FIsNaN, pool.fpBinary(Op::FMul, g, pool.floatConst(0)))},
               {f, g});
  EXPECT_EQ(fpValue(m.at(idx(f)), 32), 0.5);  // a fraction, the simplest
  EXPECT_TRUE(std::isinf(fpValue(m.at(idx(g)), 32)) || std::isnan(fpValue(m.at(idx(g)), 32)));
}

INSTANTIATE_TEST_SUITE_P(Kinds, ReadableModel, ::testing::Values(Kind::Incremental, Kind::Caching),
                         [](const auto& info) {
                           return info.param == Kind::Caching ? "Caching" : "Incremental";
                         });

}  // namespace
}  // namespace symtest::solver::test
