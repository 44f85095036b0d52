// State subsumption (Symstra Sec. 4): a symbolic state is a heap shape whose value slots hold
// expressions, with the path constraints over them. An older state subsumes a newer one of
// the same shape when every slot valuation the newer allows the older allows too:
//   forall x. C_new(x) -> exists y. C_old(y) && slots_old(y) == slots_new(x).
#pragma once

#include <memory>
#include <vector>

#include "solver/expr.hpp"
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

// The budget of a check that keeps a quantifier (older slots that are expressions over
// several variables, as a balance b + d is). Measured on the Account subject: the checks
// Z3 decides take under 20 ms, the others run out of any budget up to 500 ms, where they cost
// Account at length 3 37 s instead of 5.5 s with the same states pruned.
inline constexpr unsigned kQuantifiedCheckMs = 50;

class SubsumptionChecker {
 public:
  SubsumptionChecker(const ExprPool& pool, unsigned timeoutMs);
  ~SubsumptionChecker();
  // Does `older` subsume `newer` (same shape: slots pairwise of one sort)? An unknown answer
  // counts as no: a state is pruned only when it is proved covered.
  bool subsumes(const SymbolicState& older, const SymbolicState& newer);
  // Z3 calls; decidedByFolding: no call needed; timeouts: checks left undecided (not pruned).
  const SolverStats& stats() const { return stats_; }

 private:
  const ExprPool& pool_;
  std::unique_ptr<Z3Backend> backend_;
  SolverStats stats_;
};

}  // namespace symtest::solver
