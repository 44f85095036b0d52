// Techniques plugged into a generation run: their hooks reach the engine for every explored
// method, they may drop test cases (and the suite's coverage follows), and they see each
// method begin and end.
#include <gtest/gtest.h>

#include <algorithm>

#include "classfile/class_path.hpp"
#include "fixture.hpp"
#include "testcase/generator.hpp"
#include "testcase/method_run.hpp"

namespace symtest::testcase {
using namespace results;  // the test-case types

namespace {

using testing::fixture;

MethodId method(const std::string& name, const std::string& descriptor) {
  return {"Sign", name, descriptor};
}

const MethodResult& resultOf(const GenerationResult& r, const std::string& name) {
  auto it = std::find_if(r.methods.begin(), r.methods.end(),
                         [&](const MethodResult& m) { return m.method.name == name; });
  EXPECT_NE(it, r.methods.end()) << name;
  return *it;
}

const MethodCoverageReport& suiteCoverageOf(const GenerationResult& r, const std::string& name) {
  auto it = std::find_if(r.classCoverage.begin(), r.classCoverage.end(),
                         [&](const MethodCoverageReport& m) { return m.method.name == name; });
  EXPECT_NE(it, r.classCoverage.end()) << name;
  return *it;
}

// Drops the test cases of `sign` that return -1.
class DropNegative final : public Technique {
 public:
  bool keepTestCase(const symexec::PathView&, TestCase& test) override {
    return !(test.result && test.result->value == -1);
  }
};

TEST(TechniqueTest, DroppedTestCasesLeaveTheMethodAndTheSuiteCoverage) {
  auto cp = fixture();
  GeneratorOptions options;
  auto plain = generate(*cp, {method("sign", "(I)I")}, options);
  ASSERT_EQ(resultOf(plain, "sign").tests.size(), 3u);
  const auto& full = suiteCoverageOf(plain, "sign").instructions;
  EXPECT_EQ(full.covered, full.total);

  DropNegative drop;
  options.techniques = {&drop};
  auto dropped = generate(*cp, {method("sign", "(I)I")}, options);
  const MethodResult& sign = resultOf(dropped, "sign");
  ASSERT_EQ(sign.tests.size(), 2u);
  for (const TestCase& t : sign.tests) EXPECT_NE(t.result->value, -1);
  EXPECT_EQ(sign.tests[1].number, 2u) << "kept test cases are numbered without gaps";
  const auto& partial = suiteCoverageOf(dropped, "sign").instructions;
  EXPECT_EQ(partial.total, full.total);
  EXPECT_LT(partial.covered, full.covered) << "`return -1` is no longer covered";
  EXPECT_EQ(sign.instructions.covered, partial.covered);
}

// Drops the same test cases as DropNegative, but from the result once exploration is over.
class DropNegativeAtTheEnd final : public Technique {
 public:
  void endMethod(MethodRun& run) override {
    std::erase_if(run.result().tests,
                  [](const TestCase& t) { return t.result && t.result->value == -1; });
  }
};

TEST(TechniqueTest, TestCasesDroppedAtTheEndLeaveTheCoverageToo) {
  auto cp = fixture();
  GeneratorOptions options;
  DropNegative drop;
  options.techniques = {&drop};
  auto early = generate(*cp, {method("sign", "(I)I")}, options);
  DropNegativeAtTheEnd late;
  options.techniques = {&late};
  auto atEnd = generate(*cp, {method("sign", "(I)I")}, options);
  EXPECT_EQ(resultOf(atEnd, "sign").tests.size(), 2u);
  EXPECT_EQ(resultOf(atEnd, "sign").instructions.covered,
            resultOf(early, "sign").instructions.covered);
  EXPECT_EQ(suiteCoverageOf(atEnd, "sign").instructions.covered,
            suiteCoverageOf(early, "sign").instructions.covered);
  EXPECT_LT(suiteCoverageOf(atEnd, "sign").instructions.covered,
            suiteCoverageOf(atEnd, "sign").instructions.total);
}

// Installs a rule observer and a choice policy that keeps only the first rule of each choice.
class FirstRuleOnly final : public Technique, symexec::ChoicePolicy, symexec::RuleObserver {
 public:
  void beginMethod(MethodRun& run) override {
    began.push_back(run.target().name);
    applied = 0;
    run.hooks().choicePolicies.push_back(this);
    run.hooks().ruleObservers.push_back(this);
  }
  void endMethod(MethodRun& run) override {
    ended.push_back(run.target().name);
    EXPECT_EQ(applied, run.result().exploration.unfoldings) << run.target().name;
  }
  void orderRules(const symexec::RuleChoice&, std::vector<uint16_t>& rules,
                  symexec::ExecutionContext&) override {
    rules.resize(1);
  }
  bool onRule(const symexec::AppliedRule&, symexec::ExecutionContext&) override {
    ++applied;  // counts every application, across paths
    return true;
  }
  std::vector<std::string> began, ended;
  uint64_t applied = 0;
};

TEST(TechniqueTest, HooksATechniqueInstallsReachTheEngineForEveryExploredMethod) {
  auto cp = fixture();
  FirstRuleOnly first;
  GeneratorOptions options;
  options.techniques = {&first};
  auto r = generate(
      *cp, {method("sign", "(I)I"), method("twice", "(I)I"), method("missing", "()V")}, options);
  EXPECT_EQ(resultOf(r, "sign").tests.size(), 1u);
  EXPECT_EQ(resultOf(r, "twice").tests.size(), 1u);
  EXPECT_EQ(resultOf(r, "missing").status, MethodResult::Status::Skipped);
  EXPECT_EQ(first.began, (std::vector<std::string>{"sign", "twice"}));
  EXPECT_EQ(first.ended, first.began) << "a skipped method is never explored";
}

}  // namespace
}  // namespace symtest::testcase
