// The printer's exact text for hand-built rules: every guard kind, every arithmetic
// operation, calls, new_object, throw and return, atom quoting and method ordering.
#include "clp/printer.hpp"

#include <gtest/gtest.h>

#include "build_helpers.hpp"

namespace symtest::clp {
namespace {

using namespace testing;
using VT = ValueType;

TEST(ClpNames, ComparisonSpellingAndNegation) {
  EXPECT_STREQ(toString(CmpOp::Eq), "#=");
  EXPECT_STREQ(toString(CmpOp::Ne), "#\\=");
  EXPECT_STREQ(toString(CmpOp::Lt), "#<");
  EXPECT_STREQ(toString(CmpOp::Ge), "#>=");
  EXPECT_STREQ(toString(CmpOp::Gt), "#>");
  EXPECT_STREQ(toString(CmpOp::Le), "#=<");
  EXPECT_EQ(negate(CmpOp::Eq), CmpOp::Ne);
  EXPECT_EQ(negate(CmpOp::Ne), CmpOp::Eq);
  EXPECT_EQ(negate(CmpOp::Lt), CmpOp::Ge);
  EXPECT_EQ(negate(CmpOp::Ge), CmpOp::Lt);
  EXPECT_EQ(negate(CmpOp::Gt), CmpOp::Le);
  EXPECT_EQ(negate(CmpOp::Le), CmpOp::Gt);
  EXPECT_STREQ(toString(VT::Long), "long");
  EXPECT_STREQ(toString(VT::Flag), "flag");
}

TEST(ClpPrinter, EveryGuardKind) {
  Program prog;
  prog.methods.push_back({"Demo", "g", "(IJ)I", true, {"x", "l"}});
  Predicate p = predicate("g_5c", {VT::Int, VT::Long, VT::Flag, VT::Ref}, {VT::Int, VT::Flag});
  Rule r = headRule({{"X", VT::Int}, {"L", VT::Long}, {"F", VT::Flag}, {"O", VT::Ref}});
  VarId e = r.newVar("E", VT::Ref);
  r.guards = {compare(var(0), CmpOp::Ge, Operand::intConst(0)),
              compare(var(1, VT::Long), CmpOp::Lt, Operand::longConst(-5)),
              compare(var(0), CmpOp::Le, Operand::intConst(7)),
              compare(var(0), CmpOp::Ne, Operand::intConst(-3)),
              inSet(var(0), {1, 2, 3}),
              inSet(var(0), {4}, false),
              flagOk(2),
              flagExc(2, e),
              instanceOf(3, "java/lang/Exception"),
              instanceOf(3, "java/lang/Error", false),
              isNull(3),
              isNull(3, false)};
  r.body = {ret(var(0))};
  EXPECT_EQ(printRule(prog, p, r),
            "g_5c([X,L,F,O],[R],EF) :-\n"
            "    X #>= 0,\n"
            "    L #< -5L,\n"
            "    X #=< 7,\n"
            "    X #\\= -3,\n"
            "    X in [1,2,3],\n"
            "    X notin [4],\n"
            "    F = ok,\n"
            "    F = exc(E),\n"
            "    type(O,'java/lang/Exception'),\n"
            "    \\+ type(O,'java/lang/Error'),\n"
            "    O == null,\n"
            "    O \\== null,\n"
            "    R = X, EF = ok.");
}

TEST(ClpPrinter, EveryArithmeticOperation) {
  Program prog;
  prog.methods.push_back({"Demo", "f", "(IIJ)I", true, {}});
  Predicate p = predicate("f", {VT::Int, VT::Int, VT::Long}, {VT::Int, VT::Flag});
  Rule r = headRule({{"A", VT::Int}, {"B", VT::Int}, {"L", VT::Long}});
  Operand a = var(0), b = var(1), l = var(2, VT::Long);
  struct Case {
    ArithOp op;
    Operand x, y;
    VT type;
  };
  const Case cases[] = {
      {ArithOp::Add, a, b, VT::Int},
      {ArithOp::Sub, a, Operand::intConst(1), VT::Int},
      {ArithOp::Mul, a, b, VT::Int},
      {ArithOp::Div, a, b, VT::Int},
      {ArithOp::Rem, a, b, VT::Int},
      {ArithOp::And, a, b, VT::Int},
      {ArithOp::Or, a, b, VT::Int},
      {ArithOp::Xor, a, b, VT::Int},
      {ArithOp::Shl, a, Operand::intConst(2), VT::Int},
      {ArithOp::Shr, a, b, VT::Int},
      {ArithOp::UShr, l, b, VT::Long},
      {ArithOp::Neg, a, {}, VT::Int},
      {ArithOp::I2L, a, {}, VT::Long},
      {ArithOp::L2I, l, {}, VT::Int},
      {ArithOp::I2B, a, {}, VT::Int},
      {ArithOp::I2C, a, {}, VT::Int},
      {ArithOp::I2S, a, {}, VT::Int},
      {ArithOp::Cmp, l, Operand::longConst(5), VT::Int},
      {ArithOp::Move, Operand::intConst(-9), {}, VT::Int},
  };
  int n = 0;
  for (const Case& c : cases) {
    VarId dst = r.newVar("T" + std::to_string(++n), c.type);
    r.body.push_back(arith(c.op, dst, c.x, c.y));
  }
  r.body.push_back(ret(var(static_cast<VarId>(r.varNames.size() - 1))));
  EXPECT_EQ(printRule(prog, p, r),
            "f([A,B,L],[R],EF) :-\n"
            "    T1 #= A + B,\n"
            "    T2 #= A - 1,\n"
            "    T3 #= A * B,\n"
            "    T4 #= A / B,\n"
            "    T5 #= A rem B,\n"
            "    T6 #= A /\\ B,\n"
            "    T7 #= A \\/ B,\n"
            "    T8 #= A xor B,\n"
            "    T9 #= A << 2,\n"
            "    T10 #= A >> B,\n"
            "    T11 #= L >>> B,\n"
            "    T12 #= -A,\n"
            "    T13 #= long(A),\n"
            "    T14 #= int(L),\n"
            "    T15 #= byte(A),\n"
            "    T16 #= char(A),\n"
            "    T17 #= short(A),\n"
            "    T18 #= cmp(L,5L),\n"
            "    T19 = -9,\n"
            "    R = T19, EF = ok.");
}

// lcm([A,B],[R],EF) calling a predicate whose name needs quoting, then a continuation.
Program callProgram() {
  Program prog;
  prog.methods.push_back({"Arith", "lcm", "(II)I", true, {"a", "b"}});
  prog.methods.push_back({"Arith", "abs", "(I)I", true, {"a"}});
  prog.addPredicate(predicate("lcm", {VT::Int, VT::Int}, {VT::Int, VT::Flag}, 0, 0, true));
  prog.addPredicate(predicate("lcm_24d", {VT::Int, VT::Int}, {VT::Int, VT::Flag}, 0, 24));
  prog.addPredicate(predicate("Arith.abs", {VT::Int}, {VT::Int, VT::Flag}, 1, 0, true));
  prog.addPredicate(predicate("lcm_9c", {VT::Int, VT::Int, VT::Flag}, {VT::Int, VT::Flag}, 0, 9));
  prog.addPredicate(predicate("note", {VT::Int, VT::Long, VT::Ref, VT::Flag}, {VT::Flag}, 0, 30));

  Rule entry = headRule({{"A", VT::Int}, {"B", VT::Int}});
  VarId abs = entry.newVar("Abs", VT::Int), ef1 = entry.newVar("EF1", VT::Flag);
  entry.body = {call(2, {var(0)}, {abs, ef1}),
                call(3, {var(1), var(abs), var(ef1, VT::Flag)}, entry.outputs)};
  prog.predicates[0].rules.push_back(entry);

  Rule div = headRule({{"S", VT::Int}, {"S1", VT::Int}});
  VarId exc = div.newVar("E", VT::Ref);
  div.guards = {compare(var(1), CmpOp::Eq, Operand::intConst(0))};
  div.body = {newObject(exc, "java/lang/ArithmeticException"), throwStmt(var(exc, VT::Ref))};
  prog.predicates[1].rules.push_back(div);

  Rule fact = headRule({{"X", VT::Int}});
  prog.predicates[2].rules.push_back(fact);

  Rule cont = headRule({{"B", VT::Int}, {"Abs", VT::Int}, {"F", VT::Flag}});
  cont.guards = {flagOk(2)};
  cont.body = {call(1, {var(1), var(0)}, cont.outputs)};
  prog.predicates[3].rules.push_back(cont);

  Rule voidRule =
      headRule({{"X", VT::Int}, {"L", VT::Long}, {"O", VT::Ref}, {"F", VT::Flag}}, VT::Int, false);
  VarId f2 = voidRule.newVar("EF2", VT::Flag);
  voidRule.body = {
      call(4, {Operand::intConst(5), Operand::longConst(7), Operand::null(), Operand::ok()}, {f2}),
      ret()};
  prog.predicates[4].rules.push_back(voidRule);
  return prog;
}

TEST(ClpPrinter, CallsNewObjectThrowAndFacts) {
  Program prog = callProgram();
  EXPECT_EQ(printRule(prog, prog.predicates[0], prog.predicates[0].rules[0]),
            "lcm([A,B],[R],EF) :-\n"
            "    'Arith.abs'([A],[Abs],EF1),\n"
            "    lcm_9c([B,Abs,EF1],[R],EF).");
  EXPECT_EQ(printRule(prog, prog.predicates[1], prog.predicates[1].rules[0]),
            "lcm_24d([S,S1],[R],EF) :-\n"
            "    S1 #= 0,\n"
            "    new_object('java/lang/ArithmeticException',E),\n"
            "    EF = exc(E).");
  // A rule without guards and body prints as a fact; quoted because of the dot.
  EXPECT_EQ(printRule(prog, prog.predicates[2], prog.predicates[2].rules[0]),
            "'Arith.abs'([X],[R],EF).");
  // Constants, null and ok as arguments; a void predicate returns only its flag.
  EXPECT_EQ(printRule(prog, prog.predicates[4], prog.predicates[4].rules[0]),
            "note([X,L,O,F],[],EF) :-\n"
            "    note([5,7L,null,ok],[],EF2),\n"
            "    EF = ok.");
}

TEST(ClpPrinter, MethodListsEntryFirstThenBlocksByOffset) {
  Program prog = callProgram();
  std::string text = printMethod(prog, 0);
  EXPECT_EQ(text.rfind("% Arith.lcm(II)I\nlcm([A,B],[R],EF) :-\n", 0), 0u) << text;
  size_t entry = text.find("\nlcm(["), c9 = text.find("\nlcm_9c(["), d24 = text.find("\nlcm_24d(["),
         note = text.find("\nnote([");
  ASSERT_NE(c9, std::string::npos);
  ASSERT_NE(d24, std::string::npos);
  ASSERT_NE(note, std::string::npos);
  EXPECT_LT(entry, c9);
  EXPECT_LT(c9, d24);
  EXPECT_LT(d24, note);
  EXPECT_EQ(text.find("'Arith.abs'([X]"), std::string::npos) << "abs belongs to method 1";
  EXPECT_EQ(text.back(), '\n');

  EXPECT_EQ(printMethod(prog, 1), "% Arith.abs(I)I\n'Arith.abs'([X],[R],EF).\n");
  std::string all = printProgram(prog);
  EXPECT_EQ(all, printMethod(prog, 0) + "\n" + printMethod(prog, 1));
}

TEST(ClpPrinter, PredicatePrintsEveryRule) {
  Program prog;
  prog.methods.push_back({"Demo", "sign", "(I)I", true, {"x"}});
  Predicate p = predicate("sign", {VT::Int}, {VT::Int, VT::Flag}, 0, 0, true);
  for (CmpOp op : {CmpOp::Lt, CmpOp::Eq, CmpOp::Gt}) {
    Rule r = headRule({{"X", VT::Int}});
    r.guards = {compare(var(0), op, Operand::intConst(0))};
    r.body = {ret(Operand::intConst(op == CmpOp::Lt ? -1 : op == CmpOp::Eq ? 0 : 1))};
    p.rules.push_back(r);
  }
  EXPECT_EQ(printPredicate(prog, p),
            "sign([X],[R],EF) :-\n    X #< 0,\n    R = -1, EF = ok.\n"
            "sign([X],[R],EF) :-\n    X #= 0,\n    R = 0, EF = ok.\n"
            "sign([X],[R],EF) :-\n    X #> 0,\n    R = 1, EF = ok.\n");
}

TEST(ClpProgram, EntryLookupByMethodKey) {
  Program prog = callProgram();
  prog.entryByMethod[Program::methodKey("Arith", "abs", "(I)I")] = 2;
  EXPECT_EQ(Program::methodKey("a/B", "m", "()V"), "a/B.m()V");
  EXPECT_EQ(prog.entryOf("Arith", "abs", "(I)I"), 2u);
  EXPECT_EQ(prog.entryOf("Arith", "abs", "(J)J"), kNoPred);
}

}  // namespace
}  // namespace symtest::clp
