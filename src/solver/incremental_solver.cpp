// IncrementalSolver: Z3's own incremental solver with scopes mirroring the engine's trail.
#include <stdexcept>

#include "solver/readable_model.hpp"
#include "solver/solver_impl.hpp"

namespace symtest::solver {

IncrementalSolver::IncrementalSolver(ExprPool& pool, const SolverOptions& options)
    : pool_(pool), z3_(pool, options), solver_(z3_.newSolver()), slicer_(pool) {}

void IncrementalSolver::push() {
  solver_.push();
  frames_.push_back(Frame{constraints_.size(), satKnown_});
}

void IncrementalSolver::pop() {
  if (frames_.empty()) throw std::logic_error("Solver::pop without a matching push");
  solver_.pop();
  const Frame f = frames_.back();
  frames_.pop_back();
  constraints_.resize(f.size);
  // A subset of a satisfiable set is satisfiable.
  satKnown_ = satKnown_ || f.satKnown;
  lastSatExtra_ = kNoExpr;
}

void IncrementalSolver::add(ExprId constraint) {
  constraints_.push_back(constraint);
  if (pool_.isTrue(constraint)) return;
  z3_.assertInto(solver_, constraint);
  satKnown_ = satKnown_ && constraint == lastSatExtra_;
  lastSatExtra_ = kNoExpr;
}

SatResult IncrementalSolver::isSatisfiable(ExprId extra) {
  stats_.queries++;
  if (pool_.isFalse(extra)) {
    stats_.decidedByFolding++;
    return SatResult::Unsat;
  }
  const bool plain = pool_.isTrue(extra);
  if (plain && satKnown_) {
    stats_.decidedByFolding++;
    return SatResult::Sat;
  }
  SatResult r;
  if (plain) {
    r = z3_.check(solver_, stats_);
  } else {
    solver_.push();
    z3_.assertInto(solver_, extra);
    r = z3_.check(solver_, stats_);
    solver_.pop();
  }
  if (r == SatResult::Sat) {
    satKnown_ = true;  // constraints ∧ extra satisfiable implies the constraints are
    if (!plain) lastSatExtra_ = extra;
  }
  return r;
}

std::optional<Assignment> IncrementalSolver::readableModel(const std::vector<uint32_t>& vars) {
  return findReadableModel(pool_, z3_, slicer_, stats_, constraints_, vars, nullptr);
}

}  // namespace symtest::solver
