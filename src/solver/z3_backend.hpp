// Private: translation of pool expressions to Z3 and the budgeted, counted check used by both
// solvers. One Z3Backend (one z3::context) per solver object; not thread-safe (except that a
// Cancellation may interrupt its context from another thread).
#pragma once

#include <z3++.h>

#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

#include "solver/expr.hpp"
#include "solver/solver.hpp"

namespace symtest::solver {

class Z3Backend {
 public:
  Z3Backend(const ExprPool& pool, const SolverOptions& options);
  ~Z3Backend();
  Z3Backend(const Z3Backend&) = delete;
  Z3Backend& operator=(const Z3Backend&) = delete;

  // The Z3 context, created on first use: the process's first context costs Z3 about 50 ms,
  // more than a whole run on a small method that needs no solver call (later ones < 1 ms).
  // One per backend: a context shared by all methods made Z3 about 10% slower.
  z3::context& ctx();
  uint64_t budget() const { return budget_; }
  // The budget of a query over `ids`: the base budget, times kFloatBudgetFactor with floats.
  uint64_t budgetFor(const std::vector<ExprId>& ids);
  // Sets the resource budget (Z3 rlimit units) of `solver`'s next checks.
  void setBudget(z3::solver& solver, uint64_t units);
  // Memoized per context: a node is translated once for the solver's lifetime.
  z3::expr translate(ExprId id);
  // Asserts `id` into `solver` together with range lemmas for the divisions by a symbolic
  // divisor in it (|x % y| < |y|, the remainder takes the dividend's sign, |x / y| <= |x|).
  // They are implied by the bit-level semantics, but without them Z3 must bit-blast a 32-bit
  // divider to learn them: seconds, where the lemmas decide such queries in milliseconds.
  void assertInto(z3::solver& solver, ExprId id) { assertAll(solver, {id}); }
  // Each lemma once; sets the solver's budget to budgetFor(ids).
  void assertAll(z3::solver& solver, const std::vector<ExprId>& ids);
  // The range lemma of one SDiv/SRem node (public for the test that proves it valid).
  z3::expr divisionLemma(ExprId division);
  z3::expr var(uint32_t index);
  z3::sort fpSort(uint8_t width);  // Float32 (width 32) or Float64 (width 64)
  // A new solver with the budget set; used for one-shot queries and incrementally.
  z3::solver newSolver();
  // check() with counting into `stats` (calls, resource units, time); Z3 exceptions, unknown
  // and a stopped run -> Unknown. `used`, when given, receives the call's resource units.
  SatResult check(z3::solver& solver, SolverStats& stats,
                  const z3::expr_vector* assumptions = nullptr, uint64_t* used = nullptr);
  // Values of `vars` in the model of `solver`'s last satisfiable check (model completion:
  // unconstrained ones read as 0). Nothing when Z3 cannot give them: a stop request that lands
  // between the check and the reading cancels model evaluation too.
  std::optional<Assignment> readModel(z3::solver& solver, const std::vector<uint32_t>& vars);
  // The conjunction of `ids` decided over the integers (integer_encoding.hpp) within the
  // budget: Sat (the values of `vars` in `model`) or Unsat; Unknown when Z3 does not decide it
  // or, with terms outside the encoding's fragment, when their abstraction is satisfiable by a
  // model that is not the query's (bits decide then).
  SatResult checkAsIntegers(const std::vector<ExprId>& ids, const std::vector<uint32_t>& vars,
                            SolverStats& stats, Assignment& model);

 private:
  z3::expr translateNode(const ExprNode& n);
  z3::expr multiply(const ExprNode& n);         // narrow when a factor's range is small
  z3::expr divideNarrow(const ExprNode& n);     // SDiv/SRem, narrow when the dividend is small
  z3::expr codePointIn(const ExprNode& n);      // InCodePointSet: a search over the set's ranges
  z3::expr codePointMapped(const ExprNode& n);  // MapCodePoint: a search over the map's runs
  // Floating point (fp_z3.cpp): IEEE sorts, rounding to nearest even, the JVM's conversions.
  z3::expr translateFp(const ExprNode& n);
  z3::expr fpConstant(uint64_t bits, uint8_t width);
  // Double.doubleToLongBits of an FP term: its IEEE bits, NaN as the canonical NaN.
  z3::expr canonicalBits(const z3::expr& x, uint8_t width);
  // The IEEE bits of an FP expression's value in `model` (NaN as the canonical NaN).
  uint64_t fpModelBits(const z3::model& model, const z3::expr& e, uint8_t width);
  // The division nodes with a non-constant divisor reachable from `id` (memoized).
  const std::vector<ExprId>& divisionsIn(ExprId id);
  bool containsFloat(ExprId id);  // memoized
  std::string smtText(z3::solver& solver, const z3::expr_vector* assumptions);
  void dump(const std::string& query, SatResult result, uint64_t units, uint64_t budget, double ms);
  const ExprPool& pool_;
  std::unique_ptr<z3::context> ctx_;  // before the expressions: destroyed after them
  uint64_t budget_;
  std::string dumpDirectory_;
  Cancellation* cancel_;
  uint64_t cancelId_ = 0;
  std::unordered_map<ExprId, z3::expr> memo_;
  std::unordered_map<uint32_t, z3::expr> vars_;
  std::unordered_map<ExprId, std::vector<ExprId>> divisions_;
  std::unordered_map<ExprId, bool> floats_;
  std::unordered_map<Z3_solver, uint64_t> budgets_;  // with dumps: each solver's last budget
};

}  // namespace symtest::solver
