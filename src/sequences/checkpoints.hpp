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
  std::vector<symexec::Value> args;
  symexec::Value result;  // Undef for void and on exceptions
  symexec::Value flag;
};

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

 private:
  const Driver& driver_;
  const std::vector<Operation>& operations_;
  // Arguments are distinct fresh objects or null (never aliases of each other).
  symexec::LazyInitialization unaliased_{symexec::LazyInitOptions{false}};
  StateTable& states_;
  SequenceStats& stats_;
  std::vector<CallRecord> calls_;
  uint32_t count_ = 0;  // on the trail: calls_ beyond it belong to abandoned derivations
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
