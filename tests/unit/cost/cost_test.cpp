// Cost models and resource policies: parsing, costs that match the bytecode counted by hand,
// memory that depends on an input, and policies that keep exactly the test cases of the run
// without the policy that satisfy it (an upper bound with fewer unfoldings).
#include <gtest/gtest.h>

#include "fixture_class_path.hpp"

#include <algorithm>
#include <stdexcept>

#include "classfile/class_path.hpp"
#include "cost/resource_technique.hpp"
#include "cost/test_costs.hpp"
#include "cost/trace_abstraction.hpp"
#include "testcase/generator.hpp"
#include "translate/translator.hpp"

namespace symtest::cost {
namespace {

using results::GenerationResult;
using results::MethodResult;
using results::TestCase;

TEST(CostModelTest, ParsesModelsAndPolicies) {
  EXPECT_EQ(parseCostModel("instructions").kind, CostModel::Kind::Instructions);
  EXPECT_EQ(parseCostModel(" memory ").kind, CostModel::Kind::Memory);
  EXPECT_EQ(parseCostModel("objects").kind, CostModel::Kind::Objects);
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
  auto owned = unit::fixtureClassPath(FIXTURE_CLASSES, MODELS_JAR);
  classfile::ClassPath& cp = *owned;
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

CostValue costOf(const TestCase& t, const std::string& model) {
  std::vector<CostValue> costs = costsOf(t);
  auto it = std::find_if(costs.begin(), costs.end(),
                         [&](const CostValue& c) { return c.model == model; });
  EXPECT_NE(it, costs.end()) << model;
  return it != costs.end() ? *it : CostValue{};
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

  GenerationResult rows = run("rows", "(I)[[I", models({"objects", "memory"}), 4);
  size_t returned = 0;
  for (const TestCase& t : rows.methods[0].tests) {
    if (t.throws) continue;
    ++returned;
    int64_t n = t.inputs[0].value;
    EXPECT_EQ(costOf(t, "objects").value, 1 + n);
    EXPECT_EQ(costOf(t, "memory").value, 16 + 24 * n);
  }
  EXPECT_GE(returned, 3u);  // n = 0, 1, 2, 3 at k=4

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

class PolicySearch : public ::testing::TestWithParam<CostOptions::Search> {};

TEST_P(PolicySearch, PoliciesKeepExactlyTheTestCasesThatSatisfyThem) {
  GenerationResult full = run("sum", "([I)I", models({"instructions"}), 4);
  std::vector<int64_t> all = instructionCosts(full.methods[0]);
  ASSERT_GE(all.size(), 5u);
  for (const char* text : {"instructions <= 22", "instructions >= 22", "max:instructions"}) {
    CostOptions o = models({"instructions"});
    o.policy = parsePolicy(text);
    o.search = GetParam();
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

INSTANTIATE_TEST_SUITE_P(BoundsAndTraces, PolicySearch,
                         ::testing::Values(CostOptions::Search::Bounds,
                                           CostOptions::Search::Traces));

// The inputs and outcome of each test case, to compare two runs.
std::vector<std::string> signatures(const MethodResult& m) {
  std::vector<std::string> out;
  for (const TestCase& t : m.tests) {
    std::string s =
        t.throws ? "throws" : "returns " + std::to_string(t.result ? t.result->value : 0);
    for (const auto& v : t.inputs) s += " " + std::to_string(v.value);
    for (const auto& c : costsOf(t)) s += " " + c.model + "=" + std::to_string(c.value);
    out.push_back(s);
  }
  return out;
}

// Branching recursion has no static bound (RemainingCostTest below), but its trace
// abstraction is finite under block-k: the trace-guided search prunes fib's lower bound and
// worst case where the bounds search cannot, and keeps the same test cases.
TEST(TraceGuidedTest, PrunesBranchingRecursionWithTheSameTestCases) {
  for (const char* text : {"instructions >= 40", "max:instructions"}) {
    CostOptions bounds = models({"instructions"});
    bounds.policy = parsePolicy(text);
    CostOptions traces = bounds;
    traces.search = CostOptions::Search::Traces;
    GenerationResult b = run("fib", "(I)I", bounds, 4);
    GenerationResult t = run("fib", "(I)I", traces, 4);
    ASSERT_FALSE(b.methods[0].tests.empty()) << text;
    EXPECT_EQ(signatures(t.methods[0]), signatures(b.methods[0])) << text;
    EXPECT_LT(t.methods[0].exploration.unfoldings, b.methods[0].exploration.unfoldings) << text;
    EXPECT_GT(t.methods[0].counters.at("abstract traces"), 0u) << text;
    EXPECT_GT(t.methods[0].counters.at("abstract states"), 0u) << text;
  }
}

// The Costs fixture translated (sum's loop and fib's branching recursion), for the static
// analyses that work on the CLP program alone.
struct TranslatedCosts {
  classfile::ClassPath cp{entries()};
  translate::Translator translator{cp};
  clp::PredId sum = translator.require("Costs", "sum", "([I)I");
  clp::PredId fib = translator.require("Costs", "fib", "(I)I");

  static std::vector<std::string> entries() {
    std::vector<std::string> e{FIXTURE_CLASSES};
    if (std::string jdk = classfile::ClassPath::findJdkBaseModule(); !jdk.empty()) e.push_back(jdk);
    return e;
  }
};

// Every instruction counted, every predicate bounded by k, objects of header size.
RemainingCost::Inputs everyInstructionAtBound(const clp::Program& program, uint32_t k) {
  RemainingCost::Inputs in;
  in.counted = [](uint32_t) { return true; };
  in.objectSize = [](const std::string&) { return kObjectHeader; };
  in.bounds.assign(program.predicates.size(), k);
  in.free.assign(program.predicates.size(), false);
  return in;
}

TEST(TraceAbstractionTest, CountsTracesAndBoundsTheirCostUnderBlockK) {
  TranslatedCosts fixture;
  clp::PredId sum = fixture.sum, fib = fixture.fib;
  const clp::Program& program = fixture.translator.program();
  uint64_t previousTraces = 0;
  for (uint32_t k : {2u, 3u, 4u}) {
    RemainingCost::Inputs in = everyInstructionAtBound(program, k);
    RemainingCost instructions(program, parseCostModel("instructions"), in);
    TraceAbstractionInputs ta;
    ta.guided = [](clp::PredId) { return true; };
    ta.bound = [k](clp::PredId) { return k; };
    ta.ruleCost = [&](clp::PredId p, uint16_t r) { return instructions.own(p, r); };
    ta.opaqueCost = [&](clp::PredId p) { return instructions.ofPredicate(p); };
    TraceAbstraction abstraction(program, ta);
    auto ofSum = abstraction.ofEntry(sum);
    ASSERT_TRUE(ofSum.has_value());
    // The loop runs at most k - 1 times: the costliest trace is that run, no more.
    EXPECT_GE(ofSum->maxCost, 10 + 12 * (k - 1)) << k;
    EXPECT_LE(ofSum->maxCost, instructions.ofPredicate(sum)) << k;
    auto ofFib = abstraction.ofEntry(fib);
    ASSERT_TRUE(ofFib.has_value());
    EXPECT_LT(ofFib->maxCost, TraceAbstraction::kSaturated) << k;
    EXPECT_GT(ofFib->traces, previousTraces) << k;  // a deeper bound admits more traces
    previousTraces = ofFib->traces;
  }
}

TEST(RemainingCostTest, BoundsLoopsByBlockKAndGivesUpOnBranchingRecursion) {
  TranslatedCosts fixture;
  clp::PredId sum = fixture.sum, fib = fixture.fib;
  ASSERT_NE(sum, clp::kNoPred);
  ASSERT_NE(fib, clp::kNoPred);
  const clp::Program& program = fixture.translator.program();
  for (uint32_t k : {2u, 3u, 4u}) {
    RemainingCost::Inputs in = everyInstructionAtBound(program, k);
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
