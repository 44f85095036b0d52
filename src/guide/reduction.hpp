// Suite reduction (EvoSuite-style minimisation): the fewest test cases of one method that
// cover the same JaCoCo probes (hence the same instructions and branches), exception types,
// return-value classes and criterion goals as all of them.
#pragma once

#include <string>
#include <vector>

#include "results/test_case.hpp"

namespace symtest::guide {

// What `test` covers, as comparable elements; its criterion goals too when `withGoals` (program
// points: each reached point keeps a test; rules and local paths are finer than coverage).
std::vector<std::string> coverageElements(const results::TestCase& test, bool withGoals);

// Indices of the test cases to keep, ascending: a greedy set cover of their elements (the test
// adding most uncovered elements first, the earlier one on ties).
std::vector<size_t> reduceSuite(const std::vector<results::TestCase>& tests,
                                bool withGoals = false);

}  // namespace symtest::guide
