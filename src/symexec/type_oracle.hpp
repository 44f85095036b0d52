// Class-hierarchy questions the engine asks, answered from the class path by the caller.
#pragma once

#include <string>
#include <vector>

namespace symtest::symexec {

class TypeOracle {
 public:
  virtual ~TypeOracle() = default;
  virtual bool isSubtype(const std::string& sub, const std::string& super) = 0;
  // Non-abstract analysed classes assignable to `type` (for lazily created input objects).
  virtual std::vector<std::string> concreteSubtypes(const std::string& type) = 0;
  // Models of JDK classes: their static fields start at their defaults, not as inputs.
  virtual bool isModelClass(const std::string& type) = 0;
  // Classes whose statics are program state set by <clinit> (run before the method under
  // test), not inputs: models, enums, switch maps, classes with only final statics.
  virtual bool staticsAreState(const std::string& type) { return isModelClass(type); }
  // The static fields ("Enum.NAME") that may hold constants of enum class `type`.
  virtual std::vector<std::string> enumConstants(const std::string&) { return {}; }
  virtual bool isEnum(const std::string&) { return false; }
  // Generic signature of a field, and the type parameter names of a class (empty if none).
  virtual std::string fieldSignature(const std::string&, const std::string&) { return ""; }
  virtual std::vector<std::string> typeParameters(const std::string&) { return {}; }
};

}  // namespace symtest::symexec
