#include "symexec/engine.hpp"

#include <algorithm>

#include "symexec/evaluation.hpp"

namespace symtest::symexec {

using clp::Guard;
using clp::PredId;
using clp::Rule;
using clp::Stmt;
using solver::ExprId;

namespace {
class BlockK final : public UnfoldingRule {
 public:
  explicit BlockK(uint32_t k) : k_(k) {}
  bool mayUnfold(PredId, uint32_t occurrences) const override { return occurrences < k_; }

 private:
  uint32_t k_;
};
}  // namespace

std::unique_ptr<UnfoldingRule> makeBlockK(uint32_t k) {
  return std::make_unique<BlockK>(k);
}

// The machine state. Frames, activations, heap, trace and steps only grow along a path, so a
// choice point restores them by truncation; ancestor counts are undone through the trail.
struct Engine::Machine {
  struct Activation {
    PredId pred;
    uint16_t rule;
    uint32_t frameBase;
    uint32_t parent;  // caller activation
    uint32_t callPc;  // index of the call statement in the caller's body
    uint32_t invocation;
    int32_t traceIndex;
  };
  struct ChoicePoint {
    uint32_t callerAct, callPc;
    PredId pred;
    std::vector<uint16_t> candidates;
    size_t next = 0;
    size_t trailMark, acts, slots, heap, trace, steps, invocations;
  };

  Engine& engine;
  const clp::Program& program;
  Evaluator eval;
  std::vector<Value> slots;
  std::vector<Activation> acts;
  std::vector<HeapObject> heap;
  std::vector<TraceEvent> trace;
  std::vector<std::pair<uint32_t, clp::CoveredStep>> steps;  // (invocation, step)
  std::vector<uint32_t> invocationMethods;
  std::vector<uint32_t> ancestorCount;
  std::vector<ChoicePoint> choicePoints;
  Trail trail;
  ExplorationStats stats;
  uint32_t cur = 0;  // current activation
  uint32_t pc = 0;   // next statement of the current rule

  Machine(Engine& e)
      : engine(e),
        program(e.program_),
        eval(e.pool_),
        ancestorCount(e.program_.predicates.size(), 0) {}

  const Rule* rootRule = nullptr;  // the root pseudo-activation's single call

  const Rule& ruleOf(const Activation& a) const {
    return a.pred == clp::kNoPred ? *rootRule : program.predicates[a.pred].rules[a.rule];
  }
  Value& slot(const Activation& a, clp::VarId v) { return slots[a.frameBase + v]; }

  Value operand(const Activation& a, const clp::Operand& o) {
    switch (o.kind) {
      case clp::Operand::Kind::Var:
        return slot(a, o.var);
      case clp::Operand::Kind::Const:
        return Value::integer(eval.constant(o));
      case clp::Operand::Kind::Null:
        return Value::null();
      case clp::Operand::Kind::Ok:
        return Value::ok();
    }
    return {};
  }

  // Cheap test used before opening a choice point: false only when a guard surely fails.
  bool mayHold(const Rule& rule, const std::vector<Value>& args) {
    for (const Guard& g : rule.guards) {
      auto arg = [&](const clp::Operand& o) -> Value {
        if (o.kind == clp::Operand::Kind::Var) {
          auto it = std::find(rule.params.begin(), rule.params.end(), o.var);
          if (it == rule.params.end()) return {};
          return args[it - rule.params.begin()];
        }
        return Value::integer(o.kind == clp::Operand::Kind::Const ? eval.constant(o) : 0);
      };
      switch (g.kind) {
        case Guard::Kind::Compare:
        case Guard::Kind::InSet: {
          Value a = arg(g.a), b = g.kind == Guard::Kind::Compare ? arg(g.b) : Value{};
          if (a.kind != Value::Kind::Int) break;
          if (g.kind == Guard::Kind::Compare && b.kind != Value::Kind::Int) break;
          if (engine.pool_.isFalse(eval.condition(g, a, b))) return false;
          break;
        }
        case Guard::Kind::FlagOk:
          if (arg(g.a).kind != Value::Kind::Ok) return false;
          break;
        case Guard::Kind::FlagExc:
          if (arg(g.a).kind != Value::Kind::Exc) return false;
          break;
        default:
          break;
      }
    }
    return true;
  }

  // Opens the activation of `rule` and checks its guards, adding constraints to the solver.
  bool enter(uint32_t callerAct, uint32_t callPc, PredId pred, uint16_t ruleIndex,
             const std::vector<Value>& args) {
    const clp::Predicate& p = program.predicates[pred];
    const Rule& rule = p.rules[ruleIndex];
    Activation a{pred,
                 ruleIndex,
                 static_cast<uint32_t>(slots.size()),
                 callerAct,
                 callPc,
                 acts[callerAct].invocation,
                 acts[callerAct].traceIndex};
    slots.resize(slots.size() + rule.varNames.size());
    for (size_t i = 0; i < rule.params.size(); ++i) slots[a.frameBase + rule.params[i]] = args[i];
    for (const Guard& g : rule.guards) {
      if (!checkGuard(a, g)) {
        ++stats.infeasible;
        return false;
      }
    }
    if (p.isEntry) {
      a.invocation = static_cast<uint32_t>(invocationMethods.size());
      invocationMethods.push_back(p.method);
    }
    trace.push_back({pred, ruleIndex, a.traceIndex});
    a.traceIndex = static_cast<int32_t>(trace.size() - 1);
    for (const auto& s : rule.steps) steps.push_back({a.invocation, s});
    ++stats.unfoldings;
    acts.push_back(a);
    cur = static_cast<uint32_t>(acts.size() - 1);
    pc = 0;
    return true;
  }

