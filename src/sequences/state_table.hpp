// Receiver states of the sequences explored so far (Symstra Sec. 3-4): the heap reachable
// from the receiver, linearized so that isomorphic heaps read alike, with the constraints on
// its values; a new state is covered when an earlier state at no greater depth subsumes it.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "heap/heap.hpp"
#include "solver/subsumption.hpp"

namespace symtest::sequences {

struct LinearState {
  std::string shape;                   // types, references by traversal number, slot widths
  std::vector<solver::ExprId> values;  // the primitive slots, in traversal order
};

// Objects numbered in depth-first order from `root`, fields in slot order; default values
// (0, null) and unwritten slots read alike.
LinearState linearize(const heap::Heap& heap, const solver::ExprPool& pool, uint32_t root);

class StateTable {
 public:
  // `prune` false: every state is new (the run without subsumption).
  StateTable(solver::ExprPool& pool, const solver::SolverOptions& options, bool prune = true)
      : pool_(pool), checker_(pool, options), prune_(prune) {}
  // Records the state reached after `depth` calls unless an earlier one covers it; true when
  // it is new (worth extending).
  bool admit(const LinearState& state, const std::vector<solver::ExprId>& pathCondition,
             uint32_t depth);
  uint64_t checks() const { return checks_; }
  uint64_t solverCalls() const { return checker_.stats().solverCalls; }
  const solver::SolverStats& stats() const { return checker_.stats(); }

 private:
  struct Entry {
    uint32_t depth;
    solver::SymbolicState state;
  };
  solver::ExprPool& pool_;
  solver::SubsumptionChecker checker_;
  std::unordered_map<std::string, std::vector<Entry>> byShape_;
  bool prune_;
  uint64_t checks_ = 0;
};

}  // namespace symtest::sequences
