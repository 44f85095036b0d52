#include "emit/library_values.hpp"

#include <set>

#include "classfile/generic_signature.hpp"
#include "emit/junit_body.hpp"

namespace symtest::emit {

using testcase::ConcreteValue;
using testcase::ObjectSnapshot;
using testcase::SlotValue;
using testcase::TestCase;

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
                              const testcase::TypeNames& names, const std::string& package) {
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

}  // namespace symtest::emit
