// The body of one JUnit test: arrange (build the input heap and statics), act (call the
// method), assert (result, exception, output heap).
#pragma once

#include <string>

#include "results/test_case.hpp"

namespace symtest::emit {

struct JUnitBody {
  std::string code;             // statements, indented for a method body
  bool usesReflection = false;  // needs the allocate/get/set helpers
  bool usesTypeHelper = false;  // names classes through type("binary.Name")
  // Builds a boxed object with its constructor (deprecated for removal) because the method
  // compares it by reference: the test method suppresses that warning.
  bool usesBoxConstructor = false;
  bool usesRawTypes = false;  // names a generic class without type arguments
};

// `names` says which classes the test class (in the package of the method's class) can name.
JUnitBody junitBody(const results::MethodResult& method, const results::TestCase& test,
                    const results::TypeNames& names);

// A Java string literal ("ab\n") for the String snapshot objects[index] of `test`.
std::string stringLiteralOf(const results::TestCase& test, size_t index);

// Java source name of an internal class name or array descriptor ("a/B$C" -> "a.B.C").
std::string javaTypeName(const std::string& internalOrDescriptor);

}  // namespace symtest::emit
