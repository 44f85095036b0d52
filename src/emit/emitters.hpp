// Output formats for a generation run: a readable table, JSON for tools, JUnit 5 sources.
#pragma once

#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include "results/test_case.hpp"

namespace symtest::emit {

// "int lcm(int x, int y)"
std::string signature(const results::MethodResult& m);

// The human-readable report printed on stdout.
std::string table(const results::GenerationResult& result);

// The JSON document described in docs/json-format.md.
std::string json(const results::GenerationResult& result);
// The same, written to `os` one test case at a time (a large run's document is never whole in
// memory).
void writeJson(std::ostream& os, const results::GenerationResult& result);

// How test classes are named and marked: gen writes FooTest; `symtest project` writes
// FooSymtestTest, whose first line marks it as symtest's own, in the user's test tree.
struct JUnitNaming {
  std::string suffix = "Test";
  std::string marker;  // a first line, or none
};
// The simple name of the test class of `className` (internal name): "Outer$Inner" ->
// "Outer_InnerTest".
std::string testClassName(const std::string& className, const JUnitNaming& naming = {});
// The test class's file under `dir`: its package's folder, then testClassName + ".java".
std::filesystem::path testFile(const std::filesystem::path& dir, const std::string& className,
                               const JUnitNaming& naming = {});

// Writes one JUnit 5 test class per class under test into `dir` (package directories
// created); returns the files written.
std::vector<std::filesystem::path> writeJUnit(const results::GenerationResult& result,
                                              const std::filesystem::path& dir,
                                              const JUnitNaming& naming = {});
// Whether `className` gets a test class: a method of it that tests can call has test cases.
bool hasJUnitTests(const results::GenerationResult& result, const std::string& className);
// The JUnit source of the tests for `className` (internal name).
std::string junitSource(const results::GenerationResult& result, const std::string& className,
                        const JUnitNaming& naming = {});

}  // namespace symtest::emit
