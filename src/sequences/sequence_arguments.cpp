#include "sequences/sequence_arguments.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "emit/java_text.hpp"
#include "emit/junit_body.hpp"
#include "emit/library_values.hpp"

namespace symtest::sequences {

namespace {

using results::ConcreteValue;
using results::ObjectSnapshot;

// True when another operation has the same name and number of parameters: a bare null could
// then select either.
bool overloaded(const ClassSequences& cls, const Operation& op) {
  if (op.overloadedArity) return true;  // also through interfaces and default methods
  for (const Operation& other : cls.operations)
    if (&other != &op && other.method.name == op.method.name &&
        other.descriptor.params.size() == op.descriptor.params.size())
      return true;
  return false;
}

// Source name of a class or array type; java.lang's classes by their simple names.
std::string typeName(const std::string& internalOrDescriptor) {
  const std::string& t = internalOrDescriptor;
  if (t.rfind("java/lang/", 0) == 0 && t.find('/', 10) == std::string::npos)
    return emit::javaTypeName(t.substr(10));
  return emit::javaTypeName(t);
}

std::string typeName(const classfile::JavaType& t) {
  return typeName(t.kind == classfile::JavaType::Kind::Array ? t.descriptor() : t.className);
}

bool builtThroughApi(const ObjectSnapshot& o) {
  return o.constructed && !o.constructor.empty();
}

// The type arguments tests give `type`: the class under test's, or those of a class whose
// objects are built as arguments ("<Integer>"; empty when it is not generic).
std::string typeArgumentsOf(const ClassSequences& cls, const std::string& type) {
  if (type == cls.className) return cls.typeArguments;
  for (const Operation& op : cls.operations)
    for (const Operation::ObjectArgument& a : op.objectArguments)
      if (a.builtClass == type) return a.typeArguments;
  return "";
}

}  // namespace

ArgumentWriter::ArgumentWriter(const ClassSequences& cls, const SequenceTest& test,
                               bool declareShared, std::string receiver)
    : cls_(cls), t_(test), receiver_(std::move(receiver)) {
  std::map<size_t, uint32_t> uses;
  std::map<size_t, std::string> firstName;
  for (const auto* list : {&t_.calls, &t_.observations})
    for (const SequenceCall& call : *list)
      for (size_t i = 0; i < call.args.size(); ++i) {
        const ConcreteValue& v = call.args[i];
        if (!v.isReference() || v.isNull()) continue;
        auto k = static_cast<size_t>(v.value);
        if (uses[k]++ == 0) firstName[k] = cls_.operations[call.operation].paramNames[i];
      }
  std::set<std::string> names{receiver_};
  for (const auto& [k, n] : uses) {
    if (!builtThroughApi(t_.objects.objects.at(k)) && (n < 2 || !declareShared)) continue;
    std::string name = firstName[k];
    for (uint32_t i = 2; !names.insert(name).second; ++i)
      name = fmt::format("{}{}", firstName[k], i);
    shared_[k] = name;
  }
}

std::string ArgumentWriter::declaredType(size_t object) const {
  const ObjectSnapshot& o = t_.objects.objects.at(object);
  if (builtThroughApi(o)) return typeName(o.type) + typeArgumentsOf(cls_, o.type);
  return typeName(o.isConstant() ? o.constantOwner : o.type);
}

std::string ArgumentWriter::creation(size_t object) const {
  const results::TestCase& t = t_.objects;
  const ObjectSnapshot& o = t.objects.at(object);
  if (o.isConstant()) return typeName(o.constantOwner) + "." + o.constantField;
  if (builtThroughApi(o))
    return fmt::format("new {}{}({})", typeName(o.type),
                       typeArgumentsOf(cls_, o.type).empty() ? "" : "<>",
                       valueList(o.constructorArgs));
  if (o.type == "java/lang/String") {
    std::string text = emit::stringLiteral(t, o);
    // A distinct object, as the path assumed, when it compared it by reference.
    return o.identityCompared ? "new String(" + text + ")" : text;
  }
  if (emit::isBoxed(o.type)) {
    std::string value = emit::boxedLiteral(o);
    boxConstructor_ = boxConstructor_ || o.identityCompared;
    return o.identityCompared ? fmt::format("new {}({})", typeName(o.type), value)
                              : fmt::format("{}.valueOf({})", typeName(o.type), value);
  }
  // An array of primitives: its elements as the path read them, 0 where it read none.
  classfile::JavaType element = classfile::parseFieldDescriptor(o.type.substr(1));
  std::vector<std::string> elements(static_cast<size_t>(o.length),
                                    emit::literal(ConcreteValue{element, 0}));
  for (const auto& s : o.initial) {
    size_t i = std::stoul(s.name);
    if (i < elements.size()) elements[i] = emit::literal(s.value);
  }
  std::string list;
  for (const std::string& e : elements) list += (list.empty() ? "" : ", ") + e;
  return fmt::format("new {}[] {{{}}}", element.javaName(), list);
}

std::string ArgumentWriter::declarations(const SequenceCall& call, const std::string& indent) {
  std::string out;
  for (const ConcreteValue& v : call.args) {
    if (!v.isReference() || v.isNull()) continue;
    auto k = static_cast<size_t>(v.value);
    auto it = shared_.find(k);
    if (it == shared_.end() || !declared_.insert(k).second) continue;
    out += fmt::format("{}{} {} = {};\n", indent, declaredType(k), it->second, creation(k));
    for (const ObjectSnapshot::Call& c : t_.objects.objects.at(k).calls)
      out += fmt::format("{}{}.{}({});\n", indent, it->second, c.name, valueList(c.args));
  }
  return out;
}

std::string ArgumentWriter::valueList(const std::vector<ConcreteValue>& values) const {
  std::string out;
  for (const ConcreteValue& v : values) out += (out.empty() ? "" : ", ") + value(v);
  return out;
}

std::string ArgumentWriter::arguments(const SequenceCall& call) const {
  const Operation& op = cls_.operations[call.operation];
  std::string out;
  for (size_t i = 0; i < call.args.size(); ++i) {
    const ConcreteValue& v = call.args[i];
    std::string text;
    if (std::find(call.receiverArguments.begin(), call.receiverArguments.end(), i) !=
        call.receiverArguments.end()) {
      text = receiver_;
    } else if (!v.isReference()) {
      text = emit::literal(v);
    } else if (v.isNull()) {
      text = overloaded(cls_, op) ? fmt::format("({}) null", typeName(op.descriptor.params[i]))
                                  : "null";
    } else {
      text = value(v);
    }
    out += (out.empty() ? "" : ", ") + text;
  }
  return out;
}

std::string ArgumentWriter::value(const ConcreteValue& v) const {
  if (!v.isReference()) return emit::literal(v);
  if (v.isNull()) return "null";
  auto it = shared_.find(static_cast<size_t>(v.value));
  return it != shared_.end() ? it->second : creation(static_cast<size_t>(v.value));
}

}  // namespace symtest::sequences
