#include "guide/goal_map.hpp"

#include <bit>

namespace symtest::guide {

bool GoalSet::any() const {
  for (uint64_t w : words_)
    if (w) return true;
  return false;
}

bool GoalSet::intersects(const GoalSet& other) const {
  for (size_t i = 0; i < words_.size() && i < other.words_.size(); ++i)
    if (words_[i] & other.words_[i]) return true;
  return false;
}

bool GoalSet::addAll(const GoalSet& other) {
  bool changed = false;
  for (size_t i = 0; i < words_.size() && i < other.words_.size(); ++i) {
    uint64_t w = words_[i] | other.words_[i];
    changed |= w != words_[i];
    words_[i] = w;
  }
  return changed;
}

size_t GoalSet::count() const {
  size_t n = 0;
  for (uint64_t w : words_) n += static_cast<size_t>(std::popcount(w));
  return n;
}

GoalMap::GoalMap(const clp::Program& program, std::vector<Goal> goals)
    : program_(program), goals_(std::move(goals)) {
  size_t n = goals_.size(), preds = program.predicates.size();
  achieved_.resize(preds);
  ruleReach_.resize(preds);
  predReach_.assign(preds, GoalSet(n));
  for (size_t p = 0; p < preds; ++p) {
    size_t rules = program.predicates[p].rules.size();
    achieved_[p].resize(rules);
    ruleReach_[p].assign(rules, GoalSet(n));
  }
  for (uint32_t g = 0; g < n; ++g) {
    for (auto [pred, rule] : goals_[g].achievers) {
      achieved_[pred][rule].push_back(g);
      ruleReach_[pred][rule].set(g);
    }
  }
  // Least fixpoint over the call graph: a rule reaches what it achieves and what its callees
  // reach. Rules only grow, so iterating until nothing changes terminates.
  bool changed = true;
  while (changed) {
    changed = false;
    for (size_t p = 0; p < preds; ++p) {
      const auto& rules = program.predicates[p].rules;
      for (size_t r = 0; r < rules.size(); ++r) {
        for (const clp::Stmt& s : rules[r].body)
          if (s.kind == clp::Stmt::Kind::Call && s.callee != p)
            changed |= ruleReach_[p][r].addAll(predReach_[s.callee]);
        changed |= predReach_[p].addAll(ruleReach_[p][r]);
      }
    }
  }
}

bool GoalMap::suffixMayReach(const GoalSet& open, clp::PredId pred, uint16_t rule,
                             uint32_t from) const {
  const auto& body = program_.predicates[pred].rules[rule].body;
  for (size_t i = from; i < body.size(); ++i)
    if (body[i].kind == clp::Stmt::Kind::Call && predReach_[body[i].callee].intersects(open))
      return true;
  return false;
}

bool GoalMap::mayReach(const GoalSet& open, clp::PredId pred, int rule,
                       const std::vector<symexec::ContinuationFrame>& frames) const {
  if (rule >= 0 && ruleReach_[pred][static_cast<size_t>(rule)].intersects(open)) return true;
  for (size_t i = 0; i < frames.size(); ++i) {
    const symexec::ContinuationFrame& f = frames[i];
    if (f.pred == clp::kNoPred) continue;
    // The current frame's statement is the call that `rule` answers: skip it then.
    uint32_t from = i == 0 && rule >= 0 ? f.next + 1 : f.next;
    if (suffixMayReach(open, f.pred, f.rule, from)) return true;
  }
  return false;
}

}  // namespace symtest::guide
