// Resource-driven search (the paper's Sec. 4) for policies the cost so far cannot decide: a
// choice policy that skips an alternative when the cost accumulated plus the most the rest of
// the derivation may add (RemainingCost) stays below a lower bound, or cannot beat the worst
// case found so far.
#pragma once

#include <optional>
#include <vector>

#include "cost/cost_bound_policy.hpp"
#include "cost/remaining_cost.hpp"

namespace symtest::cost {

class PolicyGuide final : public CostBoundPolicy {
 public:
  // `model`: the policy's model among the meter's; `bound`: the lower bound (AtLeast), or
  // nullopt for the worst case, whose bar is raised by setBest().
  PolicyGuide(const CostMeter& meter, size_t model, const RemainingCost& remaining,
              std::optional<int64_t> bound)
      : CostBoundPolicy(meter, model, bound), remaining_(remaining) {}

 private:
  bool mayReach(clp::PredId pred, int rule, int64_t soFar, int64_t target,
                symexec::ExecutionContext& ctx) override;
  const RemainingCost& remaining_;
};

}  // namespace symtest::cost