  bool checkGuard(Activation& a, const Guard& g) {
    Value x = operand(a, g.a);
    switch (g.kind) {
      case Guard::Kind::FlagOk:
        return x.kind == Value::Kind::Ok;
      case Guard::Kind::FlagExc:
        if (x.kind != Value::Kind::Exc) return false;
        slot(a, g.bind) = Value::ref(x.id);
        return true;
      case Guard::Kind::InstanceOf: {
        if (x.kind != Value::Kind::Ref) return !g.positive;
        return engine.isSubtype_(heap[x.id].className, g.className) == g.positive;
      }
      case Guard::Kind::IsNull:
        return (x.kind == Value::Kind::Null) == g.positive;
      case Guard::Kind::Compare:
      case Guard::Kind::InSet: {
        Value y = g.kind == Guard::Kind::Compare ? operand(a, g.b) : Value{};
        return assume(eval.condition(g, x, y));
      }
    }
    return false;
  }

  bool assume(ExprId cond) {
    auto& pool = engine.pool_;
    if (pool.isTrue(cond)) return true;
    if (pool.isFalse(cond)) return false;
    const auto& known = engine.solver_.constraints();
    if (std::find(known.begin(), known.end(), cond) != known.end()) return true;
    switch (engine.solver_.isSatisfiable(cond)) {
      case solver::SatResult::Sat:
        engine.solver_.add(cond);
        return true;
      case solver::SatResult::Unsat:
        return false;
      case solver::SatResult::Unknown:
        ++stats.solverUnknown;
        return false;
    }
    return false;
  }

  // Calls `pred`: applies the only possible rule directly, or opens a choice point.
  bool call(uint32_t callerAct, uint32_t callPc, PredId pred, const std::vector<Value>& args) {
    if (!engine.unfolding_.mayUnfold(pred, ancestorCount[pred])) {
      ++stats.cutByBound;
      return false;
    }
    const auto& rules = program.predicates[pred].rules;
    std::vector<uint16_t> candidates;
    for (uint16_t r = 0; r < rules.size(); ++r)
      if (mayHold(rules[r], args)) candidates.push_back(r);
    if (candidates.empty()) return false;
    if (candidates.size() == 1) return enterCounted(callerAct, callPc, pred, candidates[0], args);
    ++stats.choicePoints;
    engine.solver_.push();
    choicePoints.push_back({callerAct, callPc, pred, std::move(candidates), 1, trail.mark(),
                            acts.size(), slots.size(), heap.size(), trace.size(), steps.size(),
                            invocationMethods.size()});
    return enterCounted(callerAct, callPc, pred, choicePoints.back().candidates[0], args);
  }

  bool enterCounted(uint32_t callerAct, uint32_t callPc, PredId pred, uint16_t rule,
                    const std::vector<Value>& args) {
    if (!enter(callerAct, callPc, pred, rule, args)) return false;
    trail.assign(&ancestorCount[pred], ancestorCount[pred] + 1);
    return true;
  }

  std::vector<Value> argsOf(uint32_t act, const Stmt& s) {
    std::vector<Value> args;
    args.reserve(s.args.size());
    for (const auto& o : s.args) args.push_back(operand(acts[act], o));
    return args;
  }

  // Resumes the most recent choice point with an untried rule; false when none is left.
  bool backtrack() {
    while (!choicePoints.empty()) {
      ChoicePoint& cp = choicePoints.back();
      trail.undoTo(cp.trailMark);
      acts.resize(cp.acts);
      slots.resize(cp.slots);
      heap.resize(cp.heap);
      trace.resize(cp.trace);
      steps.resize(cp.steps);
      invocationMethods.resize(cp.invocations);
      engine.solver_.pop();
      if (cp.next >= cp.candidates.size()) {
        choicePoints.pop_back();
        continue;
      }
      engine.solver_.push();
      uint16_t rule = cp.candidates[cp.next++];
      const Stmt& s = ruleOf(acts[cp.callerAct]).body[cp.callPc];
      if (enterCounted(cp.callerAct, cp.callPc, cp.pred, rule, argsOf(cp.callerAct, s)))
        return true;
    }
    return false;
  }

