// Suite reduction: the fewest test cases with the same probes, exception types and
// return-value classes.
#include <gtest/gtest.h>

#include "guide/reduction.hpp"
#include "guide/test_goals.hpp"

namespace symtest::guide {
namespace {

using results::TestCase;

TestCase returning(int64_t value, std::vector<uint32_t> probes) {
  TestCase t;
  classfile::JavaType type;
  type.kind = classfile::JavaType::Kind::Int;
  t.result = results::ConcreteValue{type, value};
  t.probes[{"A", "m", "(I)I"}] = std::move(probes);
  return t;
}

TEST(ReductionTest, KeepsTheFewestTestsWithTheSameProbes) {
  std::vector<TestCase> tests{returning(1, {0, 1}), returning(2, {0, 2}), returning(3, {0, 1, 2}),
                              returning(4, {0})};
  // Test 3 covers everything the others do, with the same return class (positive).
  EXPECT_EQ(reduceSuite(tests), (std::vector<size_t>{2}));
}

TEST(ReductionTest, KeepsEachExceptionTypeAndReturnClass) {
  std::vector<TestCase> tests{returning(1, {0, 1}), returning(-1, {0, 1}), returning(5, {0, 1})};
  TestCase npe;
  npe.throws = true;
  npe.exceptionClass = "java/lang/NullPointerException";
  npe.probes[{"A", "m", "(I)I"}] = {0};
  TestCase iae = npe;
  iae.exceptionClass = "java/lang/IllegalArgumentException";
  TestCase npe2 = npe;
  tests.push_back(npe);
  tests.push_back(iae);
  tests.push_back(npe2);
  // positive (the first), negative, and the two exception types.
  EXPECT_EQ(reduceSuite(tests), (std::vector<size_t>{0, 1, 3, 4}));
}

TEST(ReductionTest, KeepsCriterionGoalsWhenAsked) {
  std::vector<TestCase> tests{returning(1, {0}), returning(2, {0})};
  addGoal(tests[1], "Foo.bar:12");
  EXPECT_EQ(reduceSuite(tests, true), (std::vector<size_t>{1}));
  EXPECT_EQ(reduceSuite(tests, false), (std::vector<size_t>{0}));
  EXPECT_TRUE(reduceSuite({}).empty());
}

}  // namespace
}  // namespace symtest::guide
