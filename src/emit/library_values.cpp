#include "emit/library_values.hpp"

#include <optional>
#include <set>

#include "classfile/descriptor.hpp"
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
      if (results::isVector(o.type)) {
        c.elements = arrayElements(t, field(o, "elementData", initial), initial, c.internals);
        c.capacity = static_cast<int64_t>(c.elements.size());
        const SlotValue* count = field(o, "elementCount", initial);
        const int64_t n = count ? count->value.value : 0;  // a new Vector's unwritten count
        if (n >= 0 && static_cast<size_t>(n) < c.elements.size()) c.elements.resize(n);
        if (const SlotValue* inc = field(o, "capacityIncrement", initial))
          c.increment = inc->value.value;
        break;
      }
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

namespace {

// The referenced object of a field, or nullopt (null; or unknown, for an input object).
std::optional<size_t> referent(const ObjectSnapshot& o, const std::string& name) {
  const SlotValue* s = field(o, name, false);
  if (!s || !s->value.isReference() || s->value.isNull()) return std::nullopt;
  return static_cast<size_t>(s->value.value);
}

// An int field's value; a created object's unwritten fields hold 0, an input's are unknown.
std::optional<int64_t> intField(const ObjectSnapshot& o, const std::string& name) {
  const SlotValue* s = field(o, name, false);
  if (!s) return o.isInput ? std::nullopt : std::optional<int64_t>(0);
  if (s->value.isReference()) return std::nullopt;
  return s->value.value;
}

// The first `count` elements of the array field `name`, or nullopt when some are unknown.
std::optional<std::vector<ConcreteValue>> prefix(const TestCase& t, const ObjectSnapshot& o,
                                                 const std::string& name,
                                                 std::optional<int64_t> count) {
  std::optional<size_t> a = referent(o, name);
  if (!a) return std::nullopt;
  const ObjectSnapshot& arr = t.objects[*a];
  const int64_t n = count ? *count : arr.length;
  if (n < 0 || n > arr.length) return std::nullopt;
  std::vector<std::optional<ConcreteValue>> known(static_cast<size_t>(n));
  for (const auto* list : {&arr.initial, &arr.final})
    for (const SlotValue& s : *list) {
      size_t i = std::stoul(s.name);
      if (i < known.size()) known[i] = s.value;
    }
  // A created array's unwritten elements hold their defaults.
  const ConcreteValue zero{classfile::parseFieldDescriptor(arr.type.substr(1)),
                           arr.type[1] == 'L' || arr.type[1] == '[' ? -1 : 0};
  std::vector<ConcreteValue> out;
  for (const auto& v : known) {
    if (!v && arr.isInput) return std::nullopt;
    out.push_back(v ? *v : zero);
  }
  return out;
}

// The entries of the red-black tree under `node`, in key order; false when a part is unknown.
bool inOrder(const TestCase& t, std::optional<size_t> node, LibraryContent& c, int depth) {
  if (!node) return true;
  if (depth > 64) return false;
  const ObjectSnapshot& e = t.objects[*node];
  const SlotValue* key = field(e, "key", false);
  const SlotValue* value = field(e, "value", false);
  if (!key || !value) return false;
  if (!inOrder(t, referent(e, "left"), c, depth + 1)) return false;
  c.elements.push_back(key->value);
  c.values.push_back(value->value);
  return inOrder(t, referent(e, "right"), c, depth + 1);
}

}  // namespace

