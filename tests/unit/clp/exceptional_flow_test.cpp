// May-throw over hand-built programs: an exception branch after a call that cannot throw is
// dead; one after a call that throws (directly, through a callee, or from external code) is not.
#include "clp/exceptional_flow.hpp"

#include <gtest/gtest.h>

#include "build_helpers.hpp"

namespace symtest::clp {
namespace {

using namespace testing;
using VT = ValueType;

// callee([X],[R],EF): returns, or (when `throws`) raises an exception on a second rule.
Predicate callee(const std::string& name, bool throws) {
  Predicate p = predicate(name, {VT::Int}, {VT::Int, VT::Flag});
  Rule ok = headRule({{"X", VT::Int}});
  ok.body = {ret(var(0))};
  p.rules.push_back(ok);
  if (throws) {
    Rule bad = headRule({{"X", VT::Int}});
    VarId e = bad.newVar("E", VT::Ref);
    bad.body = {newObject(e, "java/lang/ArithmeticException"), throwStmt(var(e, VT::Ref))};
    p.rules.push_back(bad);
  }
  return p;
}

// cont([V,F],[R],EF): rule 1 on F = ok, rule 2 on F = exc(E) passing the exception on.
Predicate continuation(const std::string& name) {
  Predicate p = predicate(name, {VT::Int, VT::Flag}, {VT::Int, VT::Flag});
  Rule ok = headRule({{"V", VT::Int}, {"F", VT::Flag}});
  ok.guards = {flagOk(1)};
  ok.body = {ret(var(0))};
  Rule exc = headRule({{"V", VT::Int}, {"F", VT::Flag}});
  VarId e = exc.newVar("E", VT::Ref);
  exc.guards = {flagExc(1, e)};
  exc.body = {throwStmt(var(e, VT::Ref))};
  p.rules = {ok, exc};
  return p;
}

// main([A],[R],EF) :- callee(A, V, F), cont(V, F).
Predicate caller(PredId calleeId, PredId contId) {
  Predicate p = predicate("main", {VT::Int}, {VT::Int, VT::Flag}, 0, 0, true);
  Rule r = headRule({{"A", VT::Int}});
  VarId v = r.newVar("V", VT::Int), f = r.newVar("F", VT::Flag);
  r.body = {call(calleeId, {var(0)}, {v, f}),
            call(contId, {var(v), var(f, VT::Flag)}, {r.outputs[0], r.outputs[1]})};
  p.rules.push_back(r);
  return p;
}

Program programWith(bool calleeThrows) {
  Program prog;
  prog.methods.push_back({"Demo", "main", "(I)I", true, {"a"}});
  prog.predicates = {callee("callee", calleeThrows), continuation("main_4c")};
  prog.predicates.push_back(caller(0, 1));
  return prog;
}

TEST(ExceptionalFlow, ExceptionBranchAfterACallThatCannotThrowIsDead) {
  Program prog = programWith(false);
  ExceptionalFlow flow(prog, 2);
  EXPECT_FALSE(flow.mayThrow(0));
  EXPECT_FALSE(flow.mayThrow(1));
  EXPECT_FALSE(flow.mayThrow(2));
  EXPECT_TRUE(flow.flagGuardsMayHold(1, prog.predicates[1].rules[0]));   // F = ok
  EXPECT_FALSE(flow.flagGuardsMayHold(1, prog.predicates[1].rules[1]));  // F = exc(E)
}

TEST(ExceptionalFlow, ExceptionsPropagateThroughContinuationsAndCallers) {
  Program prog = programWith(true);
  ExceptionalFlow flow(prog, 2);
  EXPECT_TRUE(flow.mayThrow(0));
  EXPECT_TRUE(flow.flagGuardsMayHold(1, prog.predicates[1].rules[1]));
  EXPECT_TRUE(flow.mayThrow(1));  // passes the exception on
  EXPECT_TRUE(flow.mayThrow(2));  // its flag is the continuation's
}

TEST(ExceptionalFlow, ExternalCodeMayThrow) {
  Program prog = programWith(false);
  Stmt external;
  external.kind = Stmt::Kind::External;
  external.outs = {prog.predicates[0].rules[0].outputs};
  prog.predicates[0].rules[0].body = {external};
  ExceptionalFlow flow(prog, 2);
  EXPECT_TRUE(flow.mayThrow(0));
  EXPECT_TRUE(flow.flagGuardsMayHold(1, prog.predicates[1].rules[1]));
}

}  // namespace
}  // namespace symtest::clp
