#include "compose/composer.hpp"

#include <optional>
#include <stdexcept>
#include <vector>

#include "compose/heap_match.hpp"
#include "solver/expr_import.hpp"

namespace symtest::compose {

namespace {

using symexec::Value;

// The cases of one summary at one call, with the actual arguments.
class CaseAlternatives final : public symexec::CallAlternatives {
 public:
  // One importer serves every case of the call: the formals stand for the same actual
  // expressions in each, and the pool's expressions outlive backtracking.
  // `cases`: the indices of the cases that may apply (those whose input heap fits).
  CaseAlternatives(const Summary& summary, std::vector<Value> args, Composer& composer,
                   solver::ExprPool& pool, std::vector<uint32_t> cases)
      : summary_(summary),
        args_(std::move(args)),
        composer_(composer),
        cases_(std::move(cases)),
        importer_(*summary.pool, pool, [this](uint32_t var) { return formalExpr(var); }) {}
  size_t size() const override { return cases_.size(); }

  bool apply(size_t i, symexec::ExecutionContext& ctx, std::vector<Value>& outputs) override {
    const SummaryCase& c = summary_.cases[cases_[i]];
    solver::ExprPool& pool = ctx.pool();
    // A case over an input heap: its objects and reads bound to the caller's, and an
    // importer of its own (its read variables stand for this binding's values).
    InputBinding binding;
    std::optional<solver::ExprImporter> own;
    if (!c.reads.empty() || !c.inputs.empty()) {
      if (!bindInputHeap(c, args_, ctx, binding)) return false;
      own.emplace(*summary_.pool, pool, [&](uint32_t var) {
        for (size_t r = 0; r < c.reads.size(); ++r) {
          const Term& t = c.reads[r].initial;
          if (t.kind == Term::Kind::Expr && summary_.pool->node(t.index).op == solver::Op::Var &&
              summary_.pool->node(t.index).value == var)
            return binding.reads[r].kind == Value::Kind::Int ? binding.reads[r].id
                                                             : solver::kNoExpr;
        }
        return formalExpr(var);
      });
    }
    solver::ExprImporter& importer = own ? *own : importer_;
    auto expr = [&](solver::ExprId e) {
      solver::ExprId out = importer.import(e);
      if (out == solver::kNoExpr)
        throw std::logic_error("summary of " + summary_.method + " mentions a non-formal input");
      return out;
    };
    // One query decides the case; its conjuncts then join the path condition one by one, as
    // unfolding adds them (decided by that query's model), so that conditions print alike.
    std::vector<solver::ExprId> conjuncts;
    solver::ExprId condition = pool.trueExpr();
    for (solver::ExprId conjunct : c.condition) {
      solver::ExprId e = expr(conjunct);
      conjuncts.push_back(e);
      condition = pool.binary(solver::Op::BoolAnd, condition, e);
    }
    if (pool.isFalse(condition) || !ctx.assumeAll(conjuncts)) return false;

    heap::Heap& heap = ctx.heap();
    std::vector<uint32_t> objects;
    for (const CreatedObject& o : c.created) {
      heap::HeapObject h;
      h.type = o.type;
      if (o.length != solver::kNoExpr) h.length = expr(o.length);
      objects.push_back(heap.allocate(std::move(h)));
    }
    auto value = [&](const Term& t) -> Value {
      switch (t.kind) {
        case Term::Kind::Expr:
          return Value::integer(expr(t.index));
        case Term::Kind::Null:
          return Value::null();
        case Term::Kind::Arg:
          return heap.deref(args_[t.index]);
        case Term::Kind::Created:
          return Value::ref(objects[t.index]);
        case Term::Kind::Ok:
          return Value::ok();
        case Term::Kind::Literal:
          return ctx.internString(c.literals[t.index].first, c.literals[t.index].second);
        case Term::Kind::Undef:
          return Value{};
        case Term::Kind::Input:
          return Value::ref(binding.objects[t.index]);
        case Term::Kind::Read:
          return binding.reads[t.index];
      }
      return Value{};
    };
    for (size_t k = 0; k < c.created.size(); ++k) {
      for (const auto& [name, t] : c.created[k].fields)
        heap.store(objects[k], heap.fieldId(name), value(t));
      for (const auto& [index, t] : c.created[k].elements) heap.store(objects[k], index, value(t));
    }
    for (const FieldWrite& w : c.writes)
      heap.store(binding.objects[w.object], heap.fieldId(w.field), value(w.value));
    if (!c.receiverWrites.empty()) {
      Value receiver = heap.deref(args_[0]);
      for (const auto& [name, t] : c.receiverWrites)
        heap.store(receiver.id, heap.fieldId(name), value(t));
    }
    if (c.result) outputs.push_back(value(*c.result));
    Value flag = value(c.flag);
    if (flag.kind == Value::Kind::Ref) flag = Value::exc(flag.id);
    outputs.push_back(flag);
    composer_.resolveMethods(summary_);
    std::vector<symexec::TraceEvent> events;
    if (!composer_.traceOf(summary_, c, events))
      throw std::logic_error("summary of " + summary_.method + " names a predicate not translated");
    if (!ctx.replayRules(events)) return false;
    for (const InvocationSteps& inv : c.invocations) {
      uint32_t m = summary_.methodIndex[inv.method];
      if (m != UINT32_MAX) ctx.recordInvocation(m, inv.steps);
    }
    composer_.countComposition();
    return true;
  }

