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
  // `stall`: work after the last new coverage at which the run ends (GuideOptions::stall).
  GoalGuide(const GoalMap& goals, clp::PredId entry, uint64_t stall = 0);
  void orderRules(const symexec::RuleChoice& choice, std::vector<uint16_t>& rules,
                  symexec::ExecutionContext& ctx) override;
  bool admit(const symexec::OpenChoice& choice, symexec::ExecutionContext& ctx) override;
  bool resume(const symexec::OpenChoice& choice, symexec::ExecutionContext& ctx) override;
  bool onRule(const symexec::AppliedRule& rule, symexec::ExecutionContext& ctx) override;

  // The goals a derivation with `trace` covers, each once, in order.
  std::vector<uint32_t> achieved(const std::vector<symexec::TraceEvent>& trace) const;
  // Marks `goals` covered by a kept test case.
  void cover(const std::vector<uint32_t>& goals);
  bool isOpen(uint32_t goal) const { return open_.test(goal); }

 private:
  bool pending() const;
  // Whether the current search has gone `stall_` work without new coverage. It is then given
  // up: the derivation back to the method's own latest choice is abandoned, and the run goes on
  // from there; after kMaxAbandoned such searches in a row, the run ends, marked.
  bool stalled(symexec::ExecutionContext& ctx);
  // Whether what is left of the derivation after the current statement (`afterCall`: after the
  // call a rule answers) may reach an open goal. What lies outside an activation is the same for
  // its whole life, so it is kept under the activation's number: a loop's next iteration asks
  // only its own frame, not the whole stack below it.
  bool continuationMayReach(symexec::ExecutionContext& ctx, bool afterCall);
  // Known answer for the frames outside `activation`, if any.
  const bool* outsideKnown(uint64_t activation) const;
  void rememberOutside(uint64_t activation, bool mayReach);

  const GoalMap& goals_;
  GoalSet open_;
  // Goals the current derivation achieved while they were open; the trail restores the size.
  std::vector<uint32_t> pending_;
  uint32_t pendingSize_ = 0;
  // Per goal: its position in pending_ plus one, valid while within the size and naming it (no
  // trail needed), so that a loop achieving one goal again and again lists it once.
  std::vector<uint32_t> pendingAt_;
  clp::PredId entry_;
  uint64_t stall_;
  uint32_t entered_ = 0;
  uint32_t entryMethod_ = UINT32_MAX;
  static constexpr uint32_t kMaxAbandoned = 4;
  bool unwinding_ = false;     // abandoning a search: back to a choice of the method's own code
  uint32_t abandoned_ = 0;     // searches given up since the last new coverage
  uint64_t progressSeen_ = 0;  // ExplorationStats::lastProgressWork when abandoned_ was reset
  uint64_t windowStart_ =
      0;  // work when the current search began  // trail cell: the method under test has started
  std::vector<symexec::ContinuationFrame> frames_;
  // A direct-mapped cache of outside answers. A no stays true as goals only close; a yes holds
  // for the open goals of its version (cover() makes a new one).
  struct Outside {
    uint64_t activation = 0;
    uint32_t version = 0;
    bool mayReach = false;
  };
  static constexpr size_t kOutsideSlots = size_t{1} << 16;
  std::vector<Outside> outside_ = std::vector<Outside>(kOutsideSlots);
  uint32_t version_ = 0;
};

}  // namespace symtest::guide
