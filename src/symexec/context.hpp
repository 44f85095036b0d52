// What the engine lets an extension see and do while it explores: the program, the heap,
// the path condition, the trail for undoable state, and a few derivation facts. Every hook
// receives it; the engine's machine implements it.
#pragma once

#include <string>
#include <vector>

#include "clp/program.hpp"
#include "heap/heap.hpp"
#include "solver/solver.hpp"
#include "symexec/exploration.hpp"
#include "symexec/trail.hpp"
#include "symexec/type_oracle.hpp"
#include "symexec/value.hpp"

namespace symtest::symexec {

// One activation still on the stack: the rule it applies and the first statement of that rule
// not yet finished (for the current activation, the statement running now).
struct ContinuationFrame {
  clp::PredId pred;
  uint16_t rule;
  uint32_t next;
  uint32_t invocation;  // which method invocation the activation belongs to
  // The activation's number, unique in the run (never reused after backtracking): what an
  // extension computes about the frames outside an activation can be kept under it.
  uint64_t activation;
};

class ExecutionContext {
 public:
  virtual ~ExecutionContext() = default;
  virtual const clp::Program& program() const = 0;
  virtual solver::ExprPool& pool() = 0;
  virtual heap::Heap& heap() = 0;
  virtual TypeOracle& types() = 0;
  virtual const EngineLimits& limits() const = 0;
  virtual ExplorationStats& stats() = 0;
  // The path condition. Query it (isSatisfiable, readableModel) but never push, pop or add:
  // constraints go through assume().
  virtual solver::Solver& solver() = 0;
  // Conjoins `condition` to the path condition when that stays satisfiable; false otherwise.
  virtual bool assume(solver::ExprId condition) = 0;
  // Conjoins every condition, each one a constraint of its own (as if assumed one by one), when
  // together they stay satisfiable; one query decides. False otherwise.
  virtual bool assumeAll(const std::vector<solver::ExprId>& conditions) = 0;
  // Cells assigned through the trail get their old value back when the engine backtracks
  // over the assignment.
  virtual Trail& trail() = 0;

  // The method whose code runs now (index into program().methods), and the activations on
  // the stack (1 in the root, which runs class initializers and the method under test).
  virtual uint32_t currentMethod() const = 0;
  virtual size_t depth() const = 0;
  // The activations on the stack from the current one outward, without the root: what is
  // left to solve of this derivation.
  virtual void continuation(std::vector<ContinuationFrame>& out) const = 0;
  // The innermost `maxFrames` frames of the continuation (fewer at the root): for an extension
  // that keeps what it learnt about the rest under the last frame's activation number.
  virtual void continuationPrefix(std::vector<ContinuationFrame>& out, size_t maxFrames) const = 0;
  // The rules applied so far on this derivation, in order.
  virtual const std::vector<TraceEvent>& trace() const = 0;

  // A fresh input of a field or return descriptor: a variable, or an unresolved reference.
  virtual Value freshValue(const std::string& descriptor, const std::string& name) = 0;
  // Assumptions the current derivation relies on (reported with its test case), and a new one.
  virtual const std::vector<std::string>& assumptions() const = 0;
  virtual void addAssumption(std::string text) = 0;
  // Records that an invocation of `method` executed `steps` without being unfolded (a
  // composed summary): coverage and traces count it as if it had run.
  virtual void recordInvocation(uint32_t method, const std::vector<clp::CoveredStep>& steps) = 0;
  // Records rules a composed call applied as if they had run below the current activation:
  // appended to the trace (an event's parent indexes `events`, or is -1 for the current
  // activation) and shown to the rule observers. False when an observer prunes the path.
  virtual bool replayRules(const std::vector<TraceEvent>& events) = 0;
  // The interned String of literal `key` with UTF-16 `units`: one object per path and literal.
  virtual Value internString(const std::string& key, const std::vector<uint16_t>& units) = 0;
  // The value of field `qualifiedField` ("Class.name", of type `descriptor`) of `object`, read
  // as the program's getfield reads it: an input object's unread field becomes a fresh input.
  virtual Value readField(uint32_t object, const std::string& qualifiedField,
                          const std::string& descriptor) = 0;
  // Element `index` of `array`, read as the program's array load reads it (an input array's
  // unread element becomes a fresh input).
  virtual Value readElement(uint32_t array, uint32_t index) = 0;
  // Writes a field ("Class.name") or an element as the program's stores write them.
  virtual void writeField(uint32_t object, const std::string& qualifiedField,
                          const std::string& descriptor, Value v) = 0;
  virtual void writeElement(uint32_t array, uint32_t index, Value v) = 0;
  // A new object of class `type` (no field set), or a new array of `type` ("[I") and `length`,
  // as the program's new creates them.
  virtual Value newObject(const std::string& type) = 0;
  virtual Value newArray(const std::string& type, solver::ExprId length) = 0;
  // A new String object holding `units` (not interned).
  virtual Value newString(const std::vector<uint16_t>& units) = 0;
  // Records `v` as what input source `source` returned (a value the JVM chooses, which a test
  // cannot set: a system property that differs between machines).
  virtual void addSource(const std::string& source, Value v) = 0;
};

}  // namespace symtest::symexec
