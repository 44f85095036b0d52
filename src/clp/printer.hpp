// Prints a CLP-translated program in the papers' Prolog-like syntax (thesis Fig. 2.2/2.4).
#pragma once

#include <string>

#include "clp/program.hpp"

namespace symtest::clp {

std::string printRule(const Program& program, const Predicate& pred, const Rule& rule);
std::string printPredicate(const Program& program, const Predicate& pred);
// All predicates of the given method (entry first, then blocks by bytecode offset).
std::string printMethod(const Program& program, uint32_t method);
std::string printProgram(const Program& program);

}  // namespace symtest::clp
