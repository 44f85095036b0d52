// Fills GenerationResult::typeNames for the classes the test cases mention.
#pragma once

#include "classfile/class_path.hpp"
#include "testcase/test_case.hpp"

namespace symtest::testcase {

void nameTypes(classfile::ClassPath& classPath, GenerationResult& result);

}  // namespace symtest::testcase
