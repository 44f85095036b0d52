// A parallel run (-j) as the generator sees it: methods other processes claimed come from the
// result cache, those left unstored (a worker died) are explored by the command, and either
// way the result is that of a plain run, method for method and in the targets' order.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "classfile/class_path.hpp"
#include "fixture.hpp"
#include "testcase/exploration_estimate.hpp"
#include "testcase/generator.hpp"
#include "testcase/method_run.hpp"

namespace symtest::testcase {
namespace {

using testing::fixture;

const std::vector<classfile::MethodId> kTargets{
    {"Sign", "twice", "(I)I"}, {"Sign", "sign", "(I)I"}, {"Sign", "quotient", "(II)I"}};

// Results kept in memory: the store the processes of a run share.
class MemoryCache final : public ResultCache {
 public:
  bool load(MethodRun& run) override {
    auto it = kept_.find(run.target().key());
    if (it == kept_.end()) return false;
    ++loads;
    run.result() = it->second;
    return true;
  }
  bool has(MethodRun& run) override { return kept_.count(run.target().key()) > 0; }
  void save(MethodRun& run) override { kept_[run.target().key()] = run.result(); }
  bool has(const classfile::MethodId& m) const { return kept_.count(m.key()) > 0; }
  int loads = 0;

 private:
  std::map<std::string, results::MethodResult> kept_;
};

// Claims as the claim files do: the first to ask gets the method.
class Claims final : public SharedRun {
 public:
  explicit Claims(MemoryCache& cache) : cache_(cache) {}
  bool claim(const classfile::MethodId& m) override { return claimed.insert(m.key()).second; }
  bool taken(const classfile::MethodId& m) override { return claimed.count(m.key()) > 0; }
  void finished(const classfile::MethodId& m) override { exploredByWorker.insert(m.key()); }
  bool stored(const classfile::MethodId& m) override { return cache_.has(m); }
  void await(const classfile::MethodId&) override {}
  std::set<std::string> claimed, exploredByWorker;

 private:
  MemoryCache& cache_;
};

// What a method's result says, timing aside.
std::string summary(const results::MethodResult& r) {
  std::string text = r.method.key() + " " + std::to_string(r.tests.size()) + " tests, " +
                     std::to_string(r.instructions.covered) + "/" +
                     std::to_string(r.instructions.total) + ":";
  for (const auto& t : r.tests) text += " " + (t.result ? std::to_string(t.result->value) : "exc");
  return text;
}

std::vector<std::string> summaries(const results::GenerationResult& r) {
  std::vector<std::string> out;
  for (const auto& m : r.methods) out.push_back(summary(m));
  return out;
}

TEST(SharedRunTest, TheCommandLoadsWhatAWorkerStoredAndExploresTheRest) {
  auto cp = fixture();
  const auto plain = generate(*cp, kTargets, GeneratorOptions{});

  MemoryCache cache;
  Claims claims(cache);
  GeneratorOptions options;
  options.results = &cache;
  // A worker that claimed two of the methods and then died before the third.
  claims.claim(kTargets[2]);
  EXPECT_EQ(exploreClaimed(*cp, kTargets, options, claims), 2u);
  EXPECT_EQ(claims.exploredByWorker.size(), 2u);
  EXPECT_FALSE(cache.has(kTargets[2]));
  claims.claimed.erase(kTargets[2].key());

  options.shared = &claims;
  const auto parallel = generate(*cp, kTargets, options);
  EXPECT_EQ(cache.loads, 2);
  EXPECT_EQ(summaries(parallel), summaries(plain));
  EXPECT_EQ(parallel.classCoverage.size(), plain.classCoverage.size());
}

TEST(SharedRunTest, AMethodClaimedButNeverStoredIsExploredByTheCommand) {
  auto cp = fixture();
  const auto plain = generate(*cp, kTargets, GeneratorOptions{});
  MemoryCache cache;
  Claims claims(cache);
  for (const auto& m : kTargets) claims.claim(m);  // all claimed by a worker that then died
  GeneratorOptions options;
  options.results = &cache;
  options.shared = &claims;
  const auto parallel = generate(*cp, kTargets, options);
  EXPECT_EQ(cache.loads, 0);
  EXPECT_EQ(summaries(parallel), summaries(plain));
}

TEST(SharedRunTest, EstimatesGrowWithTheCodeAMethodReaches) {
  auto cp = fixture();
  GeneratorOptions options;
  GenerationSession session(*cp, options);
  std::vector<clp::PredId> entries;
  for (const auto& m : kTargets) {
    MethodRun run(session, m);
    run.translate();
    entries.push_back(run.entry());
  }
  entries.push_back(clp::kNoPred);
  const auto estimates = explorationEstimates(session.translator().program(), entries);
  ASSERT_EQ(estimates.size(), 4u);
  EXPECT_GT(estimates[0], estimates[1]);  // twice runs sign twice over, and more
  EXPECT_GT(estimates[1], 0u);
  EXPECT_EQ(estimates[3], 0u);
}

}  // namespace
}  // namespace symtest::testcase
