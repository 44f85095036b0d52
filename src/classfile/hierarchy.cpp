// Subtype queries by walking superclasses and interfaces found on the class path.
#include "classfile/hierarchy.hpp"

#include <algorithm>
#include <functional>
#include <set>

namespace symtest::classfile {

namespace {
constexpr const char* kObject = "java/lang/Object";
}  // namespace

bool isSubclassOf(ClassPath& classPath, const std::string& sub, const std::string& super) {
  if (sub == super || super == kObject) return true;
  if (!sub.empty() && sub[0] == '[') {
    if (super == "java/lang/Cloneable" || super == "java/io/Serializable") return true;
    if (super.size() < 2 || super[0] != '[') return false;
    // Arrays are covariant in their reference component types (JVMS checkcast rules).
    auto component = [](const std::string& d) {
      std::string c = d.substr(1);
      return c[0] == 'L' ? c.substr(1, c.size() - 2) : c;
    };
    std::string subComponent = component(sub), superComponent = component(super);
    bool references = (sub[1] == 'L' || sub[1] == '[') && (super[1] == 'L' || super[1] == '[');
    return references && isSubclassOf(classPath, subComponent, superComponent);
  }
  const std::vector<std::string>& supers = classPath.supertypes(sub);
  return std::binary_search(supers.begin(), supers.end(), super);
}

std::vector<std::string> superclassChain(ClassPath& classPath, const std::string& name) {
  std::vector<std::string> chain{name};
  std::set<std::string> seen{name};
  std::string current = name;
  while (current != kObject) {
    const ClassHeader* cf = current[0] == '[' ? nullptr : classPath.header(current);
    std::string next = (cf == nullptr || cf->superName.empty()) ? kObject : cf->superName;
    if (!seen.insert(next).second) {  // cycle in a corrupt hierarchy
      chain.push_back(kObject);
      break;
    }
    chain.push_back(next);
    current = next;
  }
  return chain;
}

std::string fieldOwner(ClassPath& classPath, const std::string& owner, const std::string& name) {
  std::set<std::string> seen;
  // Depth first in resolution order; interfaces are searched before the superclass.
  std::function<std::string(const std::string&)> find = [&](const std::string& c) -> std::string {
    if (c.empty() || !seen.insert(c).second) return "";
    const ClassFile* cf = classPath.find(c);
    if (!cf) return "";
    if (cf->findField(name)) return c;
    for (const std::string& i : cf->interfaces)
      if (std::string found = find(i); !found.empty()) return found;
    return find(cf->superName);
  };
  std::string found = find(owner);
  return found.empty() ? owner : found;
}

std::string staticMethodOwner(ClassPath& classPath, const std::string& owner,
                              const std::string& name, const std::string& desc) {
  for (const std::string& c : superclassChain(classPath, owner)) {
    const ClassFile* cf = classPath.find(c);
    if (!cf) break;
    if (cf->findMethod(name, desc)) return c;
  }
  return owner;
}

std::string selectMethod(ClassPath& classPath, const std::string& cls, const std::string& name,
                         const std::string& desc) {
  std::vector<std::string> chain = superclassChain(classPath, cls);
  for (const std::string& c : chain) {
    const ClassFile* cf = classPath.find(c);
    if (!cf) break;
    const Method* m = cf->findMethod(name, desc);
    if (m && !m->isAbstract() && !m->isStatic()) return c;
  }
  // Superinterfaces (of the class and its superclasses) declaring the method.
  std::vector<std::string> declaring;
  std::vector<std::string> work;
  std::set<std::string> seen;
  for (const std::string& c : chain)
    if (const ClassFile* cf = classPath.find(c))
      for (const std::string& i : cf->interfaces)
        if (seen.insert(i).second) work.push_back(i);
  while (!work.empty()) {
    std::string i = std::move(work.back());
    work.pop_back();
    const ClassFile* cf = classPath.find(i);
    if (!cf) continue;
    const Method* m = cf->findMethod(name, desc);
    if (m && !m->isStatic() && !m->isPrivate()) declaring.push_back(i);
    for (const std::string& s : cf->interfaces)
      if (seen.insert(s).second) work.push_back(s);
  }
  // The maximally specific ones: no other declaring interface extends them.
  std::string selected;
  for (const std::string& i : declaring) {
    bool maximal = true;
    for (const std::string& j : declaring)
      maximal = maximal && (j == i || !isSubclassOf(classPath, j, i));
    if (!maximal) continue;
    if (classPath.find(i)->findMethod(name, desc)->isAbstract()) continue;
    if (!selected.empty()) return "";  // conflicting defaults: IncompatibleClassChangeError
    selected = i;
  }
  return selected;
}

}  // namespace symtest::classfile
