// makeSolver: the engine picks a solver by options only.
#include <memory>

#include "solver/solver.hpp"
#include "solver/solver_impl.hpp"

namespace symtest::solver {

std::unique_ptr<Solver> makeSolver(ExprPool& pool, const SolverOptions& options) {
  if (options.kind == SolverOptions::Kind::Incremental) {
    return std::make_unique<IncrementalSolver>(pool, options);
  }
  return std::make_unique<CachingSolver>(pool, options);
}

}  // namespace symtest::solver
