// Heap statements, reference guards and lazy initialization of input references (External
// statements: external_calls.cpp).
#include <algorithm>
#include <stdexcept>

#include "classfile/generic_signature.hpp"
#include "clp/protocol.hpp"
#include "symexec/machine.hpp"

namespace symtest::symexec {

using clp::Guard;
using clp::Stmt;
using solver::ExprId;
using solver::Op;

std::string typeOfDescriptor(const std::string& d) {
  if (d.size() > 2 && d[0] == 'L') return d.substr(1, d.size() - 2);
  return d;
}

namespace {

bool isRefGuard(Guard::Kind k) {
  return k == Guard::Kind::IsNull || k == Guard::Kind::InstanceOf || k == Guard::Kind::TypeIs ||
         k == Guard::Kind::SameRef || k == Guard::Kind::StoreFits;
}

struct Shape {
  uint8_t width;
  bool isSigned;
  bool isFloat = false;
};
Shape shapeOf(char d) {
  switch (d) {
    case 'F':
      return {32, true, true};
    case 'D':
      return {64, true, true};
    case 'Z':
      return {1, false};
    case 'B':
      return {8, true};
    case 'C':
      return {16, false};
    case 'S':
      return {16, true};
    case 'J':
      return {64, true};
    default:
      return {32, true};
  }
}

std::string simpleName(const std::string& internal) {
  auto slash = internal.rfind('/');
  return slash == std::string::npos ? internal : internal.substr(slash + 1);
}

}  // namespace

uint32_t Machine::objectOf(Value v) {
  v = heap.deref(v);
  if (v.kind != Value::Kind::Ref)
    throw std::logic_error("dereference of a null or unresolved reference");
  return v.id;
}

bool Machine::refGuardHolds(Value x, Value y, const Guard& g) {
  switch (g.kind) {
    case Guard::Kind::IsNull:
      return (x.kind == Value::Kind::Null) == g.positive;
    case Guard::Kind::InstanceOf:
      if (x.kind != Value::Kind::Ref) return !g.positive;
      return types.isSubtype(heap.object(x.id).type, g.className) == g.positive;
    case Guard::Kind::TypeIs:
      return x.kind == Value::Kind::Ref &&
             (heap.object(x.id).type == g.className ||
              (g.className == clp::protocol::kAnyArray && heap.object(x.id).isArray()));
    case Guard::Kind::SameRef:
      return (x == y) == g.positive;
    case Guard::Kind::StoreFits: {
      if (y.kind != Value::Kind::Ref) return g.positive;
      std::string component = typeOfDescriptor(heap.object(x.id).componentType());
      return types.isSubtype(heap.object(y.id).type, component) == g.positive;
    }
    default:
      return false;
  }
}

// Whether storing the unresolved input `y` into array `x` passes the store check whatever
// `y` turns out to be (its declared type fits the component type), so `y` stays unresolved.
bool Machine::storeFitsUnresolved(Value x, Value y) {
  if (x.kind != Value::Kind::Ref || y.kind != Value::Kind::Sym) return false;
  const heap::Symbol& sym = heap.symbol(y.id);
  if (!sym.onlyTypes.empty()) return false;
  std::string component = typeOfDescriptor(heap.object(x.id).componentType());
  return types.isSubtype(sym.declaredType, component);
}

bool Machine::checkRefGuard(Activation& a, const Guard& g) {
  Value x = operand(a, g.a);
  Value y = (g.kind == Guard::Kind::SameRef || g.kind == Guard::Kind::StoreFits) ? operand(a, g.b)
                                                                                 : Value{};
  if (g.kind == Guard::Kind::StoreFits && storeFitsUnresolved(x, y)) return g.positive;
  if (x.kind == Value::Kind::Sym || y.kind == Value::Kind::Sym)
    throw std::logic_error("guard on an unresolved input reference");
  if (g.kind == Guard::Kind::SameRef && x.kind == Value::Kind::Ref && y.kind == Value::Kind::Ref) {
    // The path depends on these objects' identity: a test must build distinct objects for
    // them (new Integer(5)), not what Integer.valueOf(5) may share.
    const uint32_t compared = heap.fieldId(std::string(clp::protocol::kObjectCompared));
    for (uint32_t o : {x.id, y.id})  // (an array's slots are its elements: not marked)
      if (!heap.object(o).isArray() && !heap.load(o, compared))
        heap.store(o, compared, Value::ok());
  }
  if (g.kind == Guard::Kind::SameRef && hooks.inputHeap && x.kind == Value::Kind::Ref &&
      y.kind == Value::Kind::Ref && x.id != y.id) {
    // Two input objects that may still turn out to be one (the heap solver): a constraint.
    if (auto holds = hooks.inputHeap->assumeSame(x.id, y.id, g.positive, ctx)) return *holds;
  }
  return refGuardHolds(x, y, g);
}

bool Machine::resolveForCall(uint32_t callerAct, uint32_t callPc, clp::PredId pred,
                             const std::vector<Value>& args, bool& resolvedOne) {
  resolvedOne = false;
  for (const clp::Rule& rule : program.predicates[pred].rules) {
    for (const Guard& g : rule.guards) {
      if (!isRefGuard(g.kind)) continue;
      auto argOf = [&](const clp::Operand& o) {
        auto it = std::find(rule.params.begin(), rule.params.end(), o.var);
        return o.isVar() && it != rule.params.end() ? heap.deref(args[it - rule.params.begin()])
                                                    : Value{};
      };
      for (const clp::Operand* o : {&g.a, &g.b}) {
        if (!o->isVar()) continue;
        auto it = std::find(rule.params.begin(), rule.params.end(), o->var);
        if (it == rule.params.end()) continue;
        Value v = heap.deref(args[it - rule.params.begin()]);
        if (v.kind != Value::Kind::Sym) continue;
        // A store that fits whatever the input is leaves it unresolved.
        if (g.kind == Guard::Kind::StoreFits && o == &g.b && storeFitsUnresolved(argOf(g.a), v))
          continue;
        ReferenceResolver& resolver = hooks.resolver ? *hooks.resolver : defaultResolver;
        std::shared_ptr<Alternatives> alternatives = resolver.resolve(v.id, g, ctx);
        if (!alternatives || alternatives->size() == 0) return false;
        resolvedOne = true;
        if (alternatives->size() > 1) {
          ChoicePoint& cp = openChoicePoint(OpenChoice::Kind::Resolve, callerAct, callPc);
          cp.resolutions = alternatives;
          cp.symbol = v.id;
          cp.next = 1;
        }
        if (!alternatives->apply(0, ctx)) return false;
        constructIfRecord(v.id, callerAct, callPc);
        return true;
      }
    }
  }
  return true;
}

Value Machine::initialSlotValue(uint32_t object, uint64_t slotId, const std::string& descriptor,
                                const std::string& path, const std::string& signature) {
  if (descriptor[0] == 'L' || descriptor[0] == '[') {
    // Inside a modelled JDK object: never shared with other objects.
    bool internal = types.isModelClass(heap.object(object).type);
    std::string declared = typeOfDescriptor(descriptor);
    // The generic type narrows a class (E in a List<Integer> is an Integer); an array keeps
    // its runtime type (a model's E[] is an Object[]) and passes the signature on.
    if (std::string e = classfile::erasure(signature);
        !e.empty() && e[0] != '[' && e != declared && types.isSubtype(e, declared))
      declared = e;
    // Inside a model, a field the test can build (a String's chars, a HashMap's key array) is
    // never null; one it cannot (a cached view of a collection) is: it was never created.
    bool mayBeNull = !internal || (declared[0] != '[' && types.concreteSubtypes(declared).empty());
    // main's arguments: distinct strings the launcher creates, never null.
    if (heap.object(object).nonNullElements) mayBeNull = false;
    heap::Symbol sym{declared, path, mayBeNull, {}, {}, true, {}};
    sym.mayAlias = !internal && !heap.object(object).nonNullElements;
    sym.signature = signature;
    return Value::sym(heap.newSymbol(std::move(sym)));
  }
  const heap::HeapObject& o = heap.object(object);
  if (o.isArray() && slotId <= UINT32_MAX)
    return primitiveInput(descriptor[0], path, &o.path, static_cast<uint32_t>(slotId));
  return primitiveInput(descriptor[0], path);
}

Value Machine::primitiveInput(char descriptor, const std::string& name, const std::string* array,
                              uint32_t index) {
  Shape s = shapeOf(descriptor);
  if (s.isFloat) return Value::integer(pool.newFpVar(name, s.width));
  ExprId v = pool.newVar(name, s.width, s.isSigned);
  if (array) pool.markElement(v, *array, index);
  if (s.width < 32) v = pool.convert(s.isSigned ? Op::SExt : Op::ZExt, v, 32);
  return Value::integer(v);
}

std::string Machine::fieldSignature(uint32_t object, const std::string& owner,
                                    const std::string& field) {
  const heap::HeapObject& o = heap.object(object);
  return types.fieldSignature(o.type, o.signature, owner, field);
}

std::string Machine::elementSignature(uint32_t array) const {
  const std::string& sig = heap.object(array).signature;
  return sig.size() > 1 && sig[0] == '[' ? sig.substr(1) : "";
}

Value Machine::defaultValue(const std::string& descriptor) {
  if (descriptor[0] == 'L' || descriptor[0] == '[') return Value::null();
  if (descriptor[0] == 'F' || descriptor[0] == 'D')
    return Value::integer(pool.fpConst(descriptor[0] == 'D' ? 64 : 32, 0));  // +0.0
  return Value::integer(pool.bvConst(descriptor[0] == 'J' ? 64 : 32, 0));
}

Value Machine::internString(const std::string& key, const std::vector<uint16_t>& units) {
  uint32_t slotId = heap.fieldId(clp::protocol::stringLiteralField(key));
  if (auto v = heap.load(0, slotId)) return heap.deref(*v);
  Value string = newString(units);
  heap.store(0, slotId, string);
  return string;
}

Value Machine::newString(const std::vector<uint16_t>& units) {
  heap::HeapObject chars;
  chars.type = "[C";
  chars.length = pool.bvConst(32, units.size());
  uint32_t array = heap.allocate(std::move(chars));
  for (size_t i = 0; i < units.size(); ++i)
    heap.store(array, i, Value::integer(pool.bvConst(32, units[i])));
  uint32_t string = heap.allocate({"java/lang/String", false, "", solver::kNoExpr, {}, {}});
  heap.store(string, heap.fieldId("java/lang/String.value"), Value::ref(array));
  return Value::ref(string);
}

uint32_t Machine::allocate(heap::HeapObject object) {
  object.preState = recordingInitDepth > 0;
  return heap.allocate(std::move(object));
}

void Machine::notePreStateAccess(uint32_t object, uint64_t slotId, const std::string& descriptor) {
  if (initDepth > 0 || heap.initial(object, slotId)) return;
  auto v = heap.load(object, slotId);
  if (!v) {
    v = defaultValue(descriptor);
    heap.store(object, slotId, *v);
  }
  heap.recordInitial(object, slotId, *v);
}

clp::ClassInit Machine::classState(const std::string& cls) {
  if (types.staticsAreInputs(cls)) return clp::ClassInit::Initialized;  // never initialized
  auto v = heap.load(0, heap.fieldId(clp::protocol::initializedField(cls)));
  if (!v || v->kind != Value::Kind::Int || !pool.isConst(v->id))
    return clp::ClassInit::Uninitialized;
  return static_cast<clp::ClassInit>(pool.node(v->id).value);
}

void Machine::setClassState(const std::string& cls, clp::ClassInit state) {
  heap.store(0, heap.fieldId(clp::protocol::initializedField(cls)),
             Value::integer(pool.bvConst(32, static_cast<uint64_t>(state))));
}

bool Machine::initializeInputBuilder(uint32_t object, uint64_t slotId) {
  static const std::string kBuilder = "java/lang/StringBuilder";
  if (heap.object(object).type != kBuilder) return false;
  const uint32_t valueSlot = heap.fieldId(kBuilder + ".value");
  const uint32_t countSlot = heap.fieldId(kBuilder + ".count");
  if (slotId != valueSlot && slotId != countSlot) return false;
  // A test builds an input StringBuilder as new StringBuilder(text): text.length() chars, in
  // an array 16 longer. Both fields at once, so that no path assumes another state.
  const std::string path = heap.object(object).path;
  Value count = primitiveInput('I', path + ".count");
  ctx.assume(pool.binary(Op::Sge, count.id, pool.bvConst(32, 0)));
  ctx.assume(pool.binary(Op::Sle, count.id, pool.bvConst(32, limits.maxArrayLength - 16)));
  heap::HeapObject chars;
  chars.type = "[C";
  chars.isInput = true;
  chars.path = path + ".value";
  chars.length = pool.binary(Op::Add, count.id, pool.bvConst(32, 16));
  Value value = Value::ref(allocate(std::move(chars)));
  for (auto [slot, v] : {std::pair{countSlot, count}, std::pair{valueSlot, value}}) {
    heap.recordInitial(object, slot, v);
    heap.store(object, slot, v);
  }
  return true;
}

Value Machine::loadSlot(uint32_t object, uint64_t slotId, const std::string& descriptor,
                        const std::string& path, const std::string& signature) {
  if (heap.object(object).preState) notePreStateAccess(object, slotId, descriptor);
  // An input object a constructor built (a record, a receiver built through its API) starts
  // like a new one: a field no constructor wrote holds its default value. (An array's slots
  // are element indices: no field marks it.) Asked only off the fast path below.
  auto lazy = [&] {
    const heap::HeapObject& o = heap.object(object);
    return o.isInput &&
           (o.isArray() || !heap.load(object, heap.fieldId(std::string(clp::protocol::kBuilt))));
  };
  if (hooks.inputHeap && heap.object(object).isInput && lazy()) {
    auto initial = [&] { return initialSlotValue(object, slotId, descriptor, path, signature); };
    if (auto v = hooks.inputHeap->read(object, slotId, initial, ctx)) return heap.deref(*v);
  }
  if (auto v = heap.load(object, slotId)) return heap.deref(*v);
  if (heap.object(object).isInput && lazy() && initializeInputBuilder(object, slotId))
    return heap.deref(*heap.load(object, slotId));
  if (heap.object(object).isInput && lazy()) {
    Value v = initialSlotValue(object, slotId, descriptor, path, signature);
    heap.recordInitial(object, slotId, v);
    heap.store(object, slotId, v);
    return v;
  }
  if (!heap.object(object).innerLengths.empty()) {
    // A level of a multi-dimensional array: the element is a new array of the next length.
    heap::HeapObject inner;
    inner.type = descriptor;
    inner.length = heap.object(object).innerLengths.front();
    inner.innerLengths.assign(heap.object(object).innerLengths.begin() + 1,
                              heap.object(object).innerLengths.end());
    Value v = Value::ref(allocate(std::move(inner)));
    heap.store(object, slotId, v);
    return v;
  }
  return defaultValue(descriptor);
}

bool Machine::accessArray(Activation& a, const Stmt& s, uint64_t index) {
  uint32_t obj = objectOf(operand(a, s.a));
  std::string component = heap.object(obj).componentType();
  if (s.kind == Stmt::Kind::GetArray) {
    std::string path = heap.object(obj).path + "[" + std::to_string(index) + "]";
    slot(a, s.dst) = loadSlot(obj, index, component, path, elementSignature(obj));
    return true;
  }
  Value v = operand(a, s.c);
  if (heap.object(obj).preState) notePreStateAccess(obj, index, component);
  if (v.kind == Value::Kind::Int) {
    ExprId e = v.id;
    switch (component[0]) {
      case 'Z':
        e = pool.binary(Op::And, e, pool.bvConst(32, 1));
        break;
      case 'B':
        e = pool.convert(Op::SExt, pool.convert(Op::Trunc, e, 8), 32);
        break;
      case 'C':
        e = pool.convert(Op::ZExt, pool.convert(Op::Trunc, e, 16), 32);
        break;
      case 'S':
        e = pool.convert(Op::SExt, pool.convert(Op::Trunc, e, 16), 32);
        break;
      default:
        break;
    }
    v = Value::integer(e);
  }
  storeSlot(obj, index, v);
  return true;
}

void Machine::storeSlot(uint32_t object, uint64_t slotId, Value v) {
  heap.store(object, slotId, v);
  if (hooks.inputHeap && heap.object(object).isInput)
    hooks.inputHeap->wrote(object, slotId, v, ctx);
}

Value Machine::freshValue(const std::string& descriptor, const std::string& name) {
  if (descriptor[0] == 'L' || descriptor[0] == '[')
    return Value::sym(heap.newSymbol({typeOfDescriptor(descriptor), name, true, {}, {}, true, {}}));
  return primitiveInput(descriptor[0], name);
}

bool Machine::execHeap(Activation& a, const Stmt& s) {
  switch (s.kind) {
    case Stmt::Kind::NewObject: {
      uint32_t id = allocate({s.className, false, "", solver::kNoExpr, {}, {}});
      slot(a, s.dst) = Value::ref(id);
      return hooks.ruleObservers.empty() || observeAllocation(id);
    }
    case Stmt::Kind::GetField: {
      uint32_t obj = objectOf(operand(a, s.a));
      uint32_t id = heap.fieldId(s.className + "." + s.field);
      slot(a, s.dst) = loadSlot(obj, id, s.descriptor, heap.object(obj).path + "." + s.field,
                                fieldSignature(obj, s.className, s.field));
      return true;
    }
    case Stmt::Kind::PutField: {
      uint32_t obj = objectOf(operand(a, s.a));
      uint32_t id = heap.fieldId(s.className + "." + s.field);
      if (heap.object(obj).preState) notePreStateAccess(obj, id, s.descriptor);
      storeSlot(obj, id, operand(a, s.b));
      return true;
    }
    case Stmt::Kind::GetStatic: {
      uint32_t id = heap.fieldId(s.className + "." + s.field);
      if (types.staticsAreInputs(s.className)) {
        slot(a, s.dst) = loadSlot(0, id, s.descriptor, simpleName(s.className) + "." + s.field);
        return true;
      }
      // Program state, set by class initializers; the test sets up what the method reads.
      if (types.recordsStaticState(s.className)) notePreStateAccess(0, id, s.descriptor);
      auto v = heap.load(0, id);
      slot(a, s.dst) = v ? heap.deref(*v) : defaultValue(s.descriptor);
      return true;
    }
    case Stmt::Kind::PutStatic: {
      uint32_t id = heap.fieldId(s.className + "." + s.field);
      // The field's value before the method wrote it: what the test sets up and restores.
      if (types.staticsAreInputs(s.className))
        loadSlot(0, id, s.descriptor, simpleName(s.className) + "." + s.field);
      else if (types.recordsStaticState(s.className))
        notePreStateAccess(0, id, s.descriptor);
      heap.store(0, id, operand(a, s.a));
      return true;
    }
    case Stmt::Kind::SetClassState:
      setClassState(s.className, s.classState);
      return true;
    case Stmt::Kind::NewArray: {
      // Arrays beyond the bound would exhaust the JVM's memory (OutOfMemoryError), a path
      // symtest does not predict: it is cut like a bound.
      std::vector<ExprId> lengths{operand(a, s.a).id};
      for (const auto& d : s.args) lengths.push_back(operand(a, d).id);
      for (ExprId len : lengths) {
        if (!assume(pool.binary(Op::Sle, len, pool.bvConst(32, limits.maxArrayLength)))) {
          ++stats.cutByBound;
          return false;
        }
      }
      heap::HeapObject arr;
      arr.type = "[" + s.descriptor;
      arr.length = lengths.front();
      arr.innerLengths.assign(lengths.begin() + 1, lengths.end());
      uint32_t id = allocate(std::move(arr));
      slot(a, s.dst) = Value::ref(id);
      return hooks.ruleObservers.empty() || observeAllocation(id);
    }
    case Stmt::Kind::Length:
      slot(a, s.dst) = Value::integer(heap.object(objectOf(operand(a, s.a))).length);
      return true;
    case Stmt::Kind::GetArray:
    case Stmt::Kind::SetArray: {
      ExprId index = operand(a, s.b).id;
      if (pool.isConst(index)) return accessArray(a, s, pool.node(index).value);
      if (s.kind == Stmt::Kind::GetArray)
        if (std::optional<Value> v = readKnownArray(operand(a, s.a), index)) {
          slot(a, s.dst) = *v;
          return true;
        }
      // A symbolic index: split over its first values (bounded case split, see README).
      const uint32_t split = std::max(limits.maxSymbolicIndex, unfolding.indexSplit(a.pred));
      ExprId limit = pool.bvConst(32, split);
      if (solver.isSatisfiable(pool.binary(Op::Sge, index, limit)) == solver::SatResult::Sat)
        ++stats.cutByBound;
      ChoicePoint& cp = openChoicePoint(OpenChoice::Kind::Index, cur, pc);
      cp.index = index;
      cp.indexLimit = split;
      cp.next = 1;
      ++pc;
      return assume(pool.binary(Op::Eq, index, pool.bvConst(32, 0))) && accessArray(a, s, 0);
    }
    case Stmt::Kind::External:
      return execExternal(a, s);
    default:
      throw std::logic_error("not a heap statement");
  }
}

}  // namespace symtest::symexec
