// What bounds an exploration and what it counts, and the records a derivation leaves: the
// trace of applied rules and the bytecode each method invocation executed.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "clp/program.hpp"
#include "solver/cancellation.hpp"

namespace symtest::symexec {

// Every limit here is counted in deterministic units: an exploration stops at the same point
// on every machine. Wall-clock safety limits and signals reach the engine through `stop`.
struct EngineLimits {
  uint32_t maxSymbolicIndex = 4;               // a symbolic array index is split over 0..max-1
  uint32_t maxArrayLength = 1 << 20;           // larger allocations would exhaust the JVM's memory
  uint64_t maxPaths = 100000;                  // finished derivations
  uint64_t maxSteps = kDefaultMaxSteps;        // rule applications
  const solver::Cancellation* stop = nullptr;  // polled at every rule application
  // The engine makes 0.5-1M steps a second on the example subjects (bench/README.md): a
  // minute or two of a quiet machine where the exploration does not end by itself.
  static constexpr uint64_t kDefaultMaxSteps = 50'000'000;
};

struct ExplorationStats {
  uint64_t paths = 0;       // finished derivations (test cases)
  uint64_t unfoldings = 0;  // rule applications (derivation steps)
  uint64_t cutByBound = 0;  // atoms not unfolded by the termination criterion
  uint64_t infeasible = 0;  // rule alternatives discarded as unsatisfiable
  uint64_t choicePoints = 0;
  uint64_t prunedByExtensions = 0;  // alternatives a choice policy or observer cut
  uint64_t solverUnknown = 0;       // branches dropped because the solver gave up
  uint64_t stoppedAtUnhandled = 0;  // paths ended at an unhandled call (policy stop)
  // Symbolic floats fixed to one value of the path so that their text is known exactly
  // (Double.toString, printing, string +): the path continues for that value only.
  uint64_t concretizedFloats = 0;
  std::map<std::string, uint64_t> unhandledCalls;  // "Class.name(desc)" -> times met
  // Paths that reached code symtest cannot translate, and that code ("Class.name(desc)").
  uint64_t stoppedAtUnsupported = 0;
  std::map<std::string, uint64_t> unsupportedCode;
  bool complete = true;  // false when a limit stopped the run
  // "path limit", "step limit", or a safety limit's reason ("time limit", "total time limit",
  // "interrupted"): only the latter may differ between runs of the same input.
  std::string stopReason;
};

// Whether `stopReason` names a wall-clock safety limit or an interrupt: the only stops whose
// results may differ between runs of the same input (and that a store must not keep).
inline bool isSafetyStop(const std::string& stopReason) {
  return stopReason == "time limit" || stopReason == "total time limit" ||
         stopReason == "interrupted";
}

// One applied rule; `parent` is the index of the event of the atom it was called from.
struct TraceEvent {
  clp::PredId pred;
  uint16_t rule;
  int32_t parent;
};

// Bytecode executed in one method invocation.
struct InvocationRecord {
  uint32_t method;  // index into Program::methods
  std::vector<clp::CoveredStep> steps;
};

}  // namespace symtest::symexec
