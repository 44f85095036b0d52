// Shared set-up of the translator tests: a class path over the compiled fixtures (and the
// JDK's java.base.jmod when one is installed, for the exception hierarchy).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "translate/translator.hpp"

namespace symtest::translate::testing {

inline std::unique_ptr<classfile::ClassPath> openClassPath(const std::string& dir) {
  std::vector<std::string> entries{dir};
  if (std::string jdk = classfile::ClassPath::findJdkBaseModule(); !jdk.empty())
    entries.push_back(jdk);
  return std::make_unique<classfile::ClassPath>(entries);
}

inline std::unique_ptr<classfile::ClassPath> fixtureClassPath() {
  return openClassPath(FIXTURE_CLASSES);
}

}  // namespace symtest::translate::testing
