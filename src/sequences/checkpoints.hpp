// The engine hooks of a sequence exploration: the call handler that takes the driver's
// checkpoints (records each call, decides whether the state reached is extended), and the
// path observer that turns finished sequences into tests.
#pragma once

#include <set>
#include <vector>

#include "sequences/sequence_result.hpp"
#include "sequences/state_table.hpp"
#include "symexec/call_handler.hpp"
#include "symexec/lazy_initialization.hpp"
#include "symexec/path_observer.hpp"
#include "testcase/method_run.hpp"

namespace symtest::sequences {

// One call of the current sequence, symbolically.
struct CallRecord {
  size_t operation;
  symexec::Value receiver;  // the object called (a constructor: the object constructed)
  std::vector<symexec::Value> args;
  symexec::Value result;  // Undef for void and on exceptions
  symexec::Value flag;
};

// States are admitted breadth-first, as Symstra explores them: the exploration runs once per
// depth (iterative deepening), and the run of depth L admits the states reached after L calls
// against every state of depth <= L and extends none of them. Shallower states replay the
// verdicts their own run gave: the derivations of depth < L, and the order the depth-first
// engine meets them in, are the same in every run, so the k-th state of depth d met gets the
// k-th verdict of depth d. Depth-first admission instead let a deep, narrow state in before
// the shallow, wide one that subsumes it: both were then extended.
class Checkpoints final : public symexec::CallHandler {
 public:
  Checkpoints(const Driver& driver, const std::vector<Operation>& operations, StateTable& states,
              SequenceStats& stats)
      : driver_(driver), operations_(operations), states_(states), stats_(stats) {}
  std::shared_ptr<symexec::CallAlternatives> onCall(const symexec::CallSite& site,
                                                    symexec::ExecutionContext& ctx) override;
  // The calls of the current derivation, in order.
  std::vector<CallRecord> calls() const { return {calls_.begin(), calls_.begin() + count_}; }
  // Records the state `receiver` reached after the current call: 1 when it is new (worth
  // extending), 0 when an earlier state subsumes it.
  uint32_t admit(symexec::Value receiver, symexec::ExecutionContext& ctx);
  // The next run admits the states of depth `depth` (calls after the constructor) and extends
  // none of them; those of lower depths replay their verdicts. Returns how many states the
  // previous frontier admitted (0: nothing left to extend).
  uint64_t advance(uint32_t depth);
  uint32_t frontier() const { return frontier_; }
  // Depth of the current derivation's last call, observers aside (the constructor is 0).
  uint32_t depth() const;

 private:
  const Driver& driver_;
  const std::vector<Operation>& operations_;
  // Arguments are distinct fresh objects or null (never aliases of each other).
  symexec::LazyInitialization unaliased_{symexec::LazyInitOptions{false}};
  StateTable& states_;
  SequenceStats& stats_;
  std::vector<CallRecord> calls_;
  uint32_t count_ = 0;  // on the trail: calls_ beyond it belong to abandoned derivations
  uint32_t frontier_ = UINT32_MAX;  // UINT32_MAX: one depth-first run admits every state
  std::vector<std::vector<uint8_t>> verdicts_;  // per depth, in the order met: extend or not
  std::vector<size_t> replayed_;                // per depth: verdicts replayed in this run
};

class SequenceCollector final : public symexec::PathObserver {
 public:
  SequenceCollector(testcase::GenerationSession& session, ClassSequences& out,
                    const Checkpoints& checkpoints,
                    std::set<std::pair<results::MethodId, uint32_t>>& suiteProbes)
      : session_(session), out_(out), checkpoints_(checkpoints), suiteProbes_(suiteProbes) {}
  symexec::PathVerdict onPath(const symexec::PathView& path) override;
  uint64_t modelFailures = 0;

 private:
  // Why the test is worth keeping, or empty.
  std::string reasonToKeep(const SequenceTest& t);

  testcase::GenerationSession& session_;
  ClassSequences& out_;
  const Checkpoints& checkpoints_;
  std::set<std::pair<results::MethodId, uint32_t>>& suiteProbes_;
  std::set<std::string> outcomes_;  // exceptions and results seen, per operation
};

}  // namespace symtest::sequences
