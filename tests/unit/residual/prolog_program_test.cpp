// The runnable program's text for hand-built CLP programs: the methods main lists (and why the
// others are not), block-k wrappers and bounds, Java's arithmetic as the driver's predicates,
// guards posted with a budget, subtype facts, and what the driver cannot run.
#include "residual/prolog_program.hpp"

#include <gtest/gtest.h>

#include "build_helpers.hpp"

namespace symtest::residual {
namespace {

using namespace clp;
using namespace clp::testing;
using VT = ValueType;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Demo.abs(I)I: abs([X],[R],EF) with two guarded rules, the second negating with wrap-around.
Program absProgram() {
  Program prog;
  prog.methods.push_back({"com/acme/Demo", "abs", "(I)I", true, {"x"}});
  Predicate p = predicate("abs", {VT::Int}, {VT::Int, VT::Flag}, 0, 0, true);
  Rule positive = headRule({{"X", VT::Int}});
  positive.guards = {compare(var(0), CmpOp::Ge, Operand::intConst(0))};
  positive.body = {ret(var(0))};
  Rule negative = headRule({{"X", VT::Int}});
  negative.guards = {compare(var(0), CmpOp::Lt, Operand::intConst(0))};
  VarId n = negative.newVar("N", VT::Int);
  negative.body = {arith(ArithOp::Neg, n, var(0)), ret(var(n))};
  p.rules = {positive, negative};
  prog.entryByMethod[Program::methodKey("com/acme/Demo", "abs", "(I)I")] =
      prog.addPredicate(std::move(p));
  return prog;
}

TEST(PrologProgram, ListsAMethodOverIntegersWithItsRulesUnderBlockK) {
  PrologContext context;
  context.k = 3;
  const PrologProgram out = prologProgram(absProgram(), {0}, context);
  ASSERT_EQ(out.listed, std::vector<std::string>{"com.acme.Demo.abs(I)I"});
  EXPECT_TRUE(out.left.empty());
  const std::string& t = out.text;
  EXPECT_TRUE(contains(t, ":- use_module(library(clpfd)).")) << "the driver comes first";
  EXPECT_TRUE(contains(t, "default_k(3)."));
  EXPECT_TRUE(contains(t, "method('com.acme.Demo.abs(I)I', 'Demo.abs', [int], int)."));
  EXPECT_TRUE(
      contains(t, "'Demo.abs'(In, Out, EF) :- unfold('Demo.abs', In, 'Demo.abs$'(In, Out, EF))."));
  EXPECT_TRUE(contains(t,
                       "'Demo.abs$'([X],[R],EF) :-\n"
                       "    step('Demo.abs', 1),\n"
                       "    post(X #>= 0),\n"
                       "    R = X, EF = ok.\n"));
  EXPECT_TRUE(contains(t,
                       "'Demo.abs$'([X],[R],EF) :-\n"
                       "    step('Demo.abs', 2),\n"
                       "    post(X #< 0),\n"
                       "    wrap(32, -X, N),\n"
                       "    R = N, EF = ok.\n"));
}

TEST(PrologProgram, ArithmeticWrapsAsTheJvm) {
  Program prog;
  prog.methods.push_back({"Ops", "f", "(JI)J", true, {"l", "i"}});
  Predicate p = predicate("f", {VT::Long, VT::Int}, {VT::Long, VT::Flag}, 0, 0, true);
  Rule r = headRule({{"L", VT::Long}, {"I", VT::Int}}, VT::Long);
  const Operand l = var(0, VT::Long), i = var(1);
  VarId a = r.newVar("A", VT::Long), b = r.newVar("B", VT::Long), c = r.newVar("C", VT::Long),
        d = r.newVar("D", VT::Int), e = r.newVar("E", VT::Int), f = r.newVar("F", VT::Int),
        g = r.newVar("G", VT::Int), h = r.newVar("H", VT::Int);
  r.body = {arith(ArithOp::Mul, a, l, l),
            arith(ArithOp::Shl, b, l, i),
            arith(ArithOp::UShr, c, l, i),
            arith(ArithOp::L2I, d, l),
            arith(ArithOp::I2B, e, i),
            arith(ArithOp::I2C, f, i),
            arith(ArithOp::And, g, i, Operand::intConst(255)),
            arith(ArithOp::Div, h, i, Operand::intConst(-1)),
            ret(var(a, VT::Long))};
  p.rules = {r};
  prog.entryByMethod[Program::methodKey("Ops", "f", "(JI)J")] = prog.addPredicate(std::move(p));
  const std::string t = prologProgram(prog, {0}, {}).text;
  EXPECT_TRUE(contains(t, "wrap_product(64, L, L, A)"));
  EXPECT_TRUE(contains(t, "wrap_shift(64, L, I, B)"));
  EXPECT_TRUE(contains(t, "unsigned_shift(64, L, I, C)"));
  EXPECT_TRUE(contains(t, "wrap(32, L, D)"));
  EXPECT_TRUE(contains(t, "wrap(8, I, E)"));
  EXPECT_TRUE(contains(t, "char_of(I, F)"));
  EXPECT_TRUE(contains(t, "bit_and(I, 255, G)"));
  EXPECT_TRUE(contains(t, "wrap(32, I // -1, H)")) << "MIN / -1 wraps back to MIN";
  EXPECT_TRUE(contains(t, "method('Ops.f(JI)J', 'Ops.f', [long, int], long)."));
}

TEST(PrologProgram, SaysWhichMethodsMainCannotListAndWhy) {
  Program prog = absProgram();
  prog.methods.push_back({"com/acme/Demo", "scale", "(D)D", true, {"d"}});
  prog.methods.push_back({"com/acme/Demo", "name", "(Ljava/lang/String;)I", true, {"s"}});
  prog.methods.push_back({"com/acme/Demo", "size", "()I", false, {}});
  prog.methods.push_back({"com/acme/Demo", "gone", "(I)I", true, {"x"}});
  const PrologProgram out = prologProgram(prog, {0, 1, 2, 3, 4}, {});
  ASSERT_EQ(out.left.size(), 4u);
  EXPECT_EQ(out.left[0].method, "com.acme.Demo.scale(D)D");
  EXPECT_EQ(out.left[0].reason, "a floating-point parameter");
  EXPECT_EQ(out.left[1].reason, "a reference parameter: inputs are numbers only");
  EXPECT_EQ(out.left[2].reason, "an instance method: its receiver is an object input");
  EXPECT_EQ(out.left[3].reason, "not translated");
  EXPECT_TRUE(contains(out.text, "% com.acme.Demo.size()I: not listed: an instance method"));
  EXPECT_EQ(out.listed.size(), 1u);
}

TEST(PrologProgram, FloatingPointAndOutsideCallsStopTheDerivationAsUnsupported) {
  Program prog;
  prog.methods.push_back({"F", "f", "(I)I", true, {"x"}});
  Predicate p = predicate("f", {VT::Int}, {VT::Int, VT::Flag}, 0, 0, true);
  Rule r = headRule({{"X", VT::Int}});
  VarId d = r.newVar("D", VT::Double);
  Stmt external;
  external.kind = Stmt::Kind::External;
  external.className = "java/lang/System";
  external.field = "nanoTime";
  external.descriptor = "()J";
  external.outs = {r.newVar("T", VT::Long)};
  r.body = {arith(ArithOp::I2D, d, var(0)), external, ret(var(0))};
  p.rules = {r};
  prog.entryByMethod[Program::methodKey("F", "f", "(I)I")] = prog.addPredicate(std::move(p));
  const std::string t = prologProgram(prog, {0}, {}).text;
  EXPECT_TRUE(contains(t, "    unsupported('floating point'),\n"));
  EXPECT_TRUE(
      contains(t, "unsupported('a call of java.lang.System.nanoTime()J (outside the program)')"));
}

TEST(PrologProgram, SubtypeFactsAndTheModelsOwnBounds) {
  Program prog;
  prog.methods.push_back({"Main", "run", "(I)I", true, {"x"}});
  prog.methods.push_back({"java/util/Stack", "push", "(I)I", true, {"x"}});
  Predicate p = predicate("run", {VT::Int}, {VT::Int, VT::Flag}, 0, 0, true);
  Rule r = headRule({{"X", VT::Int}});
  VarId e = r.newVar("E", VT::Ref);
  r.guards = {instanceOf(e, "java/lang/RuntimeException")};
  r.body = {newObject(e, "java/lang/ArithmeticException"), ret(var(0))};
  p.rules = {r};
  prog.addPredicate(std::move(p));
  Predicate model = predicate("push", {VT::Int}, {VT::Int, VT::Flag}, 1, 0, true);
  Rule m = headRule({{"X", VT::Int}});
  m.body = {ret(var(0))};
  model.rules = {m};
  prog.addPredicate(std::move(model));
  PrologContext context;
  context.k = 2;
  context.bound = [](const std::string& cls) { return cls == "java/util/Stack" ? 4u : 2u; };
  context.deterministicFree = [](const std::string& cls) { return cls == "java/util/Stack"; };
  context.isSubtype = [](const std::string& sub, const std::string& super) {
    return sub == "java/lang/ArithmeticException" && super == "java/lang/RuntimeException";
  };
  const std::string t = prologProgram(prog, {0}, context).text;
  EXPECT_TRUE(
      contains(t, "subtype('java.lang.ArithmeticException', 'java.lang.RuntimeException')."));
  EXPECT_FALSE(contains(t, "subtype('java.lang.String'"));
  EXPECT_TRUE(contains(t, "bound('Stack.push', 4)."));
  EXPECT_TRUE(contains(t, "free_deterministic('Stack.push')."));
  EXPECT_FALSE(contains(t, "bound('Main.run'"));
  EXPECT_TRUE(contains(t, "new_object('java.lang.ArithmeticException',E)"));
  EXPECT_TRUE(contains(t, "instance_of(E,'java.lang.RuntimeException')"));
}

}  // namespace
}  // namespace symtest::residual
