// State subsumption (Symstra Sec. 4): a symbolic state is a heap shape whose value slots hold
// expressions, with the path constraints over them. An older state subsumes a newer one of
// the same shape when every slot valuation the newer allows the older allows too:
//   forall x. C_new(x) -> exists y. C_old(y) && slots_old(y) == slots_new(x).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <vector>

#include <z3++.h>

#include "solver/expr.hpp"
#include "solver/order_facts.hpp"
#include "solver/slicing.hpp"
#include "solver/solver.hpp"

namespace symtest::solver {

struct SymbolicState {
  std::vector<ExprId> constraints;  // only those connected to the slots' variables
  std::vector<ExprId> slots;        // in linearization order
};

// The constraints of `pathCondition` connected to the variables of `slots` (with variable-free
// ones left out: a satisfiable path condition makes them true). What a state keeps.
std::vector<ExprId> constraintsOnSlots(const ExprPool& pool,
                                       const std::vector<ExprId>& pathCondition,
                                       const std::vector<ExprId>& slots);

class Z3Backend;

// The budget of a query that keeps a quantifier, and of the witness probe (older slots that
// are expressions over several variables, as a balance d1 + d2 - w is, make both costly):
// on the Account and search tree subjects the queries Z3 decides take under 15 ms of a quiet
// machine, the others run out of any budget up to 500 ms. In Z3 resource units (see
// SolverOptions::queryBudget), so that which states are pruned does not depend on the load.
inline constexpr uint64_t kQuantifiedCheckBudget = 100'000;
// Checks that need an existential (older variables the slots do not determine) are tried
// until kGiveUpAfter of them were posed, and stay in use while at least one in kGiveUpRatio
// proves a state covered; the same holds for the instance and quantified queries among them.
// Measured: the search tree proves 1 in 3 by instances but 1 in 80 by quantified queries; Account
// proves none either way and spent 90% of its time on them.
inline constexpr uint64_t kGiveUpAfter = 32;
inline constexpr uint64_t kGiveUpRatio = 16;

// Instantiation: at most this many choices of terms are evaluated, and this many posed.
inline constexpr size_t kInstanceCombinations = 256;
inline constexpr unsigned kInstanceQueries = 2;

class SubsumptionChecker {
 public:
  // `pool` gains the probe's equalities (slot == witness value).
  SubsumptionChecker(ExprPool& pool, const SolverOptions& options);
  ~SubsumptionChecker();
  // Does `older` subsume `newer` (same shape: slots pairwise of one sort)? An unknown answer
  // counts as no: a state is pruned only when it is proved covered.
  bool subsumes(const SymbolicState& older, const SymbolicState& newer);
  // Z3 calls; decidedByFolding: no call needed; outOfBudget: checks left undecided (not pruned).
  const SolverStats& stats() const { return stats_; }
  // Checks not posed because such checks kept failing to prove anything.
  uint64_t quantifiedSkipped() const { return quantifiedSkipped_; }

 private:
  bool provesSubsumed(const SymbolicState& older, const SymbolicState& newer);
  // When every older variable is the bare variable of an older slot: whether the newer
  // constraints imply the older ones renamed to the newer slots, decided over the integers;
  // nothing when that does not apply or is not decided.
  std::optional<bool> impliedOverIntegers(const SymbolicState& older, const SymbolicState& newer);
  z3::expr invert(ExprId e, uint32_t v, const z3::expr& target,
                  const std::function<z3::expr(ExprId)>& other);
  // Makes `newer` the state the per-state caches below (witness, order facts) speak of: a
  // new state is checked against every older one in a row.
  void focus(const SymbolicState& newer);
  // The newer state's slot values under one small model of its constraints (null:
  // unsatisfiable), computed on first use.
  const z3::expr_vector* witness();
  void computeWitness(const SymbolicState& newer);
  // False when the older state cannot take the witness's slot values, judged by evaluation;
  // `forced` receives the older variables the witness determines.
  bool mayCoverWitness(const SymbolicState& older, Assignment& forced) const;
  // Can the older state take the witness's slot values? Local search first, then Z3.
  bool admitsWitness(const SymbolicState& older, const z3::expr& body, const Assignment& forced);
  // The newer state's order facts (and asserted_, its constraints' Z3 term ids), built on
  // first use.
  OrderFacts& facts();
  // Indices of the `quantified` constants that occur in `e`.
  std::vector<unsigned> boundIn(const z3::expr& e, const z3::expr_vector& quantified) const;
  // Conjuncts grouped by shared bound variables: each group's variables and conjunction.
  std::vector<std::pair<z3::expr_vector, z3::expr>> groupByVariables(
      const z3::expr_vector& quantified,
      const std::vector<std::pair<z3::expr, std::vector<unsigned>>>& parts);
  // Does the newer state imply exists vars. part? Instances first, then a bounded query.
  bool coversExistentially(const SymbolicState& newer, const z3::expr_vector& vars,
                           const z3::expr& part);
  // Tries the newer state's own terms as values of the bound variables, chosen where the
  // witness model makes `body` true: one quantifier-free query proves a choice right.
  bool coveredByInstance(const SymbolicState& newer, const z3::expr_vector& bound,
                         const z3::expr& body);

  ExprPool& pool_;
  Slicer slicer_;
  std::unique_ptr<Z3Backend> backend_;
  SolverStats stats_;
  // Per newer state (see focus()).
  std::optional<SymbolicState> newer_;
  bool witnessTried_ = false;
  std::optional<z3::expr_vector> witness_;
  std::optional<z3::model> witnessModel_;
  std::optional<std::vector<uint64_t>> witnessValues_;  // the same as numbers, when all are
  std::optional<Assignment> witnessAssignment_;         // the witness's variables, when found
  std::optional<OrderFacts> facts_;
  std::set<unsigned> asserted_;  // a conjunct among these holds outright
  // Posed and proved (a state covered): checks with an existential, and quantified queries.
  struct Yield {
    uint64_t posed = 0, proved = 0;
    bool poor() const { return posed >= kGiveUpAfter && proved * kGiveUpRatio < posed; }
  };
  Yield existential_, instanceQueries_, quantifiedQueries_;
  uint64_t quantifiedSkipped_ = 0;
};

}  // namespace symtest::solver
