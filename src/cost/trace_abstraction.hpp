// The trace abstraction of a CLP program (resource-driven TDG paper, Def. 7; thesis Sec.
// 4.4.3): every rule keeps only its calls, so an abstract derivation is the sequence of rules
// applied (its trace), bounded by the engine's block-k. Rather than listing the abstract traces
// (their number is exponential: Vector.multiples at k=4 has millions), this computes, per
// abstract state (the stack of activations of guided code), the costliest way to finish the
// derivation and how many abstract traces do: a memoized dynamic program over the states, the
// traces the policy may accept given implicitly as the states from which the bound is reached.
// Calls into unguided code (the JDK models, class initializers) are opaque: they add the most
// they may cost and no trace steps.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <vector>

#include "clp/program.hpp"

namespace symtest::cost {

struct TraceAbstractionInputs {
  std::function<bool(clp::PredId)> guided;                  // its rules appear in traces
  std::function<uint32_t(clp::PredId)> bound;               // block-k, as the engine applies it
  std::function<uint64_t(clp::PredId, uint16_t)> ruleCost;  // upper bound, callees excluded
  std::function<uint64_t(clp::PredId)> opaqueCost;          // upper bound of an opaque call
  uint64_t maxStates = 1000000;                             // beyond: no answer (nullopt)
};

class TraceAbstraction {
 public:
  static constexpr uint64_t kSaturated = UINT64_MAX / 4;
  // An activation of guided code: rule `rule` of `pred`, resuming at statement `next`.
  struct Frame {
    clp::PredId pred;
    uint16_t rule;
    uint32_t next;
  };
  struct Finish {
    uint64_t maxCost = 0;  // the costliest abstract way to finish (saturating)
    uint64_t traces = 0;   // abstract ways to finish (saturating); 0: block-k cuts them all
  };

  TraceAbstraction(const clp::Program& program, TraceAbstractionInputs in);
  // From `stack` (outermost first, each frame at its next statement): nullopt when the state
  // limit is reached.
  std::optional<Finish> finish(const std::vector<Frame>& stack);
  // All abstract traces of a method: its entry predicate called from the root.
  std::optional<Finish> ofEntry(clp::PredId entry);
  size_t states() const { return memo_.size(); }
  uint64_t ruleCost(clp::PredId pred, uint16_t rule) const { return in_.ruleCost(pred, rule); }

 private:
  std::optional<Finish> solve(std::vector<Frame> stack, size_t depth);
  std::optional<Finish> call(std::vector<Frame> stack, clp::PredId callee, size_t depth);

  const clp::Program& program_;
  TraceAbstractionInputs in_;
  std::map<std::vector<uint64_t>, Finish> memo_;  // stack at a guided call -> its finish
};

}  // namespace symtest::cost
