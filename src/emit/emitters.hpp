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

// Writes one JUnit 5 test class per class under test into `dir` (package directories
// created); returns the files written.
std::vector<std::filesystem::path> writeJUnit(const results::GenerationResult& result,
                                              const std::filesystem::path& dir);
// The JUnit source of the tests for `className` (internal name).
std::string junitSource(const results::GenerationResult& result, const std::string& className);

}  // namespace symtest::emit
