// Fills GenerationResult::typeNames for the classes the test cases mention.
#pragma once

#include "classfile/class_path.hpp"
#include "results/test_case.hpp"

namespace symtest::testcase {

void nameTypes(classfile::ClassPath& classPath, results::GenerationResult& result);

}  // namespace symtest::testcase
