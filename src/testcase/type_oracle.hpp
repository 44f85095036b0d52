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
  explicit ClassPathOracle(classfile::ClassPath& cp) : cp_(cp) {}
  bool isModelClass(const std::string& type) override;
  bool staticsAreState(const std::string& type) override;
  bool isEnum(const std::string& type) override;
  std::string fieldSignature(const std::string& owner, const std::string& field) override;
  std::vector<std::string> typeParameters(const std::string& type) override;
  std::vector<std::string> enumConstants(const std::string& type) override;
  bool isSubtype(const std::string& sub, const std::string& super) override;
  std::vector<std::string> concreteSubtypes(const std::string& type) override;

 private:
  classfile::ClassPath& cp_;
  std::map<std::string, std::vector<std::string>> cache_;
};

}  // namespace symtest::testcase
