// Both solvers: agreement on path conditions with push/pop, an exhaustive oracle on small
// widths, and the caching solver's counters.
#include <gtest/gtest.h>

#include <climits>
#include <random>

#include "build_helpers.hpp"
#include "solver/solver.hpp"

namespace symtest::solver::test {
namespace {

using Kind = SolverOptions::Kind;

class BothSolvers : public ::testing::TestWithParam<Kind> {
 protected:
  std::unique_ptr<Solver> make(uint64_t budget = 1'000'000'000) {
    SolverOptions options;
    options.kind = GetParam();
    options.queryBudget = budget;
    return makeSolver(pool, options);
  }
  ExprPool pool;
  Build b{pool};
  ExprId x = pool.newVar("x", 32);
  ExprId y = pool.newVar("y", 32);
};

TEST_P(BothSolvers, DecidesSimplePathConditions) {
  auto s = make();
  EXPECT_EQ(s->isSatisfiable(pool.trueExpr()), SatResult::Sat);
  EXPECT_EQ(s->isSatisfiable(b.eq(b.mul(x, y), b.i32(7))), SatResult::Sat);
  EXPECT_EQ(s->isSatisfiable(b.land(b.gt(x, b.i32(5)), b.lt(x, b.i32(3)))), SatResult::Unsat);
  EXPECT_EQ(s->isSatisfiable(pool.falseExpr()), SatResult::Unsat);
  // x + 1 < x holds exactly at Integer.MAX_VALUE.
  const ExprId overflow = b.lt(b.add(x, b.i32(1)), x);
  EXPECT_EQ(s->isSatisfiable(overflow), SatResult::Sat);
  s->push();
  s->add(overflow);
  EXPECT_EQ(s->isSatisfiable(b.ne(x, b.i32(INT_MAX))), SatResult::Unsat);
  EXPECT_EQ(s->isSatisfiable(b.eq(x, b.i32(INT_MAX))), SatResult::Sat);
  s->pop();
  EXPECT_EQ(s->isSatisfiable(b.ne(x, b.i32(INT_MAX))), SatResult::Sat);
  // Squares are never 2 modulo 2^32; x*x == 4 has four roots.
  EXPECT_EQ(s->isSatisfiable(b.eq(b.mul(x, x), b.i32(2))), SatResult::Unsat);
  EXPECT_EQ(s->isSatisfiable(b.eq(b.mul(x, x), b.i32(4))), SatResult::Sat);
  // Java division edge: MIN / -1 == MIN, MIN % -1 == 0.
  EXPECT_EQ(s->isSatisfiable(b.land(b.eq(b.div(x, y), x), b.lt(x, b.i32(0)))), SatResult::Sat);
  EXPECT_EQ(s->isSatisfiable(b.land(b.eq(y, b.i32(-1)), b.ne(b.rem(x, y), b.i32(0)))),
            SatResult::Unsat);
}

TEST_P(BothSolvers, FollowsPushAndPop) {
  auto s = make();
  s->push();
  s->add(b.gt(x, b.i32(5)));
  EXPECT_EQ(s->isSatisfiable(b.lt(x, b.i32(3))), SatResult::Unsat);
  EXPECT_EQ(s->isSatisfiable(b.lt(x, b.i32(7))), SatResult::Sat);
  s->push();
  s->add(b.lt(x, b.i32(7)));
  EXPECT_EQ(s->isSatisfiable(b.ne(x, b.i32(6))), SatResult::Unsat);
  EXPECT_EQ(s->constraints().size(), 2u);
  s->pop();
  EXPECT_EQ(s->constraints().size(), 1u);
  EXPECT_EQ(s->isSatisfiable(b.ne(x, b.i32(6))), SatResult::Sat);
  s->pop();
  EXPECT_TRUE(s->constraints().empty());
  EXPECT_EQ(s->isSatisfiable(b.lt(x, b.i32(3))), SatResult::Sat);
  // Constraints added without asking first are still accounted for.
  s->push();
  s->add(b.eq(x, b.mul(y, y)));
  s->add(b.lt(x, b.i32(0)));
  s->add(b.gt(y, b.i32(-3)));
  s->add(b.lt(y, b.i32(3)));
  EXPECT_EQ(s->isSatisfiable(pool.trueExpr()), SatResult::Unsat);
  EXPECT_EQ(s->isSatisfiable(b.eq(y, b.i32(1))), SatResult::Unsat);
  s->pop();
  EXPECT_EQ(s->isSatisfiable(b.eq(y, b.i32(1))), SatResult::Sat);
  EXPECT_THROW(s->pop(), std::logic_error);
}

TEST_P(BothSolvers, ReportsQueriesOutOfBudgetAsUnknown) {
  const ExprId p = pool.newVar("p", 64);
  const ExprId q = pool.newVar("q", 64);
  auto s = make(200'000);
  // Factoring a 62-bit semiprime (1500000001 * 1899999979) by bit-blasting: hopeless in 200k
  // resource units (some 40 ms).
  const ExprId small = b.land(b.gt(p, b.i64(1)), b.lt(p, b.i64(1LL << 31)));
  const ExprId smallQ = b.land(b.gt(q, b.i64(1)), b.lt(q, b.i64(1LL << 31)));
  const ExprId product = b.eq(b.mul(p, q), b.i64(1500000001LL * 1899999979LL));
  EXPECT_EQ(s->isSatisfiable(b.land(b.land(small, smallQ), product)), SatResult::Unknown);
  EXPECT_EQ(s->stats().outOfBudget, 1u);
  // The budget is counted in Z3's own steps: the call used it up, and not much more.
  EXPECT_GE(s->stats().resourceUnits, 200'000u);
  EXPECT_LT(s->stats().resourceUnits, 400'000u);
}

// Exhaustive oracle: three 4-bit variables (4096 assignments) under random constraints with
// random push/pop; both solvers must give the oracle's answer on every query.
TEST_P(BothSolvers, AgreesWithExhaustiveOracleOnSmallWidths) {
  std::vector<ExprId> vars;
  for (const char* n : {"a", "b", "c"}) vars.push_back(pool.newVar(n, 4));
  std::mt19937 rng(GetParam() == Kind::Caching ? 11 : 12);
  auto atom = [&]() -> ExprId {
    const ExprId u = vars[rng() % 3];
    const ExprId v = rng() % 3 ? vars[rng() % 3] : pool.bvConst(4, rng() % 16);
    static constexpr Op kOps[] = {Op::Add, Op::Sub, Op::Mul, Op::SDiv, Op::SRem, Op::Xor};
    const ExprId lhs = rng() % 2 ? pool.binary(kOps[rng() % 6], u, v) : u;
    const Op cmp = static_cast<Op>(static_cast<int>(Op::Eq) + rng() % 6);
    const ExprId rhs = rng() % 4 ? pool.bvConst(4, rng() % 16) : vars[rng() % 3];
    return pool.binary(cmp, rng() % 4 ? lhs : rhs, rng() % 4 ? rhs : lhs);
  };
  auto oracle = [&](const std::vector<ExprId>& cs) {
    for (uint64_t bits = 0; bits < 4096; ++bits) {
      Assignment a;
      for (uint32_t i = 0; i < 3; ++i)
        a[static_cast<uint32_t>(pool.node(vars[i]).value)] = (bits >> (4 * i)) & 15;
      bool ok = true;
      for (ExprId c : cs) ok = ok && pool.evaluate(c, a) != 0;
      if (ok) return SatResult::Sat;
    }
    return SatResult::Unsat;
  };
  auto s = make();
  int depth = 0, unsat = 0;
  for (int step = 0; step < 400; ++step) {
    const ExprId q = rng() % 4 ? atom() : pool.binary(Op::BoolOr, atom(), atom());
    std::vector<ExprId> all = s->constraints();
    all.push_back(q);
    const SatResult expect = oracle(all);
    ASSERT_EQ(s->isSatisfiable(q), expect) << "step " << step << ": " << pool.toString(q);
    unsat += expect == SatResult::Unsat;
    if (expect == SatResult::Sat && step % 7 == 0) {
      std::vector<uint32_t> ids;
      for (ExprId v : vars) ids.push_back(static_cast<uint32_t>(pool.node(v).value));
      s->push();
      s->add(q);
      const auto m = s->readableModel(ids);
      ASSERT_TRUE(m.has_value());
      for (ExprId c : s->constraints()) ASSERT_EQ(pool.evaluate(c, *m), 1u) << pool.toString(c);
      s->pop();
    }
    if (depth < 6 && rng() % 8 == 0) {
      // The engine may add constraints it did not ask about (possibly contradictory ones).
      s->push();
      ++depth;
      s->add(atom());
    } else if (expect == SatResult::Sat && depth < 6 && rng() % 2) {
      s->push();
      ++depth;
      s->add(q);
    } else if (depth > 0 && rng() % 3 == 0) {
      s->pop();
      --depth;
    }
  }
  EXPECT_GT(unsat, 20);  // the sequence exercises both answers
}

INSTANTIATE_TEST_SUITE_P(Kinds, BothSolvers, ::testing::Values(Kind::Incremental, Kind::Caching),
                         [](const auto& info) {
                           return info.param == Kind::Caching ? "Caching" : "Incremental";
                         });

class CachingSolverTest : public ::testing::Test {
 protected:
  ExprPool pool;
  Build b{pool};
  ExprId x = pool.newVar("x", 32);
  ExprId y = pool.newVar("y", 32);
  std::unique_ptr<Solver> s = makeSolver(pool, SolverOptions{});
};

TEST_F(CachingSolverTest, FoldsConstantAndKnownQueries) {
  EXPECT_EQ(s->isSatisfiable(pool.trueExpr()), SatResult::Sat);
  EXPECT_EQ(s->isSatisfiable(pool.falseExpr()), SatResult::Unsat);
  EXPECT_EQ(s->stats().decidedByFolding, 2u);
  const ExprId g = b.gt(b.mul(x, x), b.i32(100));
  ASSERT_EQ(s->isSatisfiable(g), SatResult::Sat);
  s->add(g);
  EXPECT_EQ(s->isSatisfiable(g), SatResult::Sat);                  // already a constraint
  EXPECT_EQ(s->isSatisfiable(pool.notExpr(g)), SatResult::Unsat);  // its negation is
  EXPECT_EQ(s->stats().decidedByFolding, 4u);
  // x * x > 100: found by local search (x = 100 from the constant) or by one Z3 call.
  EXPECT_EQ(s->stats().solverCalls + s->stats().decidedBySearch, 1u);
  EXPECT_EQ(s->stats().queries, 5u);
}

TEST_F(CachingSolverTest, TwoWayBranchCostsAtMostOneSolverCall) {
  const ExprId g = b.lt(b.mul(x, y), b.i32(10));
  ASSERT_EQ(s->isSatisfiable(g), SatResult::Sat);
  ASSERT_EQ(s->isSatisfiable(pool.notExpr(g)), SatResult::Sat);
  EXPECT_LE(s->stats().solverCalls, 1u);
  EXPECT_GE(s->stats().decidedByModel, 1u);
  // Adding what was just proven keeps a model: queries it satisfies are free.
  s->push();
  s->add(g);
  const uint64_t calls = s->stats().solverCalls;
  const uint64_t byModel = s->stats().decidedByModel;
  const ExprId h = b.le(b.mul(x, y), b.i32(10));  // implied by g
  EXPECT_EQ(s->isSatisfiable(h), SatResult::Sat);
  EXPECT_EQ(s->stats().solverCalls, calls);
  EXPECT_EQ(s->stats().decidedByModel, byModel + 1);
  s->pop();
  s->push();
  s->add(pool.notExpr(g));  // the other branch's model survived the pop
  EXPECT_EQ(s->isSatisfiable(b.ge(b.mul(x, y), b.i32(5))), SatResult::Sat);
  EXPECT_EQ(s->stats().solverCalls, calls);
  s->pop();
}

TEST_F(CachingSolverTest, SlicesIndependentConstraintsAndCachesQueries) {
  // Constraints on y do not enter queries about x: the second identical x-query is a cache
  // hit although a y-constraint was added in between.
  const ExprId gy = b.eq(b.mul(y, y), b.i32(9));
  ASSERT_EQ(s->isSatisfiable(gy), SatResult::Sat);
  s->add(gy);
  const ExprId impossible = b.eq(b.mul(x, x), b.i32(2));
  EXPECT_EQ(s->isSatisfiable(impossible), SatResult::Unsat);
  const uint64_t calls = s->stats().solverCalls;
  const ExprId gy2 = b.lt(y, b.i32(100));
  ASSERT_EQ(s->isSatisfiable(gy2), SatResult::Sat);
  s->add(gy2);
  EXPECT_EQ(s->isSatisfiable(impossible), SatResult::Unsat);
  EXPECT_EQ(s->stats().decidedByCache, 1u);
  EXPECT_EQ(s->stats().solverCalls, calls);
}

TEST_F(CachingSolverTest, DecidesOrderContradictionsWithoutZ3) {
  const ExprId area1 = b.mul(x, b.mul(y, b.i32(314)));
  const ExprId area2 = b.mul(y, y);
  const ExprId g = b.gt(area1, area2);
  ASSERT_EQ(s->isSatisfiable(g), SatResult::Sat);
  s->add(g);
  const uint64_t calls = s->stats().solverCalls;
  EXPECT_EQ(s->isSatisfiable(b.gt(area2, area1)), SatResult::Unsat);  // a > b && b > a
  EXPECT_EQ(s->isSatisfiable(b.eq(area2, area1)), SatResult::Unsat);
  s->add(b.gt(x, b.i32(5)));                                         // unasked: pending
  EXPECT_EQ(s->isSatisfiable(b.lt(x, b.i32(3))), SatResult::Unsat);  // x > 5 && x < 3
  EXPECT_EQ(s->stats().solverCalls, calls);
  EXPECT_EQ(s->isSatisfiable(b.lt(b.add(x, y), b.i32(-7))), SatResult::Sat);
  s->add(b.lt(b.add(x, y), b.i32(-7)));
  const uint64_t calls2 = s->stats().solverCalls;
  EXPECT_EQ(s->isSatisfiable(b.ge(b.add(x, y), b.i32(-7))), SatResult::Unsat);
  EXPECT_EQ(s->stats().solverCalls, calls2);
  EXPECT_EQ(s->isSatisfiable(b.le(x, b.i32(6))), SatResult::Sat);  // a point is fine
  s->add(b.le(x, b.i32(6)));
  EXPECT_EQ(s->isSatisfiable(b.ne(x, b.i32(6))), SatResult::Unsat);  // x in [6, 6], x != 6
}

TEST_F(CachingSolverTest, CountsSolverTime) {
  ASSERT_EQ(s->isSatisfiable(b.eq(b.mul(x, y), b.i32(7))), SatResult::Sat);
  EXPECT_EQ(s->stats().solverCalls, 1u);
  EXPECT_GT(s->stats().solverTime.count(), 0);
  EXPECT_EQ(s->stats().outOfBudget, 0u);
  EXPECT_GT(s->stats().resourceUnits, 0u);
}

}  // namespace
}  // namespace symtest::solver::test
