#include "emit/heap_text.hpp"
#include "emit/java_text.hpp"

#include <fmt/format.h>

#include "emit/junit_body.hpp"

namespace symtest::emit {

std::string objectName(const testcase::TestCase& t, int64_t index) {
  const auto& o = t.objects[static_cast<size_t>(index)];
  if (o.isConstant()) {
    std::string owner = o.constantOwner.substr(o.constantOwner.rfind('/') + 1);
    return owner + "." + o.constantField;
  }
  return o.isInput ? o.path : fmt::format("new#{}", index);
}

std::string valueText(const testcase::TestCase& t, const testcase::ConcreteValue& v) {
  if (!v.isReference()) return literal(v);
  if (v.isNull()) return "null";
  // A string the method created reads best as its literal.
  const auto& o = t.objects[static_cast<size_t>(v.value)];
  if (o.type == "java/lang/String" && !o.isInput)
    return stringLiteralOf(t, static_cast<size_t>(v.value));
  return objectName(t, v.value);
}

std::string heapText(const testcase::TestCase& t, bool output) {
  std::string out;
  // A receiver that aliases a parameter is named after the parameter: say so.
  if (t.receiver && !t.receiver->isNull() && objectName(t, t.receiver->value) != "this")
    out = "this = " + objectName(t, t.receiver->value);
  for (size_t k = 0; k < t.objects.size(); ++k) {
    const auto& o = t.objects[k];
    if ((!output && !o.isInput) || o.isConstant()) continue;
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

std::string costText(const testcase::TestCase& t) {
  std::string out;
  for (const auto& c : t.costs) {
    out += (out.empty() ? "" : ", ") + c.model + " " + std::to_string(c.value);
    if (c.expression != std::to_string(c.value)) out += " (" + c.expression + ")";
  }
  return out;
}

}  // namespace symtest::emit
