// The engine's machine state (private to the symexec module). Frames, activations, trace and
// steps only grow along a path, so a choice point restores them by truncation; ancestor
// counts go through the trail and the heap through its own undo log.
#pragma once

#include <chrono>
#include <vector>

#include "heap/heap.hpp"
#include "symexec/engine.hpp"
#include "symexec/evaluation.hpp"

namespace symtest::symexec {

struct Machine {
  struct Activation {
    clp::PredId pred;
    uint16_t rule;
    uint32_t frameBase;
    uint32_t parent;  // caller activation
    uint32_t callPc;  // index of the call statement in the caller's body
    uint32_t invocation;
    int32_t traceIndex;
    bool counted = false;  // occurs in the ancestor counts (block-k)
  };
  // How an input reference may be resolved (thesis Sec. 2.1.3).
  struct Resolution {
    enum class Kind : uint8_t { Null, Fresh, Alias } kind;
    std::string type;     // Fresh: the class (or array descriptor) to create
    uint32_t object = 0;  // Alias: the earlier input object
  };
  struct ChoicePoint {
    enum class Kind : uint8_t { Rule, Resolve, Index } kind;
    uint32_t act, pc;  // Rule/Resolve: the call statement; Index: the array statement
    clp::PredId pred = clp::kNoPred;
    std::vector<uint16_t> candidates;        // Rule
    uint32_t symbol = 0;                     // Resolve
    std::vector<Resolution> resolutions;     // Resolve
    solver::ExprId index = solver::kNoExpr;  // Index: the symbolic index
    uint32_t indexLimit = 0;
    size_t next = 0;
    size_t trailMark, acts, slots, trace, steps, invocations, sources, assumptions;
    heap::Heap::Mark heapMark;
  };

  Machine(const clp::Program& program, solver::ExprPool& pool, solver::Solver& solver,
          const UnfoldingRule& unfolding, TypeOracle& types, const EngineLimits& limits);

  const clp::Program& program;
  solver::ExprPool& pool;
  solver::Solver& solver;
  const UnfoldingRule& unfolding;
  TypeOracle& types;
  const EngineLimits& limits;
  Evaluator eval;
  heap::Heap heap;
  std::vector<Value> slots;
  std::vector<Activation> acts;
  std::vector<TraceEvent> trace;
  std::vector<std::pair<uint32_t, clp::CoveredStep>> steps;  // (invocation, step)
  std::vector<uint32_t> invocationMethods;
  std::vector<std::pair<std::string, Value>> sources;
  std::vector<std::string> assumptions;
  std::vector<uint32_t> ancestorCount;
  std::vector<ChoicePoint> choicePoints;
  Trail trail;
  ExplorationStats stats;
  const clp::Rule* rootRule = nullptr;
  uint32_t cur = 0;  // current activation
  uint32_t pc = 0;   // next statement of the current rule

  const clp::Rule& ruleOf(const Activation& a) const {
    return a.pred == clp::kNoPred ? *rootRule : program.predicates[a.pred].rules[a.rule];
  }
  Value& slot(const Activation& a, clp::VarId v) { return slots[a.frameBase + v]; }
  Value operand(const Activation& a, const clp::Operand& o);
  std::vector<Value> argsOf(uint32_t act, const clp::Stmt& s);

  // Rule selection (engine.cpp).
  bool call(uint32_t callerAct, uint32_t callPc, clp::PredId pred, const std::vector<Value>& args);
  bool enterCounted(uint32_t callerAct, uint32_t callPc, clp::PredId pred, uint16_t rule,
                    const std::vector<Value>& args);
  bool enter(uint32_t callerAct, uint32_t callPc, clp::PredId pred, uint16_t ruleIndex,
             const std::vector<Value>& args);
  bool mayHold(const clp::Rule& rule, const std::vector<Value>& args);
  bool checkGuard(Activation& a, const clp::Guard& g);
  bool assume(solver::ExprId cond);
  ChoicePoint& openChoicePoint(ChoicePoint::Kind kind, uint32_t act, uint32_t pc);
  bool backtrack();
  enum class Outcome { Finished, Failed };
  Outcome runToLeafOrFailure();
  bool limitReached(std::chrono::steady_clock::time_point deadline);

  // Heap operations and lazy initialization (heap_ops.cpp).
  // Resolves an unresolved input symbol a guard of `pred` inspects; returns false when the
  // alternatives are exhausted (the path fails). Sets `resolvedOne` when it did something.
  bool resolveForCall(uint32_t callerAct, uint32_t callPc, clp::PredId pred,
                      const std::vector<Value>& args, bool& resolvedOne);
  std::vector<Resolution> resolutionsOf(uint32_t symbol);
  bool applyResolution(uint32_t symbol, const Resolution& r);
  bool checkRefGuard(Activation& a, const clp::Guard& g);
  bool refGuardHolds(Value x, Value y, const clp::Guard& g);
  // Executes a heap statement; returns false when the path fails.
  bool execHeap(Activation& a, const clp::Stmt& s);
  bool accessArray(Activation& a, const clp::Stmt& s, uint64_t index);
  bool execExternal(Activation& a, const clp::Stmt& s);
  Value freshValue(const std::string& descriptor, const std::string& name);
  Value initialSlotValue(uint32_t object, const std::string& descriptor, const std::string& path,
                         const std::string& signature);
  // The generic type of a field or element of an input object, from the object's own.
  std::string fieldSignature(uint32_t object, const std::string& owner, const std::string& field);
  std::string elementSignature(uint32_t array) const;
  bool storeFitsUnresolved(Value array, Value stored);
  std::string objectSignature(const std::string& type, const std::string& symbolSignature);
  Value loadSlot(uint32_t object, uint64_t slot, const std::string& descriptor,
                 const std::string& path, const std::string& signature = "");
  uint32_t objectOf(Value v);  // the object a (dereferenced, non-null) reference points to
};

// Internal name of a type descriptor's class or array type ("Lx/Y;" -> "x/Y", "[I" -> "[I").
std::string typeOfDescriptor(const std::string& descriptor);

}  // namespace symtest::symexec
