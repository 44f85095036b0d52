// Trace-guided exploration (thesis Sec. 4.4.1-4.4.2): a choice policy that lets a derivation
// apply a rule of guided code only while some abstract trace through it may still satisfy the
// policy: the cost so far, the rule's, and the costliest abstract way to finish from the
// resulting abstract state reach the lower bound (or beat the best test found, for the worst
// case). Abstract traces the concrete program cannot follow die at their first infeasible step.
// Rules keep the program's order, so a run keeps the same test cases as without the guide.
#pragma once

#include <optional>
#include <vector>

#include "cost/cost_bound_policy.hpp"
#include "cost/trace_abstraction.hpp"

namespace symtest::cost {

class TraceGuide final : public CostBoundPolicy {
 public:
  // `model`: the policy's model among the meter's; `bound`: the lower bound, or nullopt for
  // the worst case, whose bar setBest() raises.
  TraceGuide(const CostMeter& meter, size_t model, TraceAbstraction& abstraction,
             std::function<bool(clp::PredId)> guided, std::optional<int64_t> bound)
      : CostBoundPolicy(meter, model, bound),
        abstraction_(abstraction),
        guided_(std::move(guided)) {}

 private:
  bool mayReach(clp::PredId pred, int rule, int64_t soFar, int64_t target,
                symexec::ExecutionContext& ctx) override;
  TraceAbstraction& abstraction_;
  std::function<bool(clp::PredId)> guided_;
  std::vector<TraceAbstraction::Frame> stack_;
};

}  // namespace symtest::cost
