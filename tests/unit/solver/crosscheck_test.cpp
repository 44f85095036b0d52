// evaluate() must agree with Z3 on random expressions: same semantics in the evaluator
// (folding, model reuse) and in the translation (solving).
#include <gtest/gtest.h>

#include <random>

#include "build_helpers.hpp"
#include "solver/z3_backend.hpp"

namespace symtest::solver::test {
namespace {

// Builds each random expression twice: through the pool (folded, simplified) and directly
// as a raw Z3 term with the JVM meaning of every operator, so that the comparison checks
// the rewrites and the evaluator as well as the translation.
struct Pair {
  ExprId e;
  z3::expr raw;
};

class RandomExprs {
 public:
  RandomExprs(ExprPool& pool, Z3Backend& z3, uint32_t seed)
      : pool_(pool), z3_(z3), ctx_(z3.ctx()), rng_(seed) {
    for (uint8_t w : {8, 16, 32, 64}) {
      for (int i = 0; i < 2; ++i) vars_.push_back(pool.newVar("v" + std::to_string(w), w, i == 0));
    }
  }

  uint64_t interestingValue(uint8_t w) {
    const uint64_t min = uint64_t{1} << (w - 1);
    switch (rng_() % 8) {
      case 0:
        return 0;
      case 1:
        return 1;
      case 2:
        return maskBits(~uint64_t{0}, w);  // -1
      case 3:
        return min;
      case 4:
        return min - 1;
      case 5:
        return rng_() % 70;  // shift distances around the width
      default:
        return maskBits(rng_(), w);
    }
  }

  Pair bv(uint8_t w, int depth) {
    if (depth == 0 || rng_() % 5 == 0) {
      if (rng_() % 3 == 0) {
        const uint64_t v = interestingValue(w);
        return {pool_.bvConst(w, v), ctx_.bv_val(v, w)};
      }
      std::vector<ExprId> same;
      for (ExprId v : vars_) {
        if (pool_.node(v).width == w) same.push_back(v);
      }
      const ExprId v = same[rng_() % same.size()];
      return {v, z3_.var(static_cast<uint32_t>(pool_.node(v).value))};
    }
    switch (rng_() % 16) {
      case 0: {
        Pair a = bv(w, depth - 1);
        return {pool_.unary(Op::Neg, a.e), -a.raw};
      }
      case 1: {
        Pair c = boolean(depth - 1), a = bv(w, depth - 1), b = bv(w, depth - 1);
        return {pool_.ite(c.e, a.e, b.e), z3::ite(c.raw, a.raw, b.raw)};
      }
      case 2: {
        static constexpr uint8_t kWidths[] = {8, 16, 32, 64};
        const uint8_t other = kWidths[rng_() % 4];
        if (other == w) return bv(w, depth - 1);
        Pair a = bv(other, depth - 1);
        if (other > w) return {pool_.convert(Op::Trunc, a.e, w), a.raw.extract(w - 1, 0)};
        if (rng_() % 2) return {pool_.convert(Op::SExt, a.e, w), z3::sext(a.raw, w - other)};
        return {pool_.convert(Op::ZExt, a.e, w), z3::zext(a.raw, w - other)};
      }
      default:
        return binaryOp(w, depth);
    }
  }

  Pair binaryOp(uint8_t w, int depth) {
    static constexpr Op kOps[] = {Op::Add, Op::Sub, Op::Mul, Op::SDiv, Op::SRem, Op::And,
                                  Op::Or,  Op::Xor, Op::Shl, Op::AShr, Op::LShr};
    const Op op = kOps[rng_() % (sizeof kOps / sizeof kOps[0])];
    Pair a = bv(w, depth - 1), b = bv(w, depth - 1);
    // Shift distances come masked from the JVM; sometimes leave them raw on purpose.
    if ((op == Op::Shl || op == Op::AShr || op == Op::LShr) && rng_() % 4 != 0) {
      b = {pool_.binary(Op::And, b.e, pool_.bvConst(w, w - 1)), b.raw & ctx_.bv_val(w - 1, w)};
    }
    const z3::expr zero = ctx_.bv_val(0, w);
    z3::expr raw = a.raw;
    switch (op) {
      case Op::Add:
        raw = a.raw + b.raw;
        break;
      case Op::Sub:
        raw = a.raw - b.raw;
        break;
      case Op::Mul:
        raw = a.raw * b.raw;
        break;
      case Op::SDiv:
        raw = z3::ite(b.raw == zero, zero, a.raw / b.raw);
        break;
      case Op::SRem:
        raw = z3::ite(b.raw == zero, zero, z3::srem(a.raw, b.raw));
        break;
      case Op::And:
        raw = a.raw & b.raw;
        break;
      case Op::Or:
        raw = a.raw | b.raw;
        break;
      case Op::Xor:
        raw = a.raw ^ b.raw;
        break;
      case Op::Shl:
        raw = z3::shl(a.raw, b.raw);
        break;
      case Op::AShr:
        raw = z3::ashr(a.raw, b.raw);
        break;
      default:
        raw = z3::lshr(a.raw, b.raw);
        break;
    }
    return {pool_.binary(op, a.e, b.e), raw};
  }

