// The goals a test case covers, kept on it as its "goals" annotation (a JSON list of goal
// texts): reduction reads them back, emitters show them as data.
#pragma once

#include <string>
#include <vector>

#include "results/test_case.hpp"

namespace symtest::guide {

inline constexpr const char* kGoalsKey = "goals";

inline std::vector<std::string> goalsOf(const results::TestCase& test) {
  const results::Annotation* a = results::findAnnotation(test.annotations, kGoalsKey);
  return a ? a->value.get<std::vector<std::string>>() : std::vector<std::string>{};
}

inline void addGoal(results::TestCase& test, const std::string& goal) {
  for (results::Annotation& a : test.annotations)
    if (a.key == kGoalsKey) {
      a.value.push_back(goal);
      return;
    }
  test.annotations.push_back({kGoalsKey, nlohmann::json::array({goal}), "", {}});
}

}  // namespace symtest::guide
