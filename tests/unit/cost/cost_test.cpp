// Cost models and resource policies: parsing, costs that match the bytecode counted by hand,
// memory that depends on an input, and policies that keep exactly the test cases of the run
// without the policy that satisfy it (an upper bound with fewer unfoldings).
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>

#include "classfile/class_path.hpp"
#include "cost/resource_technique.hpp"
#include "testcase/generator.hpp"
#include "translate/translator.hpp"

namespace symtest::cost {
namespace {

using testcase::GenerationResult;
using testcase::MethodResult;
using testcase::TestCase;

TEST(CostModelTest, ParsesModelsAndPolicies) {
  EXPECT_EQ(parseCostModel("instructions").kind, CostModel::Kind::Instructions);
  EXPECT_EQ(parseCostModel(" memory ").kind, CostModel::Kind::Memory);
  EXPECT_EQ(parseCostModel("steps").kind, CostModel::Kind::Steps);
  CostModel calls = parseCostModel("calls:a/b/C.m");
  EXPECT_EQ(calls.kind, CostModel::Kind::Calls);
  EXPECT_EQ(calls.method, "a.b.C.m");
  EXPECT_THROW(parseCostModel("time"), std::invalid_argument);
  EXPECT_THROW(parseCostModel("calls:"), std::invalid_argument);

  ResourcePolicy atMost = parsePolicy("instructions <= 200");
  EXPECT_EQ(atMost.kind, ResourcePolicy::Kind::AtMost);
  EXPECT_EQ(atMost.bound, 200);
  EXPECT_EQ(atMost.text(), "instructions <= 200");
  EXPECT_EQ(parsePolicy("memory>=1024").kind, ResourcePolicy::Kind::AtLeast);
  EXPECT_EQ(parsePolicy("max:calls:C.m").model.method, "C.m");
  EXPECT_THROW(parsePolicy("instructions < 3"), std::invalid_argument);
  EXPECT_THROW(parsePolicy("instructions <= many"), std::invalid_argument);
  EXPECT_EQ(slotSize("J"), 8);
  EXPECT_EQ(slotSize("Ljava/lang/Object;"), 4);
  EXPECT_EQ(slotSize("C"), 2);
}

GenerationResult run(const std::string& method, const std::string& descriptor, CostOptions options,
                     uint32_t k = 3) {
  std::vector<std::string> entries{FIXTURE_CLASSES};
  if (std::string jdk = classfile::ClassPath::findJdkBaseModule(); !jdk.empty())
    entries.push_back(jdk);
  classfile::ClassPath cp(entries);
  cp.addModels(MODELS_JAR);
  testcase::GeneratorOptions generator;
  generator.k = k;
  ResourceTechnique costs(std::move(options));
  generator.techniques.push_back(&costs);
  return testcase::generate(cp, {{"Costs", method, descriptor}}, generator);
}

CostOptions models(std::vector<std::string> names) {
  CostOptions o;
  for (const auto& n : names) o.models.push_back(parseCostModel(n));
  return o;
}

const testcase::CostValue& costOf(const TestCase& t, const std::string& model) {
  auto it = std::find_if(t.costs.begin(), t.costs.end(),
                         [&](const testcase::CostValue& c) { return c.model == model; });
  EXPECT_NE(it, t.costs.end()) << model;
  return *it;
}

// The length of the array input of a `sum` test (-1 for null).
int64_t lengthOf(const TestCase& t) {
  if (t.inputs[0].isNull()) return -1;
  return t.objects[static_cast<size_t>(t.inputs[0].value)].length;
}

TEST(CostTest, InstructionsAreTheBytecodeExecuted) {
  GenerationResult r = run("sum", "([I)I", models({"instructions", "steps"}));
  const MethodResult& m = r.methods[0];
  ASSERT_GE(m.tests.size(), 4u);  // null, lengths 0, 1, 2 at k=3
  for (const TestCase& t : m.tests) {
    int64_t length = lengthOf(t);
    int64_t expected = t.throws ? 7 : 10 + 12 * length;  // null: 6 instructions, then arraylength
    EXPECT_EQ(costOf(t, "instructions").value, expected) << "length " << length;
    EXPECT_EQ(costOf(t, "instructions").expression, std::to_string(expected));
    EXPECT_GT(costOf(t, "steps").value, 0);
  }
}

TEST(CostTest, MemoryDependsOnTheInputAndCallsCountInvocations) {
  GenerationResult made = run("make", "(I)[I", models({"memory"}));
  bool sawArray = false;
  for (const TestCase& t : made.methods[0].tests) {
    if (t.throws) continue;
    sawArray = true;
    const auto& c = costOf(t, "memory");
    EXPECT_EQ(c.expression, "16 + 4*n");
    EXPECT_EQ(c.value, 16 + 4 * t.inputs[0].value);
  }
  EXPECT_TRUE(sawArray);

  GenerationResult calls = run("callsTwice", "(I)I", models({"calls:Costs.twice"}));
  ASSERT_EQ(calls.methods[0].tests.size(), 2u);
  for (const TestCase& t : calls.methods[0].tests)
    EXPECT_EQ(costOf(t, "calls:Costs.twice").value, t.inputs[0].value > 0 ? 2 : 1);
}

std::vector<int64_t> instructionCosts(const MethodResult& m) {
  std::vector<int64_t> out;
  for (const TestCase& t : m.tests) out.push_back(costOf(t, "instructions").value);
  std::sort(out.begin(), out.end());
  return out;
}

TEST(CostTest, PoliciesKeepExactlyTheTestCasesThatSatisfyThem) {
  GenerationResult full = run("sum", "([I)I", models({"instructions"}), 4);
  std::vector<int64_t> all = instructionCosts(full.methods[0]);
  ASSERT_GE(all.size(), 5u);
  for (const char* text : {"instructions <= 22", "instructions >= 22", "max:instructions"}) {
    CostOptions o = models({"instructions"});
    o.policy = parsePolicy(text);
    GenerationResult r = run("sum", "([I)I", o, 4);
    std::vector<int64_t> expected;
    for (int64_t c : all) {
      bool keep = o.policy->kind == ResourcePolicy::Kind::AtMost    ? c <= 22
                  : o.policy->kind == ResourcePolicy::Kind::AtLeast ? c >= 22
                                                                    : c == all.back();
      if (keep) expected.push_back(c);
    }
    if (o.policy->kind == ResourcePolicy::Kind::Max) expected.resize(1);  // one worst case
    EXPECT_EQ(instructionCosts(r.methods[0]), expected) << text;
    // The bounds prune: the upper one by the cost so far, the lower one by the most the rest
    // of a derivation can add. (sum's paths come cheapest first: the worst case prunes none.)
    if (o.policy->kind != ResourcePolicy::Kind::Max) {
      EXPECT_GT(r.methods[0].exploration.prunedByExtensions, 0u) << text;
    }
    if (o.policy->kind == ResourcePolicy::Kind::AtMost) {
      EXPECT_LT(r.methods[0].exploration.unfoldings, full.methods[0].exploration.unfoldings);
    }
  }
}

TEST(RemainingCostTest, BoundsLoopsByBlockKAndGivesUpOnBranchingRecursion) {
  std::vector<std::string> entries{FIXTURE_CLASSES};
  if (std::string jdk = classfile::ClassPath::findJdkBaseModule(); !jdk.empty())
    entries.push_back(jdk);
  classfile::ClassPath cp(entries);
  translate::Translator translator(cp);
  clp::PredId sum = translator.require("Costs", "sum", "([I)I");
  clp::PredId fib = translator.require("Costs", "fib", "(I)I");
  ASSERT_NE(sum, clp::kNoPred);
  ASSERT_NE(fib, clp::kNoPred);
  const clp::Program& program = translator.program();
  for (uint32_t k : {2u, 3u, 4u}) {
    RemainingCost::Inputs in;
    in.counted = [](uint32_t) { return true; };
    in.objectSize = [](const std::string&) { return kObjectHeader; };
    in.bounds.assign(program.predicates.size(), k);
    in.free.assign(program.predicates.size(), false);
    RemainingCost instructions(program, parseCostModel("instructions"), in);
    // At k the loop runs at most k - 1 times: 10 + 12 * (k - 1) instructions.
    uint64_t bound = instructions.ofPredicate(sum);
    EXPECT_GE(bound, 10 + 12 * (k - 1)) << k;
    EXPECT_LT(bound, RemainingCost::kUnbounded) << k;
    EXPECT_EQ(instructions.ofPredicate(fib), RemainingCost::kUnbounded);
    RemainingCost calls(program, parseCostModel("calls:Costs.sum"), in);
    EXPECT_EQ(calls.ofPredicate(sum), 1u);
  }
}

}  // namespace
}  // namespace symtest::cost
