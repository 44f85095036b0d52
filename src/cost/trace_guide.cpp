#include "cost/trace_guide.hpp"

#include <algorithm>

namespace symtest::cost {

bool TraceGuide::mayReach(clp::PredId pred, int rule, int64_t soFar, int64_t target,
                          symexec::ExecutionContext& ctx) {
  // Alternatives that are no rule (a reference's resolutions) are not the abstraction's.
  if (rule < 0 || !guided_(pred)) return true;
  // The abstract state once the rule applies: the guided activations, each past the call it
  // waits on (the current one is at the call it makes now), then the new one. Inside opaque
  // code (a model calling back) nothing is decided.
  ctx.continuation(frames_);
  stack_.clear();
  for (size_t i = frames_.size(); i-- > 0;) {
    const symexec::ContinuationFrame& f = frames_[i];
    if (f.pred == clp::kNoPred) continue;
    if (!guided_(f.pred)) return true;
    stack_.push_back({f.pred, f.rule, i == 0 ? f.next + 1 : f.next});
  }
  stack_.push_back({pred, static_cast<uint16_t>(rule), 0});
  const std::optional<TraceAbstraction::Finish> rest = abstraction_.finish(stack_);
  if (!rest) return true;               // too many abstract states: no decision
  if (rest->traces == 0) return false;  // block-k ends every abstract trace from here
  const uint64_t most =
      std::min(TraceAbstraction::kSaturated,
               abstraction_.ruleCost(pred, static_cast<uint16_t>(rule)) + rest->maxCost);
  if (most >= TraceAbstraction::kSaturated) return true;
  return soFar + static_cast<int64_t>(most) >= target;
}

}  // namespace symtest::cost
