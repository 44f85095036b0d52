// The projection of a state's constraints onto the variables it holds is exact: checked by
// enumerating every value of 5-bit variables (the bounds MIN and MAX included).
#include "solver/projection.hpp"

#include <gtest/gtest.h>

#include <functional>

namespace symtest::solver {
namespace {

// For every value of x and y (5 bits): does some r make `all` true, and is `projected` true?
void expectSameOverXY(const ExprPool& pool, ExprId x, ExprId y, ExprId r,
                      const std::vector<ExprId>& all, const std::vector<ExprId>& projected) {
  auto holds = [&](const std::vector<ExprId>& cs, const Assignment& a) {
    for (ExprId c : cs)
      if (pool.evaluate(c, a) == 0) return false;
    return true;
  };
  const auto index = [&](ExprId v) { return static_cast<uint32_t>(pool.node(v).value); };
  for (uint64_t xv = 0; xv < 32; ++xv)
    for (uint64_t yv = 0; yv < 32; ++yv) {
      Assignment a{{index(x), xv}, {index(y), yv}};
      bool exists = false;
      for (uint64_t rv = 0; rv < 32 && !exists; ++rv) {
        a[index(r)] = rv;
        exists = holds(all, a);
      }
      a.erase(index(r));
      ASSERT_EQ(exists, holds(projected, a)) << "x=" << xv << " y=" << yv;
    }
}

TEST(Projection, EliminatesBoundedVariablesExactly) {
  ExprPool pool;
  ExprId x = pool.newVar("x", 5), y = pool.newVar("y", 5), r = pool.newVar("r", 5);
  const auto xi = static_cast<uint32_t>(pool.node(x).value);
  const auto yi = static_cast<uint32_t>(pool.node(y).value);
  const std::set<uint32_t> keep{xi, yi};
  auto check = [&](std::vector<ExprId> all, bool eliminated = true) {
    std::string text;
    for (ExprId c : all) text += pool.toString(c) + "; ";
    SCOPED_TRACE(text);
    std::vector<ExprId> projected = eliminateVariables(pool, all, keep);
    const auto ri = static_cast<uint32_t>(pool.node(r).value);
    bool mentionsR = false;
    for (ExprId c : projected)
      for (uint32_t v : pool.variables(c)) mentionsR = mentionsR || v == ri;
    EXPECT_EQ(mentionsR, !eliminated);
    if (eliminated) expectSameOverXY(pool, x, y, r, all, projected);
    return projected;
  };
  // A removed key between two others: room for one value between them.
  check({pool.binary(Op::Slt, x, r), pool.binary(Op::Slt, r, y)});
  check({pool.binary(Op::Sle, x, r), pool.binary(Op::Slt, r, y)});
  check({pool.binary(Op::Sge, r, x), pool.binary(Op::Sle, r, y), pool.binary(Op::Slt, x, y)});
  // One side only: above x strictly needs x below the largest value.
  check({pool.binary(Op::Sgt, r, x)});
  check({pool.notExpr(pool.binary(Op::Sge, r, y)), pool.binary(Op::Sgt, r, x)});
  // An equality substitutes.
  check({pool.binary(Op::Eq, r, x), pool.binary(Op::Slt, r, y)});
  // A variable in any other constraint stays, and the rest is untouched.
  std::vector<ExprId> kept = check({pool.binary(Op::Ne, r, x), pool.binary(Op::Slt, r, y)}, false);
  EXPECT_EQ(kept.size(), 2u);
}

}  // namespace
}  // namespace symtest::solver
