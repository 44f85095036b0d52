// Turns a finished derivation into a test case: symbolic inputs for the method's parameters,
// a readable model of the path condition, the concrete result or exception, and the trace.
#pragma once

#include <optional>
#include <vector>

#include "classfile/class_path.hpp"
#include "clp/program.hpp"
#include "solver/expr.hpp"
#include "symexec/engine.hpp"
#include "testcase/test_case.hpp"

namespace symtest::testcase {

// Parameters, result type and static-ness of `id`, with source names when known.
MethodResult describeMethod(classfile::ClassPath& classPath, const MethodId& id);

// One input value per parameter (a fresh variable of the parameter's width, widened to the
// JVM's int or long); `vars` receives the variable indices.
std::vector<symexec::Value> makeInputs(solver::ExprPool& pool, const MethodResult& method,
                                       std::vector<uint32_t>& vars);

// The test case of `path`, or nullopt when no model could be found (solver gave up).
std::optional<TestCase> buildTestCase(const clp::Program& program, solver::ExprPool& pool,
                                      const symexec::PathView& path, const MethodResult& method,
                                      const std::vector<uint32_t>& vars);

// Trace term text of a path: pred(rule,[callees]).
std::string traceTerm(const clp::Program& program, const std::vector<symexec::TraceEvent>& trace);

}  // namespace symtest::testcase
