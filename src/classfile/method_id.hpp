// Identifies a method: internal class name, name, descriptor.
#pragma once

#include <compare>
#include <string>

#include "classfile/class_names.hpp"

namespace symtest::classfile {

struct MethodId {
  std::string className;
  std::string name;
  std::string descriptor;
  std::string key() const { return className + "." + name + descriptor; }
  // The class name with dots ("java.util.List").
  std::string javaClassName() const { return dottedName(className); }
  auto operator<=>(const MethodId&) const = default;
};

}  // namespace symtest::classfile
