// Goal-directed exploration: a choice policy that tries only the alternatives from which an
// open goal is still reachable (GoalMap), and a rule observer that notes the goals the current
// derivation has covered but no kept test case has yet: such a derivation is always finished.
#pragma once

#include <vector>

#include "guide/goal_map.hpp"
#include "symexec/choice_policy.hpp"
#include "symexec/rule_observer.hpp"

namespace symtest::guide {

class GoalGuide final : public symexec::ChoicePolicy, public symexec::RuleObserver {
 public:
  // `entry`: the method under test; class initializers before it are never pruned.
  GoalGuide(const GoalMap& goals, clp::PredId entry);
  void orderRules(const symexec::RuleChoice& choice, std::vector<uint16_t>& rules,
                  symexec::ExecutionContext& ctx) override;
  bool admit(const symexec::OpenChoice& choice, symexec::ExecutionContext& ctx) override;
  bool onRule(const symexec::AppliedRule& rule, symexec::ExecutionContext& ctx) override;

  // The goals a derivation with `trace` covers, each once, in order.
  std::vector<uint32_t> achieved(const std::vector<symexec::TraceEvent>& trace) const;
  // Marks `goals` covered by a kept test case.
  void cover(const std::vector<uint32_t>& goals);
  bool isOpen(uint32_t goal) const { return open_.test(goal); }

 private:
  bool pending() const;

  const GoalMap& goals_;
  GoalSet open_;
  // Goals the current derivation achieved while they were open; the trail restores the size.
  std::vector<uint32_t> pending_;
  uint32_t pendingSize_ = 0;
  // Per goal: its position in pending_ plus one, valid while within the size and naming it (no
  // trail needed), so that a loop achieving one goal again and again lists it once.
  std::vector<uint32_t> pendingAt_;
  clp::PredId entry_;
  uint32_t entered_ = 0;  // trail cell: the method under test has started
  std::vector<symexec::ContinuationFrame> frames_;
};

}  // namespace symtest::guide
