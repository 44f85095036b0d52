#include "testcase/path_to_test.hpp"

#include "results/library_classes.hpp"
#include "testcase/readable_condition.hpp"

#include "classfile/class_init.hpp"
#include "classfile/generic_signature.hpp"
#include "classfile/hierarchy.hpp"
#include "classfile/nesting.hpp"
#include "clp/protocol.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

namespace symtest::testcase {

using Kind = classfile::JavaType::Kind;
using solver::ExprId;
using solver::Op;

namespace {
struct Shape {
  uint8_t width;
  bool isSigned;
  bool isFloat = false;
};
Shape shapeOf(const classfile::JavaType& t) {
  switch (t.kind) {
    case Kind::Float:
      return {32, true, true};
    case Kind::Double:
      return {64, true, true};
    case Kind::Boolean:
      return {1, false};
    case Kind::Byte:
      return {8, true};
    case Kind::Char:
      return {16, false};
    case Kind::Short:
      return {16, true};
    case Kind::Long:
      return {64, true};
    default:
      return {32, true};
  }
}

results::ConcreteValue concrete(const classfile::JavaType& type, uint64_t bits, uint8_t width) {
  Shape s = shapeOf(type);
  // float and double: the IEEE bits (NaN canonical), as an unsigned pattern in the int64.
  if (s.isFloat) return {type, static_cast<int64_t>(solver::maskBits(bits, s.width))};
  if (width > s.width) bits = solver::maskBits(bits, s.width);
  results::ConcreteValue v{type, s.isSigned
                                     ? solver::signExtend(bits, s.width)
                                     : static_cast<int64_t>(solver::maskBits(bits, s.width))};
  return v;
}
}  // namespace

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
    Shape s = shapeOf(p.type);
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

std::string traceTerm(const clp::Program& program, const std::vector<symexec::TraceEvent>& trace) {
  std::vector<std::vector<size_t>> children(trace.size());
  std::vector<size_t> roots;
  for (size_t i = 0; i < trace.size(); ++i) {
    if (trace[i].parent < 0)
      roots.push_back(i);
    else
      children[trace[i].parent].push_back(i);
  }
  std::string out;
  // Iterative pre-order printing: deep derivations must not overflow the C++ stack.
  struct Item {
    size_t event;
    size_t child;
  };
  for (size_t r : roots) {
    std::vector<Item> stack{{r, 0}};
    out += fmt::format("{}({},[", program.predicates[trace[r].pred].name, trace[r].rule + 1);
    while (!stack.empty()) {
      Item& top = stack.back();
      if (top.child < children[top.event].size()) {
        size_t c = children[top.event][top.child++];
        if (top.child > 1) out += ",";
        out += fmt::format("{}({},[", program.predicates[trace[c].pred].name, trace[c].rule + 1);
        stack.push_back({c, 0});
      } else {
        out += "])";
        stack.pop_back();
      }
    }
  }
  return out;
}

namespace {

// Builds the input and output heaps of a test case from the final machine heap.
class HeapExtractor {
 public:
  HeapExtractor(const solver::ExprPool& pool, const heap::Heap& heap,
                const solver::Assignment& model, classfile::ClassPath& cp, results::TestCase& tc)
      : pool_(pool), heap_(heap), model_(model), cp_(cp), tc_(tc) {}

  results::ConcreteValue value(heap::Value v, const classfile::JavaType& type) {
    v = heap_.deref(v);
    if (v.kind == heap::Value::Kind::Int) {
      uint64_t bits = pool_.evaluate(v.id, model_);
      return concrete(type, bits, pool_.node(v.id).width);
    }
    if (v.kind == heap::Value::Kind::Ref) return {typeOfObject(v.id), objectIndex(v.id)};
    if (v.kind == heap::Value::Kind::Sym && !untouched_.count(v.id) &&
        !heap_.symbol(v.id).mayBeNull) {
      // An input that cannot be null but was never inspected (main's args): built empty.
      const heap::Symbol& sym = heap_.symbol(v.id);
      untouchedObject(sym.declaredType, sym.path, v.id);
    }
    if (v.kind == heap::Value::Kind::Sym && untouched_.count(v.id)) {
      int k = untouched_.at(v.id);
      const std::string& t = tc_.objects[static_cast<size_t>(k)].type;
      return {t[0] == '[' ? classfile::parseFieldDescriptor(t)
                          : classfile::JavaType{Kind::Class, t, ""},
              k};
    }
    classfile::JavaType t =
        type.isReference() ? type : classfile::JavaType{Kind::Class, "java/lang/Object", ""};
    return {t, -1};  // null, or an input reference the method never inspected
  }

