// A guess at how long each method's exploration takes, before exploring it: what the workers
// of a parallel run order their claims by, so that the long methods start first.
#pragma once

#include <cstdint>
#include <vector>

#include "clp/program.hpp"

namespace symtest::testcase {

// Per entry (kNoPred: 0), the clauses of the code it can reach: each clause is an alternative
// a derivation may take, and the paths grow with them. Only the order of the numbers matters.
std::vector<uint64_t> explorationEstimates(const clp::Program& program,
                                           const std::vector<clp::PredId>& entries);

}  // namespace symtest::testcase
