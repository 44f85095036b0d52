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
    : program_(program),
      goals_(std::move(goals)),
      known_(program.predicates.size(), 0),
      ruleReach_(program.predicates.size()),
      predReach_(program.predicates.size()) {
  for (uint32_t g = 0; g < goals_.size(); ++g)
    for (auto achiever : goals_[g].achievers) achieved_[achiever].push_back(g);
}

const std::vector<uint32_t>& GoalMap::achievedBy(clp::PredId pred, uint16_t rule) const {
  static const std::vector<uint32_t> kNone;
  auto it = achieved_.find({pred, rule});
  return it == achieved_.end() ? kNone : it->second;
}

void GoalMap::ensure(clp::PredId pred) const {
  if (known_[pred]) return;
  // The predicates reached from `pred` whose reach is not known yet; those known call only
  // known ones, so their reach is final.
  std::vector<clp::PredId> fresh{pred};
  known_[pred] = 1;
  for (size_t i = 0; i < fresh.size(); ++i)
    for (const clp::Rule& rule : program_.predicates[fresh[i]].rules)
      for (const clp::Stmt& s : rule.body)
        if (s.kind == clp::Stmt::Kind::Call && !known_[s.callee]) {
          known_[s.callee] = 1;
          fresh.push_back(s.callee);
        }
  const size_t n = goals_.size();
  for (clp::PredId p : fresh) {
    const size_t rules = program_.predicates[p].rules.size();
    predReach_[p] = GoalSet(n);
    ruleReach_[p].assign(rules, GoalSet(n));
    for (size_t r = 0; r < rules; ++r)
      for (uint32_t g : achievedBy(p, static_cast<uint16_t>(r))) ruleReach_[p][r].set(g);
  }
  // Least fixpoint over the call graph: a rule reaches what it achieves and what its callees
  // reach. Callees come later in `fresh`, so going backwards settles most in one pass.
  for (bool changed = true; changed;) {
    changed = false;
    for (auto it = fresh.rbegin(); it != fresh.rend(); ++it) {
      const clp::PredId p = *it;
      const auto& rules = program_.predicates[p].rules;
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
  ensure(pred);
  const auto& body = program_.predicates[pred].rules[rule].body;
  for (size_t i = from; i < body.size(); ++i)
    if (body[i].kind == clp::Stmt::Kind::Call && predReach_[body[i].callee].intersects(open))
      return true;
  return false;
}

bool GoalMap::ruleMayReach(const GoalSet& open, clp::PredId pred, uint16_t rule) const {
  ensure(pred);
  return ruleReach_[pred][rule].intersects(open);
}

bool GoalMap::continuationMayReach(const GoalSet& open,
                                   const std::vector<symexec::ContinuationFrame>& frames,
                                   bool afterCall) const {
  for (size_t i = 0; i < frames.size(); ++i) {
    const symexec::ContinuationFrame& f = frames[i];
    if (f.pred == clp::kNoPred) continue;
    const uint32_t from = i == 0 && afterCall ? f.next + 1 : f.next;
    if (suffixMayReach(open, f.pred, f.rule, from)) return true;
  }
  return false;
}

bool GoalMap::mayReach(const GoalSet& open, clp::PredId pred, int rule,
                       const std::vector<symexec::ContinuationFrame>& frames) const {
  if (rule >= 0 && ruleMayReach(open, pred, static_cast<uint16_t>(rule))) return true;
  return continuationMayReach(open, frames, rule >= 0);
}

}  // namespace symtest::guide
