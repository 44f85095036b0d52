// The results kept with the summaries: a method's stored result reads back exactly as it was
// written, a second run loads every result and agrees with the first, and a stale, corrupt or
// foreign file is never trusted.
#include "compose/result_store.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "compose/summary_store.hpp"
#include "fixture.hpp"

namespace symtest::compose {
namespace {

namespace fs = std::filesystem;
using testing::Fixture;
using testing::helperMethods;
using testing::TempDir;

TEST(ResultStore, ResultsReadBackAsWritten) {
  Fixture f;
  results::GenerationResult r = f.generate(helperMethods(), nullptr, 2);
  size_t tests = 0;
  uint64_t queries = 0;
  for (const results::MethodResult& m : r.methods) {
    SCOPED_TRACE(m.method.key());
    const std::string text = serializeResult(m.method.key(), "h1", m);
    results::MethodResult back;
    bool matches = false;
    parseResult(text, m.method.key(), "h1", back, matches);
    ASSERT_TRUE(matches);
    EXPECT_EQ(serializeResult(m.method.key(), "h1", back), text);
    ASSERT_EQ(back.tests.size(), m.tests.size());
    for (size_t t = 0; t < m.tests.size(); ++t) {
      EXPECT_EQ(back.tests[t].constraints, m.tests[t].constraints);
      EXPECT_EQ(back.tests[t].probes, m.tests[t].probes);
      EXPECT_EQ(back.tests[t].objects.size(), m.tests[t].objects.size());
      EXPECT_EQ(back.tests[t].model, m.tests[t].model);
      EXPECT_EQ(back.tests[t].identityHashesIrrelevant, m.tests[t].identityHashesIrrelevant);
    }
    tests += m.tests.size();
    // The solver's work travels with the result: a run that loads it reports the same totals.
    EXPECT_EQ(back.solver.queries, m.solver.queries);
    EXPECT_EQ(back.solver.solverCalls, m.solver.solverCalls);
    EXPECT_EQ(back.solver.byCache, m.solver.byCache);
    queries += m.solver.queries;
    // Another hash: stale, not loaded; another method: foreign, reported.
    parseResult(text, m.method.key(), "h2", back, matches);
    EXPECT_FALSE(matches);
    EXPECT_THROW(parseResult(text, "Other.m()V", "h1", back, matches), std::runtime_error);
  }
  EXPECT_GT(tests, 10u);
  EXPECT_GT(queries, 0u);
  results::MethodResult out;
  bool matches = false;
  EXPECT_THROW(parseResult("{\"format\": ", "M", "h", out, matches), std::runtime_error);
  EXPECT_THROW(parseResult("{\"format\": \"symtest-result/6\", \"method\": \"M\", \"hash\": \"h\"}",
                           "M", "h", out, matches),
               std::runtime_error);
  // Written by an older symtest: stale, recomputed without a warning.
  matches = true;
  EXPECT_NO_THROW(
      parseResult("{\"format\": \"symtest-result/5\", \"method\": \"M\", \"hash\": \"h\"}", "M",
                  "h", out, matches));
  EXPECT_FALSE(matches);
  EXPECT_THROW(parseResult("{\"format\": \"other/1\", \"method\": \"M\", \"hash\": \"h\"}", "M",
                           "h", out, matches),
               std::runtime_error);
}

TEST(ResultStore, SecondRunLoadsEveryResultAndAgrees) {
  TempDir dir("symtest-results");
  Fixture f;
  std::vector<std::string> warnings;
  auto warn = [&](const std::string& m) { warnings.push_back(m); };
  ResultStore first(dir.path, "k=2", warn);
  results::GenerationResult a = f.generate(helperMethods(), nullptr, 2, &first);
  EXPECT_EQ(first.saved(), helperMethods().size());
  EXPECT_EQ(first.loaded(), 0u);

  ResultStore second(dir.path, "k=2", warn);
  results::GenerationResult b = f.generate(helperMethods(), nullptr, 2, &second);
  EXPECT_EQ(second.loaded(), helperMethods().size());
  EXPECT_EQ(second.saved(), 0u);
  ASSERT_EQ(a.methods.size(), b.methods.size());
  for (size_t m = 0; m < a.methods.size(); ++m) {
    EXPECT_EQ(serializeResult("m", "h", a.methods[m]), serializeResult("m", "h", b.methods[m]));
    EXPECT_EQ(a.methods[m].branches.covered, b.methods[m].branches.covered);
    EXPECT_EQ(a.methods[m].instructions.covered, b.methods[m].instructions.covered);
  }
  // Nothing explored (every result loaded), and the same solver totals: they travel with
  // the results.
  EXPECT_GT(a.solver.queries, 0u);
  EXPECT_EQ(b.solver.queries, a.solver.queries);

  // Other options: nothing matches, everything is explored and saved again.
  ResultStore other(dir.path, "k=3", warn);
  f.generate(helperMethods(), nullptr, 2, &other);
  EXPECT_EQ(other.loaded(), 0u);
  EXPECT_EQ(other.saved(), helperMethods().size());

  // A corrupt file is reported and replaced.
  size_t corrupted = 0;
  for (const auto& e : fs::directory_iterator(dir.path / "results")) {
    std::ofstream(e.path(), std::ios::trunc) << "{\"format\": \"symtest-res";
    ++corrupted;
  }
  ResultStore again(dir.path, "k=3", warn);
  f.generate(helperMethods(), nullptr, 2, &again);
  EXPECT_EQ(again.loaded(), 0u);
  EXPECT_EQ(warnings.size(), corrupted);
  ASSERT_FALSE(warnings.empty());
  EXPECT_NE(warnings[0].find("ignoring result file"), std::string::npos);
  EXPECT_EQ(again.saved(), helperMethods().size());
}

// A worker of -j alone: it claims every method.
class ClaimAll final : public testcase::SharedRun {
 public:
  bool claim(const classfile::MethodId&) override {
    ++claims;
    return true;
  }
  bool taken(const classfile::MethodId&) override { return false; }
  void finished(const classfile::MethodId&) override {}
  bool stored(const classfile::MethodId&) override { return false; }
  void await(const classfile::MethodId&) override {}
  size_t claims = 0;
};

TEST(ResultStore, AWorkerLeavesValidResultsToTheCommandAndExploresStaleOnes) {
  TempDir dir("symtest-worker");
  Fixture f;
  auto warn = [](const std::string&) {};
  std::vector<classfile::MethodId> targets;
  for (const auto& [name, descriptor] : helperMethods())
    targets.push_back({"Helpers", name, descriptor});
  testcase::GeneratorOptions options;
  ResultStore first(dir.path, "k=2", warn);
  options.results = &first;
  ClaimAll fresh;
  EXPECT_EQ(testcase::exploreClaimed(f.classPath, targets, options, fresh), targets.size());
  EXPECT_EQ(first.saved(), targets.size());

  ResultStore second(dir.path, "k=2", warn);
  options.results = &second;
  ClaimAll unchanged;
  EXPECT_EQ(testcase::exploreClaimed(f.classPath, targets, options, unchanged), 0u);
  EXPECT_EQ(unchanged.claims, 0u);  // left unclaimed: the command loads them
  EXPECT_EQ(second.loaded(), 0u);

  ResultStore other(dir.path, "k=3", warn);  // other options: every result is stale
  options.results = &other;
  options.k = 3;
  ClaimAll stale;
  EXPECT_EQ(testcase::exploreClaimed(f.classPath, targets, options, stale), targets.size());
}

}  // namespace
}  // namespace symtest::compose