  int objectIndex(uint32_t id) {
    auto it = index_.find(id);
    if (it != index_.end()) return it->second;
    const heap::HeapObject& o = heap_.object(id);
    results::ObjectSnapshot snap;
    snap.type = o.type;
    snap.isInput = o.isInput || o.preState;
    snap.preState = o.preState;
    snap.path = o.path;
    snap.signature = o.signature;
    snap.isLambda = cp_.isSyntheticClass(o.type);
    if (!o.isArray())
      for (const auto& [slot, v] : heap_.slots(id))
        if (heap_.fieldName(static_cast<uint32_t>(slot)) == clp::protocol::kObjectCompared)
          snap.identityCompared = true;
    if (o.isArray() && o.length != solver::kNoExpr)
      snap.length = solver::signExtend(pool_.evaluate(o.length, model_), 32);
    // Objects the test names instead of building: Class objects (their class literal, Foo.class,
    // kept by the engine under "java/lang/Class.symtest$Foo") and enum constants (Phase.DONE).
    const std::string classKey(clp::protocol::kClassObjectPrefix);
    if (o.type == "java/lang/Class") {
      if (std::string held = staticHolding(id, classKey); !held.empty()) {
        snap.constantOwner = held.substr(classKey.size());
        snap.constantField = "class";
      }
    } else if (classfile::isEnumClass(cp_, o.type)) {
      if (std::string held = staticHolding(id, ""); !held.empty()) {
        auto dot = held.rfind('.');
        snap.constantOwner = held.substr(0, dot);
        snap.constantField = held.substr(dot + 1);
      }
    }
    int n = static_cast<int>(tc_.objects.size());
    tc_.objects.push_back(std::move(snap));
    index_[id] = n;
    heapIds_.push_back(id);
    return n;
  }

  // Whether a final slot of a snapshot object, or the result, is an expression over `vars`.
  bool dependsOn(const std::set<uint32_t>& vars, heap::Value result) const {
    auto over = [&](heap::Value v) {
      v = heap_.deref(v);
      if (v.kind != heap::Value::Kind::Int) return false;
      for (uint32_t x : pool_.variables(v.id))
        if (vars.count(x)) return true;
      return false;
    };
    if (over(result)) return true;
    for (uint32_t id : heapIds_) {
      if (id == UINT32_MAX) continue;
      for (const auto& [slot, v] : heap_.slots(id))
        if (!isHidden(id, slot) && over(v)) return true;
    }
    return false;
  }

  // Fills initial (input objects) and final slots of every object discovered so far,
  // following references to further objects.
  void complete() {
    for (size_t k = 0; k < heapIds_.size(); ++k) {
      uint32_t id = heapIds_[k];
      if (id == UINT32_MAX || tc_.objects[k].isConstant()) continue;
      // slotValue() may add objects (and reallocate tc_.objects): compute before storing.
      if (heap_.object(id).isInput) {
        std::vector<results::ConcreteValue> args;
        if (constructorArguments(id, args)) {
          tc_.objects[k].constructed = true;
          tc_.objects[k].constructorArgs = std::move(args);
        } else {
          apiCalls(id, k);
        }
      }
      if (heap_.object(id).isInput || heap_.object(id).preState) {
        for (const auto& [slot, v] : heap_.initialSlots(id)) {
          if (isHidden(id, slot)) continue;
          results::SlotValue sv = slotValue(id, slot, v);
          tc_.objects[k].initial.push_back(std::move(sv));
        }
        // A collection the class initializers built (and the arrays inside it) is set up
        // through its API, whole: the slots the method never touched are as it found them.
        const heap::HeapObject& o = heap_.object(id);
        if (o.preState &&
            (o.isArray() || results::libraryKind(o.type) != results::LibraryKind::None)) {
          for (const auto& [slot, v] : heap_.slots(id)) {
            if (isHidden(id, slot) || heap_.initial(id, slot)) continue;
            results::SlotValue sv = slotValue(id, slot, v);
            tc_.objects[k].initial.push_back(std::move(sv));
          }
        }
      }
      for (const auto& [slot, v] : heap_.slots(id)) {
        if (isHidden(id, slot)) continue;
        results::SlotValue sv = slotValue(id, slot, v);
        tc_.objects[k].final.push_back(std::move(sv));
      }
    }
  }