  // Executes the current rule's body from `pc`; returns false when the path fails.
  // Returns true when the root activation completed (a finished derivation).
  enum class Outcome { Finished, Failed };
  Outcome runToLeafOrFailure() {
    while (true) {
      Activation& a = acts[cur];
      const Rule& rule = ruleOf(a);
      if (pc == rule.body.size()) {
        if (cur == 0) return Outcome::Finished;
        // The atom is solved: pop it from the ancestor stack and bind the caller's outputs.
        trail.assign(&ancestorCount[a.pred], ancestorCount[a.pred] - 1);
        const Activation& caller = acts[a.parent];
        const Stmt& callStmt = ruleOf(caller).body[a.callPc];
        for (size_t i = 0; i < callStmt.outs.size(); ++i)
          slots[caller.frameBase + callStmt.outs[i]] = slots[a.frameBase + rule.outputs[i]];
        pc = a.callPc + 1;
        cur = a.parent;
        continue;
      }
      const Stmt& s = rule.body[pc];
      switch (s.kind) {
        case Stmt::Kind::Arith:
          slot(a, s.dst) = Value::integer(eval.arith(s.op, operand(a, s.a), operand(a, s.b)));
          ++pc;
          break;
        case Stmt::Kind::NewObject:
          heap.push_back({s.className});
          slot(a, s.dst) = Value::ref(static_cast<uint32_t>(heap.size() - 1));
          ++pc;
          break;
        case Stmt::Kind::Return:
          if (rule.outputs.size() > 1) slot(a, rule.outputs[0]) = operand(a, s.a);
          slot(a, rule.outputs.back()) = Value::ok();
          ++pc;
          break;
        case Stmt::Kind::Throw: {
          Value e = operand(a, s.a);
          slot(a, rule.outputs.back()) = Value::exc(e.id);
          ++pc;
          break;
        }
        case Stmt::Kind::Call: {
          uint32_t callerAct = cur, callPc = pc;
          if (!call(callerAct, callPc, s.callee, argsOf(callerAct, s))) return Outcome::Failed;
          break;
        }
      }
    }
  }

  bool limitReached(std::chrono::steady_clock::time_point deadline) {
    const auto& limits = engine.limits_;
    if (stats.paths >= limits.maxPaths)
      stats.stopReason = "path limit";
    else if (stats.unfoldings >= limits.maxSteps)
      stats.stopReason = "step limit";
    else if ((stats.unfoldings & 255) == 0 && std::chrono::steady_clock::now() > deadline)
      stats.stopReason = "time limit";
    if (stats.stopReason.empty()) return false;
    stats.complete = false;
    return true;
  }
};

Engine::Engine(const clp::Program& program, solver::ExprPool& pool, solver::Solver& solver,
               const UnfoldingRule& unfolding, SubtypeTest isSubtype, EngineLimits limits)
    : program_(program),
      pool_(pool),
      solver_(solver),
      unfolding_(unfolding),
      isSubtype_(std::move(isSubtype)),
      limits_(limits) {}

Engine::~Engine() = default;

ExplorationStats Engine::run(PredId entry, const std::vector<Value>& inputs,
                             const std::function<bool(const PathView&)>& onPath) {
  Machine m(*this);
  auto deadline = std::chrono::steady_clock::now() + limits_.timeLimit;
  // A root pseudo-activation whose single "call" statement invokes the entry predicate.
  const clp::Predicate& entryPred = program_.predicates[entry];
  Rule root;
  Stmt call;
  call.kind = Stmt::Kind::Call;
  call.callee = entry;
  for (size_t i = 0; i < inputs.size(); ++i) {
    call.args.push_back(clp::Operand::ofVar(static_cast<clp::VarId>(i), entryPred.inputs[i]));
    root.varNames.push_back("In");
  }
  for (size_t i = 0; i < entryPred.outputs.size(); ++i) {
    call.outs.push_back(static_cast<clp::VarId>(inputs.size() + i));
    root.varNames.push_back("Out");
  }
  root.body.push_back(call);
  m.slots = inputs;
  m.slots.resize(root.varNames.size());
  m.acts.push_back({clp::kNoPred, 0, 0, 0, 0, UINT32_MAX, -1});
  m.invocationMethods.clear();

  m.rootRule = &root;

  bool alive = m.call(0, 0, entry, m.argsOf(0, call));
  while (true) {
    if (alive) {
      if (m.runToLeafOrFailure() == Machine::Outcome::Finished) {
        ++m.stats.paths;
        std::vector<Value> outputs(m.slots.begin() + inputs.size(),
                                   m.slots.begin() + root.varNames.size());
        std::vector<InvocationRecord> invocations(m.invocationMethods.size());
        for (size_t i = 0; i < invocations.size(); ++i)
          invocations[i].method = m.invocationMethods[i];
        for (auto& [inv, step] : m.steps) invocations[inv].steps.push_back(step);
        PathView view{outputs, m.heap, m.trace, std::move(invocations), solver_};
        if (!onPath(view)) {
          m.stats.complete = false;
          m.stats.stopReason = "stopped";
          break;
        }
      }
    }
    if (m.limitReached(deadline)) break;
    alive = m.backtrack();
    if (!alive) break;
  }
  while (!m.choicePoints.empty()) {
    solver_.pop();
    m.choicePoints.pop_back();
  }
  return m.stats;
}

}  // namespace symtest::symexec
