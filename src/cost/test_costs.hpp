// A test case's costs, kept on it as its "cost" annotation: a JSON list of {model, value,
// expression} and one line for people ("instructions 12, memory 28 (28 + 4*n)").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "results/test_case.hpp"

namespace symtest::cost {

// A test case's cost under one cost model: its value for the test's inputs and, when it depends
// on them (memory of arrays of input length), the expression.
struct CostValue {
  std::string model;       // "instructions", "memory", "steps", "calls:Class.method"
  int64_t value = 0;       // for this test's inputs
  std::string expression;  // over the inputs ("28 + 4*n"), or the value itself
};

inline constexpr const char* kCostKey = "cost";

inline std::vector<CostValue> costsOf(const results::TestCase& test) {
  std::vector<CostValue> out;
  if (const results::Annotation* a = results::findAnnotation(test.annotations, kCostKey))
    for (const nlohmann::json& c : a->value)
      out.push_back({c.at("model").get<std::string>(), c.at("value").get<int64_t>(),
                     c.at("expression").get<std::string>()});
  return out;
}

inline void setCosts(results::TestCase& test, const std::vector<CostValue>& costs) {
  results::Annotation a{kCostKey, nlohmann::json::array(), "cost", {}};
  std::string text;
  for (const CostValue& c : costs) {
    a.value.push_back({{"model", c.model}, {"value", c.value}, {"expression", c.expression}});
    text += (text.empty() ? "" : ", ") + c.model + " " + std::to_string(c.value);
    if (c.expression != std::to_string(c.value)) text += " (" + c.expression + ")";
  }
  if (!costs.empty()) a.lines.push_back(text);
  results::setAnnotation(test.annotations, std::move(a));
}

}  // namespace symtest::cost
