#include "guide/goal_guide.hpp"

#include <algorithm>

namespace symtest::guide {

GoalGuide::GoalGuide(const GoalMap& goals, clp::PredId entry)
    : goals_(goals), open_(goals.size()), pendingAt_(goals.size(), 0), entry_(entry) {
  for (size_t g = 0; g < goals.size(); ++g) open_.set(g);
}

bool GoalGuide::pending() const {
  for (uint32_t i = 0; i < pendingSize_; ++i)
    if (open_.test(pending_[i])) return true;
  return false;
}

void GoalGuide::orderRules(const symexec::RuleChoice& choice, std::vector<uint16_t>& rules,
                           symexec::ExecutionContext& ctx) {
  if (!open_.any()) {
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
  ctx.continuation(frames_);
  if (goals_.continuationMayReach(open_, frames_, true)) return;
  std::erase_if(rules, [&](uint16_t r) { return !goals_.ruleMayReach(open_, choice.pred, r); });
}

bool GoalGuide::admit(const symexec::OpenChoice& choice, symexec::ExecutionContext& ctx) {
  if (!open_.any()) return false;
  if (pending() || !entered_) return true;
  const bool isRule = choice.kind == symexec::OpenChoice::Kind::Rule;
  if (isRule && goals_.ruleMayReach(open_, choice.pred, choice.rule)) return true;
  ctx.continuation(frames_);
  return goals_.continuationMayReach(open_, frames_, isRule);
}

bool GoalGuide::onRule(const symexec::AppliedRule& rule, symexec::ExecutionContext& ctx) {
  // The root's own call (the only activation under the root), not one of the calls that build
  // the receiver before it.
  if (!entered_ && rule.pred == entry_) {
    ctx.continuation(frames_);
    if (frames_.size() == 1) ctx.trail().assign(&entered_, 1);
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
  for (uint32_t g : goals) open_.reset(g);
}

}  // namespace symtest::guide
