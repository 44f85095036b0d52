// Compositional generation: the same test cases as unfolding on every fixture method, and the
// summaries (and reasons for none) the library ends with.
#include <gtest/gtest.h>

#include "compose/compositional_technique.hpp"
#include "fixture.hpp"
#include "solver/expr_import.hpp"

namespace symtest::compose {
namespace {

using testing::Fixture;
using testing::helperMethods;

TEST(Compositional, GivesTheTestCasesOfUnfolding) {
  Fixture f;
  for (uint32_t k : {1u, 2u, 3u}) {
    results::GenerationResult plain = f.generate(helperMethods(), nullptr, k);
    CompositionalTechnique technique({});
    results::GenerationResult composed = f.generate(helperMethods(), &technique, k);
    ASSERT_EQ(plain.methods.size(), composed.methods.size());
    for (size_t m = 0; m < plain.methods.size(); ++m) {
      const auto& a = plain.methods[m];
      const auto& b = composed.methods[m];
      SCOPED_TRACE(a.method.name + " k=" + std::to_string(k));
      EXPECT_EQ(a.status, b.status);
      ASSERT_EQ(a.tests.size(), b.tests.size());
      for (size_t t = 0; t < a.tests.size(); ++t) {
        EXPECT_EQ(a.tests[t].throws, b.tests[t].throws);
        EXPECT_EQ(a.tests[t].exceptionClass, b.tests[t].exceptionClass);
        EXPECT_EQ(a.tests[t].constraints, b.tests[t].constraints);
        EXPECT_EQ(a.tests[t].probes, b.tests[t].probes);
      }
      EXPECT_EQ(a.branches.covered, b.branches.covered);
      EXPECT_EQ(a.instructions.covered, b.instructions.covered);
    }
    const auto& counts = composed.sections.at("summaries").counts;
    EXPECT_GT(counts.at("computed"), 0u);
    EXPECT_GT(counts.at("reused"), 0u);
    EXPECT_EQ(counts.at("loaded"), 0u);
  }
}

TEST(Compositional, SummarisesWhatCasesCanExpressAndSaysWhyNot) {
  Fixture f;
  CompositionalTechnique technique({});
  f.generate(helperMethods(), &technique);
  const SummaryLibrary& lib = technique.library();
  const Summary* sign = lib.find("Helpers.sign(I)I");
  ASSERT_NE(sign, nullptr);
  EXPECT_EQ(sign->cases.size(), 3u);
  for (const SummaryCase& c : sign->cases) {
    EXPECT_EQ(c.flag.kind, Term::Kind::Ok);
    ASSERT_TRUE(c.result);
    EXPECT_EQ(c.result->kind, Term::Kind::Expr);
  }
  // An exception the callee creates, with its message literal.
  const Summary* checked = lib.find("Helpers.checked(I)I");
  ASSERT_NE(checked, nullptr);
  ASSERT_EQ(checked->cases.size(), 2u);
  const SummaryCase* thrown = nullptr;
  for (const SummaryCase& c : checked->cases)
    if (c.flag.kind == Term::Kind::Created) thrown = &c;
  ASSERT_NE(thrown, nullptr);
  EXPECT_EQ(thrown->created.at(thrown->flag.index).type, "java/lang/IllegalArgumentException");
  ASSERT_EQ(thrown->literals.size(), 1u);
  EXPECT_EQ(thrown->literals[0].second.size(), std::string("negative: below zero").size());
  // Division by zero: the JVM's exception, and no result.
  const Summary* divide = lib.find("Helpers.divide(II)I");
  ASSERT_NE(divide, nullptr);
  EXPECT_EQ(divide->cases.size(), 2u);
  // A constructor writes its fresh receiver; a recursive component's entry is summarised.
  const Summary* pair = lib.find("Helpers$Pair.<init>(II)V");
  ASSERT_NE(pair, nullptr);
  EXPECT_TRUE(pair->freshReceiver);
  EXPECT_EQ(pair->cases.at(0).receiverWrites.size(), 2u);
  EXPECT_NE(lib.find("Helpers.even(I)Z"), nullptr);
  // Heap summaries: cases over the input heap (a read, a write, an inspected reference).
  const Summary* valueOf = lib.find("Helpers.valueOf(LHelpers$Node;)I");
  ASSERT_NE(valueOf, nullptr);
  bool reads = false;
  for (const SummaryCase& c : valueOf->cases) reads |= c.reads.size() == 1;
  EXPECT_TRUE(reads);
  const Summary* bump = lib.find("Helpers.bump(LHelpers$Node;I)V");
  ASSERT_NE(bump, nullptr);
  bool writes = false;
  for (const SummaryCase& c : bump->cases) writes |= c.writes.size() == 1;
  EXPECT_TRUE(writes);
  // What cannot be expressed is unfolded, with the reason.
  // An instance method's receiver is an input object like any other.
  const Summary* counter = lib.find("Helpers.bump(I)I");
  ASSERT_NE(counter, nullptr);
  EXPECT_EQ(counter->cases.at(0).reads.size(), 1u);
  ASSERT_TRUE(lib.fallbacks().count("Helpers.capped(I)I"));
  EXPECT_NE(lib.fallbacks().at("Helpers.capped(I)I").find("static field Helpers.limit"),
            std::string::npos);
}

// Error detection (thesis Sec. 3.3.8): --errors-only keeps exactly the throwing test cases of
// a full run; an error summary holds only its throwing cases, and a call it decides either
// throws or is cut.
TEST(Compositional, ErrorsOnlyKeepsExactlyTheThrowingTestCases) {
  Fixture f;
  CompositionalTechnique full({});
  results::GenerationResult all = f.generate(helperMethods(), &full, 2);
  ComposeOptions options;
  options.errorsOnly = true;
  CompositionalTechnique errors(options);
  results::GenerationResult found = f.generate(helperMethods(), &errors, 2);
  ASSERT_EQ(all.methods.size(), found.methods.size());
  size_t thrown = 0;
  for (size_t m = 0; m < all.methods.size(); ++m) {
    SCOPED_TRACE(all.methods[m].method.name);
    std::vector<std::vector<std::string>> expected, got;
    for (const auto& t : all.methods[m].tests)
      if (t.throws) expected.push_back(t.constraints);
    for (const auto& t : found.methods[m].tests) {
      EXPECT_TRUE(t.throws);
      got.push_back(t.constraints);
    }
    EXPECT_EQ(expected, got);
    thrown += got.size();
  }
  EXPECT_GT(thrown, 0u);
  EXPECT_GT(found.sections.at("summaries").counts.at("normalPathsDropped"), 0u);
}

TEST(Compositional, ErrorSummariesKeepThrowingCasesAndCutNormalReturns) {
  Fixture f;
  ComposeOptions options;
  options.errorsOnly = true;
  options.errorSummaries = {"Helpers.checked"};
  CompositionalTechnique technique(options);
  results::GenerationResult r = f.generate({{"checkedTwice", "(II)I"}}, &technique, 2);
  const Summary* checked = technique.library().find("Helpers.checked(I)I");
  ASSERT_NE(checked, nullptr);
  EXPECT_TRUE(checked->errorCases);
  ASSERT_EQ(checked->cases.size(), 1u);
  EXPECT_NE(checked->cases[0].flag.kind, Term::Kind::Ok);
  // checked(x) + checked(y): a normal return of checked(x) is cut, so only x's error is found
  // (a full error search finds y's too).
  ASSERT_EQ(r.methods.size(), 1u);
  ASSERT_EQ(r.methods[0].tests.size(), 1u);
  EXPECT_EQ(r.methods[0].tests[0].exceptionClass, "java/lang/IllegalArgumentException");
  EXPECT_EQ(r.methods[0].tests[0].constraints, std::vector<std::string>{"x < 0"});
  EXPECT_EQ(r.sections.at("summaries").counts.at("errorSummaries"), 1u);

  ComposeOptions exact;
  exact.errorsOnly = true;
  CompositionalTechnique search(exact);
  results::GenerationResult both = f.generate({{"checkedTwice", "(II)I"}}, &search, 2);
  EXPECT_EQ(both.methods[0].tests.size(), 2u);
  EXPECT_FALSE(search.library().find("Helpers.checked(I)I")->errorCases);
}

TEST(Compositional, ErrorSummaryPatternsNameMethods) {
  EXPECT_TRUE(namesMethod("all", "a/b/C", "m"));
  EXPECT_TRUE(namesMethod("a.b.C", "a/b/C", "m"));
  EXPECT_TRUE(namesMethod("a/b/C.m", "a/b/C", "m"));
  EXPECT_TRUE(namesMethod("C.m", "a/b/C", "m"));
  EXPECT_FALSE(namesMethod("C.n", "a/b/C", "m"));
  EXPECT_FALSE(namesMethod("D", "a/b/C", "m"));
}

// Context-specialized summaries: where the general summary cannot be built (an interface
// argument), each call that fixes the argument's class (and constants, null) gets a summary
// for its context, computed once.
TEST(Compositional, SpecializesSummariesToCallContexts) {
  Fixture f;
  CompositionalTechnique technique({});
  results::GenerationResult r = f.generate({{"squaresAndStrip", "(II)I"}}, &technique, 2);
  const SummaryLibrary& lib = technique.library();
  const std::string general = "Helpers.scaledArea(LHelpers$Shape;I)I";
  EXPECT_EQ(lib.find(general), nullptr);
  ASSERT_TRUE(lib.fallbacks().count(general));
  EXPECT_NE(lib.fallbacks().at(general).find("several classes"), std::string::npos);
  const Summary* square = lib.find(general + " [=Helpers$Square, 2]");
  ASSERT_NE(square, nullptr);
  EXPECT_EQ(square->cases.size(), 2u);  // the area, or the exception
  const Summary* strip = lib.find(general + " [=Helpers$Strip, 1]");
  ASSERT_NE(strip, nullptr);
  EXPECT_EQ(strip->cases.size(), 1u);
  ASSERT_NE(lib.find(general + " [null, 3]"), nullptr);
  const auto& counts = r.sections.at("summaries").counts;
  EXPECT_EQ(counts.at("specialized"), 3u);  // the second Square call reuses the first
  // Four calls composed on the path where both squares are fine.
  EXPECT_GE(r.methods.at(0).counters.at("summary cases composed"), 4u);
}

TEST(ExprImporter, InstantiatesVariablesAndFolds) {
  solver::ExprPool from, to;
  solver::ExprId x = from.newVar("x", 32);
  solver::ExprId cond = from.binary(
      solver::Op::Sgt, from.binary(solver::Op::Add, x, from.bvConst(32, 1)), from.bvConst(32, 0));
  solver::ExprImporter constant(from, to, [&](uint32_t) { return to.bvConst(32, 5); });
  EXPECT_TRUE(to.isTrue(constant.import(cond)));
  solver::ExprId y = to.newVar("y", 32);
  solver::ExprImporter renamed(from, to, [&](uint32_t) { return y; });
  EXPECT_EQ(to.toString(renamed.import(cond)), "y + 1 > 0");
  solver::ExprImporter unmapped(from, to, [](uint32_t) { return solver::kNoExpr; });
  EXPECT_EQ(unmapped.import(cond), solver::kNoExpr);
}

}  // namespace
}  // namespace symtest::compose