  Pair boolean(int depth) {
    static constexpr uint8_t kWidths[] = {8, 16, 32, 64};
    if (depth > 0 && rng_() % 4 == 0) {
      Pair a = boolean(depth - 1), b = boolean(depth - 1);
      if (rng_() % 2) return {pool_.binary(Op::BoolAnd, a.e, b.e), a.raw && b.raw};
      return {pool_.binary(Op::BoolOr, a.e, b.e), a.raw || b.raw};
    }
    if (depth > 0 && rng_() % 8 == 0) {
      Pair a = boolean(depth - 1);
      return {pool_.notExpr(a.e), !a.raw};
    }
    const uint8_t w = kWidths[rng_() % 4];
    const int k = static_cast<int>(rng_() % 6);
    Pair a = bv(w, depth), b = bv(w, depth);
    // Sometimes compare an expression with itself or with a constant to hit the rewrites.
    if (rng_() % 6 == 0) b = a;
    const Op op = static_cast<Op>(static_cast<int>(Op::Eq) + k);
    const z3::expr raw = k == 0   ? a.raw == b.raw
                         : k == 1 ? a.raw != b.raw
                         : k == 2 ? z3::slt(a.raw, b.raw)
                         : k == 3 ? z3::sle(a.raw, b.raw)
                         : k == 4 ? z3::sgt(a.raw, b.raw)
                                  : z3::sge(a.raw, b.raw);
    return {pool_.binary(op, a.e, b.e), raw};
  }

  Assignment assignment() {
    Assignment a;
    for (ExprId v : vars_) {
      const auto& n = pool_.node(v);
      a[static_cast<uint32_t>(n.value)] = interestingValue(n.width);
    }
    return a;
  }

