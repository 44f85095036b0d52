#include "cost/policy_guide.hpp"

namespace symtest::cost {

bool PolicyGuide::mayReach(clp::PredId pred, int rule, int64_t soFar, int64_t target,
                           symexec::ExecutionContext& ctx) {
  ctx.continuation(frames_);
  uint64_t rest = remaining_.ofContinuation(pred, rule, frames_);
  if (rest >= RemainingCost::kUnbounded) return true;
  return soFar + static_cast<int64_t>(rest) >= target;
}

}  // namespace symtest::cost
