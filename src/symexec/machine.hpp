// The engine's machine state (private to the symexec module). Frames, activations, trace and
// steps only grow along a path, so a choice point restores them by truncation; ancestor
// counts go through the trail and the heap through its own undo log.
#pragma once

#include <memory>
#include <vector>

#include "heap/heap.hpp"
#include "symexec/engine.hpp"
#include "symexec/evaluation.hpp"
#include "symexec/lazy_initialization.hpp"
#include "symexec/unhandled_calls.hpp"

namespace symtest::symexec {

struct Machine;

// The hooks' view of the machine (context.hpp).
class MachineContext final : public ExecutionContext {
 public:
  explicit MachineContext(Machine& m) : m_(m) {}
  const clp::Program& program() const override;
  solver::ExprPool& pool() override;
  heap::Heap& heap() override;
  TypeOracle& types() override;
  const EngineLimits& limits() const override;
  ExplorationStats& stats() override;
  solver::Solver& solver() override;
  bool assume(solver::ExprId condition) override;
  bool assumeAll(const std::vector<solver::ExprId>& conditions) override;
  Trail& trail() override;
  uint32_t currentMethod() const override;
  size_t depth() const override;
  void continuation(std::vector<ContinuationFrame>& out) const override;
  void continuationPrefix(std::vector<ContinuationFrame>& out, size_t maxFrames) const override;
  const std::vector<TraceEvent>& trace() const override;
  Value freshValue(const std::string& descriptor, const std::string& name) override;
  const std::vector<std::string>& assumptions() const override;
  void addAssumption(std::string text) override;
  void recordInvocation(uint32_t method, const std::vector<clp::CoveredStep>& steps) override;
  bool replayRules(const std::vector<TraceEvent>& events) override;
  Value internString(const std::string& key, const std::vector<uint16_t>& units) override;
  Value readField(uint32_t object, const std::string& qualifiedField,
                  const std::string& descriptor) override;
  Value readElement(uint32_t array, uint32_t index) override;
  void writeField(uint32_t object, const std::string& qualifiedField, const std::string& descriptor,
                  Value v) override;
  void writeElement(uint32_t array, uint32_t index, Value v) override;
  Value newObject(const std::string& type) override;
  Value newArray(const std::string& type, solver::ExprId length) override;
  Value newString(const std::vector<uint16_t>& units) override;
  void addSource(const std::string& source, Value v) override;

 private:
  Machine& m_;
};

struct Machine {
  struct Activation {
    clp::PredId pred;
    uint16_t rule;
    uint32_t frameBase;
    uint32_t parent;  // caller activation
    uint32_t callPc;  // index of the call statement in the caller's body
    uint32_t invocation;
    int32_t traceIndex;
    uint64_t serial = 0;   // unique in the run (ContinuationFrame::activation)
    bool counted = false;  // occurs in the ancestor counts (block-k)
    // A class initializer's entry: 1, or 2 for a class whose static state tests set up.
    uint8_t initializer = 0;
    // The construction of an input record (Program::constructions): when it completes, the
    // call at callPc runs again; when the constructor throws, no such input exists.
    bool construction = false;
    // The outermost call of a pure library function (solver::libraryFunctionIndex) along the
    // path: its result is labelled as the call, with the arguments it had (-1: none).
    int16_t libraryFunction = -1;
    solver::ExprId libraryArgs[2] = {solver::kNoExpr, solver::kNoExpr};
  };
  struct ChoicePoint {
    OpenChoice::Kind kind;
    uint32_t act, pc;  // the call, heap or array statement that opened it
    clp::PredId pred = clp::kNoPred;
    uint32_t method = 0;
    std::vector<uint16_t> candidates;            // Rule
    std::shared_ptr<Alternatives> resolutions;   // Resolve
    uint32_t symbol = 0;                         // Resolve: the input reference
    std::shared_ptr<CallAlternatives> callAlts;  // Call
    solver::ExprId index = solver::kNoExpr;      // Index: the symbolic index
    uint32_t indexLimit = 0;
    size_t next = 0;
    size_t trailMark, acts, slots, trace, steps, invocations, sources, assumptions, exits;
    heap::Heap::Mark heapMark;
    size_t size() const;
  };

  Machine(const clp::Program& program, solver::ExprPool& pool, solver::Solver& solver,
          const UnfoldingRule& unfolding, TypeOracle& types, const EngineLimits& limits,
          const EngineHooks& hooks);

