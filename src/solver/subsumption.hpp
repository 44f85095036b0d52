// State subsumption (Symstra Sec. 4): a symbolic state is a heap shape whose value slots hold
// expressions, with the path constraints over them. An older state subsumes a newer one of
// the same shape when every slot valuation the newer allows the older allows too:
//   forall x. C_new(x) -> exists y. C_old(y) && slots_old(y) == slots_new(x).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include <z3++.h>

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
// several variables, as a balance d1 + d2 - w is). Measured on the Account subject at length
// 3: the checks Z3 decides take under 15 ms, the others run out of any budget up to 500 ms;
// at 15 ms the run takes 0.9 s (2.3 s at 50 ms, 37 s at 500 ms) with the same states pruned.
inline constexpr unsigned kQuantifiedCheckMs = 15;
// Quantified checks are no longer posed once this many ran out of their budget and they
// outnumber the decided ones four to one.
inline constexpr uint64_t kQuantifiedGiveUp = 16;

class SubsumptionChecker {
 public:
  SubsumptionChecker(const ExprPool& pool, unsigned timeoutMs);
  ~SubsumptionChecker();
  // Does `older` subsume `newer` (same shape: slots pairwise of one sort)? An unknown answer
  // counts as no: a state is pruned only when it is proved covered.
  bool subsumes(const SymbolicState& older, const SymbolicState& newer);
  // Z3 calls; decidedByFolding: no call needed; timeouts: checks left undecided (not pruned).
  const SolverStats& stats() const { return stats_; }
  // Quantified checks not posed because such checks kept running out of budget.
  uint64_t quantifiedSkipped() const { return quantifiedSkipped_; }

 private:
  z3::expr invert(ExprId e, uint32_t v, const z3::expr& target,
                  const std::function<z3::expr(ExprId)>& other);
  // The newer state's slot values under one model of its constraints (null: unsatisfiable),
  // computed once for the state checked against every older one.
  const z3::expr_vector* witness(const SymbolicState& newer);
  bool mayCoverWitness(const SymbolicState& older) const;

  const ExprPool& pool_;
  std::unique_ptr<Z3Backend> backend_;
  SolverStats stats_;
  std::optional<SymbolicState> witnessFor_;
  std::optional<z3::expr_vector> witness_;
  std::optional<std::vector<uint64_t>> witnessValues_;  // the same as numbers, when all are
  uint64_t quantifiedDecided_ = 0, quantifiedUnknown_ = 0, quantifiedSkipped_ = 0;
};

}  // namespace symtest::solver
