#include "report/heap_dot.hpp"

#include <fmt/format.h>

#include <set>

#include "classfile/class_names.hpp"
#include "emit/heap_text.hpp"
#include "emit/java_text.hpp"

namespace symtest::report {

namespace {

// A label or name in a DOT string.
std::string dotString(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') {
      out += "\\l";  // left-aligned line
      continue;
    }
    out += c;
  }
  return out + "\"";
}

std::string typeName(const results::ObjectSnapshot& o) {
  if (o.isArray()) {
    std::string element = o.type.substr(1);
    std::string shown = element.size() == 1 ? element : classfile::sourceName(element);
    return fmt::format("{}[{}]", shown, o.length);
  }
  std::string name = classfile::sourceName(o.type);
  const size_t dot = name.rfind('.');
  return dot == std::string::npos ? name : name.substr(dot + 1);
}

}  // namespace

std::string heapDot(const results::TestCase& test,
                    const std::vector<std::pair<std::string, results::ConcreteValue>>& roots,
                    bool output) {
  auto drawn = [&](int64_t index) {
    if (index < 0 || static_cast<size_t>(index) >= test.objects.size()) return false;
    const results::ObjectSnapshot& o = test.objects[static_cast<size_t>(index)];
    return output || o.isInput;
  };
  std::string nodes, edges;
  std::set<int64_t> reached;
  std::vector<int64_t> work;
  for (const auto& [name, value] : roots) {
    if (!value.isReference() || value.isNull() || !drawn(value.value)) continue;
    nodes += fmt::format("  {} [shape=plaintext];\n", dotString("@" + name));
    edges += fmt::format("  {} -> o{};\n", dotString("@" + name), value.value);
    if (reached.insert(value.value).second) work.push_back(value.value);
  }
  while (!work.empty()) {
    const int64_t index = work.back();
    work.pop_back();
    const results::ObjectSnapshot& o = test.objects[static_cast<size_t>(index)];
    std::string label = typeName(o) + "\n";
    for (const results::SlotValue& slot : output ? o.final : o.initial) {
      const std::string field = o.isArray() ? "[" + slot.name + "]" : slot.name;
      const results::ConcreteValue& v = slot.value;
      if (v.isReference() && !v.isNull() && drawn(v.value)) {
        edges += fmt::format("  o{} -> o{} [label={}];\n", index, v.value, dotString(field));
        if (reached.insert(v.value).second) work.push_back(v.value);
      } else {
        label += field + " = " + emit::readableValue(test, v) + "\n";
      }
    }
    nodes += fmt::format("  o{} [shape=box, fontname=\"monospace\", label={}];\n", index,
                         dotString(label));
  }
  if (reached.empty()) return "";
  return "digraph heap {\n  rankdir=LR;\n  node [fontsize=10];\n  edge [fontsize=9];\n" + nodes +
         edges + "}\n";
}

}  // namespace symtest::report