  // The arguments an input record was constructed with (RecordArgument), in component order.
  bool constructorArguments(uint32_t id, std::vector<results::ConcreteValue>& out) {
    const std::string& type = heap_.object(id).type;
    if (heap_.object(id).isArray()) return false;  // slots are element indices, not fields
    std::map<std::string, heap::Value> given;
    const std::string prefix = clp::protocol::argumentField(type, "");
    for (const auto& [slot, v] : heap_.slots(id)) {
      const std::string& name = heap_.fieldName(static_cast<uint32_t>(slot));
      if (name.rfind(prefix, 0) == 0) given[name.substr(prefix.size())] = v;
    }
    const classfile::ClassFile* cf = given.empty() ? nullptr : cp_.find(type);
    if (!cf || cf->superName != "java/lang/Record") return false;
    for (const auto& f : cf->fields) {
      if (f.isStatic()) continue;
      auto it = given.find(f.name);
      if (it == given.end()) return false;
      out.push_back(value(it->second, classfile::parseFieldDescriptor(f.descriptor)));
    }
    return true;
  }

  // The calls that built input object `id` through its class's API (ReceiverBuilder): its
  // slots "N=name(desc)" mark the N-th call (0: the constructor), "N:i" hold its arguments.
  void apiCalls(uint32_t id, size_t k) {
    if (heap_.object(id).isArray()) return;  // slots are element indices, not fields
    const std::string prefix = clp::protocol::argumentField(heap_.object(id).type, "");
    std::map<uint32_t, std::string> methods;
    std::map<std::pair<uint32_t, uint32_t>, heap::Value> args;
    for (const auto& [slot, v] : heap_.slots(id)) {
      const std::string& name = heap_.fieldName(static_cast<uint32_t>(slot));
      if (name.rfind(prefix, 0) != 0) continue;
      const std::string key = name.substr(prefix.size());
      const size_t mark = key.find_first_of("=:");
      if (mark == std::string::npos || mark == 0) continue;
      const auto call = static_cast<uint32_t>(std::stoul(key.substr(0, mark)));
      if (key[mark] == '=')
        methods[call] = key.substr(mark + 1);
      else
        args[{call, static_cast<uint32_t>(std::stoul(key.substr(mark + 1)))}] = v;
    }
    if (methods.empty() || methods.begin()->first != 0) return;
    std::vector<results::ObjectSnapshot::Call> calls;
    for (const auto& [n, method] : methods) {
      results::ObjectSnapshot::Call call;
      call.name = method.substr(0, method.find('('));
      call.descriptor = method.substr(call.name.size());
      const classfile::MethodDescriptor d = classfile::parseMethodDescriptor(call.descriptor);
      for (uint32_t i = 0; i < d.params.size(); ++i) {
        auto it = args.find({n, i});
        call.args.push_back(it == args.end() ? results::ConcreteValue{d.params[i], -1}
                                             : value(it->second, d.params[i]));
      }
      calls.push_back(std::move(call));
    }
    // value() may add objects (and reallocate tc_.objects): store afterwards.
    results::ObjectSnapshot& o = tc_.objects[k];
    o.constructed = true;
    o.constructor = calls.front().descriptor;
    o.constructorArgs = std::move(calls.front().args);
    o.calls.assign(std::make_move_iterator(calls.begin() + 1),
                   std::make_move_iterator(calls.end()));
  }

  // An input object the method never inspected (an untouched receiver, unresolved symbol
  // `symbol`): built empty, and what the method stored of it refers to it.
  results::ConcreteValue untouchedObject(const std::string& type, const std::string& path,
                                         uint32_t symbol) {
    untouched_[symbol] = static_cast<int>(tc_.objects.size());
    results::ObjectSnapshot snap;
    snap.type = type;
    snap.isInput = true;
    snap.path = path;
    tc_.objects.push_back(std::move(snap));
    heapIds_.push_back(UINT32_MAX);
    return {{Kind::Class, type, ""}, static_cast<int64_t>(tc_.objects.size() - 1)};
  }

