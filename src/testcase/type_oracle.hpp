// The engine's class-hierarchy questions answered from the class path.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "symexec/type_oracle.hpp"

namespace symtest::testcase {

class ClassPathOracle final : public symexec::TypeOracle {
 public:
  // `staticInputs`: static fields of analysed classes are inputs rather than program state.
  ClassPathOracle(classfile::ClassPath& cp, bool staticInputs = false)
      : cp_(cp), staticInputs_(staticInputs) {}
  bool isModelClass(const std::string& type) override;
  bool staticsAreInputs(const std::string& type) override;
  bool recordsStaticState(const std::string& type) override;
  bool isEnum(const std::string& type) override;
  std::string fieldSignature(const std::string& owner, const std::string& field) override;
  std::vector<std::string> typeParameters(const std::string& type) override;
  std::vector<std::string> enumConstants(const std::string& type) override;
  bool isSubtype(const std::string& sub, const std::string& super) override;
  std::vector<std::string> concreteSubtypes(const std::string& type) override;

 private:
  classfile::ClassPath& cp_;
  bool staticInputs_;
  std::map<std::string, std::vector<std::string>> cache_;
};

}  // namespace symtest::testcase
