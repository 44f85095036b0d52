// A hand-built generation result covering the shapes the emitters distinguish: int, long,
// boolean, char and void methods, an exception, a skipped and a partial method, a
// packaged class and an instance method.
#pragma once

#include <string>
#include <vector>

#include "results/test_case.hpp"

namespace symtest::emit::testing {

using results::ConcreteValue;
using results::GenerationResult;
using results::MethodResult;
using results::TestCase;
using Kind = classfile::JavaType::Kind;

inline classfile::JavaType type(Kind k) {
  classfile::JavaType t;
  t.kind = k;
  return t;
}

inline ConcreteValue value(Kind k, int64_t v) {
  return {type(k), v};
}

inline TestCase returns(uint32_t number, std::vector<ConcreteValue> inputs,
                        std::vector<std::string> constraints, ConcreteValue result) {
  TestCase t;
  t.number = number;
  t.inputs = std::move(inputs);
  t.readableConstraints = constraints;
  t.constraints = std::move(constraints);
  t.result = result;
  return t;
}

inline TestCase throws(uint32_t number, std::vector<ConcreteValue> inputs,
                       std::vector<std::string> constraints, std::string exception) {
  TestCase t;
  t.number = number;
  t.inputs = std::move(inputs);
  t.readableConstraints = constraints;
  t.constraints = std::move(constraints);
  t.throws = true;
  t.exceptionClass = std::move(exception);
  return t;
}

inline MethodResult method(std::string cls, std::string name, std::string desc,
                           std::vector<std::pair<std::string, Kind>> params, Kind result) {
  MethodResult m;
  m.method = {std::move(cls), std::move(name), std::move(desc)};
  for (auto& [n, k] : params) m.params.push_back({n, type(k), "", ""});
  m.resultType = type(result);
  return m;
}

// Arith.abs(I)I: three tests, two returning 0 (names must stay unique).
inline MethodResult absMethod() {
  MethodResult m = method("Arith", "abs", "(I)I", {{"a", Kind::Int}}, Kind::Int);
  m.tests = {
      returns(1, {value(Kind::Int, 0)}, {"a >= 0"}, value(Kind::Int, 0)),
      returns(2, {value(Kind::Int, -1)}, {"a < 0"}, value(Kind::Int, 1)),
      returns(3, {value(Kind::Int, INT32_MIN)}, {"a < 0", "-a < 0"}, value(Kind::Int, INT32_MIN)),
      returns(4, {value(Kind::Int, 0)}, {}, value(Kind::Int, 0))};
  m.tests[0].trace = "abs(1,[])";
  m.tests[0].work = 120;
  m.tests[0].coveredOffsets[m.method] = {0, 1, 4, 5};
  m.exploration.paths = 4;
  m.exploration.unfoldings = 6;
  m.exploration.work = 300;
  m.exploration.lastProgressWork = 120;
  m.exploration.abandonedSearches = 1;
  m.exploration.jvmCalls = 2;
  m.exploration.cutByBound = 1;
  m.exploration.infeasible = 2;
  m.exploration.choicePoints = 3;
  m.instructions = {7, 9};
  m.branches = {2, 2};
  m.perMethod = {{m.method, {7, 9}, {2, 2}}};
  m.seconds = 0.25;
  return m;
}

inline GenerationResult sampleResult() {
  GenerationResult r;
  r.k = 3;
  r.seconds = 1.5;
  r.solver.queries = 40;
  r.solver.decidedWithoutSolver = 30;
  r.solver.solverCalls = 10;
  r.solver.byFolding = 12;
  r.solver.byModel = 18;
  r.solver.gaveUpBranches = 2;
  r.solver.queryBudget = 20'000'000;
  r.solver.resourceUnits = 123'456;
  r.solver.solverSeconds = 0.125;
  r.methods.push_back(absMethod());

  MethodResult div =
      method("Arith", "div", "(II)I", {{"a", Kind::Int}, {"b", Kind::Int}}, Kind::Int);
  div.tests = {throws(1, {value(Kind::Int, 1), value(Kind::Int, 0)}, {"b == 0"},
                      "java/lang/ArithmeticException")};
  r.methods.push_back(div);

  MethodResult pos = method("Arith", "isPos", "(C)Z", {{"c", Kind::Char}}, Kind::Boolean);
  pos.tests = {returns(1, {value(Kind::Char, 'a')}, {"c > 0"}, value(Kind::Boolean, 1)),
               returns(2, {value(Kind::Char, 0)}, {"c == 0"}, value(Kind::Boolean, 0))};
  r.methods.push_back(pos);

  MethodResult run = method("Arith", "run", "(B)V", {{"b", Kind::Byte}}, Kind::Void);
  run.tests = {returns(1, {value(Kind::Byte, -3)}, {}, value(Kind::Int, 0))};
  run.tests[0].result.reset();
  r.methods.push_back(run);

  MethodResult half = method("Arith", "half", "(D)D", {{"d", Kind::Double}}, Kind::Double);
  half.status = MethodResult::Status::Skipped;
  half.note = "floating-point values are not supported";
  r.methods.push_back(half);

  MethodResult inst = method("Arith", "get", "()I", {}, Kind::Int);
  inst.isStatic = false;
  inst.tests = {returns(1, {}, {}, value(Kind::Int, 42))};
  r.methods.push_back(inst);

  MethodResult twice = method("com/acme/Util", "twice", "(J)J", {{"x", Kind::Long}}, Kind::Long);
  twice.status = MethodResult::Status::Partial;
  twice.note = "path limit";
  twice.exploration.complete = false;
  twice.exploration.stopReason = "path limit";
  twice.tests = {returns(1, {value(Kind::Long, 5)}, {"x >= 0"}, value(Kind::Long, 10))};
  r.methods.push_back(twice);

  r.classCoverage = {{{"Arith", "abs", "(I)I"}, {7, 9}, {2, 2}},
                     {{"com/acme/Util", "twice", "(J)J"}, {4, 4}, {0, 0}}};
  return r;
}

}  // namespace symtest::emit::testing
