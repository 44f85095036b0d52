#include "heapsolver/heap_assumptions.hpp"
#include "classfile/class_names.hpp"

#include <algorithm>
#include <set>
#include <sstream>
#include <stdexcept>

namespace symtest::heapsolver {

namespace {

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t\r");
  size_t e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// Where a user's name may start inside an internal name: the start, after a package '/' or
// after a nesting '$'.
bool endsWithName(const std::string& internalName, const std::string& written) {
  std::string w = written;
  w = classfile::internalName(w);
  if (internalName == w) return true;
  // Outer.Node is Outer$Node; a.b.Outer.Node is a/b/Outer$Node.
  std::string nested = written;
  std::replace(nested.begin(), nested.end(), '.', '$');
  for (const std::string& form : {w, nested}) {
    if (internalName.size() > form.size() &&
        internalName.compare(internalName.size() - form.size(), form.size(), form) == 0) {
      char before = internalName[internalName.size() - form.size() - 1];
      if (before == '/' || before == '$') return true;
    }
  }
  // a.b.Outer.Node: the package part with '/', the nesting with '$'.
  for (size_t i = 0; i < w.size(); ++i) {
    if (w[i] != '/') continue;
    std::string mixed = w.substr(0, i) + "$" + w.substr(i + 1);
    if (mixed == internalName) return true;
  }
  return false;
}

// The input object holding `symbol` as the initial value of a field, and that field's id.
bool holderOf(const heap::Heap& heap, uint32_t symbol, uint32_t& object, uint64_t& field) {
  for (uint32_t o = 1; o < heap.objectCount(); ++o) {
    const heap::HeapObject& obj = heap.object(o);
    if (!obj.isInput || obj.isArray()) continue;
    for (const auto& [slot, v] : heap.initialSlots(o)) {
      if (v.kind == heap::Value::Kind::Sym && v.id == symbol) {
        object = o;
        field = slot;
        return true;
      }
    }
  }
  return false;
}

bool inFields(const heap::Heap& heap, uint64_t field, const std::vector<std::string>& names) {
  const std::string& qualified = heap.fieldName(static_cast<uint32_t>(field));
  return std::any_of(names.begin(), names.end(),
                     [&](const std::string& n) { return namesField(qualified, n); });
}

// The input heap's links through the named fields: (from, to) between input objects.
std::vector<std::pair<uint32_t, uint32_t>> links(const heap::Heap& heap,
                                                 const std::vector<std::string>& names) {
  std::vector<std::pair<uint32_t, uint32_t>> out;
  for (uint32_t o = 1; o < heap.objectCount(); ++o) {
    const heap::HeapObject& obj = heap.object(o);
    if (!obj.isInput || obj.isArray()) continue;
    for (const auto& [slot, v] : heap.initialSlots(o)) {
      if (!inFields(heap, slot, names)) continue;
      heap::Value to = heap.deref(v);
      if (to.kind == heap::Value::Kind::Ref) out.emplace_back(o, to.id);
    }
  }
  return out;
}

bool reaches(const std::vector<std::pair<uint32_t, uint32_t>>& edges, uint32_t from, uint32_t to) {
  std::set<uint32_t> seen{from};
  std::vector<uint32_t> todo{from};
  while (!todo.empty()) {
    uint32_t n = todo.back();
    todo.pop_back();
    if (n == to) return true;
    for (const auto& [a, b] : edges)
      if (a == n && seen.insert(b).second) todo.push_back(b);
  }
  return false;
}

}  // namespace

std::string HeapAssumption::text() const {
  std::string out = kind == Kind::Acyclic    ? "acyclic("
                    : kind == Kind::Unshared ? "unshared("
                                             : "noalias(";
  for (size_t i = 0; i < names.size(); ++i) out += (i ? ", " : "") + names[i];
  return out + ")";
}

HeapAssumption parseHeapAssumption(const std::string& raw) {
  const std::string text = trim(raw);
  size_t open = text.find('(');
  if (open == std::string::npos || text.back() != ')')
    throw std::invalid_argument("'" + text + "': expected kind(names), e.g. acyclic(Node.next)");
  HeapAssumption a;
  const std::string kind = trim(text.substr(0, open));
  if (kind == "acyclic")
    a.kind = HeapAssumption::Kind::Acyclic;
  else if (kind == "unshared")
    a.kind = HeapAssumption::Kind::Unshared;
  else if (kind == "noalias")
    a.kind = HeapAssumption::Kind::NoAlias;
  else
    throw std::invalid_argument("'" + text + "': unknown assumption '" + kind +
                                "' (acyclic, unshared or noalias)");
  std::stringstream names(text.substr(open + 1, text.size() - open - 2));
  for (std::string name; std::getline(names, name, ',');) {
    name = trim(name);
    if (name.empty()) throw std::invalid_argument("'" + text + "': an empty name");
    bool isField = name.find('.') != std::string::npos;
    if (a.kind != HeapAssumption::Kind::NoAlias && !isField)
      throw std::invalid_argument("'" + text + "': '" + name + "' is not a field (Class.field)");
    a.names.push_back(name);
  }
  if (a.names.empty()) throw std::invalid_argument("'" + text + "': names nothing");
  if (a.kind == HeapAssumption::Kind::NoAlias && a.names.size() != 2)
    throw std::invalid_argument("'" + text + "': noalias takes two classes");
  return a;
}

std::vector<HeapAssumption> parseHeapAssumptions(const std::string& text,
                                                 const std::string& origin) {
  std::vector<HeapAssumption> out;
  std::stringstream in(text);
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (size_t hash = line.find('#'); hash != std::string::npos) line.resize(hash);
    if (trim(line).empty()) continue;
    try {
      out.push_back(parseHeapAssumption(line));
    } catch (const std::invalid_argument& e) {
      throw std::invalid_argument(origin + ":" + std::to_string(number) + ": " + e.what());
    }
  }
  return out;
}

