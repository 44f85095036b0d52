// What the resource-driven searches share: a choice policy that drops an alternative when no
// derivation through it can still reach the bar, a lower bound (AtLeast) or one above the
// costliest test case found so far (the worst case). How far a derivation may still go is each
// search's own estimate (PolicyGuide, TraceGuide).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "cost/cost_meter.hpp"
#include "symexec/choice_policy.hpp"

namespace symtest::cost {

class CostBoundPolicy : public symexec::ChoicePolicy {
 public:
  // Raises the worst case's bar: only a costlier test case is worth finding.
  void setBest(int64_t cost) { best_ = cost; }
  void orderRules(const symexec::RuleChoice& choice, std::vector<uint16_t>& rules,
                  symexec::ExecutionContext& ctx) final;
  bool admit(const symexec::OpenChoice& choice, symexec::ExecutionContext& ctx) final;

 protected:
  // `model`: the policy's model among the meter's; `bound`: the lower bound, or nullopt for
  // the worst case.
  CostBoundPolicy(const CostMeter& meter, size_t model, std::optional<int64_t> bound)
      : meter_(meter), model_(model), bound_(bound) {}
  // Whether a derivation applying rule `rule` of `pred` (-1: an alternative that is no rule)
  // may still reach `target`, having cost `soFar` (a constant) until now.
  virtual bool mayReach(clp::PredId pred, int rule, int64_t soFar, int64_t target,
                        symexec::ExecutionContext& ctx) = 0;
  std::vector<symexec::ContinuationFrame> frames_;  // scratch for ctx.continuation()

 private:
  bool worthTrying(clp::PredId pred, int rule, symexec::ExecutionContext& ctx);
  const CostMeter& meter_;
  size_t model_;
  std::optional<int64_t> bound_, best_;
};

}  // namespace symtest::cost
