// Prints a CLP-translated program in the papers' Prolog-like syntax (thesis Fig. 2.2/2.4).
#pragma once

#include <functional>
#include <string>

#include "clp/program.hpp"

namespace symtest::clp {

// How predicates are named in the text: by their names, or (for a content hash) by names that
// do not depend on the order the program was translated in; variables are then numbered.
using PredicateNames = std::function<std::string(const Predicate&)>;

// `s` as a Prolog atom: bare when it can be, else quoted (with ' and \ escaped).
std::string quoteAtom(const std::string& s);

std::string printRule(const Program& program, const Predicate& pred, const Rule& rule,
                      const PredicateNames& names = {});
std::string printPredicate(const Program& program, const Predicate& pred,
                           const PredicateNames& names = {});
// All predicates of the given method (entry first, then blocks by bytecode offset; with
// `names`, ties in that order by name).
std::string printMethod(const Program& program, uint32_t method, const PredicateNames& names = {});
std::string printProgram(const Program& program);

}  // namespace symtest::clp
