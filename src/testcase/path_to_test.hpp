// Turns a finished derivation into a test case: symbolic inputs for the method's parameters,
// a readable model of the path condition, the input and output heaps, the concrete result
// or exception, and the trace.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "classfile/class_path.hpp"
#include "clp/program.hpp"
#include "heap/heap.hpp"
#include "results/test_case.hpp"
#include "solver/expr.hpp"
#include "symexec/engine.hpp"
#include "testcase/method_description.hpp"

namespace symtest::testcase {

// The entry predicate's inputs: `this` (an input symbol that is never null), then one value
// per parameter: a fresh variable of the parameter's width widened to int/long, or an input
// symbol for references. `vars` receives the variable indices of primitive parameters.
// `receiverTypes` lists the classes `this` may have (those that run this method).
std::vector<symexec::Value> makeInputs(solver::ExprPool& pool, heap::Heap& heap,
                                       const results::MethodResult& method,
                                       const std::vector<std::string>& receiverTypes,
                                       std::vector<uint32_t>& vars);

// The test case of `path`, or nullopt when no model could be found (solver gave up).
std::optional<results::TestCase> buildTestCase(const clp::Program& program, solver::ExprPool& pool,
                                               classfile::ClassPath& classPath,
                                               const symexec::PathView& path,
                                               const results::MethodResult& method,
                                               const std::vector<uint32_t>& vars);

// Trace term text of a path: pred(rule,[callees]), with '...' for what lies beyond `maxChars`.
std::string traceTerm(const clp::Program& program, const std::vector<symexec::TraceEvent>& trace,
                      size_t maxChars = SIZE_MAX);
// Test cases carry their trace up to this length: a path through a class initializer's loop
// over a table applies millions of rules, a term no one reads and every store would hold.
inline constexpr size_t kMaxTraceChars = 100'000;

}  // namespace symtest::testcase
