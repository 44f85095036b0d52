// Private: the two Solver implementations, constructed by makeSolver().
#pragma once

#include <z3++.h>

#include <limits>
#include <memory>
#include <unordered_map>
#include <vector>

#include "solver/slicing.hpp"
#include "solver/solver.hpp"
#include "solver/z3_backend.hpp"

namespace symtest::solver {

// One Z3 solver whose scopes follow the engine's push/pop; queries push/add/check/pop.
// The simple reference implementation the caching solver is measured against.
class IncrementalSolver final : public Solver {
 public:
  IncrementalSolver(ExprPool& pool, const SolverOptions& options);
  void push() override;
  void pop() override;
  void add(ExprId constraint) override;
  SatResult isSatisfiable(ExprId extra) override;
  std::optional<Assignment> readableModel(const std::vector<uint32_t>& vars) override;
  const std::vector<ExprId>& constraints() const override { return constraints_; }
  const SolverStats& stats() const override { return stats_; }

 private:
  ExprPool& pool_;
  Z3Backend z3_;
  z3::solver solver_;
  Slicer slicer_;
  std::vector<ExprId> constraints_;
  struct Frame {
    size_t size;
    bool satKnown;
  };
  std::vector<Frame> frames_;
  bool satKnown_ = true;           // the current constraints are known satisfiable
  ExprId lastSatExtra_ = kNoExpr;  // last extra proven compatible with the constraints
  SolverStats stats_;
};

// KLEE-style chain over a constraint stack kept here (push/pop are O(1) markers):
// folding -> model reuse (counterexample cache) -> independence slicing -> syntactic
// contradictions -> query cache -> local search with the evaluator -> fresh Z3 check.
class CachingSolver final : public Solver {
 public:
  CachingSolver(ExprPool& pool, const SolverOptions& options);
  void push() override;
  void pop() override;
  void add(ExprId constraint) override;
  SatResult isSatisfiable(ExprId extra) override;
  std::optional<Assignment> readableModel(const std::vector<uint32_t>& vars) override;
  const std::vector<ExprId>& constraints() const override { return asGiven_; }
  const SolverStats& stats() const override { return stats_; }

 private:
  using ModelPtr = std::shared_ptr<const Assignment>;
  struct CacheEntry {
    SatResult result;
    ModelPtr model;  // Sat: values of the query's variables
  };
  struct KeyHash {
    size_t operator()(const std::vector<ExprId>& key) const;
  };
  struct Frame {
    size_t size;
    std::vector<ModelPtr> models;
    std::vector<size_t> pending;
  };
  static constexpr size_t kNone = std::numeric_limits<size_t>::max();

  SatResult solveSlice(ExprId extra);
  std::optional<CacheEntry> solveWithoutFpArithmetic(const std::vector<ExprId>& key, ExprId extra,
                                                     const std::vector<uint32_t>& sliceVars);
  bool hasFpArithmetic(ExprId id);  // memoized in fpArithmetic_
  std::optional<CacheEntry> enumerateSmallDomain(const std::vector<ExprId>& key,
                                                 const std::vector<uint32_t>& sliceVars);
  void rememberModel(ModelPtr model, bool coversPending);
  bool holdsPending(const Assignment& model) const;

  ExprPool& pool_;
  Z3Backend z3_;
  Slicer slicer_;
  std::vector<std::vector<uint64_t>> arrayGuesses_;  // SolverOptions::arrayGuesses
  std::vector<ExprId> constraints_;  // without Op::Internal marks: what queries reason about
  std::vector<ExprId> asGiven_;      // as added, marks included: constraints()
  std::unordered_map<ExprId, uint32_t> present_;  // multiplicity of each current constraint
  // Invariant: every model satisfies all current constraints except those at the positions
  // in pending_ (constraints added without a prior query that no known model satisfied).
  // The list is never empty: initially the empty assignment models the empty set.
  std::vector<ModelPtr> models_;
  std::vector<size_t> pending_;
  size_t unsatFrom_ = kNone;  // the first unsatFrom_ constraints are known unsatisfiable
  std::vector<Frame> frames_;
  std::unordered_map<std::vector<ExprId>, CacheEntry, KeyHash> cache_;
  SolverStats stats_;
  std::unordered_map<ExprId, bool> fpArithmetic_;
};

}  // namespace symtest::solver
