#include "compose/summarizer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <map>

#include "classfile/descriptor.hpp"
#include "clp/protocol.hpp"
#include "compose/composer.hpp"
#include "symexec/engine.hpp"
#include "symexec/lazy_initialization.hpp"

namespace symtest::compose {

namespace {

using symexec::Value;

}  // namespace

bool CallContext::fixesSomething() const {
  return std::any_of(formals.begin(), formals.end(),
                     [](const Formal& f) { return f.kind != Formal::Kind::Open; });
}

std::string CallContext::text() const {
  std::string out = "[";
  for (size_t j = 0; j < formals.size(); ++j) {
    if (j) out += ", ";
    switch (formals[j].kind) {
      case Formal::Kind::Open:
        out += "_";
        break;
      case Formal::Kind::Constant:
        out += std::to_string(static_cast<int64_t>(formals[j].bits));
        break;
      case Formal::Kind::Null:
        out += "null";
        break;
      case Formal::Kind::Exact:
        out += "=" + formals[j].type;
        break;
    }
  }
  return out + "]";
}

// Statements and guards a case cannot carry to a caller: static state (its values and class
// initialization belong to the caller's path) and code outside the program.
std::string outsideSummary(const clp::Rule& rule) {
  for (const clp::Guard& g : rule.guards)
    if (g.kind == clp::Guard::Kind::ClassState) return "depends on class initialization";
  for (const clp::Stmt& s : rule.body) {
    switch (s.kind) {
      case clp::Stmt::Kind::GetStatic:
      case clp::Stmt::Kind::PutStatic:
        return "reads or writes static field " + s.className + "." + s.field;
      case clp::Stmt::Kind::SetClassState:
        return "initializes class " + s.className;
      case clp::Stmt::Kind::External:
        if (s.external == clp::Stmt::ExternalKind::StringLiteral) break;
        if (s.external == clp::Stmt::ExternalKind::Unsupported)
          return "runs " + s.className + "." + s.field + s.descriptor +
                 ", which symtest cannot translate";
        return s.external == clp::Stmt::ExternalKind::Unhandled
                   ? "calls " + s.className + "." + s.field + s.descriptor +
                         ", which is neither analysed nor modelled"
                   : "uses a primitive of the engine (" + s.className + "." + s.field + ")";
      default:
        break;
    }
  }
  return "";
}

namespace {

// Watches the exploration; the first thing a summary cannot express ends it.
class SummaryRecorder final : public symexec::RuleObserver,
                              public symexec::ReferenceResolver,
                              public symexec::PathObserver {
 public:
  SummaryRecorder(const clp::Program& program, const CallGraph& graph, Summary& summary,
                  const std::vector<uint32_t>& symbols, const uint32_t& receiver,
                  std::function<std::string(const std::string&)> fieldDescriptor,
                  symexec::LazyInitOptions lazy, bool heapSummaries, bool errorCases)
      : program_(program),
        graph_(graph),
        summary_(summary),
        formalSymbols_(symbols),
        receiver_(receiver),
        fieldDescriptor_(std::move(fieldDescriptor)),
        lazy_(lazy),
        heapSummaries_(heapSummaries),
        errorCases_(errorCases) {}

  bool onRule(const symexec::AppliedRule& applied, symexec::ExecutionContext&) override {
    if (!why.empty()) return false;
    why = outsideSummary(applied.body);
    return why.empty();
  }

  // Lazy initialization with aliasing, on references of one possible class: a caller's object
  // at such a place then always has a case of its shape (null, that class, or an alias).
  std::unique_ptr<symexec::Alternatives> resolve(uint32_t symbol, const clp::Guard& guard,
                                                 symexec::ExecutionContext& ctx) override {
    if (!why.empty()) return nullptr;
    const heap::Symbol& s = ctx.heap().symbol(symbol);
    if (!heapSummaries_) {
      why = "inspects its reference input '" + s.path +
            "' (the models' heap code is unfolded: matching its many cases costs more)";
      return nullptr;
    }
    if (!s.declaredType.empty() && s.declaredType[0] == '[') {
      why = "inspects the input array '" + s.path + "' (array summaries are not built yet)";
      return nullptr;
    }
    // A formal a specialized context gives one class has exactly that class.
    std::vector<std::string> classes =
        s.onlyTypes.empty() ? ctx.types().concreteSubtypes(s.declaredType) : s.onlyTypes;
    if (classes.size() != 1 || ctx.types().isEnum(classes[0])) {
      why = "inspects '" + s.path + "', which may be of several classes";
      specializable = classes.size() > 1;
      return nullptr;
    }
    return lazy_.resolve(symbol, guard, ctx);
  }

  symexec::PathVerdict onPath(const symexec::PathView& path) override {
    if (!why.empty()) return symexec::PathVerdict::Stop;
    if (!path.sources.empty() || !path.assumptions.empty() || path.exitStatus) {
      why = "reads an input source, calls unhandled code or exits";
      return symexec::PathVerdict::Stop;
    }
    // An error summary needs nothing of a normal return, not even that it be expressible.
    if (errorCases_ && path.outputs.back().kind == Value::Kind::Ok)
      return symexec::PathVerdict::Continue;
    SummaryCase c;
    heap_ = &path.heap;
    case_ = &c;
    created_.clear();
    inputIndex_.clear();
    readOfSymbol_.clear();
    readVars_.clear();
    recordInputHeap(c);
    for (solver::ExprId e : path.solver.constraints()) c.condition.push_back(expr(e));
    const auto& outs = path.outputs;
    if (outs.size() == 2)
      c.result = outs[0].kind == Value::Kind::Undef ? Term{Term::Kind::Undef, 0} : term(outs[0]);
    c.flag = outs.back().kind == Value::Kind::Ok ? Term{} : term(Value::ref(outs.back().id));
    for (const auto& inv : path.invocations) {
      c.invocations.push_back({intern(inv.method), inv.steps});
    }
    if (receiver_ != UINT32_MAX)
      for (const auto& [slot, value] : heap_->slots(receiver_))
        c.receiverWrites.push_back({heap_->fieldName(static_cast<uint32_t>(slot)), term(value)});
    for (const symexec::TraceEvent& e : path.trace)
      c.rules.push_back(
          {intern(program_.predicates[e.pred].method), graph_.ordinalOf(e.pred), e.rule, e.parent});
    if (!why.empty()) return symexec::PathVerdict::Stop;
    summary_.cases.push_back(std::move(c));
    return symexec::PathVerdict::Continue;
  }

  std::string why;             // empty while every path is expressible
  bool specializable = false;  // why names a reference of several classes

 private:
  // The index of program method `method` in the summary's method table.
  uint32_t intern(uint32_t method) {
    auto [it, fresh] = interned_.emplace(method, static_cast<uint32_t>(summary_.methods.size()));
    if (fresh) {
      const clp::MethodInfo& m = program_.methods[method];
      summary_.methods.push_back(clp::Program::methodKey(m.className, m.name, m.descriptor));
    }
    return it->second;
  }

  solver::ExprId expr(solver::ExprId e) {
    for (uint32_t v : summary_.pool->variables(e))
      if (v >= summary_.formalTypes.size() && !readVars_.count(v) && why.empty())
        why = "a path depends on a value other than the arguments and the fields it read";
    return e;
  }

  // The case's input heap: the objects lazy initialization materialized (in order), the
  // fields read from them with the values they had, the formals' resolutions, and the writes.
  void recordInputHeap(SummaryCase& c) {
    const heap::Heap& heap = *heap_;
    for (uint32_t o = 1; o < heap.objectCount(); ++o) {
      if (!heap.object(o).isInput) continue;
      if (heap.object(o).isArray()) {
        why = "reads an input array";
        return;
      }
      inputIndex_[o] = static_cast<uint32_t>(c.inputs.size());
      c.inputs.push_back({heap.object(o).type});
    }
    // Reads first without their values: a value may be a reference read elsewhere.
    std::vector<std::pair<size_t, Value>> values;
    for (const auto& [o, k] : inputIndex_) {
      for (const auto& [slot, v] : heap.initialSlots(o)) {
        const std::string& field = heap.fieldName(static_cast<uint32_t>(slot));
        values.push_back({c.reads.size(), v});
        c.reads.push_back({k, field, fieldDescriptor_(field), {}});
        Value d = heap.deref(v);
        if (v.kind == Value::Kind::Sym && d.kind == Value::Kind::Sym)
          readOfSymbol_[d.id] = static_cast<uint32_t>(c.reads.size() - 1);
        if (v.kind == Value::Kind::Int && summary_.pool->node(v.id).op == solver::Op::Var)
          readVars_[static_cast<uint32_t>(summary_.pool->node(v.id).value)] =
              static_cast<uint32_t>(c.reads.size() - 1);
      }
    }
    for (auto& [r, v] : values) {
      Value d = heap.deref(v);
      c.reads[r].initial =
          d.kind == Value::Kind::Sym ? Term{Term::Kind::Read, static_cast<uint32_t>(r)} : term(v);
    }
    for (size_t j = 0; j < formalSymbols_.size(); ++j) {
      if (formalSymbols_[j] == UINT32_MAX) {
        c.formals.push_back({Term::Kind::Undef, 0});
        continue;
      }
      Value d = heap.deref(Value::sym(formalSymbols_[j]));
      c.formals.push_back(
          d.kind == Value::Kind::Sym ? Term{Term::Kind::Arg, static_cast<uint32_t>(j)} : term(d));
    }
    for (const auto& [o, k] : inputIndex_) {
      for (const auto& [slot, v] : heap.slots(o)) {
        auto initial = heap.initial(o, slot);
        if (initial && heap.deref(*initial) == heap.deref(v)) continue;
        c.writes.push_back({k, heap.fieldName(static_cast<uint32_t>(slot)), term(v)});
      }
    }
  }

  Term term(Value v) {
    v = heap_->deref(v);
    switch (v.kind) {
      case Value::Kind::Int:
        return {Term::Kind::Expr, expr(v.id)};
      case Value::Kind::Null:
        return {Term::Kind::Null, 0};
      case Value::Kind::Sym:
        for (size_t j = 0; j < formalSymbols_.size(); ++j)
          if (formalSymbols_[j] == v.id) return {Term::Kind::Arg, static_cast<uint32_t>(j)};
        if (auto it = readOfSymbol_.find(v.id); it != readOfSymbol_.end())
          return {Term::Kind::Read, it->second};
        why = "returns an input reference it did not receive";
        return {};
      case Value::Kind::Ref:
      case Value::Kind::Exc: {
        if (v.id == receiver_) return {Term::Kind::Arg, 0};
        if (auto it = inputIndex_.find(v.id); it != inputIndex_.end())
          return {Term::Kind::Input, it->second};
        uint32_t index = created(v.id);
        if (index & kLiteralBit) return {Term::Kind::Literal, index & ~kLiteralBit};
        return {Term::Kind::Created, index};
      }
      default:
        why = "returns a value of an unexpected kind";
        return {};
    }
  }

  // The index of created object `object` in the case, recording it (and what it reaches).
  uint32_t created(uint32_t object) {
    if (auto it = created_.find(object); it != created_.end()) return it->second;
    if (auto lit = literalOf(object)) {
      auto index = static_cast<uint32_t>(case_->literals.size());
      case_->literals.push_back(std::move(*lit));
      created_[object] = index | kLiteralBit;
      return created_[object];
    }
    const heap::HeapObject& o = heap_->object(object);
    if (object == 0 || o.isInput || o.preState || !o.innerLengths.empty()) {
      if (why.empty()) why = "reaches an object of its input or static state";
      return 0;
    }
    auto index = static_cast<uint32_t>(case_->created.size());
    created_[object] = index;
    CreatedObject made;
    made.type = o.type;
    made.length = o.length == solver::kNoExpr ? o.length : expr(o.length);
    case_->created.push_back(std::move(made));
    for (const auto& [slot, value] : heap_->slots(object)) {
      Term t = term(value);
      if (o.isArray())
        case_->created[index].elements.push_back({slot, t});
      else
        case_->created[index].fields.push_back({heap_->fieldName(static_cast<uint32_t>(slot)), t});
    }
    return index;
  }

  // An interned literal: the String the statics' literal slot holds, with its text.
  std::optional<std::pair<std::string, std::vector<uint16_t>>> literalOf(uint32_t object) const {
    static const std::string kPrefix(clp::protocol::kStringLiteralPrefix);
    for (const auto& [slot, v] : heap_->slots(0)) {
      if (v.kind != Value::Kind::Ref || v.id != object) continue;
      const std::string& name = heap_->fieldName(static_cast<uint32_t>(slot));
      if (name.rfind(kPrefix, 0) != 0) continue;
      std::vector<uint16_t> units;
      std::optional<Value> chars;
      for (const auto& [f, fv] : heap_->slots(object))
        if (heap_->fieldName(static_cast<uint32_t>(f)) == "java/lang/String.value") chars = fv;
      if (!chars || chars->kind != Value::Kind::Ref) return std::nullopt;
      for (const auto& [i, u] : heap_->slots(chars->id)) {
        if (u.kind != Value::Kind::Int || !summary_.pool->isConst(u.id)) return std::nullopt;
        if (i != units.size()) return std::nullopt;
        units.push_back(static_cast<uint16_t>(summary_.pool->node(u.id).value));
      }
      return std::make_pair(name.substr(kPrefix.size()), units);
    }
    return std::nullopt;
  }

  static constexpr uint32_t kLiteralBit = 1u << 31;
  const clp::Program& program_;
  const CallGraph& graph_;
  Summary& summary_;
  const std::vector<uint32_t>& formalSymbols_;  // heap symbol per reference formal, or UINT32_MAX
  const uint32_t& receiver_;  // a constructor's fresh receiver object, or UINT32_MAX
  const heap::Heap* heap_ = nullptr;
  SummaryCase* case_ = nullptr;
  std::map<uint32_t, uint32_t> created_;
  std::map<uint32_t, uint32_t> interned_;  // program method -> index in summary_.methods
  std::function<std::string(const std::string&)> fieldDescriptor_;
  symexec::LazyInitialization lazy_;
  bool heapSummaries_;
  bool errorCases_;
  std::map<uint32_t, uint32_t> inputIndex_;    // heap object -> index in case_->inputs
  std::map<uint32_t, uint32_t> readOfSymbol_;  // unresolved symbol read -> index in reads
  std::map<uint32_t, uint32_t> readVars_;      // pool variable read -> index in reads
};

// Source name of formal `i` (`this` first in instance methods), or p<i>.
std::string formalName(const clp::MethodInfo& info, size_t i) {
  if (!info.isStatic) {
    if (i == 0) return "this";
    --i;
  }
  return i < info.paramNames.size() ? info.paramNames[i] : fmt::format("p{}", i);
}

}  // namespace

void noteInspectedFormals(Summary& summary) {
  summary.inspectedFormals.assign(summary.formalTypes.size(), false);
  for (const SummaryCase& c : summary.cases)
    for (size_t j = 0; j < c.formals.size() && j < summary.inspectedFormals.size(); ++j)
      if (c.formals[j].kind == Term::Kind::Null || c.formals[j].kind == Term::Kind::Input)
        summary.inspectedFormals[j] = true;
}

constexpr uint64_t kMaxCases = 1024;
// Cases over an input heap are matched at every call: a summary with more is unfolded.
constexpr size_t kMaxHeapCases = 64;

SummaryOutcome summarize(testcase::GenerationSession& session, const SummaryLibrary& library,
                         const CallGraph& graph, uint32_t method, bool errorCases,
                         const CallContext* context) {
  const clp::Program& program = session.translator().program();
  const clp::MethodInfo& info = program.methods[method];
  const std::string key = clp::Program::methodKey(info.className, info.name, info.descriptor);
  SummaryOutcome out;
  auto entryIt = program.entryByMethod.find(key);
  if (entryIt == program.entryByMethod.end()) {
    out.fallback = "not translated";
    return out;
  }
  const clp::Predicate& entry = program.predicates[entryIt->second];
  auto summary = std::make_unique<Summary>();
  summary->method = context ? key + " " + context->text() : key;
  summary->errorCases = errorCases;
  using Fixed = CallContext::Formal::Kind;
  auto fixed = [&](size_t i) {
    return context && i < context->formals.size() ? context->formals[i] : CallContext::Formal{};
  };
  solver::ExprPool& pool = *summary->pool;
  // Formals first, so that the pool's variables below formalTypes.size() are the formals'.
  std::vector<solver::ExprId> formalExprs;
  for (size_t i = 0; i < entry.inputs.size(); ++i) {
    std::string name = formalName(info, i);
    summary->formalTypes.push_back(entry.inputs[i]);
    solver::ExprId e = solver::kNoExpr;
    switch (entry.inputs[i]) {
      case clp::ValueType::Int:
        e = pool.newVar(name, 32);
        if (fixed(i).kind == Fixed::Constant) e = pool.bvConst(32, fixed(i).bits);
        break;
      case clp::ValueType::Long:
        e = pool.newVar(name, 64);
        if (fixed(i).kind == Fixed::Constant) e = pool.bvConst(64, fixed(i).bits);
        break;
      case clp::ValueType::Float:
        e = pool.newFpVar(name, 32);
        break;
      case clp::ValueType::Double:
        e = pool.newFpVar(name, 64);
        break;
      default:
        // A placeholder variable keeps "variable index < formals" meaning "a formal".
        pool.newVar(name, 1);
    }
    formalExprs.push_back(e);
    summary->formalVars.push_back(e == solver::kNoExpr || pool.isConst(e)
                                      ? Summary::kNoVar
                                      : static_cast<uint32_t>(pool.node(e).value));
  }
  // Declared types of the reference formals: `this` first in instance methods.
  std::vector<std::string> declared;
  if (!info.isStatic) declared.push_back(info.className);
  try {
    for (const classfile::JavaType& t : classfile::parseMethodDescriptor(info.descriptor).params)
      declared.push_back(t.kind == classfile::JavaType::Kind::Class ? t.className
                         : t.isReference()                          ? t.descriptor()
                                                                    : "");
  } catch (const std::invalid_argument& e) {
    out.fallback = e.what();
    return out;
  }
  std::vector<uint32_t> symbols(entry.inputs.size(), UINT32_MAX);
  uint32_t receiver = UINT32_MAX;
  summary->freshReceiver = info.name == "<init>";
  if (summary->freshReceiver) summary->receiverClass = info.className;
  auto prepare = [&](heap::Heap& heap) {
    std::vector<Value> inputs;
    for (size_t i = 0; i < entry.inputs.size(); ++i) {
      if (i == 0 && summary->freshReceiver) {
        heap::HeapObject o;
        o.type = info.className;
        receiver = heap.allocate(std::move(o));
        inputs.push_back(Value::ref(receiver));
        continue;
      }
      if (formalExprs[i] != solver::kNoExpr) {
        inputs.push_back(Value::integer(formalExprs[i]));
        continue;
      }
      if (fixed(i).kind == Fixed::Null) {
        inputs.push_back(Value::null());
        continue;
      }
      heap::Symbol s;
      s.declaredType = i < declared.size() ? declared[i] : "java/lang/Object";
      s.mayBeNull = info.isStatic || i != 0;
      if (fixed(i).kind == Fixed::Exact) {
        s.declaredType = fixed(i).type;
        s.onlyTypes = {fixed(i).type};
        s.mayBeNull = false;
      }
      s.path = formalName(info, i);
      symbols[i] = heap.newSymbol(std::move(s));
      inputs.push_back(Value::sym(symbols[i]));
    }
    return inputs;
  };

  const testcase::GeneratorOptions& options = session.options();
  // Fields are named "Class.name" by the class the bytecode names, maybe a subclass of the
  // declaring one.
  auto fieldDescriptor = [&session](const std::string& qualified) -> std::string {
    const auto dot = qualified.rfind('.');
    std::string cls = qualified.substr(0, dot);
    const std::string name = qualified.substr(dot + 1);
    while (!cls.empty()) {
      const classfile::ClassFile* cf = session.classPath().find(cls);
      if (!cf) break;
      if (const classfile::Field* f = cf->findField(name)) return f->descriptor;
      cls = cf->superName;
    }
    return "";
  };
  symexec::LazyInitOptions lazy = options.lazyInit;
  lazy.aliasing = true;  // every shape a caller's heap can have
  // Heap summaries for the analysed classes; the models' heap code (strings, collections) is
  // unfolded: its summaries have many cases over the input heap, each matched at every call
  // (LinkedBag at k=3: 4.9 s without summaries, 8 s with the models' heap summaries).
  const bool heapSummaries = !session.classPath().isModelClass(info.className);
  SummaryRecorder recorder(program, graph, *summary, symbols, receiver, fieldDescriptor, lazy,
                           heapSummaries, errorCases);
  Composer composer(program, library, graph);
  symexec::EngineHooks hooks;
  hooks.callHandlers.push_back(&composer);
  hooks.resolver = &recorder;
  hooks.ruleObservers.push_back(&recorder);
  hooks.pathObservers.push_back(&recorder);
  auto solver = solver::makeSolver(pool, options.solver);
  auto unfolding = session.unfoldingRule();
  // A summary with thousands of cases costs more to compose than unfolding the callee.
  symexec::EngineLimits limits = options.limits;
  limits.maxPaths = std::min<uint64_t>(limits.maxPaths, kMaxCases);
  symexec::Engine engine(program, pool, *solver, *unfolding, session.oracle(), limits,
                         std::move(hooks));
  symexec::ExplorationStats stats = engine.run(entryIt->second, prepare, {});
  out.unfoldings = stats.unfoldings;
  if (!recorder.why.empty()) {
    out.fallback = recorder.why;
    out.specializable = recorder.specializable;
  } else if (!stats.complete) {
    out.fallback = "its exploration stopped early (" + stats.stopReason + ")";
    out.transient = results::isSafetyCut(stats);
    out.specializable = true;
  } else if (stats.solverUnknown > 0) {
    out.fallback = "the solver gave up on a branch";
  } else if (stats.paths == 0 && stats.cutByBound == 0) {
    // Every method has a path unless the bound cut them all: none means an input could not
    // be given (a context's class lazy initialization cannot make).
    out.fallback = "no path finished";
  } else if (std::count_if(summary->cases.begin(), summary->cases.end(), [](const SummaryCase& c) {
               return !c.inputs.empty();
             }) > static_cast<long>(kMaxHeapCases)) {
    out.fallback = fmt::format("more than {} cases over its input heap", kMaxHeapCases);
    out.specializable = true;
  } else {
    summary->unfoldings = stats.unfoldings;
    summary->cutByBound = stats.cutByBound;
    noteInspectedFormals(*summary);
    summary->composed.assign(composer.used().begin(), composer.used().end());
    out.summary = std::move(summary);
  }
  return out;
}

}  // namespace symtest::compose
