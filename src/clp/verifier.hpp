// Structural checks of a CLP program: arities and types of calls, variables defined before
// use, and syntactic mutual exclusion of the rules of each predicate.
#pragma once

#include <string>
#include <vector>

#include "clp/program.hpp"

namespace symtest::clp {

// Returns one message per violation ("gcd_4c rule 2: ..."); empty when the program is well formed.
std::vector<std::string> verify(const Program& program);

}  // namespace symtest::clp