 private:
  solver::ExprId formalExpr(uint32_t var) const {
    for (size_t j = 0; j < summary_.formalVars.size(); ++j)
      if (summary_.formalVars[j] == var) return args_[j].id;
    return solver::kNoExpr;
  }

  const Summary& summary_;
  std::vector<Value> args_;
  Composer& composer_;
  std::vector<uint32_t> cases_;
  solver::ExprImporter importer_;
};

}  // namespace

uint32_t Composer::methodIndex(const std::string& key) {
  auto [it, fresh] = methodIndex_.emplace(key, UINT32_MAX);
  if (fresh) {
    auto e = program_.entryByMethod.find(key);
    if (e != program_.entryByMethod.end()) it->second = program_.predicates[e->second].method;
  }
  return it->second;
}

void Composer::resolveMethods(const Summary& s) {
  if (s.methodIndex.size() == s.methods.size()) return;
  s.methodIndex.clear();
  for (const std::string& key : s.methods) s.methodIndex.push_back(methodIndex(key));
}

bool Composer::traceOf(const Summary& s, const SummaryCase& c,
                       std::vector<symexec::TraceEvent>& out) {
  out.clear();
  for (const RuleEvent& e : c.rules) {
    const uint32_t m = s.methodIndex[e.method];
    if (m >= graph_.size() || e.ordinal >= graph_.predicatesOf(m).size()) return false;
    out.push_back({graph_.predicatesOf(m)[e.ordinal], e.rule, e.parent});
  }
  return true;
}

std::shared_ptr<symexec::CallAlternatives> Composer::onCall(const symexec::CallSite& site,
                                                            symexec::ExecutionContext& ctx) {
  if (!site.entersMethod) return nullptr;
  const uint32_t method = program_.predicates[site.callee].method;
  if (method >= graph_.size()) return nullptr;
  if (summaryOf_.empty()) {
    summaryOf_.assign(graph_.size(), nullptr);
    lookedUp_.assign(graph_.size(), false);
  }
  if (!lookedUp_[method]) {
    const clp::MethodInfo& info = program_.methods[method];
    summaryOf_[method] =
        library_.find(clp::Program::methodKey(info.className, info.name, info.descriptor));
    lookedUp_[method] = true;
  }
  const Summary* summary = summaryOf_[method];
  if (!summary && !specializer_) return nullptr;
  // Inside a recursive component the summary was computed with no member on the stack; below
  // one (block-k counts the members' activations) only unfolding is exact.
  const uint32_t component = graph_.componentOf(method);
  if (graph_.recursive(component)) {
    std::vector<symexec::ContinuationFrame> frames;
    ctx.continuation(frames);
    for (const auto& f : frames)
      if (graph_.componentOf(program_.predicates[f.pred].method) == component) return nullptr;
  }
  if (!summary) summary = specializer_(method, site.args, ctx);
  if (!summary) return nullptr;
  if (summary->freshReceiver) {
    // A constructor's summary holds for a receiver just allocated, of exactly its class:
    // super(...) calls from subclasses and anything else are unfolded.
    Value receiver = ctx.heap().deref(site.args[0]);
    if (receiver.kind != Value::Kind::Ref) return nullptr;
    const heap::HeapObject& o = ctx.heap().object(receiver.id);
    if (o.isInput || o.preState || o.type != summary->receiverClass ||
        !ctx.heap().slots(receiver.id).empty())
      return nullptr;
  }
  // Cases over an input heap apply where the caller's heap decides their fit without a choice
  // of lazy initialization; otherwise the call is unfolded, which makes that choice.
  // The formals some case needs resolved: an unresolved actual there decides at once.
  for (size_t j = 0; j < summary->inspectedFormals.size() && j < site.args.size(); ++j)
    if (summary->inspectedFormals[j] && ctx.heap().deref(site.args[j]).kind == Value::Kind::Sym)
      return nullptr;
  std::vector<uint32_t> cases;
  bool anyHeap = false;
  for (uint32_t i = 0; i < summary->cases.size(); ++i) {
    const SummaryCase& c = summary->cases[i];
    if (c.inputs.empty() && c.reads.empty()) {
      bool shaped = false;
      for (const Term& t : c.formals) shaped |= t.kind == Term::Kind::Null;
      if (!shaped) {
        cases.push_back(i);
        continue;
      }
    }
    anyHeap = true;
    Fit fit = fitOf(c, site.args, ctx.heap());
    if (fit == Fit::Undecided) return nullptr;
    if (fit == Fit::Match) cases.push_back(i);
  }
  // No case fits the caller's heap: unfolded. (For an error summary this may be a heap from
  // which the callee cannot throw, or one its exploration never met, e.g. an object of a
  // class it did not consider: only unfolding tells them apart.)
  if (anyHeap && cases.empty()) return nullptr;
  used_.insert(summary->method);
  if (summary->errorCases) ++errorSummaryCalls_;
  return std::make_shared<CaseAlternatives>(*summary, site.args, *this, ctx.pool(),
                                            std::move(cases));
}

}  // namespace symtest::compose
