#include "cost/cost_bound_policy.hpp"

#include <algorithm>

namespace symtest::cost {

bool CostBoundPolicy::worthTrying(clp::PredId pred, int rule, symexec::ExecutionContext& ctx) {
  const std::optional<int64_t> target = bound_  ? bound_
                                        : best_ ? std::optional(*best_ + 1)
                                                : std::nullopt;
  if (!target) return true;
  // Before the call (a receiver builder, a class initializer), the static bound of what
  // follows would leave out the call itself, which the root's rule makes: no pruning there.
  ctx.continuation(frames_);
  if (meter_.outsideTheCall(pred, frames_)) return true;
  const SymbolicCost soFar = meter_.current(model_);
  if (!soFar.terms.empty()) return true;  // sizes of input length: no bound known
  return mayReach(pred, rule, soFar.constant, *target, ctx);
}

void CostBoundPolicy::orderRules(const symexec::RuleChoice& choice, std::vector<uint16_t>& rules,
                                 symexec::ExecutionContext& ctx) {
  std::erase_if(rules, [&](uint16_t r) { return !worthTrying(choice.pred, r, ctx); });
}

bool CostBoundPolicy::admit(const symexec::OpenChoice& choice, symexec::ExecutionContext& ctx) {
  bool isRule = choice.kind == symexec::OpenChoice::Kind::Rule;
  return worthTrying(choice.pred, isRule ? choice.rule : -1, ctx);
}

}  // namespace symtest::cost
