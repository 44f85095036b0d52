#include "symexec/engine.hpp"

#include <algorithm>
#include <atomic>
#include <stdexcept>

#include "clp/protocol.hpp"
#include "symexec/machine.hpp"

namespace symtest::symexec {

using clp::Guard;
using clp::PredId;
using clp::Rule;
using clp::Stmt;
using solver::ExprId;

namespace {

// Activation numbers are unique in the process, across machines and backtracking: extensions
// key what they learn about an activation's outside by them (ContinuationFrame::activation).
uint64_t nextActivationSerial() {
  static std::atomic<uint64_t> next{1};
  return next.fetch_add(1, std::memory_order_relaxed);
}

}  // namespace

Machine::Machine(const clp::Program& program, solver::ExprPool& pool, solver::Solver& solver,
                 const UnfoldingRule& unfolding, TypeOracle& types, const EngineLimits& limits,
                 const EngineHooks& hooks)
    : program(program),
      pool(pool),
      solver(solver),
      unfolding(unfolding),
      types(types),
      limits(limits),
      hooks(hooks),
      eval(pool),
      ancestorCount(program.predicates.size(), 0),
      constraintsAtEntry(program.predicates.size(), 0) {
  // Math's and StrictMath's transcendental functions, (D)D or (DD)D.
  libraryFunctionOf.reserve(program.methods.size());
  for (const clp::MethodInfo& m : program.methods) {
    int index = -1;
    if ((m.className == "java/lang/Math" || m.className == "java/lang/StrictMath") &&
        (m.descriptor == "(D)D" || m.descriptor == "(DD)D"))
      index = solver::libraryFunctionIndex(m.className.substr(10) + "." + m.name);
    libraryFunctionOf.push_back(static_cast<int16_t>(index));
  }
}

uint32_t Machine::methodOf(uint32_t act) const {
  clp::PredId p = acts[act].pred;
  return p == clp::kNoPred ? UINT32_MAX : program.predicates[p].method;
}

Value Machine::operand(const Activation& a, const clp::Operand& o) {
  switch (o.kind) {
    case clp::Operand::Kind::Var:
      return heap.deref(slots[a.frameBase + o.var]);
    case clp::Operand::Kind::Const:
      return Value::integer(eval.constant(o));
    case clp::Operand::Kind::Null:
      return Value::null();
    case clp::Operand::Kind::Ok:
      return Value::ok();
  }
  return {};
}

std::vector<Value> Machine::argsOf(uint32_t act, const Stmt& s) {
  std::vector<Value> args;
  args.reserve(s.args.size());
  for (const auto& o : s.args) args.push_back(operand(acts[act], o));
  return args;
}

bool Machine::enter(uint32_t callerAct, uint32_t callPc, PredId pred, uint16_t ruleIndex,
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
  if (p.isEntry && libraryDepth == 0 && libraryFunctionOf[p.method] >= 0 && !args.empty() &&
      args.size() <= 2 && std::all_of(args.begin(), args.end(), [](const Value& v) {
        return v.kind == Value::Kind::Int;
      })) {
    a.libraryFunction = libraryFunctionOf[p.method];
    for (size_t i = 0; i < args.size(); ++i) a.libraryArgs[i] = args[i].id;
    trail.assign(&libraryDepth, 1);
  }
  for (const Guard& g : rule.guards) {
    if (!checkGuard(a, g)) {
      ++stats.infeasible;
      return false;
    }
  }
  if (p.isEntry) {
    a.invocation = static_cast<uint32_t>(invocationMethods.size());
    invocationMethods.push_back(p.method);
    const clp::MethodInfo& m = program.methods[p.method];
    if (m.name == "<clinit>") {
      a.initializer = types.recordsStaticState(m.className) ? 2 : 1;
      trail.assign(&initDepth, initDepth + 1);
      if (a.initializer == 2) trail.assign(&recordingInitDepth, recordingInitDepth + 1);
    }
  }
  trace.push_back({pred, ruleIndex, a.traceIndex});
  a.traceIndex = static_cast<int32_t>(trace.size() - 1);
  for (const auto& s : rule.steps) steps.emplace_back(a.invocation, s);
  ++stats.unfoldings;
  a.serial = nextActivationSerial();
  acts.push_back(a);
  cur = static_cast<uint32_t>(acts.size() - 1);
  pc = 0;
  // A derivation that runs into a limit is abandoned here; limitReached() then ends the run.
  if (stats.unfoldings >= limits.maxSteps ||
      solver.stats().resourceUnits >= limits.maxSolverUnits ||
      explorationWork(stats, solver.stats()) >= limits.maxWork ||
      (limits.stop && limits.stop->stopRequested()))
    return false;
  if (!hooks.ruleObservers.empty()) {
    AppliedRule applied{pred, ruleIndex, rule, p.method, p.isEntry};
    for (RuleObserver* o : hooks.ruleObservers) {
      if (!o->onRule(applied, ctx)) {
        ++stats.prunedByExtensions;
        return false;
      }
    }
  }
  return true;
}

bool Machine::assume(ExprId cond) {
  return assumeAll({cond});
}

bool Machine::assumeAll(const std::vector<ExprId>& conds) {
  const auto& known = solver.constraints();
  std::vector<ExprId> fresh;
  ExprId all = pool.trueExpr();
  for (ExprId c : conds) {
    if (libraryDepth > 0) c = pool.internal(c);
    if (pool.isFalse(c)) return false;
    if (pool.isTrue(c) || std::find(known.begin(), known.end(), c) != known.end() ||
        std::find(fresh.begin(), fresh.end(), c) != fresh.end())
      continue;
    fresh.push_back(c);
    all = pool.binary(solver::Op::BoolAnd, all, c);
  }
  if (fresh.empty()) return true;
  switch (solver.isSatisfiable(fresh.size() == 1 ? fresh[0] : all)) {
    case solver::SatResult::Sat:
      // The constraints with `all` are satisfiable, so are they with its conjuncts added one
      // by one: each stays a constraint of its own, as unfolding would have added it.
      for (ExprId c : fresh) solver.add(c);
      return true;
    case solver::SatResult::Unsat:
      return false;
    case solver::SatResult::Unknown:
      ++stats.solverUnknown;
      return false;
  }
  return false;
}

bool Machine::call(uint32_t callerAct, uint32_t callPc, PredId pred,
                   const std::vector<Value>& args) {
  if (!hooks.callHandlers.empty()) {
    CallSite site{pred, args, program.predicates[pred].isEntry};
    for (CallHandler* h : hooks.callHandlers)
      if (auto alternatives = h->onCall(site, ctx))
        return replaceCall(callerAct, callPc, pred, std::move(alternatives));
  }
  // Class initializers have no inputs: their loops (a double-brace map's puts) run as often as
  // the code says; only the step limit bounds them.
  if (initDepth == 0 && !unfolding.mayUnfold(pred, ancestorCount[pred])) {
    ++stats.cutByBound;
    for (RuleObserver* o : hooks.ruleObservers) o->onCut(pred, ctx);
    return false;
  }
  bool resolvedOne = false;
  if (!resolveForCall(callerAct, callPc, pred, args, resolvedOne)) return false;
  if (resolvedOne) return true;  // the call statement runs again with the symbol resolved
  const auto& rules = program.predicates[pred].rules;
  std::vector<uint16_t> candidates;
  for (uint16_t r = 0; r < rules.size(); ++r)
    if (mayHold(rules[r], args)) candidates.push_back(r);
  if (candidates.empty()) return false;
  bool deterministic = candidates.size() == 1;
  if (!hooks.choicePolicies.empty()) {
    RuleChoice choice{pred, args};
    for (ChoicePolicy* p : hooks.choicePolicies) p->orderRules(choice, candidates, ctx);
    if (candidates.empty()) {
      ++stats.prunedByExtensions;
      return false;
    }
  }
  if (candidates.size() == 1) {
    if (!unfolding.countsDeterministic(pred)) {
      // A deterministic unfolding inside a model does not count toward the bound, unless the
      // path branched since the predicate was last entered: a model's loop whose test runs in
      // a callee (a lambda's `x < n`) splits the exploration at every turn.
      const uint32_t now = static_cast<uint32_t>(solver.constraints().size()) + 1;
      const bool branched = constraintsAtEntry[pred] != 0 && now > constraintsAtEntry[pred];
      trail.assign(&constraintsAtEntry[pred], now);
      if (deterministic && !branched) return enter(callerAct, callPc, pred, candidates[0], args);
    }
    return enterCounted(callerAct, callPc, pred, candidates[0], args);
  }
  ChoicePoint& cp = openChoicePoint(OpenChoice::Kind::Rule, callerAct, callPc);
  cp.pred = pred;
  cp.candidates = std::move(candidates);
  cp.next = 1;
  return enterCounted(callerAct, callPc, pred, cp.candidates[0], args);
}

bool Machine::replaceCall(uint32_t act, uint32_t stmtPc, PredId pred,
                          std::shared_ptr<CallAlternatives> alts) {
  size_t n = alts ? alts->size() : 0;
  if (n == 0) return false;
  if (n > 1) {
    ChoicePoint& cp = openChoicePoint(OpenChoice::Kind::Call, act, stmtPc);
    cp.pred = pred;
    cp.callAlts = alts;
    cp.next = 1;
  }
  return applyCallAlternative(*alts, 0, act, stmtPc);
}

bool Machine::applyCallAlternative(CallAlternatives& alts, size_t i, uint32_t act,
                                   uint32_t stmtPc) {
  std::vector<Value> outputs;
  if (!alts.apply(i, ctx, outputs)) return false;
  const Stmt& s = ruleOf(acts[act]).body[stmtPc];
  if (outputs.size() != s.outs.size())
    throw std::logic_error("a call alternative gave " + std::to_string(outputs.size()) +
                           " outputs where the call has " + std::to_string(s.outs.size()));
  for (size_t k = 0; k < outputs.size(); ++k) slots[acts[act].frameBase + s.outs[k]] = outputs[k];
  cur = act;
  pc = stmtPc + 1;
  return true;
}

bool Machine::observeAllocation(uint32_t object) {
  for (RuleObserver* o : hooks.ruleObservers) {
    if (!o->onAllocation(object, ctx)) {
      ++stats.prunedByExtensions;
      return false;
    }
  }
  return true;
}

bool Machine::constructIfRecord(uint32_t symbol, uint32_t act, uint32_t atPc) {
  const Value v = heap.deref(Value::sym(symbol));
  if (v.kind != Value::Kind::Ref || !heap.object(v.id).isInput) return false;
  auto it = program.constructions.find(heap.object(v.id).type);
  if (it == program.constructions.end() || it->second == clp::kNoPred) return false;
  // Once per object: an alias of it resolves to the record already built.
  const uint32_t built = heap.fieldId(std::string(clp::protocol::kBuilt));
  if (heap.load(v.id, built)) return false;
  heap.store(v.id, built, Value::ok());
  if (!enter(act, atPc, it->second, 0, {v})) return false;
  acts.back().construction = true;
  return true;
}

bool Machine::enterCounted(uint32_t callerAct, uint32_t callPc, PredId pred, uint16_t rule,
                           const std::vector<Value>& args) {
  if (!enter(callerAct, callPc, pred, rule, args)) return false;
  trail.assign(&ancestorCount[pred], ancestorCount[pred] + 1);
  acts.back().counted = true;
  return true;
}

// Resumes the most recent choice point with an untried alternative; false when none is left.
Machine::Outcome Machine::runToLeafOrFailure() {
  while (true) {
    Activation& a = acts[cur];
    const Rule& rule = ruleOf(a);
    if (pc == rule.body.size()) {
      if (cur == 0) return Outcome::Finished;
      if (a.construction) {
        // The input record exists only if its constructor completes; then the call that
        // needed it runs again.
        if (slots[a.frameBase + rule.outputs.back()].kind != Value::Kind::Ok)
          return Outcome::Failed;
        pc = a.callPc;
        cur = a.parent;
        continue;
      }
      // The atom is solved: pop it from the ancestor stack and bind the caller's outputs.
      if (a.counted) trail.assign(&ancestorCount[a.pred], ancestorCount[a.pred] - 1);
      if (a.initializer) {
        trail.assign(&initDepth, initDepth - 1);
        if (a.initializer == 2) trail.assign(&recordingInitDepth, recordingInitDepth - 1);
      }
      const Activation& caller = acts[a.parent];
      const Stmt& callStmt = ruleOf(caller).body[a.callPc];
      for (size_t i = 0; i < callStmt.outs.size(); ++i)
        slots[caller.frameBase + callStmt.outs[i]] = slots[a.frameBase + rule.outputs[i]];
      if (a.libraryFunction >= 0) {
        trail.assign(&libraryDepth, 0);
        Value& result = slots[caller.frameBase + callStmt.outs[0]];
        if (callStmt.outs.size() == 2 && result.kind == Value::Kind::Int)
          result = Value::integer(pool.libraryCall(static_cast<uint32_t>(a.libraryFunction),
                                                   result.id, a.libraryArgs[0], a.libraryArgs[1]));
      }
      const uint32_t returned = cur, returnPc = a.callPc;
      pc = a.callPc + 1;
      cur = a.parent;
      release(returned);  // `a` is gone from here on
      if (cur == 0 && returnPc < rootEntryPc) {
        // A class initialized before the method failed: the test sees its exception first.
        Value flag = slots[callStmt.outs.back()];
        if (flag.kind == Value::Kind::Exc) {
          const Stmt& entryCall = rootRule->body[rootEntryPc];
          for (size_t i = 0; i + 1 < entryCall.outs.size(); ++i) slots[entryCall.outs[i]] = {};
          slots[entryCall.outs.back()] = flag;
          pc = static_cast<uint32_t>(rootRule->body.size());
        }
      }
      continue;
    }
    const Stmt& s = rule.body[pc];
    switch (s.kind) {
      case Stmt::Kind::Arith:
        // Moves carry references too; the other operations are integer arithmetic.
        slot(a, s.dst) = s.op == clp::ArithOp::Move
                             ? operand(a, s.a)
                             : Value::integer(eval.arith(s.op, operand(a, s.a), operand(a, s.b)));
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
      default: {
        uint32_t before = pc;
        if (!execHeap(a, s)) return Outcome::Failed;
        if (pc == before) ++pc;  // execHeap may itself move on (after an index choice)
        break;
      }
    }
  }
}

// A returned activation is needed again only by backtracking to a choice point opened while
// it ran. Above the newest choice point none was: its activation and frame go, so that a long
// deterministic derivation (a class initializer's loop over a table) holds the calls still
// running, not every call it made.
void Machine::release(uint32_t returned) {
  const size_t keptActs = choicePoints.empty() ? 1 : choicePoints.back().acts;
  const size_t keptSlots = choicePoints.empty() ? 0 : choicePoints.back().slots;
  if (returned + 1 != acts.size() || returned < keptActs) return;
  const uint32_t frameBase = acts.back().frameBase;
  acts.pop_back();
  if (frameBase >= keptSlots && frameBase <= slots.size()) slots.resize(frameBase);
}

bool Machine::limitReached() {
  if (limits.stop && limits.stop->stopRequested())
    stats.stopReason = limits.stop->reason();
  else if (stats.paths >= limits.maxPaths)
    stats.stopReason = "path limit";
  else if (stats.unfoldings >= limits.maxSteps)
    stats.stopReason = "step limit";
  else if (solver.stats().resourceUnits >= limits.maxSolverUnits)
    stats.stopReason = "solver budget";
  else if (explorationWork(stats, solver.stats()) >= limits.maxWork)
    stats.stopReason = "work budget";
  if (stats.stopReason.empty()) return false;
  stats.complete = false;
  return true;
}

Engine::Engine(const clp::Program& program, solver::ExprPool& pool, solver::Solver& solver,
               const UnfoldingRule& unfolding, TypeOracle& types, EngineLimits limits,
               EngineHooks hooks)
    : program_(program),
      pool_(pool),
      solver_(solver),
      unfolding_(unfolding),
      types_(types),
      limits_(limits),
      hooks_(std::move(hooks)) {}

Engine::~Engine() = default;

ExplorationStats Engine::run(PredId entry,
                             const std::function<std::vector<Value>(heap::Heap&)>& prepare,
                             const std::vector<PredId>& initializers,
                             const std::vector<InputBuilder>& builders) {
  Machine m(program_, pool_, solver_, unfolding_, types_, limits_, hooks_);
  // Object 0 holds the static fields, read lazily as inputs.
  m.heap.allocate({"<statics>", true, "", solver::kNoExpr, {}, {}});
  std::vector<Value> inputs = prepare(m.heap);
  // A root pseudo-activation whose "call" statements run the class initializers, then the
  // entry predicate.
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
  size_t outputsEnd = root.varNames.size();
  for (PredId init : initializers) {
    Stmt run;
    run.kind = Stmt::Kind::Call;
    run.callee = init;
    for (size_t i = 0; i < program_.predicates[init].outputs.size(); ++i) {
      run.outs.push_back(static_cast<clp::VarId>(root.varNames.size()));
      root.varNames.push_back("Init");
    }
    root.body.push_back(run);
  }
  for (const InputBuilder& b : builders) {
    Stmt build;
    build.kind = Stmt::Kind::Call;
    build.callee = b.predicate;
    build.args.push_back(clp::Operand::ofVar(static_cast<clp::VarId>(b.input),
                                             program_.predicates[b.predicate].inputs.at(0)));
    for (size_t i = 0; i < program_.predicates[b.predicate].outputs.size(); ++i) {
      build.outs.push_back(static_cast<clp::VarId>(root.varNames.size()));
      root.varNames.push_back("Built");
    }
    root.body.push_back(build);
  }
  m.rootEntryPc = root.body.size();
  root.body.push_back(call);
  m.rootRule = &root;
  m.slots = inputs;
  m.slots.resize(root.varNames.size());
  m.acts.push_back({clp::kNoPred, 0, 0, 0, 0, UINT32_MAX, -1});

  // The root's statements run like any rule body, from its first call.
  try {
    explore(m, inputs, outputsEnd);
  } catch (const std::exception&) {
    // Once a stop is requested Z3 refuses work anywhere (model evaluation, rewriting): the
    // paths finished stay, the rest is cut by the stop. Without a stop it is a real error.
    if (!limits_.stop || !limits_.stop->stopRequested()) throw;
    m.stats.complete = false;
    m.stats.stopReason = limits_.stop->reason();
  }
  while (!m.choicePoints.empty()) {
    solver_.pop();
    m.choicePoints.pop_back();
  }
  m.stats.work = explorationWork(m.stats, solver_.stats());
  return m.stats;
}

void Engine::explore(Machine& m, const std::vector<Value>& inputs, size_t outputsEnd) {
  bool alive = true;
  while (true) {
    if (alive && m.runToLeafOrFailure() == Machine::Outcome::Finished &&
        (!hooks_.inputHeap || hooks_.inputHeap->concretize(m.ctx))) {
      ++m.stats.paths;
      std::vector<Value> outputs;
      for (size_t i = inputs.size(); i < outputsEnd; ++i)
        outputs.push_back(m.heap.deref(m.slots[i]));
      std::vector<InvocationRecord> invocations(m.invocationMethods.size());
      for (size_t i = 0; i < invocations.size(); ++i)
        invocations[i].method = m.invocationMethods[i];
      for (const auto& s : m.steps) invocations[s.invocation].steps.push_back(s.step());
      std::optional<Value> exited;
      if (!m.exitStatus.empty()) exited = m.heap.deref(m.exitStatus.back());
      PathView view{
          outputs, inputs, m.heap, m.sources, m.assumptions, m.trace, std::move(invocations),
          solver_, m.ctx,  exited};
      bool stop = false;
      for (PathObserver* o : hooks_.pathObservers)
        if ((stop = o->onPath(view) == PathVerdict::Stop)) break;
      if (stop) {
        m.stats.complete = false;
        m.stats.stopReason = "stopped";
        break;
      }
    }
    if (m.limitReached()) break;
    alive = m.backtrack();
    if (!alive) {
      // The alternatives left may all have been refused by a limit reached while backtracking
      // (enter() abandons them): then the exploration is cut, not complete.
      m.limitReached();
      break;
    }
  }
}

}  // namespace symtest::symexec
