#include "testcase/path_to_test.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "clp/protocol.hpp"
#include "results/library_classes.hpp"
#include "testcase/heap_extractor.hpp"
#include "testcase/readable_condition.hpp"

namespace symtest::testcase {

using Kind = classfile::JavaType::Kind;
using solver::ExprId;
using solver::Op;

std::vector<symexec::Value> makeInputs(solver::ExprPool& pool, heap::Heap& heap,
                                       const results::MethodResult& method,
                                       const std::vector<std::string>& receiverTypes,
                                       std::vector<uint32_t>& vars) {
  std::vector<symexec::Value> inputs;
  if (method.method.name == "<init>") {
    // A constructor initializes a new object: its fields start at their defaults.
    inputs.push_back(symexec::Value::ref(
        heap.allocate({method.method.className, false, "", solver::kNoExpr, {}, {}})));
  } else if (!method.isStatic) {
    inputs.push_back(symexec::Value::sym(
        heap.newSymbol({method.method.className, "this", false, {}, receiverTypes, true, {}})));
  }
  // The JVM calls main(String[]) with an array of strings, never with null.
  bool isMain = method.isStatic && method.method.name == "main" &&
                method.method.descriptor == "([Ljava/lang/String;)V";
  for (const auto& p : method.params) {
    if (p.type.isReference()) {
      std::string type = p.type.kind == Kind::Array ? p.type.descriptor() : p.type.className;
      if (!p.inputClass.empty()) type = p.inputClass;
      // An inner class's enclosing instance is never null (javac checks it at the `new`).
      const bool enclosing = !method.enclosingClass.empty() && &p == &method.params.front();
      heap::Symbol sym{type, p.name, !isMain && !enclosing, {}, {}, true, {}};
      sym.signature = p.signature;
      sym.nonNullElements = isMain;
      inputs.push_back(symexec::Value::sym(heap.newSymbol(std::move(sym))));
      continue;
    }
    PrimitiveShape s = primitiveShape(p.type);
    if (s.isFloat) {
      ExprId v = pool.newFpVar(p.name, s.width);
      vars.push_back(static_cast<uint32_t>(pool.node(v).value));
      inputs.push_back(symexec::Value::integer(v));
      continue;
    }
    ExprId v = pool.newVar(p.name, s.width, s.isSigned);
    vars.push_back(static_cast<uint32_t>(pool.node(v).value));
    if (s.width < 32) v = pool.convert(s.isSigned ? Op::SExt : Op::ZExt, v, 32);
    inputs.push_back(symexec::Value::integer(v));
  }
  return inputs;
}

std::string traceTerm(const clp::Program& program, const std::vector<symexec::TraceEvent>& trace,
                      size_t maxChars) {
  // Children by parent, in order, as offsets into one array: millions of events (a class
  // initializer's loop) must not cost a vector each.
  std::vector<uint32_t> first(trace.size() + 1, 0), children(trace.size());
  std::vector<size_t> roots;
  for (const auto& e : trace)
    if (e.parent >= 0) ++first[static_cast<size_t>(e.parent) + 1];
  for (size_t i = 1; i < first.size(); ++i) first[i] += first[i - 1];
  {
    std::vector<uint32_t> filled(first.begin(), first.end() - 1);
    for (size_t i = 0; i < trace.size(); ++i) {
      if (trace[i].parent < 0)
        roots.push_back(i);
      else
        children[filled[static_cast<size_t>(trace[i].parent)]++] = static_cast<uint32_t>(i);
    }
  }
  std::string out;
  // Iterative pre-order printing: deep derivations must not overflow the C++ stack. Past
  // `maxChars` no new subterm opens: the rest of each open list is one '...' and the term
  // stays well formed.
  struct Item {
    size_t event;
    uint32_t child;
  };
  for (size_t r : roots) {
    if (out.size() > maxChars) {
      out += "'...'";  // roots follow one another without a separator
      break;
    }
    std::vector<Item> stack{{r, first[r]}};
    out += fmt::format("{}({},[", program.predicates[trace[r].pred].name, trace[r].rule + 1);
    while (!stack.empty()) {
      Item& top = stack.back();
      if (top.child < first[top.event + 1]) {
        const bool later = top.child > first[top.event];
        if (out.size() > maxChars) {
          out += later ? ",'...'" : "'...'";
          top.child = first[top.event + 1];
          continue;
        }
        size_t c = children[top.child++];
        if (later) out += ",";
        out += fmt::format("{}({},[", program.predicates[trace[c].pred].name, trace[c].rule + 1);
        stack.push_back({c, first[c]});
      } else {
        out += "])";
        stack.pop_back();
      }
    }
  }
  return out;
}

namespace {

// Variables the concrete test needs: parameters, and everything read lazily from the heap.
std::vector<uint32_t> inputVariables(const solver::ExprPool& pool, const heap::Heap& heap,
                                     const std::vector<uint32_t>& params) {
  std::vector<uint32_t> vars = params;
  auto add = [&](solver::ExprId e) {
    for (uint32_t v : pool.variables(e)) vars.push_back(v);
  };
  for (uint32_t id = 0; id < heap.objectCount(); ++id) {
    const auto& o = heap.object(id);
    if (!o.isInput && !o.preState) continue;
    if (o.length != solver::kNoExpr) add(o.length);
    if (o.identity != solver::kNoExpr) add(o.identity);
    for (const auto& [slot, v] : heap.initialSlots(id))
      if (v.kind == heap::Value::Kind::Int) add(v.id);
    // A record's constructor arguments (RecordArgument slots) are inputs too.
    if (o.isInput && !o.isArray())
      for (const auto& [slot, v] : heap.slots(id))
        if (v.kind == heap::Value::Kind::Int &&
            heap.fieldName(static_cast<uint32_t>(slot)).find(clp::protocol::kArgMarker) !=
                std::string::npos)
          add(v.id);
  }
  std::sort(vars.begin(), vars.end());
  vars.erase(std::unique(vars.begin(), vars.end()), vars.end());
  return vars;
}

// Whether the identity hash codes and Random seeds of `path`, which the JVM chooses and a test
// cannot, change nothing its test asserts: no asserted value is an expression over them, and the
// path is taken whatever they are, given the test's other inputs (its conditions over them are
// valid once the other variables are fixed to the model's values).
bool identityHashesIrrelevant(solver::ExprPool& pool, const symexec::PathView& path,
                              const solver::Assignment& model, const HeapExtractor& heap) {
  std::set<uint32_t> hashes;
  const symexec::Value result = path.outputs.size() > 1 ? path.outputs.front() : symexec::Value{};
  for (const auto& [source, v] : path.sources) {
    // A value of the machine (a system property): irrelevant when the path never looked at it
    // and the test checks nothing that holds it.
    if (results::isMachineSource(source)) {
      const heap::Value held = path.heap.deref(v);
      if (held.kind != heap::Value::Kind::Sym || heap.holdsSymbol(held.id, result)) return false;
      continue;
    }
    if (source != results::kIdentityHashSource && source != results::kRandomSeedSource)
      return false;
    if (v.kind == heap::Value::Kind::Int)
      for (uint32_t x : pool.variables(v.id)) hashes.insert(x);
  }
  if (heap.dependsOn(hashes, result)) return false;
  std::vector<ExprId> onHashes;
  std::set<uint32_t> others;
  for (ExprId c : path.solver.constraints()) {
    std::vector<uint32_t> vars = pool.variables(c);
    if (std::none_of(vars.begin(), vars.end(), [&](uint32_t x) { return hashes.count(x); }))
      continue;
    onHashes.push_back(c);
    for (uint32_t x : vars)
      if (!hashes.count(x)) others.insert(x);
  }
  if (onHashes.empty()) return true;
  // Valid for every hash value: the negation has no model with the other variables fixed.
  std::unique_ptr<solver::Solver> check = solver::makeSolver(pool, solver::SolverOptions{});
  for (uint32_t x : others) {
    auto it = model.find(x);
    if (it == model.end()) return false;
    const ExprId var = pool.varExpr(x);
    check->add(pool.binary(Op::Eq, var, pool.bvConst(pool.node(var).width, it->second)));
  }
  ExprId all = pool.trueExpr();
  for (ExprId c : onHashes) all = pool.binary(Op::BoolAnd, all, c);
  return check->isSatisfiable(pool.notExpr(all)) == solver::SatResult::Unsat;
}

}  // namespace

std::optional<results::TestCase> buildTestCase(const clp::Program& program, solver::ExprPool& pool,
                                               classfile::ClassPath& classPath,
                                               const symexec::PathView& path,
                                               const results::MethodResult& method,
                                               const std::vector<uint32_t>& vars) {
  std::vector<uint32_t> wanted = inputVariables(pool, path.heap, vars);
  for (const auto& [source, v] : path.sources)
    if (v.kind == heap::Value::Kind::Int)
      for (uint32_t var : pool.variables(v.id)) wanted.push_back(var);
  auto model = path.solver.readableModel(wanted);
  if (!model) return std::nullopt;
  results::TestCase tc;
  HeapExtractor heap(pool, path.heap, *model, classPath, tc);
  // Input heap first (receiver, parameters, statics), so input objects get the low numbers.
  size_t first = 0;
  if (!method.isStatic) {
    heap::Value self = path.heap.deref(path.inputs[0]);
    if (self.kind == heap::Value::Kind::Sym) {
      const auto& only = path.heap.symbol(self.id).onlyTypes;
      tc.receiver = heap.untouchedObject(only.empty() ? method.method.className : only.front(),
                                         "this", self.id);
    } else
      tc.receiver = heap.value(path.inputs[0], {Kind::Class, method.method.className, ""});
    first = 1;
  }
  for (size_t i = 0; i < method.params.size(); ++i)
    tc.inputs.push_back(heap.value(path.inputs[first + i], method.params[i].type));
  tc.staticsBefore = heap.statics(true);
  for (ExprId c : path.solver.constraints()) tc.constraints.push_back(pool.toString(c));
  const symexec::Value& flag = path.outputs.back();
  if (path.exitStatus) {
    tc.exitStatus = heap.value(*path.exitStatus, {Kind::Int, "", ""});
  } else if (flag.kind == symexec::Value::Kind::Exc) {
    tc.throws = true;
    tc.exceptionClass = path.heap.object(flag.id).type;
    // The message, when analysed code gave it (see SymtestThrowable).
    auto known = heap.hiddenField(flag.id, std::string(clp::protocol::kThrowableKnown));
    if (known && known->kind == heap::Value::Kind::Int && pool.isConst(known->id) &&
        pool.node(known->id).value == 1) {
      auto message = heap.hiddenField(flag.id, std::string(clp::protocol::kThrowableMessage));
      tc.exceptionMessage = heap.value(message ? *message : heap::Value::null(),
                                       {Kind::Class, "java/lang/String", ""});
    }
  } else if (path.outputs.size() > 1) {
    tc.result = heap.value(path.outputs.front(), method.resultType);
  }
  tc.staticsAfter = heap.statics(false);
  for (const auto& [source, v] : path.sources) {
    classfile::JavaType type{Kind::Int, "", ""};
    if (v.kind == heap::Value::Kind::Int && pool.node(v.id).width == 64) type.kind = Kind::Long;
    if (v.kind == heap::Value::Kind::Int && pool.isFloat(v.id))
      type.kind = pool.node(v.id).width == 64 ? Kind::Double : Kind::Float;
    tc.sources.push_back({source, heap.value(v, type)});
  }
  tc.assumptions = path.assumptions;
  tc.printedOut = heap.printed("out");
  tc.printedErr = heap.printed("err");
  heap.complete();
  heap.namePreState();
  tc.identityHashesIrrelevant = !tc.sources.empty() && tc.assumptions.empty() && !tc.exitStatus &&
                                (!tc.printedOut || tc.printedOut->empty()) &&
                                (!tc.printedErr || tc.printedErr->empty()) &&
                                identityHashesIrrelevant(pool, path, *model, heap);
  tc.trace = traceTerm(program, path.trace, kMaxTraceChars);
  tc.model = *model;
  tc.readableConstraints = readableConstraints(pool, path.solver.constraints(), ApiTerms(tc));
  return tc;
}

}  // namespace symtest::testcase
