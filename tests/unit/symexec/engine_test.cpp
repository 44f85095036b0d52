// The engine on hand-built CLP programs: paths of a two-rule predicate, state restored on
// backtracking, block-k cuts of recursion, exceptions through flags, limits, and the root
// outputs handed to the callback. Every test runs with both solver strategies.
#include "symexec/engine.hpp"

#include <gtest/gtest.h>

#include "engine_fixture.hpp"

namespace symtest::symexec {
namespace {

using namespace testing;

TEST_P(EngineTest, TwoRulePredicateGivesTwoPathsWithTheirOutputs) {
  ExprId x = intVar("x");
  auto paths = run(absProgram(), 0, {Value::integer(x)});
  ASSERT_EQ(paths.size(), 2u);
  EXPECT_EQ(stats_.paths, 2u);
  EXPECT_EQ(stats_.unfoldings, 2u);
  EXPECT_EQ(stats_.choicePoints, 1u);
  EXPECT_EQ(stats_.cutByBound, 0u);
  EXPECT_TRUE(stats_.complete);
  EXPECT_EQ(stats_.stopReason, "");
  // The root outputs: [result, flag].
  ASSERT_EQ(paths[0].outputs.size(), 2u);
  EXPECT_EQ(paths[0].outputs[0].kind, Value::Kind::Int);
  EXPECT_EQ(paths[0].outputs[0].id, x);
  EXPECT_EQ(paths[0].outputs[1].kind, Value::Kind::Ok);
  ASSERT_TRUE(paths[0].model);
  EXPECT_GE(*paths[0].model, 0);
  ASSERT_EQ(paths[1].outputs.size(), 2u);
  EXPECT_EQ(paths[1].outputs[0].id, pool_.unary(solver::Op::Neg, x));
  EXPECT_EQ(paths[1].outputs[1].kind, Value::Kind::Ok);
  ASSERT_TRUE(paths[1].model);
  EXPECT_LT(*paths[1].model, 0);
  EXPECT_EQ(paths[1].trace.size(), 1u);
  EXPECT_EQ(paths[1].trace[0].rule, 1u);
  EXPECT_EQ(paths[1].trace[0].parent, -1);
}

TEST_P(EngineTest, ConcreteInputSelectsOneRuleWithoutChoicePoint) {
  auto paths = run(absProgram(), 0, {Value::integer(intConst(-7))});
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_EQ(stats_.choicePoints, 0u);
  EXPECT_EQ(paths[0].outputs[0].id, intConst(7));
  EXPECT_EQ(paths[0].constraints, 0u);
}

TEST_P(EngineTest, BacktrackingRestoresTheStateOfTheChoicePoint) {
  auto paths = run(chooseProgram(), 0, {Value::integer(intVar("x"))});
  ASSERT_EQ(paths.size(), 2u);
  EXPECT_EQ(stats_.choicePoints, 1u);  // `after` gets a constant: no choice there
  // First path: choose rule 1 allocated the marker.
  EXPECT_EQ(paths[0].outputs[0].id, intConst(100));
  ASSERT_EQ(paths[0].heap.size(), 1u);
  EXPECT_EQ(paths[0].heap[0], "Marker");
  EXPECT_GT(*paths[0].model, 0);
  // Second path: nothing of the abandoned branch is visible.
  const Path& p = paths[1];
  EXPECT_EQ(p.outputs[0].id, intConst(200));
  EXPECT_TRUE(p.heap.empty());
  EXPECT_EQ(p.constraints, 1u) << "the constraint X > 0 must have been popped";
  EXPECT_LE(*p.model, 0);
  ASSERT_EQ(p.trace.size(), 3u);
  EXPECT_EQ(p.trace[0].pred, 0u);
  EXPECT_EQ(p.trace[1].pred, 1u);
  EXPECT_EQ(p.trace[1].rule, 1u);
  EXPECT_EQ(p.trace[1].parent, 0);
  EXPECT_EQ(p.trace[2].pred, 2u);
  EXPECT_EQ(p.trace[2].rule, 1u);
  EXPECT_EQ(p.trace[2].parent, 0);
  // Two invocations (main and choose); the steps of choose's first rule are gone.
  ASSERT_EQ(p.invocations.size(), 2u);
  EXPECT_EQ(p.invocations[0].method, 0u);
  EXPECT_EQ(p.invocations[1].method, 1u);
  ASSERT_EQ(p.invocations[0].steps.size(), 3u);
  EXPECT_EQ(p.invocations[0].steps[2].offset, 2u);
  ASSERT_EQ(p.invocations[1].steps.size(), 1u);
  EXPECT_EQ(p.invocations[1].steps[0].offset, 7u);
}

TEST_P(EngineTest, BlockKBoundsRecursion) {
  for (uint32_t k : {1u, 2u, 3u}) {
    auto paths = run(loopProgram(), 0, {Value::integer(intVar("n"))}, k);
    EXPECT_EQ(paths.size(), k) << "k=" << k;
    EXPECT_EQ(stats_.cutByBound, 1u) << "k=" << k;
    EXPECT_TRUE(stats_.complete);
    // The deepest path first: the loop ran k-1 times, so n == k-1 (the smallest model).
    std::vector<int64_t> models;
    for (const auto& p : paths) models.push_back(p.model.value_or(-99));
    for (size_t i = 0; i + 1 < paths.size(); ++i)
      EXPECT_EQ(models[i], static_cast<int64_t>(k - 1 - i)) << "k=" << k << " path " << i;
    EXPECT_LE(models.back(), 0);
  }
}

TEST_P(EngineTest, SolvedAtomsLeaveTheAncestorStack) {
  // main([X],[R],EF) :- abs([X],[A],F), abs([X],[R],EF): two calls in sequence, not nested,
  // so k=1 cuts nothing; the second call re-decides the same guard.
  Program prog = absProgram();
  prog.predicates[0].isEntry = false;
  prog.methods.push_back({"Demo", "twiceAbs", "(I)I", true, {"x"}});
  clp::PredId main =
      prog.addPredicate(predicate("main", {VT::Int}, {VT::Int, VT::Flag}, 1, 0, true));
  Rule m = headRule({{"X", VT::Int}});
  clp::VarId a = m.newVar("A", VT::Int), f = m.newVar("F", VT::Flag);
  m.body = {call(0, {var(0)}, {a, f}), call(0, {var(0)}, m.outputs)};
  prog.predicates[main].rules = {m};
  auto paths = run(prog, main, {Value::integer(intVar("x"))}, 1);
  EXPECT_EQ(paths.size(), 2u);
  EXPECT_EQ(stats_.cutByBound, 0u);
  EXPECT_EQ(stats_.infeasible, 2u);  // the second call's rule contradicting the first's
}

// div([X],[R],EF): X \= 0 -> X;  X = 0 -> throw new ArithmeticException.
// wrap([X],[R],EF) :- div([X],[Y],F), wrap_c([Y,F],[R],EF).
// wrap_c: F = ok -> Y;  F = exc(E), type(E,Catch) -> throw E;  F = exc(E), \+ type -> -1.
Program throwProgram(const std::string& caught) {
  Program prog;
  prog.methods.push_back({"Demo", "div", "(I)I", true, {"x"}});
  prog.methods.push_back({"Demo", "wrap", "(I)I", true, {"x"}});
  prog.addPredicate(predicate("div", {VT::Int}, {VT::Int, VT::Flag}, 0, 0, true));
  prog.addPredicate(predicate("wrap", {VT::Int}, {VT::Int, VT::Flag}, 1, 0, true));
  prog.addPredicate(predicate("wrap_c", {VT::Int, VT::Flag}, {VT::Int, VT::Flag}, 1, 1));
  Rule ok = headRule({{"X", VT::Int}});
  ok.guards = {compare(var(0), CmpOp::Ne, Operand::intConst(0))};
  ok.body = {ret(var(0))};
  Rule raise = headRule({{"X", VT::Int}});
  clp::VarId e = raise.newVar("E", VT::Ref);
  raise.guards = {compare(var(0), CmpOp::Eq, Operand::intConst(0))};
  raise.body = {newObject(e, "java/lang/ArithmeticException"), throwStmt(var(e, VT::Ref))};
  prog.predicates[0].rules = {ok, raise};
  Rule w = headRule({{"X", VT::Int}});
  clp::VarId y = w.newVar("Y", VT::Int), f = w.newVar("F", VT::Flag);
  w.body = {call(0, {var(0)}, {y, f}), call(2, {var(y), var(f, VT::Flag)}, w.outputs)};
  prog.predicates[1].rules = {w};
  Rule normal = headRule({{"Y", VT::Int}, {"F", VT::Flag}});
  normal.guards = {flagOk(1)};
  normal.body = {ret(var(0))};
  Rule rethrow = headRule({{"Y", VT::Int}, {"F", VT::Flag}});
  clp::VarId e1 = rethrow.newVar("E", VT::Ref);
  rethrow.guards = {flagExc(1, e1), instanceOf(e1, caught)};
  rethrow.body = {throwStmt(var(e1, VT::Ref))};
  Rule other = headRule({{"Y", VT::Int}, {"F", VT::Flag}});
  clp::VarId e2 = other.newVar("E", VT::Ref);
  other.guards = {flagExc(1, e2), instanceOf(e2, caught, false)};
  other.body = {ret(Operand::intConst(-1))};
  prog.predicates[2].rules = {normal, rethrow, other};
  return prog;
}

TEST_P(EngineTest, ThrowSetsTheFlagToExc) {
  auto paths = run(throwProgram("java/lang/Exception"), 0, {Value::integer(intVar("x"))});
  ASSERT_EQ(paths.size(), 2u);
  EXPECT_EQ(paths[0].outputs[1].kind, Value::Kind::Ok);
  EXPECT_NE(*paths[0].model, 0);
  const Path& p = paths[1];
  ASSERT_EQ(p.outputs[1].kind, Value::Kind::Exc);
  EXPECT_EQ(p.outputs[0].kind, Value::Kind::Undef) << "no result when an exception is thrown";
  ASSERT_LE(p.outputs[1].id, p.heap.size());
  EXPECT_EQ(p.heap[p.outputs[1].id - 1], "java/lang/ArithmeticException");
  EXPECT_EQ(*p.model, 0);
}

TEST_P(EngineTest, FlagExcGuardBindsTheExceptionObject) {
  auto paths = run(throwProgram("java/lang/RuntimeException"), 1, {Value::integer(intVar("x"))});
  ASSERT_EQ(paths.size(), 2u);
  EXPECT_EQ(paths[0].outputs[1].kind, Value::Kind::Ok);
  // Rethrown through the variable bound by F = exc(E): the same heap object.
  const Path& p = paths[1];
  ASSERT_EQ(p.outputs[1].kind, Value::Kind::Exc);
  ASSERT_EQ(p.heap.size(), 1u);
  EXPECT_EQ(p.outputs[1].id, 1u);
  EXPECT_EQ(p.trace.back().pred, 2u);
  EXPECT_EQ(p.trace.back().rule, 1u);

  // Not a subtype of the caught class: the third rule returns -1 normally.
  paths = run(throwProgram("java/lang/Error"), 1, {Value::integer(intVar("x"))});
  ASSERT_EQ(paths.size(), 2u);
  EXPECT_EQ(paths[1].outputs[1].kind, Value::Kind::Ok);
  EXPECT_EQ(paths[1].outputs[0].id, intConst(-1));
  EXPECT_EQ(paths[1].trace.back().rule, 2u);
}

TEST_P(EngineTest, PathLimitMarksTheRunIncomplete) {
  EngineLimits limits;
  limits.maxPaths = 1;
  auto paths = run(absProgram(), 0, {Value::integer(intVar("x"))}, 2, limits);
  EXPECT_EQ(paths.size(), 1u);
  EXPECT_EQ(stats_.paths, 1u);
  EXPECT_FALSE(stats_.complete);
  EXPECT_EQ(stats_.stopReason, "path limit");
  // The engine leaves no scope of its choice points behind.
  EXPECT_TRUE(solver_->constraints().empty());

  limits = {};
  limits.maxSteps = 1;
  paths = run(loopProgram(), 0, {Value::integer(intVar("n"))}, 3, limits);
  EXPECT_LT(paths.size(), 3u);
  EXPECT_FALSE(stats_.complete);
  EXPECT_EQ(stats_.stopReason, "step limit");
}

TEST_P(EngineTest, CallbackCanStopTheRun) {
  auto paths = run(loopProgram(), 0, {Value::integer(intVar("n"))}, 3, {}, 2);
  EXPECT_EQ(paths.size(), 2u);
  EXPECT_FALSE(stats_.complete);
  EXPECT_EQ(stats_.stopReason, "stopped");
}

TEST_P(EngineTest, VoidEntryReportsOnlyTheFlag) {
  Program prog;
  prog.methods.push_back({"Demo", "run", "(I)V", true, {"x"}});
  prog.addPredicate(predicate("run", {VT::Int}, {VT::Flag}, 0, 0, true));
  Rule r = headRule({{"X", VT::Int}}, VT::Int, false);
  r.body = {ret()};
  prog.predicates[0].rules = {r};
  auto paths = run(prog, 0, {Value::integer(intVar("x"))});
  ASSERT_EQ(paths.size(), 1u);
  ASSERT_EQ(paths[0].outputs.size(), 1u);
  EXPECT_EQ(paths[0].outputs[0].kind, Value::Kind::Ok);
}

INSTANTIATE_TEST_SUITE_P(Solvers, EngineTest, kBothSolvers, solverName);

}  // namespace
}  // namespace symtest::symexec
