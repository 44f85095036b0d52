// Which classes symtest initializes itself (runs their <clinit> before the method under test)
// instead of treating their static fields as inputs, and the constants of enum classes.
#pragma once

#include <string>
#include <vector>

#include "classfile/class_path.hpp"

namespace symtest::classfile {

// Enums, synthetic classes (javac's switch maps) and classes whose static fields are all
// final: a test cannot set their statics, so they hold what <clinit> computes. Models too.
bool isSelfInitialized(ClassPath& classPath, const std::string& name);

// Classes symtest initializes before the method under test, whatever the method does: models,
// enums (inputs may be their constants) and synthetic classes (javac's switch maps). Their
// statics are program state that tests never set up.
bool initializesEagerly(ClassPath& classPath, const std::string& name);

// Analysed classes other than those: initialized on first active use along a path (JVMS 5.5),
// and tests set up the static state of theirs that a path reads.
bool recordsStaticState(ClassPath& classPath, const std::string& name);

// An enum class or the class of an enum constant with a body.
bool isEnumClass(ClassPath& classPath, const std::string& name);

// The enum constants `name` declares (fields flagged ACC_ENUM), in declaration order.
std::vector<std::string> enumConstantNames(ClassPath& classPath, const std::string& name);

}  // namespace symtest::classfile
