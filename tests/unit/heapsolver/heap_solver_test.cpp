// The heap solver (--heap solver): aliasing among input objects kept open as constraints.
// Its runs cover what lazy initialization covers with no more test cases; objects the path
// needs to be one are one object in the test case (slot values merged as the JVM would see
// them), and everything else stays distinct.
#include <gtest/gtest.h>

#include "fixture_class_path.hpp"

#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "heapsolver/heap_technique.hpp"
#include "testcase/generator.hpp"

namespace symtest::heapsolver {
namespace {

using results::MethodResult;
using results::TestCase;

MethodResult run(const std::string& method, const std::string& descriptor, HeapMode mode,
                 const std::vector<std::string>& assumptions = {}, bool aliasing = true) {
  auto owned = unit::fixtureClassPath(FIXTURE_CLASSES, MODELS_JAR);
  testcase::GeneratorOptions options;
  options.k = 3;
  options.lazyInit.aliasing = aliasing;
  std::vector<HeapAssumption> parsed;
  for (const std::string& a : assumptions) parsed.push_back(parseHeapAssumption(a));
  HeapTechnique technique(mode, parsed);
  if (technique.active()) options.techniques.push_back(&technique);
  auto result = testcase::generate(*owned, {{"Cells", method, descriptor}}, options);
  return result.methods.at(0);
}

uint64_t counter(const MethodResult& m, const std::string& name) {
  auto it = m.counters.find(name);
  return it == m.counters.end() ? 0 : it->second;
}

// The lazy and solver runs of one method: equal coverage, no more test cases.
void expectAgreement(const MethodResult& lazy, const MethodResult& solver) {
  EXPECT_EQ(solver.status, lazy.status);
  EXPECT_EQ(solver.instructions.covered, lazy.instructions.covered);
  EXPECT_EQ(solver.branches.covered, lazy.branches.covered);
  EXPECT_LE(solver.tests.size(), lazy.tests.size());
}

bool returnsInt(const TestCase& t, int64_t v) {
  return !t.throws && t.result && t.result->value == v;
}

bool sameInput(const TestCase& t, size_t i, size_t j) {
  return !t.inputs.at(i).isNull() && t.inputs.at(i).value == t.inputs.at(j).value;
}

// The initial value of field or element `name` of object `object` of test `t`, if read.
const results::ConcreteValue* initial(const TestCase& t, int64_t object, const std::string& name) {
  for (const auto& s : t.objects.at(static_cast<size_t>(object)).initial)
    if (s.name == name) return &s.value;
  return nullptr;
}

TEST(HeapSolver, AWriteThroughAnAliasNeedsNoBranch) {
  MethodResult lazy = run("overwrite", "(LCells$Cell;LCells$Cell;)I", HeapMode::Lazy);
  MethodResult solver = run("overwrite", "(LCells$Cell;LCells$Cell;)I", HeapMode::Solver);
  expectAgreement(lazy, solver);
  // Lazy initialization tries b as an alias of a (result 2); nothing depends on it here.
  EXPECT_EQ(lazy.tests.size(), 4u);
  EXPECT_EQ(solver.tests.size(), 3u);
  int returning = 0;
  for (const TestCase& t : solver.tests) {
    if (t.throws) continue;
    ++returning;
    EXPECT_TRUE(returnsInt(t, 1)) << "distinct cells are preferred";
    EXPECT_FALSE(sameInput(t, 0, 1));
  }
  EXPECT_EQ(returning, 1);
  EXPECT_EQ(counter(solver, "objects merged at concretization"), 0u);
}

TEST(HeapSolver, AComparisonDecidesTheIdentityAndMergesTheObjects) {
  MethodResult lazy = run("compare", "(LCells$Cell;LCells$Cell;)I", HeapMode::Lazy);
  MethodResult solver = run("compare", "(LCells$Cell;LCells$Cell;)I", HeapMode::Solver);
  expectAgreement(lazy, solver);
  bool merged = false;
  for (const TestCase& t : solver.tests) {
    if (t.throws || !sameInput(t, 0, 1)) continue;
    merged = true;
    const results::ConcreteValue* v = initial(t, t.inputs[0].value, "value");
    ASSERT_NE(v, nullptr);
    EXPECT_EQ(t.result->value, v->value);
  }
  EXPECT_TRUE(merged);
  EXPECT_GT(counter(solver, "objects merged at concretization"), 0u);
}

TEST(HeapSolver, AReferenceReadThroughAnOpenIdentityChoosesWhenInspected) {
  MethodResult lazy = run("linkSeen", "(LCells$Cell;LCells$Cell;LCells$Cell;)Z", HeapMode::Lazy);
  MethodResult solver =
      run("linkSeen", "(LCells$Cell;LCells$Cell;LCells$Cell;)Z", HeapMode::Solver);
  expectAgreement(lazy, solver);
  EXPECT_LT(solver.tests.size(), lazy.tests.size());
  bool seen = false, unseen = false;
  for (const TestCase& t : solver.tests) {
    if (t.throws) continue;
    if (t.result->value == 1) {
      seen = true;
      // b is a (the write is seen), or b's link already was c.
      const results::ConcreteValue* link = initial(t, t.inputs[1].value, "link");
      bool already =
          link && (link->isNull() ? t.inputs[2].isNull() : link->value == t.inputs[2].value);
      EXPECT_TRUE(sameInput(t, 0, 1) || already);
    } else {
      unseen = true;
      EXPECT_FALSE(sameInput(t, 0, 1));
    }
  }
  EXPECT_TRUE(seen && unseen);
}

TEST(HeapSolver, ArraysMayBeOneArray) {
  MethodResult lazy = run("sameArray", "([I[I)Z", HeapMode::Lazy);
  MethodResult solver = run("sameArray", "([I[I)Z", HeapMode::Solver);
  expectAgreement(lazy, solver);
  bool one = false;
  for (const TestCase& t : solver.tests) {
    if (t.throws) continue;
    EXPECT_EQ(t.result->value == 1, sameInput(t, 0, 1));
    one = one || t.result->value == 1;
  }
  EXPECT_TRUE(one);
}

TEST(HeapSolver, ArraysOfReferences) {
  MethodResult lazy =
      run("sharedSlot", "([LCells$Cell;[LCells$Cell;LCells$Cell;)Z", HeapMode::Lazy);
  MethodResult solver =
      run("sharedSlot", "([LCells$Cell;[LCells$Cell;LCells$Cell;)Z", HeapMode::Solver);
  expectAgreement(lazy, solver);
  bool through = false;
  for (const TestCase& t : solver.tests)
    through = through || (!t.throws && t.result->value == 1 && sameInput(t, 0, 1));
  EXPECT_TRUE(through);
}

TEST(HeapSolver, ReadsHaveTheTestCasesOfNoAliasingAndTheCoverageOfAliasing) {
  const std::string d = "(LCells$Cell;LCells$Cell;LCells$Cell;)I";
  MethodResult none = run("positives", d, HeapMode::Lazy, {}, false);
  MethodResult lazy = run("positives", d, HeapMode::Lazy);
  MethodResult solver = run("positives", d, HeapMode::Solver);
  expectAgreement(lazy, solver);
  EXPECT_LT(solver.tests.size(), lazy.tests.size());
  EXPECT_EQ(solver.tests.size(), none.tests.size());
  EXPECT_GT(counter(solver, "aliases left open"), 0u);
}

TEST(HeapSolver, HeapAssumptionsRemoveIdentitiesToo) {
  MethodResult solver = run("compare", "(LCells$Cell;LCells$Cell;)I", HeapMode::Solver);
  MethodResult apart =
      run("compare", "(LCells$Cell;LCells$Cell;)I", HeapMode::Solver, {"noalias(Cell, Cell)"});
  EXPECT_GT(counter(apart, "aliases removed by heap assumptions"), 0u);
  for (const TestCase& t : apart.tests) EXPECT_FALSE(!t.throws && sameInput(t, 0, 1));
  EXPECT_EQ(apart.branches.covered + 1, solver.branches.covered);
}

}  // namespace
}  // namespace symtest::heapsolver
