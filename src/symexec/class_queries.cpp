// Class objects and the questions the models ask about them (java.lang.Class, and
// java.lang.reflect.Array's newInstance): exact, for the classes a path can have, since the
// runtime type of every object along a path is known.
#include <stdexcept>

#include "clp/protocol.hpp"
#include "symexec/machine.hpp"

namespace symtest::symexec {

using solver::Op;

std::string primitiveName(const std::string& d) {
  static const char* names[] = {"boolean", "byte",  "char",   "short", "int",
                                "long",    "float", "double", "void"};
  static const std::string codes = "ZBCSIJFDV";
  if (d.size() != 1 || codes.find(d[0]) == std::string::npos) return "";
  return names[codes.find(d[0])];
}

Value Machine::classObject(const std::string& type) {
  uint32_t key = heap.fieldId(clp::protocol::classObjectField(type));
  auto v = heap.load(0, key);
  if (!v) {
    v = Value::ref(heap.allocate({"java/lang/Class", false, "", solver::kNoExpr, {}, {}}));
    heap.store(0, key, *v);
  }
  return *v;
}

std::string Machine::classType(uint32_t classObject) const {
  const std::string prefix(clp::protocol::kClassObjectPrefix);
  for (const auto& [slotId, v] : heap.slots(0)) {
    const std::string& name = heap.fieldName(static_cast<uint32_t>(slotId));
    Value held = heap.deref(v);
    if (name.rfind(prefix, 0) == 0 && held.kind == Value::Kind::Ref && held.id == classObject)
      return name.substr(prefix.size());
  }
  throw std::logic_error("a Class object of no class");
}

bool Machine::execClassQuery(Activation& a, const clp::Stmt& s) {
  auto typeOf = [&](size_t arg) {
    Value c = heap.deref(operand(a, s.args.at(arg)));
    if (c.kind != Value::Kind::Ref) throw std::logic_error("a Class query of a null Class");
    return classType(c.id);
  };
  auto result = [&](bool b) {
    slot(a, s.outs.at(0)) = Value::integer(pool.bvConst(32, b ? 1 : 0));
    return true;
  };
  // The descriptor of a type as an array's component ("I", "Lx/Y;", "[I").
  auto asComponent = [](const std::string& t) {
    return t[0] == '[' || !primitiveName(t).empty() ? t : "L" + t + ";";
  };
  const std::string& q = s.field;
  if (q == "componentClass") {
    std::string t = typeOf(0);
    slot(a, s.outs.at(0)) =
        t[0] == '[' ? classObject(typeOfDescriptor(t.substr(1))) : Value::null();
    return true;
  }
  if (q == "isArrayClass") return result(typeOf(0)[0] == '[');
  if (q == "isPrimitiveClass") return result(!primitiveName(typeOf(0)).empty());
  if (q == "isSubclassOf") {
    std::string sub = typeOf(0), super = typeOf(1);
    if (!primitiveName(sub).empty() || !primitiveName(super).empty()) return result(sub == super);
    return result(sub == super || types.isSubtype(sub, super));
  }
  if (q == "primitiveClass") {
    Value code = operand(a, s.args.at(0));
    if (code.kind != Value::Kind::Int || !pool.isConst(code.id))
      throw std::logic_error("primitiveClass of a symbolic char");
    slot(a, s.outs.at(0)) =
        classObject(std::string(1, static_cast<char>(pool.node(code.id).value)));
    return true;
  }
  if (q == "newArrayOf") {
    // The model checked the component (not void, not null) and the length (not negative).
    Value length = operand(a, s.args.at(1));
    if (!assume(pool.binary(Op::Sle, length.id, pool.bvConst(32, limits.maxArrayLength)))) {
      ++stats.cutByBound;
      return false;
    }
    heap::HeapObject array;
    array.type = "[" + asComponent(typeOf(0));
    array.length = length.id;
    uint32_t id = allocate(std::move(array));
    slot(a, s.outs.at(0)) = Value::ref(id);
    return hooks.ruleObservers.empty() || observeAllocation(id);
  }
  throw std::logic_error("unknown Class query " + q);
}

}  // namespace symtest::symexec
