// The verifier on hand-built programs: a well-formed program passes; each kind of defect is
// reported with the predicate, the rule number and what is wrong.
#include "clp/verifier.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "build_helpers.hpp"

namespace symtest::clp {
namespace {

using namespace testing;
using VT = ValueType;

bool contains(const std::vector<std::string>& errors, const std::string& message) {
  return std::find(errors.begin(), errors.end(), message) != errors.end();
}

std::string joined(const std::vector<std::string>& errors) {
  std::string s;
  for (const auto& e : errors) s += e + "\n";
  return s;
}

// abs([X],[R],EF) with two exclusive rules; main([X],[R],EF) :- abs(X,Y,F), main_c(Y,F);
// main_c([Y,F],[R],EF) routes ok and exc(E).
Program wellFormed() {
  Program prog;
  prog.methods.push_back({"Demo", "abs", "(I)I", true, {"x"}});
  prog.methods.push_back({"Demo", "main", "(I)I", true, {"x"}});
  prog.addPredicate(predicate("abs", {VT::Int}, {VT::Int, VT::Flag}, 0, 0, true));
  prog.addPredicate(predicate("main", {VT::Int}, {VT::Int, VT::Flag}, 1, 0, true));
  prog.addPredicate(predicate("main_1c", {VT::Int, VT::Flag}, {VT::Int, VT::Flag}, 1, 1));

  Rule pos = headRule({{"X", VT::Int}});
  pos.guards = {compare(var(0), CmpOp::Ge, Operand::intConst(0))};
  pos.body = {ret(var(0))};
  Rule neg = headRule({{"X", VT::Int}});
  VarId n = neg.newVar("N", VT::Int);
  neg.guards = {compare(var(0), CmpOp::Lt, Operand::intConst(0))};
  neg.body = {arith(ArithOp::Neg, n, var(0)), ret(var(n))};
  prog.predicates[0].rules = {pos, neg};

  Rule m = headRule({{"X", VT::Int}});
  VarId y = m.newVar("Y", VT::Int), f = m.newVar("EF1", VT::Flag);
  m.body = {call(0, {var(0)}, {y, f}), call(2, {var(y), var(f, VT::Flag)}, m.outputs)};
  prog.predicates[1].rules = {m};

  Rule ok = headRule({{"Y", VT::Int}, {"F", VT::Flag}});
  ok.guards = {flagOk(1)};
  ok.body = {ret(var(0))};
  Rule exc = headRule({{"Y", VT::Int}, {"F", VT::Flag}});
  VarId e = exc.newVar("E", VT::Ref);
  exc.guards = {flagExc(1, e)};
  exc.body = {throwStmt(var(e, VT::Ref))};
  prog.predicates[2].rules = {ok, exc};
  prog.entryByMethod["Demo.abs(I)I"] = 0;
  prog.entryByMethod["Demo.main(I)I"] = 1;
  return prog;
}

TEST(ClpVerifier, AcceptsWellFormedProgram) {
  auto errors = verify(wellFormed());
  EXPECT_TRUE(errors.empty()) << joined(errors);
}

TEST(ClpVerifier, ReportsCallArityMismatch) {
  Program prog = wellFormed();
  prog.predicates[1].rules[0].body[0].args.push_back(Operand::intConst(1));
  auto errors = verify(prog);
  EXPECT_EQ(errors, std::vector<std::string>{"main rule 1: call to abs with 2 inputs, expects 1"});

  prog = wellFormed();
  prog.predicates[1].rules[0].body[0].outs.pop_back();
  errors = verify(prog);
  EXPECT_TRUE(contains(errors, "main rule 1: call to abs with 1 outputs, expects 2"))
      << joined(errors);
}

TEST(ClpVerifier, ReportsHeadArityMismatch) {
  Program prog = wellFormed();
  prog.predicates[0].inputs.push_back(VT::Int);  // abs/2 now, its rules still take one input
  auto errors = verify(prog);
  EXPECT_TRUE(contains(errors, "abs rule 1: 1 head inputs, predicate has 2")) << joined(errors);
  EXPECT_TRUE(contains(errors, "abs rule 2: 1 head inputs, predicate has 2")) << joined(errors);
  EXPECT_TRUE(contains(errors, "main rule 1: call to abs with 1 inputs, expects 2"))
      << joined(errors);

  prog = wellFormed();
  prog.predicates[2].rules[1].outputs.erase(prog.predicates[2].rules[1].outputs.begin());
  errors = verify(prog);
  EXPECT_TRUE(contains(errors, "main_1c rule 2: 1 head outputs, predicate has 2"))
      << joined(errors);
}

TEST(ClpVerifier, ReportsTypeMismatches) {
  Program prog = wellFormed();
  prog.predicates[1].rules[0].body[0].args[0] = Operand::longConst(3);
  auto errors = verify(prog);
  EXPECT_EQ(errors,
            std::vector<std::string>{"main rule 1: call to abs: input 1 is long, expects int"});

  prog = wellFormed();
  prog.predicates[0].rules[1].varTypes[0] = VT::Long;
  errors = verify(prog);
  EXPECT_EQ(errors,
            std::vector<std::string>{"abs rule 2: input 1 has type long, predicate expects int"});

  prog = wellFormed();
  prog.predicates[0].rules[0].varTypes.pop_back();
  errors = verify(prog);
  EXPECT_TRUE(contains(errors, "abs rule 1: variable tables differ in size")) << joined(errors);
}

TEST(ClpVerifier, ReportsUseBeforeDefinition) {
  Program prog = wellFormed();
  Rule& neg = prog.predicates[0].rules[1];
  std::swap(neg.body[0], neg.body[1]);  // return N before N #= -X
  auto errors = verify(prog);
  EXPECT_TRUE(contains(errors, "abs rule 2: variable N used before it is defined"))
      << joined(errors);

  // A guard over a variable that is neither an input nor bound by an earlier guard.
  prog = wellFormed();
  Rule& exc = prog.predicates[2].rules[1];
  VarId stray = exc.newVar("Z", VT::Int);
  exc.guards.push_back(compare(var(stray), CmpOp::Gt, Operand::intConst(0)));
  errors = verify(prog);
  EXPECT_EQ(errors,
            std::vector<std::string>{"main_1c rule 2: variable Z used before it is defined"});

  // The exception variable is defined by the FlagExc guard; without it, the throw uses it
  // undefined.
  prog = wellFormed();
  prog.predicates[2].rules[1].guards[0] = compare(var(0), CmpOp::Ne, Operand::intConst(0));
  prog.predicates[2].rules[0].guards[0] = compare(var(0), CmpOp::Eq, Operand::intConst(0));
  errors = verify(prog);
  EXPECT_EQ(errors,
            std::vector<std::string>{"main_1c rule 2: variable E used before it is defined"});
}

TEST(ClpVerifier, ReportsMissingOutputs) {
  Program prog = wellFormed();
  prog.predicates[0].rules[1].body.pop_back();  // N #= -X, but no return
  auto errors = verify(prog);
  EXPECT_EQ(errors, std::vector<std::string>{
                        "abs rule 2: rule never sets its outputs (no return, throw or tail call)"});

  // A call whose outputs are not the head's is not a tail call.
  prog = wellFormed();
  prog.predicates[1].rules[0].body.pop_back();
  errors = verify(prog);
  EXPECT_EQ(errors,
            std::vector<std::string>{
                "main rule 1: rule never sets its outputs (no return, throw or tail call)"});
}

TEST(ClpVerifier, ReportsStatementsAfterOutputsAndUnknownCallees) {
  Program prog = wellFormed();
  Rule& pos = prog.predicates[0].rules[0];
  pos.body.push_back(arith(ArithOp::Add, pos.newVar("T", VT::Int), var(0), var(0)));
  auto errors = verify(prog);
  EXPECT_EQ(errors,
            std::vector<std::string>{"abs rule 1: statement after the rule's outputs were set"});

  prog = wellFormed();
  prog.predicates[1].rules[0].body[0].callee = 17;
  errors = verify(prog);
  EXPECT_TRUE(contains(errors, "main rule 1: call to an unknown predicate")) << joined(errors);

  prog = wellFormed();
  prog.predicates[2].rules.clear();
  errors = verify(prog);
  EXPECT_EQ(errors, std::vector<std::string>{"main_1c: no rules"});
}

TEST(ClpVerifier, ReportsNonExclusiveRulePairs) {
  Program prog = wellFormed();
  prog.predicates[0].rules[1].guards[0].cmp = CmpOp::Le;  // X >= 0 and X =< 0 overlap at 0
  auto errors = verify(prog);
  EXPECT_EQ(errors, std::vector<std::string>{"abs: rules 1 and 2 are not mutually exclusive"});

  // A third rule without guards overlaps both.
  prog = wellFormed();
  Rule extra = headRule({{"X", VT::Int}});
  extra.body = {ret(Operand::intConst(0))};
  prog.predicates[0].rules.push_back(extra);
  errors = verify(prog);
  EXPECT_EQ(errors, (std::vector<std::string>{"abs: rules 1 and 3 are not mutually exclusive",
                                              "abs: rules 2 and 3 are not mutually exclusive"}));
}

// Builds p([X,Y,F,O],[R],EF) with one rule per guard and reports whether the verifier
// found the two rules exclusive.
bool exclusive(const Guard& g1, const Guard& g2) {
  Program prog;
  prog.methods.push_back({"Demo", "p", "(II)I", true, {}});
  prog.addPredicate(predicate("p", {VT::Int, VT::Int, VT::Flag, VT::Ref}, {VT::Int, VT::Flag}));
  for (const Guard* g : {&g1, &g2}) {
    Rule r = headRule({{"X", VT::Int}, {"Y", VT::Int}, {"F", VT::Flag}, {"O", VT::Ref}});
    r.newVar("E", VT::Ref);  // id 6, bound by FlagExc guards
    r.guards = {*g};
    r.body = {ret(Operand::intConst(0))};
    prog.predicates[0].rules.push_back(r);
  }
  auto errors = verify(prog);
  for (const auto& e : errors)
    if (e != "p: rules 1 and 2 are not mutually exclusive") ADD_FAILURE() << "unexpected: " << e;
  return errors.empty();
}

TEST(ClpVerifier, RecognisesExclusiveGuardPairs) {
  Operand x = var(0), zero = Operand::intConst(0);
  auto cmp = [&](CmpOp op) { return compare(x, op, zero); };
  for (CmpOp op : {CmpOp::Eq, CmpOp::Ne, CmpOp::Lt, CmpOp::Ge, CmpOp::Gt, CmpOp::Le})
    EXPECT_TRUE(exclusive(cmp(op), cmp(negate(op)))) << toString(op);
  EXPECT_TRUE(exclusive(cmp(CmpOp::Lt), cmp(CmpOp::Gt)));
  EXPECT_TRUE(exclusive(cmp(CmpOp::Gt), cmp(CmpOp::Lt)));
  EXPECT_TRUE(exclusive(cmp(CmpOp::Lt), cmp(CmpOp::Eq)));
  EXPECT_TRUE(exclusive(cmp(CmpOp::Eq), cmp(CmpOp::Gt)));
  EXPECT_TRUE(exclusive(inSet(x, {1, 2}), inSet(x, {3})));
  EXPECT_TRUE(exclusive(inSet(x, {1, 2}), inSet(x, {1, 2, 3}, false)));
  EXPECT_TRUE(exclusive(inSet(x, {1, 2, 3}, false), inSet(x, {2})));
  EXPECT_TRUE(exclusive(flagOk(2), flagExc(2, 6)));
  EXPECT_TRUE(exclusive(flagExc(2, 6), flagOk(2)));
  EXPECT_TRUE(
      exclusive(instanceOf(3, "java/lang/Exception"), instanceOf(3, "java/lang/Exception", false)));
  EXPECT_TRUE(exclusive(isNull(3), isNull(3, false)));
}

TEST(ClpVerifier, RejectsOverlappingGuardPairs) {
  Operand x = var(0), y = var(1), zero = Operand::intConst(0);
  EXPECT_FALSE(exclusive(compare(x, CmpOp::Le, zero), compare(x, CmpOp::Ge, zero)));
  EXPECT_FALSE(exclusive(compare(x, CmpOp::Lt, zero), compare(x, CmpOp::Ne, zero)));
  EXPECT_FALSE(exclusive(compare(x, CmpOp::Lt, zero), compare(y, CmpOp::Ge, zero)));
  EXPECT_FALSE(exclusive(compare(x, CmpOp::Lt, zero), compare(x, CmpOp::Ge, Operand::intConst(1))));
  EXPECT_FALSE(exclusive(inSet(x, {1, 2}), inSet(x, {2, 3})));
  EXPECT_FALSE(exclusive(inSet(x, {1, 4}), inSet(x, {1, 2, 3}, false)));
  EXPECT_FALSE(exclusive(inSet(x, {1}, false), inSet(x, {2}, false)));
  EXPECT_FALSE(exclusive(flagOk(2), flagOk(2)));
  EXPECT_FALSE(exclusive(flagExc(2, 6), flagExc(2, 6)));
  EXPECT_FALSE(
      exclusive(instanceOf(3, "java/lang/Exception"), instanceOf(3, "java/lang/Error", false)));
  EXPECT_FALSE(exclusive(isNull(3), isNull(3)));
}

}  // namespace
}  // namespace symtest::clp
