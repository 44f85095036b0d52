// Private: translation of pool expressions to Z3 and the timed, counted check used by both
// solvers. One Z3Backend (one z3::context) per solver object; not thread-safe.
#pragma once

#include <z3++.h>

#include <unordered_map>
#include <vector>

#include "solver/expr.hpp"
#include "solver/solver.hpp"

namespace symtest::solver {

class Z3Backend {
 public:
  Z3Backend(const ExprPool& pool, unsigned timeoutMs);

  z3::context& ctx() { return ctx_; }
  unsigned timeoutMs() const { return timeoutMs_; }
  // Memoized per context: a node is translated once for the solver's lifetime.
  z3::expr translate(ExprId id);
  z3::expr var(uint32_t index);
  // A new solver with the timeout set; used for one-shot queries and incrementally.
  z3::solver newSolver();
  // check() with timing and counting into `stats`; Z3 exceptions and unknown -> Unknown.
  SatResult check(z3::solver& solver, SolverStats& stats,
                  const z3::expr_vector* assumptions = nullptr);
  // Values of `vars` in `model` (model completion: unconstrained ones read as 0).
  Assignment readModel(const z3::model& model, const std::vector<uint32_t>& vars);

 private:
  z3::expr translateNode(const ExprNode& n);
  const ExprPool& pool_;
  z3::context ctx_;
  unsigned timeoutMs_;
  std::unordered_map<ExprId, z3::expr> memo_;
  std::unordered_map<uint32_t, z3::expr> vars_;
};

}  // namespace symtest::solver
