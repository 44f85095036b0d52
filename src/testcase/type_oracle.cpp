#include "testcase/type_oracle.hpp"

#include <algorithm>

#include "classfile/class_init.hpp"
#include "classfile/generic_signature.hpp"
#include "classfile/hierarchy.hpp"
#include "classfile/nesting.hpp"
#include "results/library_classes.hpp"

namespace symtest::testcase {

bool ClassPathOracle::isModelClass(const std::string& type) {
  return cp_.isModelClass(type);
}

bool ClassPathOracle::staticsAreInputs(const std::string& type) {
  return staticInputs_ && !classfile::isSelfInitialized(cp_, type);
}

bool ClassPathOracle::recordsStaticState(const std::string& type) {
  return !staticsAreInputs(type) && classfile::recordsStaticState(cp_, type);
}

bool ClassPathOracle::isEnum(const std::string& type) {
  return classfile::isEnumClass(cp_, type);
}

std::string ClassPathOracle::defaultTypeArgument(const classfile::TypeParameter& p) {
  if (auto it = typeArguments_.find(p.name); it != typeArguments_.end())
    return "L" + it->second + ";";
  const std::string integer = "java/lang/Integer";
  std::vector<std::string> bounds;
  for (const std::string& b : p.bounds) {
    std::string e = classfile::erasure(b);
    if (b[0] != 'T' && e != "java/lang/Object") bounds.push_back(e);
  }
  bool integerFits = true;
  for (const std::string& b : bounds)
    integerFits = integerFits && classfile::isSubclassOf(cp_, integer, b);
  if (integerFits) return "L" + integer + ";";
  return bounds.front()[0] == '[' ? bounds.front() : "L" + bounds.front() + ";";
}

std::map<std::string, std::string> ClassPathOracle::bindingsFor(const std::string& type,
                                                                const std::string& signature,
                                                                const std::string& cls) {
  // From the object's own type arguments, or its class's defaults, up the superclass chain
  // through the type arguments each class gives its superclass.
  std::map<std::string, std::string> bindings;
  std::string current = type;
  const auto* cf = cp_.find(current);
  if (!cf) return bindings;
  std::vector<classfile::TypeParameter> params = classfile::typeParameters(cf->signature);
  std::vector<std::string> args = classfile::typeArguments(signature);
  for (size_t i = 0; i < params.size(); ++i)
    bindings[params[i].name] =
        args.size() == params.size() ? args[i] : defaultTypeArgument(params[i]);
  for (int depth = 0; current != cls && depth < 64; ++depth) {
    if (!cf || cf->superName.empty()) return {};
    std::string superSignature;
    for (const std::string& s : classfile::supertypeSignatures(cf->signature))
      if (classfile::erasure(s) == cf->superName) superSignature = s;
    current = cf->superName;
    cf = cp_.find(current);
    if (!cf) return {};
    params = classfile::typeParameters(cf->signature);
    args = classfile::typeArguments(classfile::substituteTypeVariables(superSignature, bindings));
    std::map<std::string, std::string> next;
    for (size_t i = 0; i < params.size(); ++i)
      next[params[i].name] =
          args.size() == params.size() ? args[i] : defaultTypeArgument(params[i]);
    bindings = std::move(next);
  }
  return current == cls ? bindings : std::map<std::string, std::string>{};
}

std::string ClassPathOracle::fieldSignature(const std::string& type, const std::string& signature,
                                            const std::string& owner, const std::string& field) {
  const auto* cf = cp_.find(owner);
  const auto* f = cf ? cf->findField(field) : nullptr;
  if (!f || f->signature.empty()) return "";
  std::map<std::string, std::string> bindings = bindingsFor(type, signature, owner);
  // Variables still unbound (an owner outside the object's superclass chain): defaults.
  for (const classfile::TypeParameter& p : classfile::typeParameters(cf->signature))
    bindings.try_emplace(p.name, defaultTypeArgument(p));
  return classfile::substituteTypeVariables(f->signature, bindings);
}

std::vector<ClassPathOracle::FieldRef> ClassPathOracle::instanceFields(const std::string& type) {
  std::vector<FieldRef> out;
  for (const std::string& c : classfile::superclassChain(cp_, type)) {
    const auto* cf = cp_.find(c);
    if (!cf) break;
    for (const auto& f : cf->fields)
      if (!f.isStatic()) out.push_back({c, f.name, f.descriptor});
  }
  return out;
}

std::vector<std::string> ClassPathOracle::typeParameters(const std::string& type) {
  const auto* cf = cp_.find(type);
  return cf ? classfile::classTypeParameters(cf->signature) : std::vector<std::string>{};
}

std::vector<std::string> ClassPathOracle::enumConstants(const std::string& type) {
  // A constant with a body has a class of its own; its enum declares the field.
  const auto* cf = cp_.find(type);
  std::string owner = cf && cf->superName != "java/lang/Enum" ? cf->superName : type;
  std::vector<std::string> keys;
  for (const std::string& f : classfile::enumConstantNames(cp_, owner))
    keys.push_back(owner + "." + f);
  return keys;
}

bool ClassPathOracle::isSubtype(const std::string& sub, const std::string& super) {
  return classfile::isSubclassOf(cp_, sub, super);
}

void ClassPathOracle::setObjectCandidates(std::vector<std::string> classes) {
  objectCandidates_ = std::move(classes);
  cache_.erase("java/lang/Object");
}

std::string ClassPathOracle::jdkStateOwner(const std::string& type) {
  if (cp_.isModelClass(type)) return "";
  if (auto it = jdkStateOwners_.find(type); it != jdkStateOwners_.end()) return it->second;
  std::string owner;
  const auto* h = cp_.header(type);
  // The first JDK superclass (modelled or not) with instance fields, its own superclasses'
  // included: a test cannot set them (java.base does not open its packages to reflection). Not
  // java.lang's (an enum's constants, a record's components and an exception's message are
  // made and compared their own ways).
  for (std::string super = h ? h->superName : ""; !super.empty() && owner.empty();) {
    const auto* s = cp_.find(super);
    if (!s) break;
    if (!cp_.isUserClass(super) && super.rfind("java/lang/", 0) != 0)
      for (const auto& f : s->fields)
        if (!f.isStatic()) owner = super;
    super = s->superName;
  }
  // Reported as the public JDK class the user wrote (ArrayList, not its model's AbstractList).
  if (!owner.empty())
    for (std::string super = h->superName; !super.empty();) {
      if (!cp_.isUserClass(super)) {
        owner = super;
        break;
      }
      const auto* s = cp_.find(super);
      super = s ? s->superName : "";
    }
  return jdkStateOwners_[type] = owner;
}

std::vector<std::string> ClassPathOracle::concreteSubtypes(const std::string& type) {
  auto it = cache_.find(type);
  if (it != cache_.end()) return it->second;
  if (type == "java/lang/Object") {
    // Round robin over the types the code tests for (the first Map, the first Collection, ...,
    // then the second of each): a depth-first search given up on one Map goes on to a
    // Collection, not to the next of forty Maps.
    std::vector<std::vector<std::string>> families;
    for (const std::string& c : objectCandidates_)
      families.push_back(c == "java/lang/Object" || c[0] == '[' ? std::vector<std::string>{c}
                                                                : concreteSubtypes(c));
    std::vector<std::string> out;
    for (size_t i = 0, left = families.size(); left > 0; ++i) {
      left = 0;
      for (const auto& f : families) {
        if (i >= f.size()) continue;
        ++left;
        if (std::find(out.begin(), out.end(), f[i]) == out.end()) out.push_back(f[i]);
      }
    }
    return cache_[type] = out;
  }
  std::vector<std::string> out;
  for (const std::string& c : cp_.scopeClasses()) {
    const auto* h = cp_.header(c);  // only the candidates are read whole
    if (!h || h->isInterface() || h->isAbstract() || !classfile::isSubclassOf(cp_, c, type))
      continue;
    // Anonymous and local classes (a double-brace map, a holder in a lambda) are their
    // enclosing code's business: no test creates one to pass it elsewhere.
    if (c != type && classfile::sourceName(cp_, c).empty()) continue;
    out.push_back(c);
  }
  // Modelled JDK classes that tests can build (Integer, String, ArrayList, ...) are inputs
  // of their own type and of the JDK types they implement (List, Comparable), not Object;
  // a Vector or Stack of its own type only.
  if (cp_.isModelClass(type) && results::libraryKind(type) != results::LibraryKind::None)
    out.push_back(type);
  if (!cp_.isModelClass(type) && type != "java/lang/Object")
    for (const std::string& m : cp_.listModelClasses())
      if (results::libraryKind(m) != results::LibraryKind::None && !results::isVector(m) &&
          classfile::isSubclassOf(cp_, m, type))
        out.push_back(m);
  // The declared class first: the most natural input.
  std::stable_partition(out.begin(), out.end(), [&](const std::string& c) { return c == type; });
  return cache_[type] = out;
}

}  // namespace symtest::testcase
