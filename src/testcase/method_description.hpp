// What a method under test looks like to the test that calls it, before any exploration:
// parameters with their source names, result type, static-ness, whether a test can call it,
// what it throws, whether null arguments need casts.
#pragma once

#include <string>

#include "classfile/class_path.hpp"
#include "results/test_case.hpp"

namespace symtest::testcase {

// Parameters, result type and static-ness of `id`, with source names when known.
results::MethodResult describeMethod(classfile::ClassPath& classPath,
                                     const classfile::MethodId& id);
// What `throws` a test calling `m` declares (MethodResult::checkedThrows).
std::string checkedThrows(classfile::ClassPath& classPath, const classfile::Method& m);
// Whether another method of id's class (or one it inherits) has its name and arity.
bool overloadedArity(classfile::ClassPath& classPath, const classfile::MethodId& id);

}  // namespace symtest::testcase
