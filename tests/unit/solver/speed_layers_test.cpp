// The layers that keep queries away from Z3 or make them cheap: local search, division
// lemmas, the per-query budget and the SMT-LIB2 dump.
#include <gtest/gtest.h>
#include <unistd.h>
#include <z3++.h>

#include <filesystem>

#include "build_helpers.hpp"
#include "solver/expr_eval.hpp"
#include "solver/model_search.hpp"
#include "solver/solver.hpp"
#include "solver/z3_backend.hpp"

namespace symtest::solver::test {
namespace {

class SpeedLayers : public ::testing::Test {
 protected:
  std::unique_ptr<Solver> make(uint64_t budget = 1'000'000'000, std::string dump = "") {
    SolverOptions options;
    options.queryBudget = budget;
    options.dumpDirectory = std::move(dump);
    return makeSolver(pool, options);
  }
  uint32_t index(ExprId var) const { return static_cast<uint32_t>(pool.node(var).value); }
  ExprPool pool;
  Build b{pool};
  Slicer slicer{pool};
  ExprId x = pool.newVar("x", 32);
  ExprId y = pool.newVar("y", 32);
  ExprId n = pool.newVar("n", 32);
};

TEST_F(SpeedLayers, SearchFindsModelsOfBranchesFromAKnownModel) {
  // From x = 0, y = 0: x > 1000 needs the constraint's constant, y == x * 3 the solving move.
  const std::vector<ExprId> cs = {b.gt(x, b.i32(1000)), b.eq(y, b.mul(x, b.i32(3))),
                                  b.lt(x, b.i32(5000))};
  const auto m = searchModel(pool, slicer, cs, Assignment{});
  ASSERT_TRUE(m.has_value());
  EXPECT_TRUE(holdsAll(pool, cs, *m));
  // Deterministic: the same answer again.
  EXPECT_EQ(searchModel(pool, slicer, cs, Assignment{}), m);
}

TEST_F(SpeedLayers, SearchNeverAnswersUnsatisfiableQueries) {
  const std::vector<ExprId> cs = {b.gt(x, b.i32(5)), b.lt(x, b.i32(3))};
  EXPECT_FALSE(searchModel(pool, slicer, cs, Assignment{}).has_value());
  const std::vector<ExprId> even = {b.eq(b.mul(x, b.i32(2)), b.i32(7))};  // 2x is even
  EXPECT_FALSE(searchModel(pool, slicer, even, Assignment{}).has_value());
}

TEST_F(SpeedLayers, CachingSolverDecidesSatisfiableBranchesBySearch) {
  auto s = make();
  s->add(b.ge(x, b.i32(0)));
  ASSERT_EQ(s->isSatisfiable(b.gt(x, b.i32(41))), SatResult::Sat);
  s->add(b.gt(x, b.i32(41)));
  ASSERT_EQ(s->isSatisfiable(b.eq(y, b.add(x, b.i32(1)))), SatResult::Sat);
  EXPECT_GE(s->stats().decidedBySearch, 1u);
  EXPECT_EQ(s->stats().solverCalls, 0u);
  // An unsatisfiable branch still goes to Z3 and is refuted there.
  s->add(b.eq(y, b.add(x, b.i32(1))));
  EXPECT_EQ(s->isSatisfiable(b.eq(b.mul(y, b.i32(2)), b.i32(85))), SatResult::Unsat);
}

// Rotating an array: b[(i + k) % n] with n = a.length. Z3 alone does not refute
// 0 <= k % n && n <= k % n within minutes; with the remainder's range lemma it is immediate.
TEST_F(SpeedLayers, RemainderLemmaRefutesRangeQueriesQuickly) {
  auto s = make(20'000'000);
  s->add(b.gt(n, b.i32(0)));
  s->add(b.le(n, b.i32(1 << 20)));
  const ExprId r = b.rem(x, n);
  s->add(b.le(b.i32(0), r));
  EXPECT_EQ(s->isSatisfiable(b.le(n, r)), SatResult::Unsat);
  EXPECT_EQ(s->stats().outOfBudget, 0u);
}

// The lemmas must hold for every dividend and non-zero divisor: their negation is
// unsatisfiable next to the division they describe (proved at 8 and 16 bits).
TEST_F(SpeedLayers, DivisionLemmasAreValid) {
  for (uint8_t width : {uint8_t{8}, uint8_t{16}}) {
    const ExprId p = pool.newVar("p", width), q = pool.newVar("q", width);
    for (Op op : {Op::SRem, Op::SDiv}) {
      SolverOptions unbounded;
      unbounded.queryBudget = UINT32_MAX;
      Z3Backend z3(pool, unbounded);
      const ExprId division = pool.binary(op, p, q);
      z3::solver solver = z3.newSolver();
      solver.add(!z3.divisionLemma(division));
      EXPECT_EQ(solver.check(), z3::unsat) << "width " << int{width};
    }
  }
}

// The narrow encodings (a factor or a dividend of small range computed on fewer bits) mean
// exactly what the plain operators mean: their difference is unsatisfiable. Products at 10
// bits (proving two multipliers equal is hard for SAT), quotients at 16.
TEST_F(SpeedLayers, NarrowProductsAndQuotientsAreExact) {
  SolverOptions unbounded;
  unbounded.queryBudget = UINT32_MAX;
  Z3Backend z3(pool, unbounded);
  auto plain = [&](ExprId node) {
    const ExprNode& n = pool.node(node);
    const z3::expr x = z3.translate(n.a), y = z3.translate(n.b);
    if (n.op == Op::Mul) return x * y;
    const z3::expr zero = z3.ctx().bv_val(0, n.width);
    const z3::expr q =
        n.op == Op::SDiv ? z3::to_expr(z3.ctx(), Z3_mk_bvsdiv(z3.ctx(), x, y)) : z3::srem(x, y);
    return z3::ite(y == zero, zero, q);
  };
  auto sext = [&](ExprId v, uint8_t width) { return pool.convert(Op::SExt, v, width); };
  const ExprId w = pool.newVar("w", 10), d = pool.newVar("d", 10);
  const ExprId c = pool.newVar("c", 4), e = pool.newVar("e", 4);
  const ExprId small = b.div(pool.bvConst(10, 12), d);  // [-12, 12]: 5 bits of 10
  ASSERT_EQ(pool.range(small).lo, -12);
  const ExprId w16 = pool.newVar("w16", 16), d16 = pool.newVar("d16", 16);
  const ExprId f = pool.newVar("f", 5);
  const ExprId hundred = pool.bvConst(16, 100);
  const ExprId cases[] = {
      b.mul(w, small),                  // one narrow factor
      b.mul(sext(c, 10), sext(e, 10)),  // two ((long) i * (long) j)
      b.mul(sext(c, 10), w),            // the narrow one first
      b.div(hundred, d16),              // a constant dividend
      b.rem(hundred, d16),              //
      b.div(sext(f, 16), d16),          // a small variable dividend
      b.rem(sext(f, 16), w16),          //
  };
  for (ExprId node : cases) {
    z3::solver solver = z3.newSolver();
    solver.add(z3.translate(node) != plain(node));
    EXPECT_EQ(solver.check(), z3::unsat) << pool.toString(node);
  }
}

TEST_F(SpeedLayers, FloatingPointQueriesGetALargerBudget) {
  SolverOptions options;
  options.queryBudget = 100'000;
  Z3Backend z3(pool, options);
  const ExprId f = pool.newFpVar("f", 32), g = pool.newFpVar("g", 32);
  EXPECT_EQ(z3.budgetFor({b.gt(x, b.i32(1))}), 100'000u);
  EXPECT_EQ(z3.budgetFor({b.gt(x, b.i32(1)), pool.fpBinary(Op::FLt, f, g)}),
            100'000u * SolverOptions::kFloatBudgetFactor);
}

TEST_F(SpeedLayers, QueriesOverTheBudgetAreUnknownAndCounted) {
  const ExprId p = pool.newVar("p", 64), q = pool.newVar("q", 64);
  auto s = make(100'000);
  const ExprId bounds = b.land(b.land(b.gt(p, b.i64(1)), b.lt(p, b.i64(1LL << 31))),
                               b.land(b.gt(q, b.i64(1)), b.lt(q, b.i64(1LL << 31))));
  const ExprId product = b.eq(b.mul(p, q), b.i64(1500000001LL * 1899999979LL));
  EXPECT_EQ(s->isSatisfiable(b.land(bounds, product)), SatResult::Unknown);
  EXPECT_EQ(s->stats().outOfBudget, 1u);
}

TEST_F(SpeedLayers, DumpsEachSolverCallAsStandardSmtLib) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("symtest-dump-" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  {
    auto s = make(10000, dir.string());
    s->add(b.ne(n, b.i32(0)));
    // Not found by search (2x is even), so Z3 answers, and the call is written.
    EXPECT_EQ(s->isSatisfiable(b.eq(b.mul(b.rem(x, n), b.i32(2)), b.i32(7))), SatResult::Unsat);
  }
  const std::vector<std::string> dumps = fileTexts(dir);
  ASSERT_EQ(dumps.size(), 1u);
  const std::string& smt = dumps[0];
  EXPECT_NE(smt.find("; symtest query"), std::string::npos);
  EXPECT_NE(smt.find("unsat in"), std::string::npos);
  EXPECT_NE(smt.find("(check-sat)"), std::string::npos);
  EXPECT_EQ(smt.find("bvsrem_i"), std::string::npos);  // Z3-internal operators are renamed
  // Another solver (here a fresh Z3 context) reads it and gives the same answer.
  z3::context ctx;
  z3::solver replay(ctx);
  replay.from_string(smt.c_str());
  EXPECT_EQ(replay.check(), z3::unsat);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace symtest::solver::test
