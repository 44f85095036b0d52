// What an exploration counts, and why it stopped: data the engine fills in and the results
// of a run carry to the emitters.
#pragma once

#include <cstdint>
#include <map>
#include <string>

namespace symtest::results {

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
  // Paths cut because the JVM beside the run (--unhandled jvm) died or ran past its time
  // limit: a safety net, like the wall-clock limits.
  uint64_t cutAtJvm = 0;
  uint64_t jvmCalls = 0;  // JDK calls asked of the JVM beside the run (answered or refused)
  std::map<std::string, uint64_t> unsupportedCode;
  // Work done (symexec::explorationWork): rule applications, solver queries and calls and Z3's
  // resource units in one deterministic unit; and the work done when the last kept test case
  // covered something new (guided runs).
  uint64_t work = 0;
  uint64_t lastProgressWork = 0;
  // Searches a guided run gave up after --stall work without new coverage (it went on from
  // the method's own latest choice): what they left unexplored makes the result partial.
  uint64_t abandonedSearches = 0;
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

// Whether a safety net cut the exploration (a wall-clock limit, an interrupt, the JVM beside
// the run): its result may differ between runs, and no store keeps it.
inline bool isSafetyCut(const ExplorationStats& s) {
  return isSafetyStop(s.stopReason) || s.cutAtJvm > 0;
}

}  // namespace symtest::results