  // The static fields a test sets up (initial) or checks (final): those the method read or
  // wrote. Not: symtest's own bookkeeping (class states, Class objects); final fields, which
  // only their initializer sets. An object
  // a final field holds is reached through it instead (ObjectSnapshot::finalOwner).
  std::vector<results::SlotValue> statics(bool initial) {
    std::vector<results::SlotValue> out;
    for (const auto& [slot, v] : initial ? heap_.initialSlots(0) : heap_.slots(0)) {
      const std::string& qualified = heap_.fieldName(static_cast<uint32_t>(slot));
      std::string owner = qualified.substr(0, qualified.rfind('.'));
      std::string name = qualified.substr(qualified.rfind('.') + 1);
      // Slots the method itself read or wrote have an initial value recorded; the others hold
      // what class initializers left.
      if (clp::protocol::isHiddenField(qualified) || !heap_.initial(0, slot)) continue;
      const classfile::ClassFile* cls = cp_.find(owner);
      const classfile::Field* field = cls ? cls->findField(name) : nullptr;
      if (field && (field->access & classfile::kAccFinal)) {
        heap::Value held = heap_.deref(v);
        if (initial && held.kind == heap::Value::Kind::Ref && heap_.object(held.id).preState) {
          results::ObjectSnapshot& o = tc_.objects[static_cast<size_t>(objectIndex(held.id))];
          if (o.finalField.empty()) o.finalOwner = owner, o.finalField = name;
          // A JDK collection of an anonymous class (a double-brace map): the test gets the
          // JVM's object and sets it up through the collection's API, as the library type.
          for (std::string c = o.type;
               !c.empty() && results::libraryKind(o.type) == results::LibraryKind::None;) {
            if (c != o.type && results::libraryKind(c) != results::LibraryKind::None &&
                classfile::sourceName(cp_, o.type).empty())
              o.type = c;
            const classfile::ClassFile* cf = cp_.find(c);
            c = cf ? cf->superName : "";
          }
        }
        continue;
      }
      out.push_back(slotValue(0, slot, v));
    }
    return out;
  }

  // Access paths for the objects class initializers created ("Counter.cache.next"), from the
  // static fields that hold them; input objects have theirs already.
  void namePreState() {
    auto simple = [](const std::string& c) { return c.substr(c.rfind('/') + 1); };
    auto name = [&](const results::ConcreteValue& v, const std::string& path) {
      if (!v.isReference() || v.isNull()) return false;
      results::ObjectSnapshot& o = tc_.objects[static_cast<size_t>(v.value)];
      if (!o.preState || !o.path.empty()) return false;
      o.path = path;
      return true;
    };
    for (results::ObjectSnapshot& o : tc_.objects)
      if (!o.finalField.empty()) o.path = simple(o.finalOwner) + "." + o.finalField;
    for (const results::SlotValue& s : tc_.staticsBefore)
      name(s.value, simple(s.owner) + "." + s.name);
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t k = 0; k < tc_.objects.size(); ++k) {
        if (tc_.objects[k].path.empty()) continue;
        for (const results::SlotValue& s : tc_.objects[k].initial) {
          std::string base = tc_.objects[k].path;
          changed |= name(
              s.value, tc_.objects[k].isArray() ? base + "[" + s.name + "]" : base + "." + s.name);
        }
      }
    }
  }

  // What the standard stream `name` ("out", "err") printed: the text its model recorded
  // (java.io.PrintStream.text, a StringBuilder), if the run records it.
  std::optional<std::vector<uint16_t>> printed(const std::string& name) {
    auto field = [&](uint32_t object, const std::string& qualified) -> std::optional<heap::Value> {
      for (const auto& [slot, v] : heap_.slots(object))
        if (!heap_.object(object).isArray() &&
            heap_.fieldName(static_cast<uint32_t>(slot)) == qualified)
          return heap_.deref(v);
      return std::nullopt;
    };
    auto stream = field(0, "java/lang/SymtestSystem." + name);
    if (!stream || stream->kind != heap::Value::Kind::Ref) return std::nullopt;
    auto text = field(stream->id, "java/io/PrintStream.text");
    if (!text) return std::vector<uint16_t>{};  // nothing printed yet
    if (text->kind != heap::Value::Kind::Ref) return std::nullopt;
    auto value = field(text->id, "java/lang/StringBuilder.value");
    auto count = field(text->id, "java/lang/StringBuilder.count");
    if (!value || !count || value->kind != heap::Value::Kind::Ref) return std::nullopt;
    uint64_t n = pool_.evaluate(count->id, model_);
    std::vector<uint16_t> units;
    for (uint64_t i = 0; i < n; ++i) {
      auto c = heap_.load(value->id, i);
      units.push_back(c ? static_cast<uint16_t>(pool_.evaluate(heap_.deref(*c).id, model_)) : 0);
    }
    return units;
  }