 private:
  ExprPool& pool_;
  Z3Backend& z3_;
  z3::context& ctx_;
  std::mt19937_64 rng_;
  std::vector<ExprId> vars_;
};

uint64_t valueOf(const z3::expr& v, bool isBool) {
  if (isBool) {
    EXPECT_TRUE(v.is_true() || v.is_false());
    return v.is_true() ? 1 : 0;
  }
  uint64_t bits = 0;
  EXPECT_TRUE(v.is_numeral_u64(bits));
  return bits;
}

TEST(CrossCheck, EvaluateAgreesWithZ3OnRandomExpressions) {
  ExprPool pool;
  Z3Backend z3(pool, SolverOptions{});
  RandomExprs gen(pool, z3, 20240611);
  z3::solver solver = z3.newSolver();
  static constexpr uint8_t kWidths[] = {8, 16, 32, 64};
  for (int i = 0; i < 1500; ++i) {
    const bool isBool = i % 3 == 0;
    const Pair p = isBool ? gen.boolean(3) : gen.bv(kWidths[i % 4], 4);
    const Assignment a = gen.assignment();
    const uint64_t mine = pool.evaluate(p.e, a);
    solver.push();
    for (const auto& [v, value] : a)
      solver.add(z3.var(v) == z3.ctx().bv_val(value, pool.var(v).width));
    ASSERT_EQ(solver.check(), z3::sat);
    const z3::model m = solver.get_model();
    const uint64_t raw = valueOf(m.eval(p.raw, true), isBool);
    const uint64_t translated = valueOf(m.eval(z3.translate(p.e), true), isBool);
    solver.pop();
    ASSERT_EQ(mine, raw) << "case " << i << ": " << pool.toString(p.e) << "\nraw: " << p.raw;
    ASSERT_EQ(mine, translated) << "case " << i << ": " << pool.toString(p.e);
  }
}

// Folding in the builders and the evaluator are the same semantics: an expression over
// constants folds to the value the open expression evaluates to.
TEST(CrossCheck, FoldingAgreesWithEvaluation) {
  ExprPool pool;
  Z3Backend z3(pool, SolverOptions{});
  RandomExprs gen(pool, z3, 7);
  for (int i = 0; i < 3000; ++i) {
    const ExprId x = pool.newVar("t", 32);
    const ExprId y = pool.newVar("u", 32);
    const uint64_t xv = gen.interestingValue(32), yv = gen.interestingValue(32);
    const Assignment a{{static_cast<uint32_t>(pool.node(x).value), xv},
                       {static_cast<uint32_t>(pool.node(y).value), yv}};
    for (Op op : {Op::Add, Op::Sub, Op::Mul, Op::SDiv, Op::SRem, Op::And, Op::Or, Op::Xor, Op::Shl,
                  Op::AShr, Op::LShr, Op::Eq, Op::Slt, Op::Sge}) {
      const ExprId open = pool.binary(op, x, y);
      const ExprId folded = pool.binary(op, pool.bvConst(32, xv), pool.bvConst(32, yv));
      ASSERT_TRUE(pool.isConst(folded));
      ASSERT_EQ(pool.evaluate(open, a), pool.node(folded).value) << pool.toString(open);
    }
  }
}

// Queries over the integers with the wrap-around explicit (integer_encoding.hpp) decide as the
// bit-vector queries do, and their models satisfy the bit-vector terms, on random queries of
// the operators the encoding takes (the others it declines).
TEST(CrossCheck, IntegerEncodingAgreesWithBitVectors) {
  ExprPool pool;
  Z3Backend z3(pool, SolverOptions{});
  RandomExprs gen(pool, z3, 20261128);
  int decided = 0, unsat = 0;
  for (int i = 0; i < 4000; ++i) {
    std::vector<ExprId> query;
    std::vector<uint32_t> vars;
    for (int j = 0; j <= i % 3; ++j) {
      query.push_back(gen.boolean(2).e);
      for (uint32_t v : pool.variables(query.back())) vars.push_back(v);
    }
    SolverStats stats;
    Assignment model;
    const SatResult asIntegers = z3.checkAsIntegers(query, vars, stats, model);
    if (asIntegers == SatResult::Unknown) continue;
    z3::solver bits = z3.newSolver();
    z3.assertAll(bits, query);
    const SatResult asBits = z3.check(bits, stats);
    if (asBits == SatResult::Unknown) continue;
    ++decided;
    EXPECT_EQ(asIntegers, asBits) << "query " << i << ": " << [&] {
      std::string text;
      for (ExprId e : query) text += pool.toString(e) + " ; ";
      return text;
    }();
    if (asIntegers == SatResult::Unsat) {
      ++unsat;
      continue;
    }
    for (ExprId e : query) EXPECT_EQ(pool.evaluate(e, model), 1u) << pool.toString(e);
  }
  EXPECT_GT(decided, 1000);
  EXPECT_GT(unsat, 100);
}

// Divisions by an unknown are abstracted over the integers (a fresh value with the remainder's
// sign and magnitude, the quotient's bounds): sound for every dividend and divisor. Pinned to
// concrete operands, the true value is never refuted and a wrong one never confirmed.
TEST(CrossCheck, AbstractedDivisionsNeverContradictTheJvm) {
  ExprPool pool;
  Z3Backend z3(pool, SolverOptions{});
  RandomExprs gen(pool, z3, 20261204);
  const ExprId x = pool.newVar("x", 32), y = pool.newVar("y", 32);
  const std::vector<uint32_t> vars = {static_cast<uint32_t>(pool.node(x).value),
                                      static_cast<uint32_t>(pool.node(y).value)};
  int refuted = 0;
  for (int i = 0; i < 600; ++i) {
    const uint64_t xv = gen.interestingValue(32), yv = gen.interestingValue(32);
    const Op op = i % 2 ? Op::SRem : Op::SDiv;
    const ExprId division = pool.binary(op, x, y);
    const uint64_t truth = pool.evaluate(division, {{vars[0], xv}, {vars[1], yv}});
    const ExprId pinned = pool.binary(Op::BoolAnd, pool.binary(Op::Eq, x, pool.bvConst(32, xv)),
                                      pool.binary(Op::Eq, y, pool.bvConst(32, yv)));
    SolverStats stats;
    Assignment model;
    EXPECT_NE(z3.checkAsIntegers({pinned, pool.binary(Op::Eq, division, pool.bvConst(32, truth))},
                                 vars, stats, model),
              SatResult::Unsat)
        << xv << " " << yv;
    const ExprId wrong = pool.binary(Op::Eq, division, pool.bvConst(32, truth + 1));
    const SatResult r = z3.checkAsIntegers({pinned, wrong}, vars, stats, model);
    EXPECT_NE(r, SatResult::Sat) << xv << " " << yv;
    refuted += r == SatResult::Unsat;
  }
  EXPECT_GT(refuted, 0);  // the lemma decides some: a remainder outside its range
}

// ArrayUtils.shift: `offset %= n` with n = length - start, then `if (offset < 0) offset += n`.
// The branch after it is refuted by the remainder's bounds over the integers (one query, no
// divider's bits); a satisfiable one is answered with a model that holds.
TEST(CrossCheck, RemainderBoundsRefuteWithoutBits) {
  ExprPool pool;
  Z3Backend z3(pool, SolverOptions{});
  const ExprId offset = pool.newVar("offset", 32), n = pool.newVar("n", 32);
  const std::vector<uint32_t> vars = {static_cast<uint32_t>(pool.node(offset).value),
                                      static_cast<uint32_t>(pool.node(n).value)};
  const ExprId r = pool.binary(Op::SRem, offset, n);
  const std::vector<ExprId> path = {pool.binary(Op::Sgt, n, pool.bvConst(32, 1)),
                                    pool.binary(Op::Sle, n, pool.bvConst(32, 1 << 20)),
                                    pool.binary(Op::Slt, r, pool.bvConst(32, 0))};
  std::vector<ExprId> infeasible = path;
  infeasible.push_back(
      pool.binary(Op::Sle, pool.binary(Op::Add, r, n), pool.bvConst(32, 0)));  // r + n <= 0
  SolverStats stats;
  Assignment model;
  EXPECT_EQ(z3.checkAsIntegers(infeasible, vars, stats, model), SatResult::Unsat);
  EXPECT_EQ(stats.solverCalls, 1u);
  std::vector<ExprId> feasible = path;
  feasible.push_back(pool.binary(Op::Eq, r, pool.bvConst(32, static_cast<uint64_t>(-3))));
  const SatResult answer = z3.checkAsIntegers(feasible, vars, stats, model);
  if (answer == SatResult::Sat) {
    for (ExprId e : feasible) EXPECT_EQ(pool.evaluate(e, model), 1u) << pool.toString(e);
  } else {
    EXPECT_EQ(answer, SatResult::Unknown);  // an abstract model that is not the query's
  }
}

// A product with a large factor stays with the bit-vectors: a random generator's step
// (seed * 0x5DEECE66D) made branch and bound spend seconds on one query. A small factor (a hash
// multiplier) is encoded.
TEST(CrossCheck, IntegerEncodingDeclinesLargeFactors) {
  ExprPool pool;
  Z3Backend z3(pool, SolverOptions{});
  const ExprId seed = pool.newVar("seed", 64);
  const uint32_t seedVar = static_cast<uint32_t>(pool.node(seed).value);
  auto exceeds = [&](uint64_t factor) {
    return pool.binary(Op::Slt, pool.bvConst(64, 1000),
                       pool.binary(Op::Mul, seed, pool.bvConst(64, factor)));
  };
  SolverStats stats;
  Assignment model;
  EXPECT_EQ(z3.checkAsIntegers({exceeds(0x5DEECE66DULL)}, {seedVar}, stats, model),
            SatResult::Unknown);
  EXPECT_EQ(stats.solverCalls, 0u);
  ASSERT_EQ(z3.checkAsIntegers({exceeds(31)}, {seedVar}, stats, model), SatResult::Sat);
  EXPECT_EQ(stats.solverCalls, 1u);
  EXPECT_EQ(pool.evaluate(exceeds(31), model), 1u);
}

}  // namespace
}  // namespace symtest::solver::test