std::optional<ModelContent> modelContent(const TestCase& t, size_t k) {
  const ObjectSnapshot& o = t.objects[k];
  if (!results::comparedByContent(o.type)) return std::nullopt;
  ModelContent c;
  std::optional<std::vector<ConcreteValue>> elements;
  if (o.type == "java/util/ArrayDeque") {
    c.shape = ModelShape::Sequence;
    elements = prefix(t, o, "elements", std::nullopt);
  } else if (o.type == "java/util/Arrays$ArrayList") {
    c.shape = ModelShape::List;  // Arrays.asList: equal to the list of its array's elements
    elements = prefix(t, o, "a", std::nullopt);
  } else if (o.type == "java/util/PriorityQueue") {
    c.shape = ModelShape::Sequence;
    elements = prefix(t, o, "queue", intField(o, "size"));
  } else if (o.type == "java/util/TreeMap" || o.type == "java/util/TreeSet") {
    std::optional<size_t> map = o.type == "java/util/TreeSet" ? referent(o, "m") : k;
    if (!map) return std::nullopt;
    const ObjectSnapshot& m = t.objects[*map];
    if ((m.isInput && !field(m, "root", false)) || !inOrder(t, referent(m, "root"), c.content, 0))
      return std::nullopt;
    c.shape = o.type == "java/util/TreeMap" ? ModelShape::Map : ModelShape::Sequence;
    if (c.shape == ModelShape::Sequence) c.content.values.clear();
    return c;
  } else if (o.type == "java/util/BitSet") {
    c.shape = ModelShape::Bits;
    auto words = prefix(t, o, "words", intField(o, "wordsInUse"));
    if (!words) return std::nullopt;
    for (const ConcreteValue& w : *words) c.words.push_back(w.value);
    return c;
  } else if (o.type == "java/lang/StringBuffer") {
    std::optional<size_t> chars = referent(o, "chars");
    if (!chars) return std::nullopt;
    c.shape = ModelShape::Text;
    c.text = results::builderContent(t, *chars, false);
    return c;
  }
  if (!elements) return std::nullopt;
  c.content.elements = std::move(*elements);
  return c;
}

namespace {

// The type signature at `sig[i]` as Java source ("java.util.List<? extends java.lang.Number>"),
// `i` moved past it; nothing when a part cannot be named in `package` (a type variable, an
// inaccessible class, the member of a generic class).
std::optional<std::string> genericSource(const std::string& sig, size_t& i,
                                         const results::TypeNames& names,
                                         const std::string& package) {
  size_t dims = 0;
  while (i < sig.size() && sig[i] == '[') ++dims, ++i;
  if (i >= sig.size()) return std::nullopt;
  std::string out;
  if (sig[i] != 'L') {
    if (std::string("BCDFIJSZ").find(sig[i]) == std::string::npos) return std::nullopt;
    out = javaTypeName(std::string(1, sig[i++]));
  } else {
    const size_t end = sig.find_first_of("<;.", i);
    if (end == std::string::npos || sig[end] == '.') return std::nullopt;
    const std::string name = sig.substr(i + 1, end - i - 1);
    if (!names.accessible(name, package)) return std::nullopt;
    out = javaTypeName(name);
    i = end;
    if (sig[i] == '<') {
      out += "<";
      for (++i; i < sig.size() && sig[i] != '>';) {
        if (out.back() != '<') out += ", ";
        if (sig[i] == '*') {
          out += "?";
          ++i;
          continue;
        }
        if (sig[i] == '+' || sig[i] == '-') out += sig[i++] == '+' ? "? extends " : "? super ";
        auto argument = genericSource(sig, i, names, package);
        if (!argument) return std::nullopt;
        out += *argument;
      }
      if (i + 1 >= sig.size() || sig[i + 1] != ';') return std::nullopt;  // a member class
      out += ">";
      ++i;
    }
    ++i;  // the ';'
  }
  for (size_t d = 0; d < dims; ++d) out += "[]";
  return out;
}

}  // namespace

std::string javaTypeArguments(const ObjectSnapshot& o, LibraryKind kind,
                              const results::TypeNames& names, const std::string& package) {
  size_t wanted = kind == LibraryKind::Map ? 2 : 1;
  std::vector<std::string> args = classfile::typeArguments(o.signature);
  std::string out = "<";
  for (size_t i = 0; i < wanted; ++i) {
    std::string type = i < args.size() ? classfile::erasure(args[i]) : "java/lang/Object";
    std::string text = names.accessible(type, package) ? javaTypeName(type) : "java.lang.Object";
    // A parameterized argument (List<String> in Map<String, List<String>>) is written whole:
    // its erasure would make a type the parameter does not accept. When it cannot be, the
    // declaration is raw, which every parameterization accepts.
    if (i < args.size() && args[i].find('<') != std::string::npos) {
      size_t at = 0;
      auto whole = genericSource(args[i], at, names, package);
      if (!whole) return "";
      text = *whole;
    }
    out += (i ? ", " : "") + text;
  }
  return out + ">";
}

// Boxed values and strings (modelled JDK classes) are built and compared with ordinary Java:
// their fields are internal to java.base and cannot be reached by reflection.
bool isBoxed(const std::string& type) {
  LibraryKind k = libraryKind(type);
  return k == LibraryKind::Boxed || k == LibraryKind::String;
}
bool comparableJdkObject(const results::ObjectSnapshot& o) {
  return o.jdkObject && o.jdkEquals && !o.jdkExpression.empty();
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
