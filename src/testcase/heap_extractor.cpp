#include "testcase/heap_extractor.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "classfile/class_init.hpp"
#include "classfile/generic_signature.hpp"
#include "classfile/hierarchy.hpp"
#include "classfile/nesting.hpp"
#include "classfile/utf16.hpp"
#include "clp/protocol.hpp"
#include "results/library_classes.hpp"

namespace symtest::testcase {

using Kind = classfile::JavaType::Kind;

PrimitiveShape primitiveShape(const classfile::JavaType& t) {
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

namespace {

results::ConcreteValue concrete(const classfile::JavaType& type, uint64_t bits, uint8_t width) {
  PrimitiveShape s = primitiveShape(type);
  // float and double: the IEEE bits (NaN canonical), as an unsigned pattern in the int64.
  if (s.isFloat) return {type, static_cast<int64_t>(solver::maskBits(bits, s.width))};
  if (width > s.width) bits = solver::maskBits(bits, s.width);
  results::ConcreteValue v{type, s.isSigned
                                     ? solver::signExtend(bits, s.width)
                                     : static_cast<int64_t>(solver::maskBits(bits, s.width))};
  return v;
}
}  // namespace

results::ConcreteValue HeapExtractor::value(heap::Value v, const classfile::JavaType& type) {
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
    return {
        t[0] == '[' ? classfile::parseFieldDescriptor(t) : classfile::JavaType{Kind::Class, t, ""},
        k};
  }
  classfile::JavaType t =
      type.isReference() ? type : classfile::JavaType{Kind::Class, "java/lang/Object", ""};
  return {t, -1};  // null, or an input reference the method never inspected
}

int HeapExtractor::objectIndex(uint32_t id) {
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
  if (o.type == "java/lang/String")
    snap.interned = !staticHolding(id, std::string(clp::protocol::kStringLiteralPrefix)).empty();
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
  if (auto step = hiddenSlot(id, clp::protocol::kJdkStep)) {
    // Made by a JDK call on the JVM beside the run (src/concrete): what tests write for it.
    snap.jdkObject = true;
    if (auto c = hiddenSlot(id, clp::protocol::kJdkConstant)) {
      const std::string field = stringText(*c);
      snap.constantOwner = field.substr(0, field.rfind('.'));
      snap.constantField = field.substr(field.rfind('.') + 1);
    }
    if (auto e = hiddenSlot(id, clp::protocol::kJdkExpression);
        e && !hiddenSlot(id, clp::protocol::kJdkUsed))
      snap.jdkExpression = stringText(*e);
    if (auto eq = hiddenSlot(id, clp::protocol::kJdkEquals))
      snap.jdkEquals = eq->kind == heap::Value::Kind::Int && pool_.evaluate(eq->id, model_) != 0;
  }
  int n = static_cast<int>(tc_.objects.size());
  tc_.objects.push_back(std::move(snap));
  index_[id] = n;
  heapIds_.push_back(id);
  return n;
}

std::optional<heap::Value> HeapExtractor::hiddenSlot(uint32_t id, std::string_view field) const {
  if (heap_.object(id).isArray()) return std::nullopt;  // its slots are elements
  for (const auto& [slot, v] : heap_.slots(id))
    if (heap_.fieldName(static_cast<uint32_t>(slot)) == field) return v;
  return std::nullopt;
}

std::string HeapExtractor::stringText(heap::Value string) const {
  string = heap_.deref(string);
  if (string.kind != heap::Value::Kind::Ref) return "";
  auto chars = hiddenSlot(string.id, "java/lang/String.value");
  if (!chars || heap_.deref(*chars).kind != heap::Value::Kind::Ref) return "";
  const uint32_t array = heap_.deref(*chars).id;
  std::vector<uint16_t> units;
  for (const auto& [slot, v] : heap_.slots(array))
    if (v.kind == heap::Value::Kind::Int)
      units.push_back(static_cast<uint16_t>(pool_.evaluate(v.id, model_)));
  return classfile::utf8Of(units);
}

bool HeapExtractor::isJdkHandle(uint32_t id) const {
  return !heap_.object(id).isArray() && hiddenSlot(id, clp::protocol::kJdkStep).has_value();
}

namespace {
// A JDK object whose fields are the model's: tests assert its class only (a Random's seed, a
// BitSet's words are not read), unlike strings, boxes, builders, collections and optionals.
bool opaqueJdkObject(const std::string& type) {
  const bool jdk = type.rfind("java/", 0) == 0 || type.rfind("jdk/", 0) == 0;
  return jdk && results::libraryKind(type) == results::LibraryKind::None &&
         type.rfind("java/util/Optional", 0) != 0;
}
}  // namespace

bool HeapExtractor::dependsOn(const std::set<uint32_t>& vars, heap::Value result) const {
  auto over = [&](heap::Value v) {
    v = heap_.deref(v);
    if (v.kind != heap::Value::Kind::Int) return false;
    for (uint32_t x : pool_.variables(v.id))
      if (vars.count(x)) return true;
    return false;
  };
  if (over(result)) return true;
  // What tests read: not the fields of opaque JDK objects, nor the arrays only they hold.
  auto opaque = [&](uint32_t id) {
    return opaqueJdkObject(heap_.object(id).type) || isJdkHandle(id);
  };
  std::set<uint32_t> unread;
  for (bool holderOpaque : {true, false})
    for (uint32_t id : heapIds_) {
      if (id == UINT32_MAX || opaque(id) != holderOpaque) continue;
      for (const auto& [slot, v] : heap_.slots(id)) {
        heap::Value target = heap_.deref(v);
        if (target.kind != heap::Value::Kind::Ref) continue;
        if (holderOpaque && heap_.object(target.id).isArray())
          unread.insert(target.id);
        else if (!holderOpaque)
          unread.erase(target.id);
      }
    }
  for (uint32_t id : heapIds_) {
    if (id == UINT32_MAX || opaque(id) || unread.count(id)) continue;
    for (const auto& [slot, v] : heap_.slots(id))
      if (!isHidden(id, slot) && over(v)) return true;
  }
  return false;
}

bool HeapExtractor::holdsSymbol(uint32_t symbol, heap::Value result) const {
  auto is = [&](heap::Value v) {
    v = heap_.deref(v);
    return v.kind == heap::Value::Kind::Sym && v.id == symbol;
  };
  if (is(result)) return true;
  for (uint32_t id : heapIds_) {
    if (id == UINT32_MAX) continue;
    for (const auto& [slot, v] : heap_.slots(id))
      if (!isHidden(id, slot) && is(v)) return true;
  }
  for (const auto& [slot, v] : heap_.slots(0)) {
    const std::string& qualified = heap_.fieldName(static_cast<uint32_t>(slot));
    if (clp::protocol::isHiddenField(qualified) || !is(v)) continue;
    const classfile::ClassFile* cls = cp_.find(qualified.substr(0, qualified.rfind('.')));
    const classfile::Field* field =
        cls ? cls->findField(qualified.substr(qualified.rfind('.') + 1)) : nullptr;
    if (!field || !(field->access & classfile::kAccFinal)) return true;
  }
  return false;
}

// The objects of the test case that tests compare by content (collections, strings, a TreeMap,
// a BitSet), and everything they hold, directly or not (a TreeMap's entries): tests read it.
std::set<uint32_t> HeapExtractor::heldByCollections() const {
  std::vector<uint32_t> todo;
  for (uint32_t id : heapIds_) {
    if (id == UINT32_MAX) continue;
    const std::string& type = heap_.object(id).type;
    if (results::libraryKind(type) != results::LibraryKind::None ||
        results::comparedByContent(type))
      todo.push_back(id);
  }
  std::set<uint32_t> held(todo.begin(), todo.end());
  while (!todo.empty()) {
    const uint32_t id = todo.back();
    todo.pop_back();
    for (bool initial : {false, true})
      for (const auto& [slot, v] : initial ? heap_.initialSlots(id) : heap_.slots(id)) {
        const heap::Value target = heap_.deref(v);
        if (target.kind == heap::Value::Kind::Ref && held.insert(target.id).second)
          todo.push_back(target.id);
      }
  }
  return held;
}

void HeapExtractor::complete() {
  const std::set<uint32_t> held = heldByCollections();
  for (size_t k = 0; k < heapIds_.size(); ++k) {
    uint32_t id = heapIds_[k];
    if (id == UINT32_MAX || tc_.objects[k].isConstant()) continue;
    // An opaque JDK object outside any collection (a compiled Pattern a class initializer
    // stored, a Random) is the model's inside: tests neither build nor read its fields, nor
    // the arrays it holds.
    const heap::HeapObject& object = heap_.object(id);
    if (opaqueJdkObject(object.type) && !object.isInput && !held.count(id)) continue;
    if (isJdkHandle(id)) continue;  // the JVM's object: nothing of it is the test's to read
    // A table of the static state the path read only at symbolic indices (one term over the
    // index) and never wrote: it is as its class initializer made it, which the test neither
    // sets up nor asserts entry by entry.
    if (object.preState && object.isArray() && !held.count(id) && heap_.initialSlots(id).empty())
      continue;
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

bool HeapExtractor::constructorArguments(uint32_t id, std::vector<results::ConcreteValue>& out) {
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

void HeapExtractor::apiCalls(uint32_t id, size_t k) {
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
  o.calls.assign(std::make_move_iterator(calls.begin() + 1), std::make_move_iterator(calls.end()));
}

results::ConcreteValue HeapExtractor::untouchedObject(const std::string& type,
                                                      const std::string& path, uint32_t symbol) {
  untouched_[symbol] = static_cast<int>(tc_.objects.size());
  results::ObjectSnapshot snap;
  snap.type = type;
  snap.isInput = true;
  snap.path = path;
  tc_.objects.push_back(std::move(snap));
  heapIds_.push_back(UINT32_MAX);
  return {{Kind::Class, type, ""}, static_cast<int64_t>(tc_.objects.size() - 1)};
}

std::vector<results::SlotValue> HeapExtractor::statics(bool initial) {
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

void HeapExtractor::namePreState() {
  auto simple = [](const std::string& c) { return c.substr(c.rfind('/') + 1); };
  // A class initializer's object the path reached other than through a final static field it
  // read (CharSet.EMPTY, returned from the COMMON map): the test reaches the JVM's own object
  // through a final static field of an analysed class that holds it all the same (the first
  // by name, when several do).
  for (size_t k = 0; k < tc_.objects.size(); ++k) {
    results::ObjectSnapshot& o = tc_.objects[k];
    if (!o.preState || !o.finalField.empty() || heapIds_[k] == UINT32_MAX) continue;
    std::string best;
    for (const auto& [slot, v] : heap_.slots(0)) {
      heap::Value held = heap_.deref(v);
      if (held.kind != heap::Value::Kind::Ref || held.id != heapIds_[k]) continue;
      const std::string& qualified = heap_.fieldName(static_cast<uint32_t>(slot));
      const std::string owner = qualified.substr(0, qualified.rfind('.'));
      if (clp::protocol::isHiddenField(qualified) || !cp_.isUserClass(owner)) continue;
      const classfile::ClassFile* cls = cp_.find(owner);
      const classfile::Field* field =
          cls ? cls->findField(qualified.substr(qualified.rfind('.') + 1)) : nullptr;
      if (field && field->isStatic() && (field->access & classfile::kAccFinal) &&
          (best.empty() || qualified < best))
        best = qualified;
    }
    if (best.empty()) continue;
    o.finalOwner = best.substr(0, best.rfind('.'));
    o.finalField = best.substr(best.rfind('.') + 1);
  }
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
        changed |= name(s.value,
                        tc_.objects[k].isArray() ? base + "[" + s.name + "]" : base + "." + s.name);
      }
    }
  }
}

std::optional<std::vector<uint16_t>> HeapExtractor::printed(const std::string& name) {
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

std::optional<heap::Value> HeapExtractor::hiddenField(uint32_t id, const std::string& name) const {
  for (const auto& [slot, v] : heap_.slots(id))
    if (!heap_.object(id).isArray() && heap_.fieldName(static_cast<uint32_t>(slot)) == name)
      return heap_.deref(v);
  return std::nullopt;
}

std::string HeapExtractor::staticHolding(uint32_t id, const std::string& prefix) const {
  for (const auto& [slot, v] : heap_.slots(0)) {
    heap::Value held = heap_.deref(v);
    const std::string& name = heap_.fieldName(static_cast<uint32_t>(slot));
    if (held.kind == heap::Value::Kind::Ref && held.id == id && name.rfind(prefix, 0) == 0)
      return name;
  }
  return "";
}

bool HeapExtractor::isHidden(uint32_t id, uint64_t slot) const {
  if (heap_.object(id).isArray()) return false;
  const std::string& name = heap_.fieldName(static_cast<uint32_t>(slot));
  return clp::protocol::isHiddenField(name);
}

classfile::JavaType HeapExtractor::typeOfObject(uint32_t id) const {
  const std::string& t = heap_.object(id).type;
  if (t[0] == '[') return classfile::parseFieldDescriptor(t);
  return {Kind::Class, t, ""};
}

results::SlotValue HeapExtractor::slotValue(uint32_t id, uint64_t slot, heap::Value v) {
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

}  // namespace symtest::testcase
