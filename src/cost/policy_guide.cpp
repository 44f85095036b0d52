#include "cost/policy_guide.hpp"

#include <algorithm>

namespace symtest::cost {

PolicyGuide::PolicyGuide(const CostMeter& meter, size_t model, const RemainingCost& remaining,
                         std::optional<int64_t> bound)
    : meter_(meter), model_(model), remaining_(remaining), bound_(bound) {}

bool PolicyGuide::mayReach(clp::PredId pred, int rule, symexec::ExecutionContext& ctx) {
  std::optional<int64_t> target = bound_  ? bound_
                                  : best_ ? std::optional(*best_ + 1)
                                          : std::nullopt;
  if (!target) return true;
  SymbolicCost so = meter_.current(model_);
  if (!so.terms.empty()) return true;  // sizes of input length: no bound known
  ctx.continuation(frames_);
  uint64_t rest = remaining_.ofContinuation(pred, rule, frames_);
  if (rest >= RemainingCost::kUnbounded) return true;
  return so.constant + static_cast<int64_t>(rest) >= *target;
}

void PolicyGuide::orderRules(const symexec::RuleChoice& choice, std::vector<uint16_t>& rules,
                             symexec::ExecutionContext& ctx) {
  std::erase_if(rules, [&](uint16_t r) { return !mayReach(choice.pred, r, ctx); });
}

bool PolicyGuide::admit(const symexec::OpenChoice& choice, symexec::ExecutionContext& ctx) {
  bool isRule = choice.kind == symexec::OpenChoice::Kind::Rule;
  return mayReach(choice.pred, isRule ? choice.rule : -1, ctx);
}

}  // namespace symtest::cost