  const clp::Program& program;
  solver::ExprPool& pool;
  solver::Solver& solver;
  const UnfoldingRule& unfolding;
  TypeOracle& types;
  const EngineLimits& limits;
  const EngineHooks& hooks;
  MachineContext ctx{*this};
  LazyInitialization defaultResolver;
  UnhandledCallPolicy defaultUnhandled;
  Evaluator eval;
  heap::Heap heap;
  std::vector<Value> slots;
  std::vector<Activation> acts;
  std::vector<TraceEvent> trace;
  // A step of the path: its invocation, and its offset with whether it raised (offset << 1 |
  // raised). A path through a class initializer's loop holds millions: 8 bytes each.
  struct PathStep {
    uint32_t invocation = 0;
    uint32_t packed = 0;
    PathStep() = default;
    PathStep(uint32_t inv, const clp::CoveredStep& s)
        : invocation(inv), packed(s.offset << 1 | (s.raised ? 1u : 0u)) {}
    clp::CoveredStep step() const { return {packed >> 1, (packed & 1) != 0}; }
  };
  std::vector<PathStep> steps;
  std::vector<uint32_t> invocationMethods;
  std::vector<std::pair<std::string, Value>> sources;
  std::vector<std::string> assumptions;
  std::vector<Value> exitStatus;  // the status of System.exit, when the path ended there
  std::vector<uint32_t> ancestorCount;
  // Per model predicate whose deterministic unfoldings are free: 1 + the number of path
  // constraints when it was last entered along this path (0: not yet).
  std::vector<uint32_t> constraintsAtEntry;
  std::vector<ChoicePoint> choicePoints;
  Trail trail;
  ExplorationStats stats;
  const clp::Rule* rootRule = nullptr;
  size_t rootEntryPc = 0;  // the root's call of the method under test (initializers before it)
  // Class initializers on the stack, all and those of classes whose state tests set up
  // (trail cells): reads outside initializers record pre-state values (HeapObject::preState).
  uint32_t initDepth = 0, recordingInitDepth = 0;
  // Inside a pure library function's model (1) or not (0): constraints added there are
  // solver::Op::Internal, the function's own business (trail cell).
  uint32_t libraryDepth = 0;
  // Per method: its index among the pure library functions (solver::libraryFunctionIndex), or -1.
  std::vector<int16_t> libraryFunctionOf;
  uint32_t cur = 0;  // current activation
  uint32_t pc = 0;   // next statement of the current rule

  const clp::Rule& ruleOf(const Activation& a) const {
    return a.pred == clp::kNoPred ? *rootRule : program.predicates[a.pred].rules[a.rule];
  }
  Value& slot(const Activation& a, clp::VarId v) { return slots[a.frameBase + v]; }
  Value operand(const Activation& a, const clp::Operand& o);
  std::vector<Value> argsOf(uint32_t act, const clp::Stmt& s);
  uint32_t methodOf(uint32_t act) const;

  // Rule selection (engine.cpp).
  bool call(uint32_t callerAct, uint32_t callPc, clp::PredId pred, const std::vector<Value>& args);
  bool enterCounted(uint32_t callerAct, uint32_t callPc, clp::PredId pred, uint16_t rule,
                    const std::vector<Value>& args);
  bool enter(uint32_t callerAct, uint32_t callPc, clp::PredId pred, uint16_t ruleIndex,
             const std::vector<Value>& args);
  bool mayHold(const clp::Rule& rule, const std::vector<Value>& args);
  bool checkGuard(Activation& a, const clp::Guard& g);
  void release(uint32_t returned);
  bool assume(solver::ExprId cond);
  bool assumeAll(const std::vector<solver::ExprId>& conds);
  ChoicePoint& openChoicePoint(OpenChoice::Kind kind, uint32_t act, uint32_t pc);
  bool backtrack();
  OpenChoice openChoice(const ChoicePoint& cp) const;
  bool policiesAgree(const ChoicePoint& cp,
                     bool (ChoicePolicy::*question)(const OpenChoice&, ExecutionContext&));
  bool resumes(const ChoicePoint& cp);
  bool admits(const ChoicePoint& cp);
  enum class Outcome { Finished, Failed };
  Outcome runToLeafOrFailure();
  bool limitReached();

  // Calls a handler replaces (engine.cpp): the statement at (act, stmtPc) gets the outputs of
  // one alternative, with a choice point when there are several.
  bool replaceCall(uint32_t act, uint32_t stmtPc, clp::PredId pred,
                   std::shared_ptr<CallAlternatives> alts);
  bool applyCallAlternative(CallAlternatives& alts, size_t i, uint32_t act, uint32_t stmtPc);
  bool observeAllocation(uint32_t object);
  uint32_t allocate(heap::HeapObject object);  // marks objects that initializers create

