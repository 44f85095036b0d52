#include "emit/heap_text.hpp"
#include "emit/java_text.hpp"

#include <fmt/format.h>

#include "emit/junit_body.hpp"
#include "emit/library_values.hpp"

namespace symtest::emit {

std::string objectName(const results::TestCase& t, int64_t index) {
  const auto& o = t.objects[static_cast<size_t>(index)];
  if (o.isConstant()) {
    std::string owner = o.constantOwner.substr(o.constantOwner.rfind('/') + 1);
    return owner + "." + o.constantField;
  }
  return o.isInput ? o.path : fmt::format("new#{}", index);
}

std::string valueText(const results::TestCase& t, const results::ConcreteValue& v) {
  if (!v.isReference()) return literal(v);
  if (v.isNull()) return "null";
  // A string the method created reads best as its literal.
  const auto& o = t.objects[static_cast<size_t>(v.value)];
  if (o.type == "java/lang/String" && !o.isInput)
    return stringLiteralOf(t, static_cast<size_t>(v.value));
  return objectName(t, v.value);
}

namespace {

// An input object built through its class's API: "new BoundedIntStack(1).push(0)".
std::string apiConstruction(const results::TestCase& t, const results::ObjectSnapshot& o,
                            std::string (*value)(const results::TestCase&,
                                                 const results::ConcreteValue&)) {
  auto args = [&](const std::vector<results::ConcreteValue>& list) {
    std::string out;
    for (const results::ConcreteValue& v : list) out += (out.empty() ? "" : ", ") + value(t, v);
    return out;
  };
  std::string type = javaTypeName(o.type);
  type = type.substr(type.find_last_of('.') + 1);
  std::string out = fmt::format("new {}({})", type, args(o.constructorArgs));
  for (const results::ObjectSnapshot::Call& c : o.calls)
    out += fmt::format(".{}({})", c.name, args(c.args));
  return out;
}

}  // namespace

std::string heapText(const results::TestCase& t, bool output) {
  std::string out;
  // A receiver that aliases a parameter is named after the parameter: say so.
  if (t.receiver && !t.receiver->isNull() && objectName(t, t.receiver->value) != "this")
    out = "this = " + objectName(t, t.receiver->value);
  for (size_t k = 0; k < t.objects.size(); ++k) {
    const auto& o = t.objects[k];
    if ((!output && !o.isInput) || o.isConstant()) continue;
    if (!output && !o.constructor.empty()) {
      out += fmt::format("{}{} = {}", out.empty() ? "" : ", ",
                         objectName(t, static_cast<int64_t>(k)), apiConstruction(t, o, valueText));
      continue;
    }
    const auto& slots = output ? o.final : o.initial;
    // Simple names: "Node", "int[]", "Object[]" (descriptors are spelled as in Java).
    std::string type = o.isArray() ? javaTypeName(o.type) : o.type;
    if (auto sep = type.find_last_of(o.isArray() ? "." : "/"); sep != std::string::npos)
      type = type.substr(sep + 1);
    std::string fields;
    for (size_t i = 0; i < slots.size(); ++i)
      fields += fmt::format("{}{}={}", i ? ", " : "",
                            o.isArray() ? "[" + slots[i].name + "]" : slots[i].name,
                            valueText(t, slots[i].value));
    std::string shape = o.isArray() ? fmt::format("{}(length {}){{{}}}", type, o.length, fields)
                                    : fmt::format("{}{{{}}}", type, fields);
    out += fmt::format("{}{} -> {}", out.empty() ? "" : ", ",
                       objectName(t, static_cast<int64_t>(k)), shape);
  }
  auto& statics = output ? t.staticsAfter : t.staticsBefore;
  for (const auto& s : statics) {
    std::string owner =
        s.owner.substr(s.owner.rfind('/') == std::string::npos ? 0 : s.owner.rfind('/') + 1);
    out +=
        fmt::format("{}{}.{} = {}", out.empty() ? "" : ", ", owner, s.name, valueText(t, s.value));
  }
  return out;
}

std::string readableValue(const results::TestCase& t, const results::ConcreteValue& v) {
  if (!v.isReference() || v.isNull()) return valueText(t, v);
  const auto index = static_cast<size_t>(v.value);
  const auto& o = t.objects[index];
  switch (libraryKind(o.type)) {
    case LibraryKind::String:
      return stringLiteralOf(t, index);
    case LibraryKind::Boxed:
      return boxedLiteral(o);
    default:
      return objectName(t, v.value);
  }
}

namespace {

std::string simpleName(const results::ObjectSnapshot& o) {
  std::string type = o.isArray() ? javaTypeName(o.type) : o.type;
  if (auto sep = type.find_last_of(o.isArray() ? "." : "/"); sep != std::string::npos)
    type = type.substr(sep + 1);
  return type;
}

// The models' own objects: a string's or builder's chars, a collection's arrays, a set's map.
std::vector<bool> libraryInternals(const results::TestCase& t) {
  std::vector<bool> internal(t.objects.size(), false);
  for (size_t k = 0; k < t.objects.size(); ++k) {
    const auto& o = t.objects[k];
    const LibraryKind kind = libraryKind(o.type);
    if (kind == LibraryKind::String || kind == LibraryKind::Builder)
      for (const auto* slots : {&o.initial, &o.final})
        for (const auto& s : *slots)
          if (s.name == "value" && s.value.isReference() && !s.value.isNull())
            internal[static_cast<size_t>(s.value.value)] = true;
    if (isCollection(o.type))
      for (bool initial : {true, false})
        for (size_t i : libraryContent(t, k, initial).internals) internal[i] = true;
  }
  return internal;
}

std::string libraryShape(const results::TestCase& t, size_t k, bool output) {
  const auto& o = t.objects[k];
  const LibraryKind kind = libraryKind(o.type);
  if (kind == LibraryKind::String || kind == LibraryKind::Boxed)
    return readableValue(t, {{classfile::JavaType::Kind::Class, o.type, ""}, int64_t(k)});
  if (kind == LibraryKind::Builder)
    return "StringBuilder(" + javaStringLiteral(results::builderContent(t, k, !output)) + ")";
  const LibraryContent c = libraryContent(t, k, !output);
  std::string items;
  for (size_t i = 0; i < c.elements.size(); ++i) {
    items += (i ? ", " : "") + readableValue(t, c.elements[i]);
    if (kind == LibraryKind::Map) items += "=" + readableValue(t, c.values[i]);
  }
  return kind == LibraryKind::Map ? simpleName(o) + "{" + items + "}"
                                  : simpleName(o) + "[" + items + "]";
}

}  // namespace

std::string readableHeapText(const results::TestCase& t, bool output) {
  std::string out;
  if (t.receiver && !t.receiver->isNull() && objectName(t, t.receiver->value) != "this")
    out = "this = " + objectName(t, t.receiver->value);
  const std::vector<bool> internal = libraryInternals(t);
  auto add = [&](const std::string& entry) { out += (out.empty() ? "" : ", ") + entry; };
  for (size_t k = 0; k < t.objects.size(); ++k) {
    const auto& o = t.objects[k];
    if ((!output && !o.isInput) || o.isConstant() || internal[k]) continue;
    const LibraryKind kind = libraryKind(o.type);
    // Strings and boxed values appear as literals where they are used; only a parameter or the
    // receiver itself gets an entry.
    if ((kind == LibraryKind::String || kind == LibraryKind::Boxed) &&
        (!o.isInput || o.path.find_first_of(".[") != std::string::npos))
      continue;
    const std::string name = objectName(t, static_cast<int64_t>(k));
    if (kind != LibraryKind::None) {
      add(name + " -> " + libraryShape(t, k, output));
      continue;
    }
    if (!output && !o.constructor.empty()) {
      add(name + " = " + apiConstruction(t, o, readableValue));
      continue;
    }
    const auto& slots = output ? o.final : o.initial;
    std::string fields;
    for (size_t i = 0; i < slots.size(); ++i)
      fields += fmt::format("{}{}={}", i ? ", " : "",
                            o.isArray() ? "[" + slots[i].name + "]" : slots[i].name,
                            readableValue(t, slots[i].value));
    add(o.isArray()
            ? fmt::format("{} -> {}(length {}){{{}}}", name, simpleName(o), o.length, fields)
            : fmt::format("{} -> {}{{{}}}", name, simpleName(o), fields));
  }
  for (const auto& s : output ? t.staticsAfter : t.staticsBefore)
    add(fmt::format("{}.{} = {}", s.owner.substr(s.owner.rfind('/') + 1), s.name,
                    readableValue(t, s.value)));
  return out;
}

}  // namespace symtest::emit
