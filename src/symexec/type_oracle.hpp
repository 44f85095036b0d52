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
  // Classes whose static fields are inputs of the method (read lazily, like input objects)
  // rather than program state set by their class initializer.
  virtual bool staticsAreInputs(const std::string& type) {
    (void)type;
    return false;
  }
  // Classes whose static state tests set up: the slots of their statics, and of the objects
  // their initializers create, record the value a path first read (HeapObject::preState).
  virtual bool recordsStaticState(const std::string& type) {
    (void)type;
    return false;
  }
  // The static fields ("Enum.NAME") that may hold constants of enum class `type`.
  virtual std::vector<std::string> enumConstants(const std::string&) { return {}; }
  virtual bool isEnum(const std::string&) { return false; }
  // The generic type of field owner.field in an object of class `type` whose generic type is
  // `signature` (empty when unknown): type variables bound by the object's type arguments, or
  // to their defaults. Empty when the field is not generic.
  virtual std::string fieldSignature(const std::string& type, const std::string& signature,
                                     const std::string& owner, const std::string& field) {
    (void)type, (void)signature, (void)owner, (void)field;
    return "";
  }
  // The instance fields of objects of class `type`, its superclasses' included.
  struct FieldRef {
    std::string owner, name, descriptor;
  };
  virtual std::vector<FieldRef> instanceFields(const std::string& type) {
    (void)type;
    return {};
  }
  // For a class of the program that extends a modelled JDK class with instance state
  // (ArrayList, HashMap, Random): that JDK class, whose fields no test can set (the model's
  // are not the JDK's, and java.util is closed to reflection); empty otherwise. Lazy
  // initialization makes no such object: only a constructor can.
  virtual std::string jdkStateOwner(const std::string&) { return ""; }
  // The type parameter names of a class (empty if none).
  virtual std::vector<std::string> typeParameters(const std::string&) { return {}; }
};

}  // namespace symtest::symexec
