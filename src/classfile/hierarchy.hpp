// Subtype queries over classes found on a ClassPath (user classes and the JDK module).
#pragma once

#include <string>
#include <vector>

#include "classfile/class_path.hpp"

namespace symtest::classfile {

// True when class `sub` equals or extends/implements `super` (internal names). Classes that
// cannot be found are treated as having only java/lang/Object as supertype.
bool isSubclassOf(ClassPath& classPath, const std::string& sub, const std::string& super);

// Superclass chain of `name`, starting with `name` itself and ending at java/lang/Object.
std::vector<std::string> superclassChain(ClassPath& classPath, const std::string& name);

}  // namespace symtest::classfile
