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

// The class or interface declaring field `name` as reached from `owner` (JVMS 5.4.3.2: the
// class, its superinterfaces, then its superclass, recursively); `owner` when none is found.
std::string fieldOwner(ClassPath& classPath, const std::string& owner, const std::string& name);

// The class declaring the method `name``desc` that invokestatic on `owner` resolves to (the
// class or a superclass); `owner` when none is found.
std::string staticMethodOwner(ClassPath& classPath, const std::string& owner,
                              const std::string& name, const std::string& desc);

// The class or interface whose method `name``desc` an object of class `cls` runs (JVMS
// 5.4.6 selection): the first non-abstract declaration up the superclass chain, else the one
// maximally specific default method of its superinterfaces; empty when there is none.
std::string selectMethod(ClassPath& classPath, const std::string& cls, const std::string& name,
                         const std::string& desc);

}  // namespace symtest::classfile