  // Class initialization state along the path (heap_ops.cpp).
  clp::ClassInit classState(const std::string& cls);
  void setClassState(const std::string& cls, clp::ClassInit state);
  // Before the method's own code reads or writes a slot of the pre-state (statics of classes
  // whose state tests set up, objects their initializers created): remembers the value the
  // slot had, which the test establishes before the call.
  void notePreStateAccess(uint32_t object, uint64_t slot, const std::string& descriptor);
  Value defaultValue(const std::string& descriptor);
  // The String model object of literal `key` holding `units`: one per literal along a path,
  // as the JVM interns them.
  Value internString(const std::string& key, const std::vector<uint16_t>& units);
  Value newString(const std::vector<uint16_t>& units);  // a new String model object

  // Heap operations and lazy initialization (heap_ops.cpp).
  // Resolves an unresolved input symbol a guard of `pred` inspects; returns false when the
  // alternatives are exhausted (the path fails). Sets `resolvedOne` when it did something.
  bool resolveForCall(uint32_t callerAct, uint32_t callPc, clp::PredId pred,
                      const std::vector<Value>& args, bool& resolvedOne);
  bool checkRefGuard(Activation& a, const clp::Guard& g);
  bool refGuardHolds(Value x, Value y, const clp::Guard& g);
  // Executes a heap statement; returns false when the path fails.
  bool execHeap(Activation& a, const clp::Stmt& s);
  bool accessArray(Activation& a, const clp::Stmt& s, uint64_t index);
  // A read at symbolic `index` of an array whose elements are all known (array_tables.cpp):
  // one term over the index; nothing when the array is no such table.
  std::optional<Value> readKnownArray(Value arrayRef, solver::ExprId index);
  std::string arrayName(uint32_t obj) const;  // how a printed condition names an array
  bool execExternal(Activation& a, const clp::Stmt& s);
  Value freshValue(const std::string& descriptor, const std::string& name);
  // A fresh input variable of a primitive type (descriptor character), named `name`.
  // `array`, when given, names the input array whose element `index` the input is (marked in
  // the pool for the solver's guesses of whole arrays).
  Value primitiveInput(char descriptor, const std::string& name, const std::string* array = nullptr,
                       uint32_t index = 0);
  // SymtestPrimitives' floating-point natives (sqrt, floor, bit views, toString, ...).
  bool execFloatPrimitive(Activation& a, const clp::Stmt& s);
  bool execCodePointTest(Activation& a, const clp::Stmt& s);
  // Class objects (class_queries.cpp): one per type along a path, kept among the statics so
  // that == holds; the type one stands for; SymtestPrimitives' questions about them.
  Value classObject(const std::string& type);
  std::string classType(uint32_t classObject) const;
  bool execClassQuery(Activation& a, const clp::Stmt& s);
  bool execCodePointMap(Activation& a, const clp::Stmt& s);
  // After `symbol` was resolved for the call at (act, pc): a fresh input record is built by
  // its canonical constructor, called first (the call then runs again). True when it did.
  bool constructIfRecord(uint32_t symbol, uint32_t act, uint32_t pc);
  Value initialSlotValue(uint32_t object, uint64_t slotId, const std::string& descriptor,
                         const std::string& path, const std::string& signature);
  // The generic type of a field or element of an input object, from the object's own.
  std::string fieldSignature(uint32_t object, const std::string& owner, const std::string& field);
  std::string elementSignature(uint32_t array) const;
  bool storeFitsUnresolved(Value array, Value stored);
  // Stores into an object slot, telling the input heap theory about input objects.
  void storeSlot(uint32_t object, uint64_t slot, Value v);
  Value loadSlot(uint32_t object, uint64_t slot, const std::string& descriptor,
                 const std::string& path, const std::string& signature = "");
  // The first read of an input StringBuilder's chars or count sets both as a test builds it;
  // false for other slots.
  bool initializeInputBuilder(uint32_t object, uint64_t slotId);
  uint32_t objectOf(Value v);  // the object a (dereferenced, non-null) reference points to
};

// Internal name of a type descriptor's class or array type ("Lx/Y;" -> "x/Y", "[I" -> "[I").
std::string typeOfDescriptor(const std::string& descriptor);
// The name of a primitive type's descriptor ("I" -> "int"); empty for other types.
std::string primitiveName(const std::string& descriptor);

}  // namespace symtest::symexec
