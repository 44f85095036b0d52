// Private: constraint independence (KLEE's "independent solver"). Only constraints that
// share variables, transitively, with the query can influence its answer.
#pragma once

#include <unordered_map>
#include <vector>

#include "solver/expr.hpp"

namespace symtest::solver {

class Slicer {
 public:
  explicit Slicer(const ExprPool& pool) : pool_(pool) {}

  // Variables of `id`, sorted; memoized because constraints are sliced again and again.
  const std::vector<uint32_t>& varsOf(ExprId id);

  // The constraints (in their original order) connected to `seeds` through shared
  // variables, plus every variable-free constraint other than true. `sliceVars`, if given,
  // receives the variables of the slice together with the seeds, sorted.
  std::vector<ExprId> slice(const std::vector<ExprId>& constraints,
                            const std::vector<uint32_t>& seeds,
                            std::vector<uint32_t>* sliceVars = nullptr);

 private:
  const ExprPool& pool_;
  std::unordered_map<ExprId, std::vector<uint32_t>> vars_;
};

}  // namespace symtest::solver
