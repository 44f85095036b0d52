// Private: local search for a model with the evaluator only, tried before a full solver
// call. Most feasibility queries are satisfiable, and most by a small change of a model
// already known (a branch flips one comparison): a few evaluator moves find it in
// microseconds where Z3 bit-blasts products for milliseconds. Sound (every answer is
// checked by evaluation), incomplete (no answer proves nothing), deterministic.
#pragma once

#include <optional>
#include <vector>

#include "solver/expr.hpp"
#include "solver/slicing.hpp"

namespace symtest::solver {

// A model of all `constraints` reached from `start` (missing variables read as 0) by moves
// of one variable at a time to candidate values: small numbers, the extremes, the
// constraints' constants and their neighbours, and the value that makes a violated
// comparison `v op e` hold. Returns the values of the constraints' variables.
std::optional<Assignment> searchModel(const ExprPool& pool, Slicer& slicer,
                                      const std::vector<ExprId>& constraints,
                                      const Assignment& start);

// A model of all `constraints` that differs from `start` in one input array only (its elements
// and, when the constraints mention it, its length; see ExprPool::markElement), which holds
// one of `guesses`. Sound, incomplete, deterministic.
std::optional<Assignment> guessArrays(const ExprPool& pool, Slicer& slicer,
                                      const std::vector<ExprId>& constraints,
                                      const Assignment& start,
                                      const std::vector<std::vector<uint64_t>>& guesses);

// Floating-point constraints by numeric search (fp_search.cpp): the distance of violated
// comparisons minimized one float variable at a time (alternating variable method). Sound
// (a model is returned only when every constraint evaluates to true), incomplete.
std::optional<Assignment> searchFloatModel(const ExprPool& pool, Slicer& slicer,
                                           const std::vector<ExprId>& constraints,
                                           const Assignment& start);

}  // namespace symtest::solver
