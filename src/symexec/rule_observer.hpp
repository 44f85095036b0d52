// Extension point 4, on every rule application and allocation: cost and trace accounting,
// and pruning of derivations that can no longer matter (a resource bound already exceeded).
// Per-path state belongs in cells assigned through ExecutionContext::trail().
#pragma once

#include <cstdint>

#include "symexec/context.hpp"

namespace symtest::symexec {

struct AppliedRule {
  clp::PredId pred;
  uint16_t rule;
  const clp::Rule& body;  // guards hold; the body runs next
  uint32_t method;        // the method the predicate belongs to
  bool entersMethod;      // a new invocation of `method` starts
};

class RuleObserver {
 public:
  virtual ~RuleObserver() = default;
  // False prunes the derivation here.
  virtual bool onRule(const AppliedRule&, ExecutionContext&) { return true; }
  // The termination criterion (block-k) refused to unfold a call of `pred` here.
  virtual void onCut(clp::PredId pred, ExecutionContext&) { (void)pred; }
  // The program allocated heap object `object` (new, newarray, anewarray, multianewarray).
  // False prunes the derivation here.
  virtual bool onAllocation(uint32_t object, ExecutionContext&) {
    (void)object;
    return true;
  }
};

}  // namespace symtest::symexec
