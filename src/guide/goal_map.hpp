// The goals of a selection criterion over the CLP program (rules to apply, program points to
// reach), which rules achieve each goal, and which goals each predicate can still reach: the
// static slice of the program that guided exploration prunes with (thesis Sec. 5.4).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "clp/program.hpp"
#include "symexec/context.hpp"

namespace symtest::guide {

// A set of goal numbers.
class GoalSet {
 public:
  explicit GoalSet(size_t size = 0) : words_((size + 63) / 64, 0) {}
  void set(size_t i) { words_[i / 64] |= uint64_t{1} << (i % 64); }
  void reset(size_t i) { words_[i / 64] &= ~(uint64_t{1} << (i % 64)); }
  bool test(size_t i) const { return (words_[i / 64] >> (i % 64)) & 1; }
  bool any() const;
  bool intersects(const GoalSet& other) const;
  // Adds `other`; true when that changed this set.
  bool addAll(const GoalSet& other);
  size_t count() const;

 private:
  std::vector<uint64_t> words_;
};

struct Goal {
  std::string text;                                         // for reports: what to cover
  std::vector<std::pair<clp::PredId, uint16_t>> achievers;  // applying any of these covers it
};

// Reach is computed on demand, for the predicates a derivation enters and what they call: the
// program holds every method translated so far, most of which one exploration never enters.
class GoalMap {
 public:
  GoalMap(const clp::Program& program, std::vector<Goal> goals);
  size_t size() const { return goals_.size(); }
  const Goal& goal(size_t i) const { return goals_[i]; }
  // The goals applying rule `rule` of `pred` covers.
  const std::vector<uint32_t>& achievedBy(clp::PredId pred, uint16_t rule) const;
  // The goals some derivation of `pred` may cover, callees included.
  const GoalSet& reachableFrom(clp::PredId pred) const {
    ensure(pred);
    return predReach_[pred];
  }
  // Whether a goal of `open` may still be covered when the derivation goes on with rule
  // `rule` of `pred` (rule < 0: with the statement the current frame runs now) and then solves
  // `frames` (ExecutionContext::continuation, outward).
  bool mayReach(const GoalSet& open, clp::PredId pred, int rule,
                const std::vector<symexec::ContinuationFrame>& frames) const;
  // mayReach's two halves: the rule itself (and its callees), and the frames after it
  // (`afterCall`: the current frame's statement is the call a rule answers, skipped). The
  // rule's half needs no continuation, which is costly to collect on deep paths.
  bool ruleMayReach(const GoalSet& open, clp::PredId pred, uint16_t rule) const;
  bool continuationMayReach(const GoalSet& open,
                            const std::vector<symexec::ContinuationFrame>& frames,
                            bool afterCall) const;
  // Whether the statements of rule `rule` of `pred` from `from` on may reach a goal of `open`.
  bool suffixMayReach(const GoalSet& open, clp::PredId pred, uint16_t rule, uint32_t from) const;

 private:
  // Computes the reach of `pred` and of every predicate it calls, unless known already.
  void ensure(clp::PredId pred) const;

  const clp::Program& program_;
  std::vector<Goal> goals_;
  std::map<std::pair<clp::PredId, uint16_t>, std::vector<uint32_t>> achieved_;
  // Per predicate, once ensured (always with all its callees): its rules' reach (rule and
  // callees) and its own.
  mutable std::vector<char> known_;
  mutable std::vector<std::vector<GoalSet>> ruleReach_;
  mutable std::vector<GoalSet> predReach_;
};

}  // namespace symtest::guide
