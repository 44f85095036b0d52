// Symbolic execution of a CLP-translated program: depth-first rule selection with
// backtracking through a trail, the solver's scopes following the choice points, and the
// block-k termination criterion as the ancestor-stack unfolding rule (PE paper Sec. 5-6).
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "clp/program.hpp"
#include "heap/heap.hpp"
#include "solver/solver.hpp"
#include "symexec/trail.hpp"
#include "symexec/value.hpp"

namespace symtest::symexec {

// When to stop unfolding an atom. The default is block-k: an atom may be reduced only if
// its predicate occurs fewer than k times among its ancestors.
class UnfoldingRule {
 public:
  virtual ~UnfoldingRule() = default;
  virtual bool mayUnfold(clp::PredId pred, uint32_t occurrencesInAncestors) const = 0;
  // Whether an unfolding where only one rule can apply counts as an ancestor occurrence.
  // Models of the JDK answer no: their loops over constants do not branch the exploration.
  virtual bool countsDeterministic(clp::PredId) const { return true; }
};
std::unique_ptr<UnfoldingRule> makeBlockK(uint32_t k);
// Block-k with a bound of its own per predicate (e.g. larger inside models of the JDK, whose
// loops over constants should not use up the bound meant for the code under test).
std::unique_ptr<UnfoldingRule> makeBlockK(std::vector<uint32_t> boundPerPredicate,
                                          std::vector<bool> deterministicFree = {});

// Class-hierarchy questions the engine asks (answered from the class path).
class TypeOracle {
 public:
  virtual ~TypeOracle() = default;
  virtual bool isSubtype(const std::string& sub, const std::string& super) = 0;
  // Non-abstract analysed classes assignable to `type` (for lazily created input objects).
  virtual std::vector<std::string> concreteSubtypes(const std::string& type) = 0;
  // Models of JDK classes: their static fields start at their defaults, not as inputs.
  virtual bool isModelClass(const std::string& type) = 0;
  // Classes whose statics are program state set by <clinit> (run before the method under
  // test), not inputs: models, enums, switch maps, classes with only final statics.
  virtual bool staticsAreState(const std::string& type) { return isModelClass(type); }
  // The static fields ("Enum.NAME") that may hold constants of enum class `type`.
  virtual std::vector<std::string> enumConstants(const std::string&) { return {}; }
  virtual bool isEnum(const std::string&) { return false; }
  // Generic signature of a field, and the type parameter names of a class (empty if none).
  virtual std::string fieldSignature(const std::string&, const std::string&) { return ""; }
  virtual std::vector<std::string> typeParameters(const std::string&) { return {}; }
};

struct EngineLimits {
  // Calls to code that is neither analysed nor modelled: stop the path (and report it), or
  // treat the result as a fresh unconstrained value (an assumption noted in the test case).
  enum class Unhandled { Stop, Havoc } unhandled = Unhandled::Stop;
  bool aliasing = true;               // lazy initialization considers aliases of earlier inputs
  uint32_t maxSymbolicIndex = 4;      // a symbolic array index is split over 0..max-1
  uint32_t maxArrayLength = 1 << 20;  // larger allocations would exhaust the JVM's memory
  uint64_t maxPaths = 100000;         // finished derivations
  uint64_t maxSteps = 50'000'000;     // rule applications
  std::chrono::milliseconds timeLimit{60000};
};

struct ExplorationStats {
  uint64_t paths = 0;       // finished derivations (test cases)
  uint64_t unfoldings = 0;  // rule applications (derivation steps)
  uint64_t cutByBound = 0;  // atoms not unfolded by the termination criterion
  uint64_t infeasible = 0;  // rule alternatives discarded as unsatisfiable
  uint64_t choicePoints = 0;
  uint64_t solverUnknown = 0;                      // branches dropped because the solver gave up
  uint64_t stoppedAtUnhandled = 0;                 // paths ended at an unhandled call (policy stop)
  std::map<std::string, uint64_t> unhandledCalls;  // "Class.name(desc)" -> times met
  bool complete = true;                            // false when a limit stopped the run
  std::string stopReason;                          // "time limit", "path limit", "step limit"
};

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

// A finished derivation, valid only during the callback.
struct PathView {
  const std::vector<Value>& outputs;  // the entry predicate's outputs: [result], flag
  const std::vector<Value>& inputs;   // the values the entry predicate was called with
  const heap::Heap& heap;
  const std::vector<std::pair<std::string, Value>>& sources;  // values input sources returned
  const std::vector<std::string>& assumptions;  // unconstrained results of unhandled calls
  const std::vector<TraceEvent>& trace;
  std::vector<InvocationRecord> invocations;
  solver::Solver& solver;  // holds the path condition; may be queried for a model
};

class Engine {
 public:
  Engine(const clp::Program& program, solver::ExprPool& pool, solver::Solver& solver,
         const UnfoldingRule& unfolding, TypeOracle& types, EngineLimits limits = {});
  ~Engine();

  // Explores `entry` applied to `inputs`; calls `onPath` for every finished derivation.
  // Returning false from `onPath` stops the exploration. `prepare` may create input
  // symbols in the heap before the run (object 0 holds the static fields). Every path first
  // runs `initializers` (class initializers, in order; their exceptions are ignored).
  ExplorationStats run(clp::PredId entry,
                       const std::function<std::vector<Value>(heap::Heap&)>& prepare,
                       const std::function<bool(const PathView&)>& onPath,
                       const std::vector<clp::PredId>& initializers = {});

 private:
  const clp::Program& program_;
  solver::ExprPool& pool_;
  solver::Solver& solver_;
  const UnfoldingRule& unfolding_;
  TypeOracle& types_;
  EngineLimits limits_;
};

}  // namespace symtest::symexec
