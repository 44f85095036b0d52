// A test case's input or output heap as a Graphviz graph: the references the test starts from
// (parameters, `this`, the result) point at objects, objects at the objects their fields hold;
// primitive fields are listed in their object's box.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "results/test_case.hpp"

namespace symtest::report {

// `roots`: named values (only references are drawn). Empty when the heap has no object.
std::string heapDot(const results::TestCase& test,
                    const std::vector<std::pair<std::string, results::ConcreteValue>>& roots,
                    bool output);

}  // namespace symtest::report
