// Test cases and exploration figures as JSON and back: the stored form that the result store
// (compose) and the parallel runs of seq (sequences) share. The readers throw
// nlohmann::json::exception on a missing or mistyped field and std::runtime_error on a bad
// type descriptor.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "results/test_case.hpp"

namespace symtest::results {

nlohmann::json valueJson(const ConcreteValue& v);
ConcreteValue valueOf(const nlohmann::json& j);

// Per-method offsets or probes.
nlohmann::json byMethodJson(const std::map<classfile::MethodId, std::vector<uint32_t>>& m);
std::map<classfile::MethodId, std::vector<uint32_t>> byMethodOf(const nlohmann::json& j);

nlohmann::json annotationsJson(const Annotations& all);
Annotations annotationsOf(const nlohmann::json& j);

// The traces of a method's test cases share a long prefix (the class initializers' traces):
// it is stored once, and each test case without its first `tracePrefix` characters.
std::string commonTracePrefix(const std::vector<TestCase>& tests);
nlohmann::json testCaseJson(const TestCase& t, size_t tracePrefix = 0);
TestCase testCaseOf(const nlohmann::json& j, const std::string& tracePrefix = "");

nlohmann::json explorationJson(const ExplorationStats& s);
ExplorationStats explorationOf(const nlohmann::json& j);

}  // namespace symtest::results
