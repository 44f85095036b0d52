#include "cost/trace_guide.hpp"

#include <algorithm>

namespace symtest::cost {

TraceGuide::TraceGuide(const CostMeter& meter, size_t model, TraceAbstraction& abstraction,
                       std::function<bool(clp::PredId)> guided, std::optional<int64_t> bound)
    : meter_(meter),
      model_(model),
      abstraction_(abstraction),
      guided_(std::move(guided)),
      bound_(bound) {}

bool TraceGuide::mayReach(clp::PredId pred, uint16_t rule, symexec::ExecutionContext& ctx) {
  const std::optional<int64_t> target = bound_  ? bound_
                                        : best_ ? std::optional(*best_ + 1)
                                                : std::nullopt;
  if (!target || !guided_(pred)) return true;
  const SymbolicCost so = meter_.current(model_);
  if (!so.terms.empty()) return true;  // sizes of input length: no bound known
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
  stack_.push_back({pred, rule, 0});
  const std::optional<TraceAbstraction::Finish> rest = abstraction_.finish(stack_);
  if (!rest) return true;               // too many abstract states: no decision
  if (rest->traces == 0) return false;  // block-k ends every abstract trace from here
  const uint64_t most =
      std::min(TraceAbstraction::kSaturated, abstraction_.ruleCost(pred, rule) + rest->maxCost);
  if (most >= TraceAbstraction::kSaturated) return true;
  return so.constant + static_cast<int64_t>(most) >= *target;
}

void TraceGuide::orderRules(const symexec::RuleChoice& choice, std::vector<uint16_t>& rules,
                            symexec::ExecutionContext& ctx) {
  std::erase_if(rules, [&](uint16_t r) { return !mayReach(choice.pred, r, ctx); });
}

bool TraceGuide::admit(const symexec::OpenChoice& choice, symexec::ExecutionContext& ctx) {
  if (choice.kind != symexec::OpenChoice::Kind::Rule) return true;
  return mayReach(choice.pred, choice.rule, ctx);
}

}  // namespace symtest::cost
