// The engine's class-hierarchy questions answered from the class path.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "classfile/generic_signature.hpp"
#include "symexec/type_oracle.hpp"

namespace symtest::testcase {

class ClassPathOracle final : public symexec::TypeOracle {
 public:
  // `staticInputs`: static fields of analysed classes are inputs rather than program state.
  // `typeArguments`: type variable name -> class (internal name) for unbound type variables.
  ClassPathOracle(classfile::ClassPath& cp, bool staticInputs = false,
                  std::map<std::string, std::string> typeArguments = {})
      : cp_(cp), staticInputs_(staticInputs), typeArguments_(std::move(typeArguments)) {}
  bool isModelClass(const std::string& type) override;
  bool staticsAreInputs(const std::string& type) override;
  bool recordsStaticState(const std::string& type) override;
  bool isEnum(const std::string& type) override;
  std::string fieldSignature(const std::string& type, const std::string& signature,
                             const std::string& owner, const std::string& field) override;
  // The type a type variable of class or method `declarer` stands for when nothing binds it
  // (a type signature): the user's choice (--type-arg), else Integer if its bounds allow,
  // else its first bound.
  std::string defaultTypeArgument(const classfile::TypeParameter& p);
  // Type-variable bindings of class `cls` seen from an object of class `type` with generic
  // type `signature`.
  std::map<std::string, std::string> bindingsFor(const std::string& type,
                                                 const std::string& signature,
                                                 const std::string& cls);
  std::vector<std::string> typeParameters(const std::string& type) override;
  std::vector<FieldRef> instanceFields(const std::string& type) override;
  // What an input declared as Object may be (for the method explored next): the classes its
  // code tests objects against, and java.lang.Object itself; not every analysed class.
  void setObjectCandidates(std::vector<std::string> classes);
  std::vector<std::string> enumConstants(const std::string& type) override;
  bool isSubtype(const std::string& sub, const std::string& super) override;
  std::vector<std::string> concreteSubtypes(const std::string& type) override;
  std::string jdkStateOwner(const std::string& type) override;

 private:
  classfile::ClassPath& cp_;
  bool staticInputs_;
  std::map<std::string, std::string> typeArguments_;
  std::map<std::string, std::vector<std::string>> cache_;
  std::map<std::string, std::string> jdkStateOwners_;
  std::vector<std::string> objectCandidates_{"java/lang/Object"};
};

}  // namespace symtest::testcase
