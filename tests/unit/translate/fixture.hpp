// Shared set-up of the translator tests: a class path over the compiled fixtures (and the
// JDK's java.base.jmod when one is installed, for the exception hierarchy).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "translate/translator.hpp"

namespace symtest::translate::testing {

inline std::unique_ptr<classfile::ClassPath> openClassPath(const std::string& dir,
                                                           bool models = true) {
  std::vector<std::string> entries{dir};
  if (std::string jdk = classfile::ClassPath::findJdkBaseModule(); !jdk.empty())
    entries.push_back(jdk);
  auto cp = std::make_unique<classfile::ClassPath>(entries);
  if (models) cp->addModels(MODELS_CLASSES);  // the JDK models, as the CLI loads them
  return cp;
}

inline std::unique_ptr<classfile::ClassPath> fixtureClassPath(bool models = true) {
  return openClassPath(FIXTURE_CLASSES, models);
}

}  // namespace symtest::translate::testing
