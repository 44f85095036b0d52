// Guided generation on the fixture: each criterion keeps what full exploration covers while
// exploring less, all-local-paths finds every local path (also those that need another path
// through a helper), and program points are reached or shown unreachable.
#include <gtest/gtest.h>

#include "fixture_class_path.hpp"

#include <algorithm>
#include <set>

#include "classfile/class_path.hpp"
#include "guide/guide.hpp"
#include "guide/test_goals.hpp"
#include "testcase/generator.hpp"

namespace symtest::guide {
namespace {

using results::GenerationResult;
using results::MethodResult;

GenerationResult run(const std::string& method, const std::string& descriptor,
                     const std::string& criterion, bool keepAll = true) {
  auto owned = unit::fixtureClassPath(FIXTURE_CLASSES, MODELS_JAR);
  classfile::ClassPath& cp = *owned;
  testcase::GeneratorOptions options;
  GuidedGeneration guided({parseCriterion(criterion), keepAll});
  if (criterion != "none") options.techniques.push_back(&guided);
  return testcase::generate(cp, {{"Guided", method, descriptor}}, options);
}

// What a test does, for comparing suites: its outcome class.
std::set<std::string> outcomes(const MethodResult& m) {
  std::set<std::string> out;
  for (const auto& t : m.tests)
    out.insert(t.throws   ? "throws " + t.exceptionClass
               : t.result ? (t.result->value < 0    ? "negative"
                             : t.result->value == 0 ? "zero"
                                                    : "positive")
                          : "void");
  return out;
}

void expectSameCoverage(const MethodResult& a, const MethodResult& b) {
  EXPECT_EQ(a.instructions.covered, b.instructions.covered) << a.method.name;
  EXPECT_EQ(a.branches.covered, b.branches.covered) << a.method.name;
}

struct Subject {
  std::string name, descriptor;
};
const std::vector<Subject> kSubjects{{"settle", "(III)I"},
                                     {"classify", "(I)Ljava/lang/String;"},
                                     {"twoDigits", "(CC)I"},
                                     {"sumClamped", "(I)I"},
                                     {"guarded", "(I)I"}};

TEST(GuideTest, BranchCoversWhatAllPathsCoversWithFewerTestsAndSolverWork) {
  for (const Subject& s : kSubjects) {
    GenerationResult full = run(s.name, s.descriptor, "all-paths");
    GenerationResult branch = run(s.name, s.descriptor, "branch");
    const MethodResult& f = full.methods[0];
    const MethodResult& b = branch.methods[0];
    // sumClamped's loop runs three times, more than k=2 allows: no path ends, and the run says
    // so instead of reporting an empty complete exploration.
    if (s.name == "sumClamped") {
      EXPECT_EQ(f.status, MethodResult::Status::Partial);
      EXPECT_NE(f.note.find("every path was cut by the bound"), std::string::npos) << f.note;
    } else {
      ASSERT_EQ(f.status, MethodResult::Status::Complete) << s.name;
    }
    expectSameCoverage(f, b);
    EXPECT_LE(b.tests.size(), f.tests.size()) << s.name;
    EXPECT_LE(branch.solver.queries, full.solver.queries) << s.name;
    for (const auto& t : b.tests) EXPECT_FALSE(goalsOf(t).empty()) << s.name;
  }
  GenerationResult full = run("settle", "(III)I", "all-paths");
  GenerationResult branch = run("settle", "(III)I", "branch");
  EXPECT_EQ(full.methods[0].tests.size(), 41u);
  EXPECT_LE(branch.methods[0].tests.size(), 6u);
  EXPECT_GT(branch.methods[0].exploration.prunedByExtensions, 0u);
  EXPECT_LT(branch.solver.solverCalls * 3, full.solver.solverCalls);
}

// The local paths a run's test cases name (the "local path ..." goal of each).
std::set<std::string> localPaths(const MethodResult& m) {
  std::set<std::string> out;
  for (const auto& t : m.tests)
    for (const auto& g : goalsOf(t))
      if (g.rfind("local path ", 0) == 0) out.insert(g);
  return out;
}

// A read at an input index of a table the class initializer filled is one term, not a split
// over the index's first values: the digit entries are reached, and all-paths has one path per
// outcome of the method's own branches.
TEST(GuideTest, TableReadsReachEveryEntry) {
  GenerationResult full = run("digitValue", "(C)I", "all-paths");
  GenerationResult branch = run("digitValue", "(C)I", "branch");
  EXPECT_EQ(full.methods[0].tests.size(), 3u);
  EXPECT_EQ(outcomes(branch.methods[0]), (std::set<std::string>{"negative", "zero"}));
  expectSameCoverage(full.methods[0], branch.methods[0]);
  EXPECT_EQ(branch.methods[0].branches.covered, branch.methods[0].branches.total);
}

// Table reads at indices made of earlier table reads, round after round (k above the rounds):
// each read is one element named by its index, and a name whose
// index would be long text is not spelled out (printing it walks the term as a tree: a cipher's
// rounds took minutes and gigabytes).
TEST(GuideTest, RoundsOfTableReadsKeepTheirNamesShort) {
  auto owned = unit::fixtureClassPath(FIXTURE_CLASSES, MODELS_JAR);
  testcase::GeneratorOptions options;
  options.k = 13;
  GuidedGeneration guided({parseCriterion("branch"), true});
  options.techniques.push_back(&guided);
  GenerationResult r = testcase::generate(*owned, {{"Guided", "mixRounds", "(I)I"}}, options);
  const MethodResult& m = r.methods.at(0);
  EXPECT_EQ(m.status, MethodResult::Status::Complete) << m.note;
  ASSERT_FALSE(m.tests.empty());
  for (const auto& t : m.tests)
    for (const std::string& c : t.constraints) EXPECT_LT(c.size(), 20000u) << c.substr(0, 200);
}

// --stall gives up a search that covers nothing new: the run is partial (and says so), does
// less work, and covers what the run without it covers.
TEST(GuideTest, StallGivesUpSearchesThatFindNothingNew) {
  auto runWithStall = [](uint64_t stall) {
    auto owned = unit::fixtureClassPath(FIXTURE_CLASSES, MODELS_JAR);
    testcase::GeneratorOptions options;
    options.k = 7;
    GuidedGeneration guided({parseCriterion("branch"), true, stall});
    options.techniques.push_back(&guided);
    return testcase::generate(*owned, {{"Guided", "oddCount", "([I)I"}}, options);
  };
  GenerationResult patient = runWithStall(0);
  GenerationResult stalled = runWithStall(2000);
  const MethodResult& p = patient.methods[0];
  const MethodResult& s = stalled.methods[0];
  EXPECT_EQ(p.exploration.abandonedSearches, 0u);
  EXPECT_GT(s.exploration.abandonedSearches, 0u);
  EXPECT_EQ(s.status, MethodResult::Status::Partial);
  EXPECT_TRUE(s.note.find("without new coverage") != std::string::npos ||
              s.note.find("no new coverage") != std::string::npos)
      << s.note;
  EXPECT_LT(s.exploration.work, p.exploration.work);
  EXPECT_GT(s.exploration.lastProgressWork, 0u);
  expectSameCoverage(p, s);
}

TEST(GuideTest, AllLocalPathsFindsEveryLocalPathOnce) {
  GenerationResult settle = run("settle", "(III)I", "all-local-paths");
  EXPECT_EQ(localPaths(settle.methods[0]).size(), 2u);  // charge > 20 or not
  EXPECT_LT(settle.methods[0].tests.size(), 10u);       // and the helpers' own branches

  // Both outcomes need another path through isSmall, which returns a constant on each.
  GenerationResult classify = run("classify", "(I)Ljava/lang/String;", "all-local-paths");
  EXPECT_EQ(localPaths(classify.methods[0]).size(), 2u);

  // digit throws: each call's exception is a local path of its own.
  GenerationResult digits = run("twoDigits", "(CC)I", "all-local-paths");
  const MethodResult& d = digits.methods[0];
  EXPECT_EQ(localPaths(d).size(), 3u);
  EXPECT_EQ(outcomes(d).count("throws java/lang/IllegalArgumentException"), 1u);

  for (const Subject& s : kSubjects) {
    GenerationResult full = run(s.name, s.descriptor, "all-paths");
    GenerationResult local = run(s.name, s.descriptor, "all-local-paths");
    // The method's own instructions and branches: its local paths cover them all.
    const auto& f = full.methods[0].perMethod;
    const auto& l = local.methods[0].perMethod;
    auto own = [&](const std::vector<results::MethodCoverageReport>& per) {
      return *std::find_if(per.begin(), per.end(),
                           [&](const auto& r) { return r.method.name == s.name; });
    };
    EXPECT_EQ(own(f).instructions.covered, own(l).instructions.covered) << s.name;
    EXPECT_EQ(own(f).branches.covered, own(l).branches.covered) << s.name;
    // Callees are covered as under branch.
    expectSameCoverage(full.methods[0], local.methods[0]);
    EXPECT_LE(local.methods[0].tests.size(), full.methods[0].tests.size()) << s.name;
  }
}

TEST(GuideTest, ProgramPointsAreReachedOrShownUnreachable) {
  // Guided.java: line 61 (return 42) is reachable, line 58 (return -1) is not, and unused's
  // code is never called from guarded.
  GenerationResult r = run(
      "guarded", "(I)I", "program-points:Guided.guarded:61,Guided.guarded:58,Guided#unused(I)I@0");
  const MethodResult& m = r.methods[0];
  const results::Annotation* a = results::findAnnotation(m.annotations, "points");
  ASSERT_NE(a, nullptr);
  const nlohmann::json& points = a->value;
  ASSERT_EQ(points.size(), 3u);
  EXPECT_EQ(points[0]["status"], "reached");
  ASSERT_GE(points[0]["testCase"].get<uint32_t>(), 1u);
  EXPECT_EQ(m.tests[points[0]["testCase"].get<uint32_t>() - 1].result->value, 42);
  EXPECT_EQ(points[1]["status"], "unreachable");
  EXPECT_EQ(points[2]["status"], "unreachable");
  EXPECT_EQ(points[2]["why"], "no such instruction in the code this method runs");
  EXPECT_EQ(a->lines[1],
            "point Guided.guarded:58: unreachable (no feasible path within the bound)");
  EXPECT_EQ(m.tests.size(), 1u);

  GenerationResult full = run("guarded", "(I)I", "all-paths");
  EXPECT_LT(m.exploration.unfoldings, full.methods[0].exploration.unfoldings);
  EXPECT_THROW(run("guarded", "(I)I", "program-points:Guided.guarded"), std::invalid_argument);
}

TEST(GuideTest, ReductionKeepsCoverageAndRenumbers) {
  GenerationResult all = run("settle", "(III)I", "all-paths", true);
  GenerationResult reduced = run("settle", "(III)I", "all-paths", false);
  const MethodResult& a = all.methods[0];
  const MethodResult& r = reduced.methods[0];
  expectSameCoverage(a, r);
  EXPECT_EQ(r.generatedTests, a.tests.size());
  EXPECT_LT(r.tests.size(), 5u);
  EXPECT_EQ(outcomes(a), outcomes(r));
  for (size_t i = 0; i < r.tests.size(); ++i) EXPECT_EQ(r.tests[i].number, i + 1);
}

}  // namespace
}  // namespace symtest::guide
