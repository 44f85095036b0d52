// The termination criterion: when an atom may still be unfolded. The default is block-k
// (PE paper Sec. 5.3-6.1): an atom may be reduced only if its predicate occurs fewer than k
// times among its ancestors.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "clp/program.hpp"

namespace symtest::symexec {

class UnfoldingRule {
 public:
  virtual ~UnfoldingRule() = default;
  virtual bool mayUnfold(clp::PredId pred, uint32_t occurrencesInAncestors) const = 0;
  // Whether an unfolding where only one rule can apply counts as an ancestor occurrence.
  // Models of the JDK answer no: their loops over constants do not branch the exploration.
  virtual bool countsDeterministic(clp::PredId) const { return true; }
  // How many values a symbolic array index takes in `pred` (0, 1, ..., n-1; larger ones are
  // cut like a bound), or 0 for EngineLimits::maxSymbolicIndex. Tied to the bound, so that a
  // larger k also explores larger arrays.
  virtual uint32_t indexSplit(clp::PredId) const { return 0; }
};

std::unique_ptr<UnfoldingRule> makeBlockK(uint32_t k);
// Block-k with a bound of its own per predicate (e.g. larger inside models of the JDK, whose
// loops over constants should not use up the bound meant for the code under test).
std::unique_ptr<UnfoldingRule> makeBlockK(std::vector<uint32_t> boundPerPredicate,
                                          std::vector<bool> deterministicFree = {},
                                          std::vector<uint32_t> indexSplitPerPredicate = {});

}  // namespace symtest::symexec
