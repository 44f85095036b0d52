// Extension point 2, at a choice point: which rules to try and in which order, and whether
// to resume a choice point on backtracking. The default tries every rule in program order.
#pragma once

#include <cstdint>
#include <vector>

#include "symexec/context.hpp"

namespace symtest::symexec {

// A call whose predicate has `rules` left after the cheap guard check.
struct RuleChoice {
  clp::PredId pred;
  const std::vector<Value>& args;
};

// An open choice point about to try its next alternative on backtracking.
struct OpenChoice {
  enum class Kind : uint8_t { Rule, Resolve, Index, Call } kind;
  clp::PredId pred;  // Rule and Call: the predicate called (kNoPred for external calls)
  uint32_t method;   // the method whose code opened it
  size_t depth;      // activations on the stack when it was opened
  size_t tried;      // alternatives tried so far (the next one is number `tried`)
  size_t total;
  uint16_t rule;  // Rule: the rule the next alternative applies
};

class ChoicePolicy {
 public:
  virtual ~ChoicePolicy() = default;
  // May reorder `rules` or drop some (an empty list ends the derivation).
  virtual void orderRules(const RuleChoice&, std::vector<uint16_t>& rules, ExecutionContext&) {
    (void)rules;
  }
  // False abandons the choice point's remaining alternatives.
  virtual bool resume(const OpenChoice&, ExecutionContext&) { return true; }
  // Asked after resume() for the alternative about to be tried: false skips just that one.
  virtual bool admit(const OpenChoice&, ExecutionContext&) { return true; }
};

}  // namespace symtest::symexec