  // A field symtest keeps for itself (an exception's message), by its name.
  std::optional<heap::Value> hiddenField(uint32_t id, const std::string& name) const {
    for (const auto& [slot, v] : heap_.slots(id))
      if (!heap_.object(id).isArray() && heap_.fieldName(static_cast<uint32_t>(slot)) == name)
        return heap_.deref(v);
    return std::nullopt;
  }

 private:
  // The static field ("Owner.name") whose name starts with `prefix` and that holds object
  // `id`, or empty.
  std::string staticHolding(uint32_t id, const std::string& prefix) const {
    for (const auto& [slot, v] : heap_.slots(0)) {
      heap::Value held = heap_.deref(v);
      const std::string& name = heap_.fieldName(static_cast<uint32_t>(slot));
      if (held.kind == heap::Value::Kind::Ref && held.id == id && name.rfind(prefix, 0) == 0)
        return name;
    }
    return "";
  }

  bool isHidden(uint32_t id, uint64_t slot) const {
    if (heap_.object(id).isArray()) return false;
    const std::string& name = heap_.fieldName(static_cast<uint32_t>(slot));
    return clp::protocol::isHiddenField(name);
  }

  classfile::JavaType typeOfObject(uint32_t id) const {
    const std::string& t = heap_.object(id).type;
    if (t[0] == '[') return classfile::parseFieldDescriptor(t);
    return {Kind::Class, t, ""};
  }

  results::SlotValue slotValue(uint32_t id, uint64_t slot, heap::Value v) {
    const heap::HeapObject& o = heap_.object(id);
    results::SlotValue sv;
    if (o.isArray()) {
      sv.name = std::to_string(slot);
      sv.value = value(v, classfile::parseFieldDescriptor(o.componentType()));
      return sv;
    }
    const std::string& qualified = heap_.fieldName(static_cast<uint32_t>(slot));
    auto dot = qualified.rfind('.');
    sv.owner = qualified.substr(0, dot);
    sv.name = qualified.substr(dot + 1);
    classfile::JavaType type{Kind::Int, "", ""};
    if (const auto* cls = cp_.find(sv.owner))
      if (const auto* f = cls->findField(sv.name))
        type = classfile::parseFieldDescriptor(f->descriptor);
    sv.value = value(v, type);
    return sv;
  }

  const solver::ExprPool& pool_;
  const heap::Heap& heap_;
  const solver::Assignment& model_;
  classfile::ClassPath& cp_;
  results::TestCase& tc_;
  std::map<uint32_t, int> index_;
  std::map<uint32_t, int> untouched_;  // unresolved symbol -> the object built for it
  std::vector<uint32_t> heapIds_;
};

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

// Whether the identity hash codes of `path`, which the JVM chooses and a test cannot, change
// nothing its test asserts: no asserted value is an expression over them, and the path is
// taken whatever they are, given the test's other inputs (its conditions over them are valid
// once the other variables are fixed to the model's values).
bool identityHashesIrrelevant(solver::ExprPool& pool, const symexec::PathView& path,
                              const solver::Assignment& model, const HeapExtractor& heap) {
  std::set<uint32_t> hashes;
  for (const auto& [source, v] : path.sources) {
    if (source != "java/lang/System.identityHashCode") return false;
    if (v.kind == heap::Value::Kind::Int)
      for (uint32_t x : pool.variables(v.id)) hashes.insert(x);
  }
  const symexec::Value result = path.outputs.size() > 1 ? path.outputs.front() : symexec::Value{};
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
  tc.trace = traceTerm(program, path.trace);
  tc.model = *model;
  tc.readableConstraints = readableConstraints(pool, path.solver.constraints(), ApiTerms(tc));
  return tc;
}

}  // namespace symtest::testcase
