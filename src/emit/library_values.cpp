#include "emit/library_values.hpp"

#include <set>

#include "classfile/generic_signature.hpp"
#include "emit/java_text.hpp"
#include "emit/junit_body.hpp"

namespace symtest::emit {

using results::ConcreteValue;
using results::ObjectSnapshot;
using results::SlotValue;
using results::TestCase;

namespace {

const SlotValue* field(const ObjectSnapshot& o, const std::string& name, bool initial) {
  // An input object's field the method never read holds what it was built with: its initial
  // value, which is also its final one.
  const std::vector<SlotValue>* lists[] = {initial ? &o.initial : &o.final, &o.initial};
  for (const auto* list : lists)
    for (const SlotValue& s : *list)
      if (s.name == name) return &s;
  return nullptr;
}

// The elements of the array a field refers to (null for elements never read).
std::vector<ConcreteValue> arrayElements(const TestCase& t, const SlotValue* ref, bool initial,
                                         std::vector<size_t>& internals) {
  std::vector<ConcreteValue> out;
  if (!ref || !ref->value.isReference() || ref->value.isNull()) return out;
  size_t a = static_cast<size_t>(ref->value.value);
  internals.push_back(a);
  const ObjectSnapshot& arr = t.objects[a];
  classfile::JavaType object{classfile::JavaType::Kind::Class, "java/lang/Object", ""};
  out.assign(static_cast<size_t>(std::max<int64_t>(arr.length, 0)), ConcreteValue{object, -1});
  const std::vector<SlotValue>* lists[] = {&arr.initial, initial ? nullptr : &arr.final};
  for (const auto* list : lists) {
    if (!list) continue;
    for (const SlotValue& s : *list) {
      size_t i = std::stoul(s.name);
      if (i < out.size()) out[i] = s.value;
    }
  }
  return out;
}

}  // namespace

LibraryContent libraryContent(const TestCase& t, size_t k, bool initial) {
  LibraryContent c;
  const ObjectSnapshot& o = t.objects[k];
  switch (libraryKind(o.type)) {
    case LibraryKind::List:
      c.elements = arrayElements(t, field(o, "elements", initial), initial, c.internals);
      break;
    case LibraryKind::Map: {
      c.elements = arrayElements(t, field(o, "keys", initial), initial, c.internals);
      c.values = arrayElements(t, field(o, "vals", initial), initial, c.internals);
      classfile::JavaType object{classfile::JavaType::Kind::Class, "java/lang/Object", ""};
      c.values.resize(c.elements.size(), ConcreteValue{object, -1});
      if (const SlotValue* cap = field(o, "capacity", initial)) c.capacity = cap->value.value;
      break;
    }
    case LibraryKind::Set: {
      const SlotValue* map = field(o, "map", initial);
      if (!map || !map->value.isReference() || map->value.isNull()) break;
      size_t m = static_cast<size_t>(map->value.value);
      c.internals.push_back(m);
      LibraryContent inner = libraryContent(t, m, initial);
      c.elements = std::move(inner.elements);
      c.capacity = inner.capacity;
      c.internals.insert(c.internals.end(), inner.internals.begin(), inner.internals.end());
      break;
    }
    default:
      break;
  }
  return c;
}

std::string javaTypeArguments(const ObjectSnapshot& o, LibraryKind kind,
                              const results::TypeNames& names, const std::string& package) {
  size_t wanted = kind == LibraryKind::Map ? 2 : 1;
  std::vector<std::string> args = classfile::typeArguments(o.signature);
  std::string out = "<";
  for (size_t i = 0; i < wanted; ++i) {
    std::string type = i < args.size() ? classfile::erasure(args[i]) : "java/lang/Object";
    if (!names.accessible(type, package)) type = "java/lang/Object";
    out += (i ? ", " : "") + javaTypeName(type);
  }
  return out + ">";
}

// Boxed values and strings (modelled JDK classes) are built and compared with ordinary Java:
// their fields are internal to java.base and cannot be reached by reflection.
bool isBoxed(const std::string& type) {
  LibraryKind k = libraryKind(type);
  return k == LibraryKind::Boxed || k == LibraryKind::String;
}
bool isBuilder(const std::string& type) {
  return libraryKind(type) == LibraryKind::Builder;
}
bool isCollection(const std::string& type) {
  LibraryKind k = libraryKind(type);
  return k == LibraryKind::List || k == LibraryKind::Set || k == LibraryKind::Map;
}

// The contents of a String snapshot (its char array), as a literal.
std::string stringLiteral(const TestCase& t, const ObjectSnapshot& o) {
  return javaStringLiteral(results::stringContent(t, static_cast<size_t>(&o - t.objects.data())));
}

// The primitive inside a boxed object, as a literal of the right type.
std::string boxedLiteral(const ObjectSnapshot& o) {
  const std::vector<SlotValue>* lists[] = {&o.final, &o.initial};
  for (const auto* list : lists)
    for (const auto& s : *list)
      if (s.name == "value") return literal(s.value);
  if (o.type == "java/lang/Boolean") return "false";
  if (o.type == "java/lang/Long") return "0L";
  if (o.type == "java/lang/Short") return "(short) 0";
  if (o.type == "java/lang/Byte") return "(byte) 0";
  if (o.type == "java/lang/Character") return "(char) 0";
  if (o.type == "java/lang/Float") return "0.0F";
  if (o.type == "java/lang/Double") return "0.0";
  return "0";
}

}  // namespace symtest::emit
