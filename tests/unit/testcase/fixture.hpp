// The class path of the generator tests: the Sign fixture and the JDK's base module.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"

namespace symtest::testcase::testing {

inline std::unique_ptr<classfile::ClassPath> fixture() {
  std::vector<std::string> entries{FIXTURE_CLASSES};
  if (std::string jdk = classfile::ClassPath::findJdkBaseModule(); !jdk.empty())
    entries.push_back(jdk);
  return std::make_unique<classfile::ClassPath>(entries);
}

}  // namespace symtest::testcase::testing
