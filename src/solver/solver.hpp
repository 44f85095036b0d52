// The constraint-solver interface the engine uses. Implementations: a Z3 incremental solver
// following the engine's scopes, and a fresh-query solver with independence splitting and
// caches; both count their work in SolverStats.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "solver/expr.hpp"

namespace symtest::solver {

enum class SatResult { Sat, Unsat, Unknown };

struct SolverStats {
  uint64_t queries = 0;           // isSatisfiable() calls from the engine
  uint64_t decidedByFolding = 0;  // constant after simplification
  uint64_t decidedByModel = 0;    // the cached model already satisfies the query
  uint64_t decidedByCache = 0;    // answered by the query cache
  uint64_t decidedBySearch = 0;   // a model found by local search with the evaluator
  uint64_t solverCalls = 0;       // full calls to the backend (Z3 check)
  uint64_t outOfBudget = 0;       // backend calls that ran out of their budget (or were stopped)
  uint64_t resourceUnits = 0;     // Z3 resource units (rlimit) the backend calls used
  std::chrono::nanoseconds solverTime{0};
};

// A path condition solver. The engine pushes/pops scopes in step with its trail and adds
// constraints; queries ask about the current constraints plus one extra condition.
class Solver {
 public:
  virtual ~Solver() = default;
  virtual void push() = 0;
  virtual void pop() = 0;  // discards constraints added since the matching push
  virtual void add(ExprId constraint) = 0;
  // Is (current constraints ∧ extra) satisfiable? `extra` may be trueExpr().
  virtual SatResult isSatisfiable(ExprId extra) = 0;
  // A model of the current constraints (after a Sat answer for trueExpr()), covering at least
  // the variables in `vars`. Values prefer small magnitudes (0, 1, -1, ...) when allowed.
  virtual std::optional<Assignment> readableModel(const std::vector<uint32_t>& vars) = 0;
  // The current constraints, in the order added.
  virtual const std::vector<ExprId>& constraints() const = 0;
  virtual const SolverStats& stats() const = 0;
};

class Cancellation;

struct SolverOptions {
  enum class Kind { Incremental, Caching } kind = Kind::Caching;
  // The budget of one backend call in Z3 resource units (its `rlimit`): a count of Z3's own
  // steps, the same on every machine and at any load, so that which queries run out (Unknown,
  // their branch cut and reported) is a property of the input, never of the machine's speed.
  uint64_t queryBudget = kDefaultQueryBudget;
  // When set, every backend call is written there as an SMT-LIB2 file (query-N.smt2) with
  // its answer, resource units and time in a comment, for replay with any solver.
  std::string dumpDirectory;
  // Interrupts the Z3 contexts of this solver when a safety limit or a signal stops the run.
  Cancellation* cancel = nullptr;
  // Contents input arrays may well have, tried before a solver call: the method's string
  // literals. A string switch compares hashes (s.charAt(0) * 31 + s.charAt(1) == 3304), an
  // equation bit-vector solvers find hard and whose practical solutions are the case labels.
  std::vector<std::vector<uint64_t>> arrayGuesses;
  // Calibrated on the query corpus of the example subjects (bench/queries.sh, bench/README.md):
  // Z3 spends 3-10M units a second, so 5M is what 500 ms (the earlier wall-clock budget) gave
  // on a quiet machine, above every query decided in under 500 ms there; queries such as the
  // remainder puzzle x % n == 0 && (x + 1) % n == 2 stay undecided at any budget.
  static constexpr uint64_t kDefaultQueryBudget = 5'000'000;
  // Queries over floating point get this multiple: Z3 bit-blasts every IEEE operation (a
  // double product is thousands of gates).
  static constexpr unsigned kFloatBudgetFactor = 4;
};

std::unique_ptr<Solver> makeSolver(ExprPool& pool, const SolverOptions& options);

// A budget in resource units as people read it and as --query-budget takes it: "20M",
// "150k", "1234".
std::string unitsText(uint64_t units);
// The inverse (a number with an optional k, M or G suffix); nullopt when malformed or 0.
std::optional<uint64_t> parseUnits(const std::string& text);

}  // namespace symtest::solver
