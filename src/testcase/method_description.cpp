#include "testcase/method_description.hpp"

#include <fmt/format.h>

#include "classfile/generic_signature.hpp"
#include "classfile/hierarchy.hpp"
#include "classfile/nesting.hpp"

namespace symtest::testcase {

using Kind = classfile::JavaType::Kind;

// What `throws` a caller of `m` needs (see MethodResult::checkedThrows).
std::string checkedThrows(classfile::ClassPath& cp, const classfile::Method& m) {
  std::string out;
  for (const std::string& e : m.exceptions) {
    if (classfile::isSubclassOf(cp, e, "java/lang/RuntimeException") ||
        classfile::isSubclassOf(cp, e, "java/lang/Error"))
      continue;
    if (cp.find(e) && !classfile::isSubclassOf(cp, e, "java/lang/Exception")) return "Throwable";
    out = "Exception";
  }
  return out;
}

// Whether a method other than `id` with its name and number of parameters is declared by its
// class, a superclass or a superinterface (constructors: by the class itself).
bool overloadedArity(classfile::ClassPath& cp, const classfile::MethodId& id) {
  const size_t arity = classfile::parseMethodDescriptor(id.descriptor).params.size();
  std::vector<std::string> todo{id.className};
  std::set<std::string> seen;
  while (!todo.empty()) {
    std::string c = todo.back();
    todo.pop_back();
    if (!seen.insert(c).second) continue;
    const classfile::ClassFile* cf = cp.find(c);
    if (!cf) continue;
    for (const classfile::Method& m : cf->methods) {
      if (m.name != id.name || m.descriptor == id.descriptor || m.isSynthetic() ||
          (m.access & classfile::kAccBridge))
        continue;
      try {
        if (classfile::parseMethodDescriptor(m.descriptor).params.size() == arity) return true;
      } catch (const std::invalid_argument&) {
      }
    }
    if (id.name == "<init>") break;
    if (!cf->superName.empty()) todo.push_back(cf->superName);
    for (const std::string& i : cf->interfaces) todo.push_back(i);
  }
  return false;
}

results::MethodResult describeMethod(classfile::ClassPath& classPath,
                                     const classfile::MethodId& id) {
  results::MethodResult mr;
  mr.method = id;
  auto md = classfile::parseMethodDescriptor(id.descriptor);
  mr.resultType = md.result;
  const auto* cls = classPath.find(id.className);
  const auto* m = cls ? cls->findMethod(id.name, id.descriptor) : nullptr;
  mr.isStatic = m ? m->isStatic() : true;
  if (m) mr.checkedThrows = checkedThrows(classPath, *m);
  mr.overloadedArity = overloadedArity(classPath, id);
  if (id.name == "<init>")
    mr.enclosingClass = classfile::enclosingInstanceClass(classPath, id.className);
  std::string package = classfile::packageOf(id.className);
  if (m && m->isPrivate())
    mr.notCallable = "private method";
  else if (!classfile::isAccessibleFrom(classPath, id.className, package))
    mr.notCallable = "its class is private, local or anonymous";
  for (const auto& p : md.params) {
    std::string type = p.kind == Kind::Array ? p.descriptor() : p.className;
    if (p.isReference() && !classfile::isAccessibleFrom(classPath, type, package))
      mr.notCallable =
          "a parameter's type cannot be named: " + classfile::sourceName(classPath, type);
  }
  uint16_t slot = mr.isStatic ? 0 : 1;
  std::vector<std::string> generic =
      m ? classfile::methodParameterSignatures(m->signature) : std::vector<std::string>{};
  for (size_t i = 0; i < md.params.size(); ++i) {
    std::string name = m && m->code ? m->code->localName(slot, 0) : "";
    if (name.empty()) name = fmt::format("arg{}", i);
    // Signatures of inner-class constructors may omit synthetic parameters: use them only
    // when they line up.
    std::string sig = generic.size() == md.params.size() ? generic[i] : "";
    mr.params.push_back({name, md.params[i], sig, ""});
    slot = static_cast<uint16_t>(slot + md.params[i].slots());
  }
  return mr;
}

}  // namespace symtest::testcase
