// Private: readable test data. Finds values for the requested variables that satisfy the
// constraints, preferring small magnitudes (0, 1, -1, 2, ...), using the evaluator first and
// Z3 with bounds only when the cheap candidates fail.
#pragma once

#include <optional>
#include <vector>

#include "solver/expr.hpp"
#include "solver/slicing.hpp"
#include "solver/solver.hpp"
#include "solver/z3_backend.hpp"

namespace symtest::solver {

// `known`, if given, must satisfy all `constraints`. Backend calls are counted in `stats`.
// The result covers `vars` and every variable of the constraints connected to them.
std::optional<Assignment> findReadableModel(const ExprPool& pool, Z3Backend& z3, Slicer& slicer,
                                            SolverStats& stats,
                                            const std::vector<ExprId>& constraints,
                                            const std::vector<uint32_t>& vars,
                                            const Assignment* known);

}  // namespace symtest::solver
