#include "results/test_case.hpp"
#include "classfile/class_names.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace symtest::results {

using Kind = classfile::JavaType::Kind;

std::vector<uint16_t> stringContent(const TestCase& t, size_t index) {
  const ObjectSnapshot& o = t.objects.at(index);
  for (const auto* list : {&o.final, &o.initial}) {
    for (const auto& s : *list) {
      if (s.name != "value" || s.value.isNull() || !s.value.isReference()) continue;
      const ObjectSnapshot& arr = t.objects[static_cast<size_t>(s.value.value)];
      std::vector<uint16_t> units(static_cast<size_t>(std::max<int64_t>(arr.length, 0)), 0);
      for (const auto* elems : {&arr.initial, &arr.final})
        for (const auto& e : *elems) {
          size_t i = std::stoul(e.name);
          if (i < units.size()) units[i] = static_cast<uint16_t>(e.value.value);
        }
      return units;
    }
  }
  return {};
}

std::string TypeNames::sourceOf(const std::string& internal) const {
  auto it = source.find(internal);
  if (it != source.end()) return it->second;
  std::string s = internal;  // a class nobody named: its binary name, dotted
  s = classfile::dottedName(s);
  return s;
}

bool TypeNames::accessible(const std::string& internal, const std::string& package) const {
  return !inaccessible.count({internal, package}) && !sourceOf(internal).empty();
}

std::vector<uint16_t> builderContent(const TestCase& t, size_t index, bool initial) {
  // Slots the path never read keep what they held all along: their final values (static state
  // a class initializer built, elements past what the path looked at).
  const ObjectSnapshot& o = t.objects.at(index);
  const std::vector<SlotValue>* lists[] = {initial ? &o.initial : &o.final,
                                           initial ? &o.final : &o.initial};
  const SlotValue *value = nullptr, *count = nullptr;
  for (const auto* list : lists)
    for (const SlotValue& s : *list) {
      if (s.name == "value" && !value) value = &s;
      if (s.name == "count" && !count) count = &s;
    }
  std::vector<uint16_t> units;
  if (!value || !count || !value->value.isReference() || value->value.isNull()) return units;
  const ObjectSnapshot& arr = t.objects[static_cast<size_t>(value->value.value)];
  units.assign(static_cast<size_t>(std::max<int64_t>(count->value.value, 0)), 0);
  std::vector<bool> known(units.size(), false);
  for (const auto* elems :
       {initial ? &arr.initial : &arr.final, initial ? &arr.final : &arr.initial})
    for (const auto& e : *elems) {
      size_t i = std::stoul(e.name);
      if (i < units.size() && !known[i]) units[i] = static_cast<uint16_t>(e.value.value);
      if (i < units.size()) known[i] = true;
    }
  return units;
}

bool runsAsWritten(const TestCase& t) {
  if (t.exitStatus || !t.assumptions.empty()) return false;
  if (!t.sources.empty() && !t.identityHashesIrrelevant) return false;
  return !(t.throws && (t.exceptionClass == "java/lang/ExceptionInInitializerError" ||
                        t.exceptionClass == "java/lang/NoClassDefFoundError"));
}

bool GenerationResult::partial() const {
  for (const auto& m : methods)
    if (m.status == MethodResult::Status::Partial || m.status == MethodResult::Status::NotStarted)
      return true;
  return false;
}

}  // namespace symtest::results
