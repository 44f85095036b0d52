// Resource-driven search (the paper's Sec. 4) for policies the cost so far cannot decide: a
// choice policy that skips an alternative when the cost accumulated plus the most the rest of
// the derivation may add (RemainingCost) stays below a lower bound, or cannot beat the worst
// case found so far.
#pragma once

#include <optional>
#include <vector>

#include "cost/cost_meter.hpp"
#include "cost/remaining_cost.hpp"
#include "symexec/choice_policy.hpp"

namespace symtest::cost {

class PolicyGuide final : public symexec::ChoicePolicy {
 public:
  // `model`: the policy's model among the meter's; `bound`: the lower bound (AtLeast), or
  // nullopt for the worst case, whose bar is raised by setBest().
  PolicyGuide(const CostMeter& meter, size_t model, const RemainingCost& remaining,
              std::optional<int64_t> bound);
  void setBest(int64_t cost) { best_ = cost; }
  void orderRules(const symexec::RuleChoice& choice, std::vector<uint16_t>& rules,
                  symexec::ExecutionContext& ctx) override;
  bool admit(const symexec::OpenChoice& choice, symexec::ExecutionContext& ctx) override;

 private:
  bool mayReach(clp::PredId pred, int rule, symexec::ExecutionContext& ctx);

  const CostMeter& meter_;
  size_t model_;
  const RemainingCost& remaining_;
  std::optional<int64_t> bound_, best_;
  std::vector<symexec::ContinuationFrame> frames_;
};

}  // namespace symtest::cost
