// What bounds an exploration and what it counts, and the records a derivation leaves: the
// trace of applied rules and the bytecode each method invocation executed.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "clp/program.hpp"
#include "results/exploration_stats.hpp"
#include "solver/cancellation.hpp"
#include "solver/solver.hpp"

namespace symtest::symexec {

// Every limit here is counted in deterministic units: an exploration stops at the same point
// on every machine. Wall-clock safety limits and signals reach the engine through `stop`.
struct EngineLimits {
  uint32_t maxSymbolicIndex = 4;         // a symbolic array index is split over 0..max-1
  uint32_t maxArrayLength = 1 << 20;     // larger allocations would exhaust the JVM's memory
  uint64_t maxPaths = 100000;            // finished derivations
  uint64_t maxSteps = kDefaultMaxSteps;  // rule applications
  // Z3 resource units all of the method's queries may use together: where many queries run
  // out of their own budget one after the other, the method ends instead of the safety net.
  uint64_t maxSolverUnits = kDefaultMaxSolverUnits;
  // Work (explorationWork) a method may do: the limit that tracks time whatever the method
  // spends it on (steps, cheap queries, many small solver calls, a few hard ones).
  uint64_t maxWork = kDefaultMaxWork;
  const solver::Cancellation* stop = nullptr;  // polled at every rule application
  // The engine makes 0.5-1M steps a second on real code (bench/README.md), Z3 3-10M units:
  // each limit ends a method that does not end by itself in well under a minute of a quiet
  // machine, so that a library's costly methods are cut (and stored) before its 600 s net.
  static constexpr uint64_t kDefaultMaxSteps = 8'000'000;
  static constexpr uint64_t kDefaultMaxSolverUnits = 200'000'000;
  // 125,000 to 500,000 units a second on a 2-core machine (bench/README.md): 20 s to 80 s.
  static constexpr uint64_t kDefaultMaxWork = 10'000'000;
};

using results::ExplorationStats;
using results::isSafetyStop;

// Work of an exploration in one deterministic unit that follows time across methods of every
// kind: a rule application is 1, a solver query 10 (caches, models, slicing), a call of Z3 500
// (its fixed cost: a fresh solver, the encoding, the model) and 10 of its resource units 1.
inline uint64_t explorationWork(const ExplorationStats& e, const solver::SolverStats& s) {
  return e.unfoldings + 10 * s.queries + 500 * s.solverCalls + s.resourceUnits / 10 +
         2000 * e.jvmCalls;
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