bool namesClass(const std::string& internalName, const std::string& written) {
  return endsWithName(internalName, written);
}

bool namesField(const std::string& qualified, const std::string& written) {
  size_t q = qualified.rfind('.'), w = written.rfind('.');
  if (q == std::string::npos || w == std::string::npos) return false;
  return qualified.substr(q + 1) == written.substr(w + 1) &&
         namesClass(qualified.substr(0, q), written.substr(0, w));
}

std::string unknownName(const std::vector<HeapAssumption>& assumptions,
                        classfile::ClassPath& classPath) {
  std::vector<std::string> classes = classPath.listClasses();
  const auto& models = classPath.listModelClasses();
  classes.insert(classes.end(), models.begin(), models.end());
  auto known = [&](const std::string& name, bool isField) {
    const size_t dot = name.rfind('.');
    const std::string cls = isField ? name.substr(0, dot) : name;
    for (const std::string& c : classes) {
      if (!namesClass(c, cls)) continue;
      if (!isField) return true;
      const classfile::ClassFile* file = classPath.find(c);
      if (file && std::any_of(file->fields.begin(), file->fields.end(),
                              [&](const auto& f) { return f.name == name.substr(dot + 1); }))
        return true;
    }
    return false;
  };
  for (const HeapAssumption& a : assumptions)
    for (const std::string& n : a.names)
      if (!known(n, a.kind != HeapAssumption::Kind::NoAlias)) return n;
  return "";
}

bool aliasAllowed(const std::vector<HeapAssumption>& assumptions, const heap::Heap& heap,
                  uint32_t symbol, uint32_t candidate) {
  uint32_t holder = 0;
  uint64_t field = 0;
  const bool held = holderOf(heap, symbol, holder, field);
  const std::string& declared = heap.symbol(symbol).declaredType;
  const std::string& target = heap.object(candidate).type;
  for (const HeapAssumption& a : assumptions) {
    switch (a.kind) {
      case HeapAssumption::Kind::Acyclic:
        // holder.field = candidate closes a cycle when candidate already reaches holder.
        if (held && inFields(heap, field, a.names) &&
            reaches(links(heap, a.names), candidate, holder))
          return false;
        break;
      case HeapAssumption::Kind::Unshared:
        if (held && inFields(heap, field, a.names)) {
          for (const auto& [from, to] : links(heap, a.names))
            if (to == candidate) return false;
        }
        break;
      case HeapAssumption::Kind::NoAlias:
        if ((namesClass(declared, a.names[0]) && namesClass(target, a.names[1])) ||
            (namesClass(declared, a.names[1]) && namesClass(target, a.names[0])))
          return false;
        break;
    }
  }
  return true;
}

}  // namespace symtest::heapsolver
