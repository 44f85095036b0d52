#include "guide/goal_guide.hpp"

#include <algorithm>

namespace symtest::guide {

GoalGuide::GoalGuide(const GoalMap& goals, clp::PredId entry, uint64_t stall)
    : goals_(goals),
      open_(goals.size()),
      pendingAt_(goals.size(), 0),
      entry_(entry),
      stall_(stall) {
  for (size_t g = 0; g < goals.size(); ++g) open_.set(g);
}

bool GoalGuide::pending() const {
  for (uint32_t i = 0; i < pendingSize_; ++i)
    if (open_.test(pending_[i])) return true;
  return false;
}

bool GoalGuide::stalled(symexec::ExecutionContext& ctx) {
  if (unwinding_) return true;
  if (stall_ == 0 || pending()) return false;
  symexec::ExplorationStats& stats = ctx.stats();
  if (stats.lastProgressWork == 0) return false;  // nothing found yet: the budgets decide
  const uint64_t work = symexec::explorationWork(stats, ctx.solver().stats());
  if (work < std::max(stats.lastProgressWork, windowStart_) + stall_) return false;
  if (stats.lastProgressWork != progressSeen_) {
    progressSeen_ = stats.lastProgressWork;
    abandoned_ = 0;
  }
  if (abandoned_ < kMaxAbandoned) {
    // Depth first, a search can spend itself deep inside one callee while the method's own
    // other choices (another input type, the other branch) would cover something at once.
    ++abandoned_;
    ++stats.abandonedSearches;
    unwinding_ = true;
    return true;
  }
  // limitReached() ends the run at this reason, marked cut (complete = false).
  if (stats.stopReason.empty()) stats.stopReason = "no new coverage";
  return true;
}

bool GoalGuide::resume(const symexec::OpenChoice& choice, symexec::ExecutionContext& ctx) {
  if (!unwinding_) return true;
  if (choice.method != entryMethod_) return false;
  unwinding_ = false;
  windowStart_ = symexec::explorationWork(ctx.stats(), ctx.solver().stats());
  return true;
}

void GoalGuide::orderRules(const symexec::RuleChoice& choice, std::vector<uint16_t>& rules,
                           symexec::ExecutionContext& ctx) {
  if (!open_.any() || stalled(ctx)) {
    rules.clear();
    return;
  }
  // Rules that cover an open goal themselves go first: the depth-first search then reaches
  // the uncovered branch (unitPrice == 0) before the deep paths around it.
  std::stable_partition(rules.begin(), rules.end(), [&](uint16_t r) {
    for (uint32_t g : goals_.achievedBy(choice.pred, r))
      if (open_.test(g)) return true;
    return false;
  });
  if (pending() || !entered_) return;  // covers something new (it must finish), or not begun
  // A rule that may reach an open goal itself stays; the others stay only if what follows the
  // call may, which is the same for all of them: the continuation is collected at most once.
  if (std::all_of(rules.begin(), rules.end(),
                  [&](uint16_t r) { return goals_.ruleMayReach(open_, choice.pred, r); }))
    return;
  if (continuationMayReach(ctx, true)) return;
  std::erase_if(rules, [&](uint16_t r) { return !goals_.ruleMayReach(open_, choice.pred, r); });
}

bool GoalGuide::admit(const symexec::OpenChoice& choice, symexec::ExecutionContext& ctx) {
  if (!open_.any() || stalled(ctx)) return false;
  if (pending() || !entered_) return true;
  const bool isRule = choice.kind == symexec::OpenChoice::Kind::Rule;
  if (isRule && goals_.ruleMayReach(open_, choice.pred, choice.rule)) return true;
  return continuationMayReach(ctx, isRule);
}

bool GoalGuide::onRule(const symexec::AppliedRule& rule, symexec::ExecutionContext& ctx) {
  // The root's own call (the only activation under the root), not one of the calls that build
  // the receiver before it.
  if (!entered_ && rule.pred == entry_) {
    ctx.continuation(frames_);
    if (frames_.size() == 1) ctx.trail().assign(&entered_, 1);
    entryMethod_ = rule.method;
  }
  for (uint32_t g : goals_.achievedBy(rule.pred, rule.rule)) {
    if (!open_.test(g)) continue;
    const uint32_t at = pendingAt_[g];
    if (at != 0 && at <= pendingSize_ && pending_[at - 1] == g) continue;  // listed already
    pending_.resize(pendingSize_);
    pending_.push_back(g);
    pendingAt_[g] = pendingSize_ + 1;
    ctx.trail().assign(&pendingSize_, pendingSize_ + 1);
  }
  return true;
}

std::vector<uint32_t> GoalGuide::achieved(const std::vector<symexec::TraceEvent>& trace) const {
  std::vector<uint32_t> out;
  GoalSet seen(goals_.size());
  for (const symexec::TraceEvent& e : trace) {
    for (uint32_t g : goals_.achievedBy(e.pred, e.rule)) {
      if (seen.test(g)) continue;
      seen.set(g);
      out.push_back(g);
    }
  }
  return out;
}

void GoalGuide::cover(const std::vector<uint32_t>& goals) {
  for (uint32_t g : goals) {
    if (open_.test(g)) ++version_;
    open_.reset(g);
  }
}

const bool* GoalGuide::outsideKnown(uint64_t activation) const {
  const Outside& o = outside_[activation & (kOutsideSlots - 1)];
  if (o.activation != activation || (o.mayReach && o.version != version_)) return nullptr;
  return &o.mayReach;
}

void GoalGuide::rememberOutside(uint64_t activation, bool mayReach) {
  outside_[activation & (kOutsideSlots - 1)] = {activation, version_, mayReach};
}

bool GoalGuide::continuationMayReach(symexec::ExecutionContext& ctx, bool afterCall) {
  auto frameMayReach = [&](const symexec::ContinuationFrame& f, uint32_t from) {
    return f.pred != clp::kNoPred && goals_.suffixMayReach(open_, f.pred, f.rule, from);
  };
  for (size_t window = 4;; window *= 4) {
    ctx.continuationPrefix(frames_, window);
    if (frames_.empty()) return false;
    // The innermost frame whose outside is known; without one, the stack's end (whose outside
    // is empty) must be within the window.
    size_t last = 0;
    const bool* known = nullptr;
    while (last < frames_.size() && (known = outsideKnown(frames_[last].activation)) == nullptr)
      ++last;
    if (known == nullptr && frames_.size() == window) continue;
    if (known == nullptr) --last;
    bool outside = known != nullptr && *known;
    if (known == nullptr) rememberOutside(frames_[last].activation, false);
    // Outward answers, inward: what is outside frame i is frame i+1's rest and its outside.
    for (size_t i = last; i-- > 0;) {
      outside = outside || frameMayReach(frames_[i + 1], frames_[i + 1].next);
      rememberOutside(frames_[i].activation, outside);
    }
    if (outside) return true;
    const symexec::ContinuationFrame& current = frames_[0];
    return frameMayReach(current, afterCall ? current.next + 1 : current.next);
  }
}

}  // namespace symtest::guide
