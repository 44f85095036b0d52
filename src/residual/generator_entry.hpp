// Test-case generators (`gen --generator FILE`): the residual program of the papers (thesis,
// Ch. 2-3; the partial-evaluation paper, Sec. 6.2). Each kept test case, one finished
// derivation, becomes a CLP(FD) clause test_case(Method, N, Inputs, Outcome) whose body is the
// derivation's path condition over the inputs and whose outcome is a term over them; SWI-Prolog
// yields test cases from it by labeling, without symtest. Methods whose inputs or result are
// not integers (objects, floating point) get a comment saying why they have no clause.
#pragma once

#include <memory>

#include "config/technique_entry.hpp"

namespace symtest::residual {

std::unique_ptr<config::TechniqueEntry> makeGeneratorEntry();

// The generator file of `result` (the clauses its test cases carry).
std::string generatorProgram(const results::GenerationResult& result);

}  // namespace symtest::residual
