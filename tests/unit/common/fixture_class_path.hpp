// Shared by the unit tests: the class path of a fixture compiled at build time, with the
// running JDK's java.base module and the JDK models, as `symtest gen` opens it.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"

namespace symtest::unit {

inline std::unique_ptr<classfile::ClassPath> fixtureClassPath(const std::string& classes,
                                                              const std::string& modelsJar) {
  std::vector<std::string> entries{classes};
  if (std::string jdk = classfile::ClassPath::findJdkBaseModule(); !jdk.empty())
    entries.push_back(jdk);
  auto cp = std::make_unique<classfile::ClassPath>(entries);
  cp->addModels(modelsJar);
  return cp;
}

}  // namespace symtest::unit
