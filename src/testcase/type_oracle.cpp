#include "testcase/type_oracle.hpp"

#include <algorithm>

#include "classfile/class_init.hpp"
#include "classfile/generic_signature.hpp"
#include "classfile/hierarchy.hpp"
#include "testcase/library_classes.hpp"

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

std::string ClassPathOracle::fieldSignature(const std::string& owner, const std::string& field) {
  const auto* cf = cp_.find(owner);
  const auto* f = cf ? cf->findField(field) : nullptr;
  return f ? f->signature : "";
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

std::vector<std::string> ClassPathOracle::concreteSubtypes(const std::string& type) {
  auto it = cache_.find(type);
  if (it != cache_.end()) return it->second;
  std::vector<std::string> out;
  for (const std::string& c : cp_.listClasses()) {
    const auto* cf = cp_.find(c);
    if (cf && !cf->isInterface() && !cf->isAbstract() && classfile::isSubclassOf(cp_, c, type))
      out.push_back(c);
  }
  // Modelled JDK classes that tests can build (Integer, String, ArrayList, ...) are inputs
  // of their own type and of the JDK types they implement (List, Comparable), not Object.
  if (cp_.isModelClass(type) && libraryKind(type) != LibraryKind::None) out.push_back(type);
  if (!cp_.isModelClass(type) && type != "java/lang/Object")
    for (const std::string& m : cp_.listModelClasses())
      if (libraryKind(m) != LibraryKind::None && classfile::isSubclassOf(cp_, m, type))
        out.push_back(m);
  // The declared class first: the most natural input.
  std::stable_partition(out.begin(), out.end(), [&](const std::string& c) { return c == type; });
  return cache_[type] = out;
}

}  // namespace symtest::testcase
