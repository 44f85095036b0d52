// Parsing of --criterion, and the goal sets guidance computes with.
#include <gtest/gtest.h>

#include <stdexcept>

#include "guide/criterion.hpp"
#include "guide/goal_map.hpp"

namespace symtest::guide {
namespace {

TEST(CriterionTest, ParsesEveryCriterionAndPrintsItBack) {
  EXPECT_EQ(parseCriterion("all-paths").kind, Criterion::Kind::AllPaths);
  EXPECT_EQ(parseCriterion("all-local-paths").kind, Criterion::Kind::AllLocalPaths);
  EXPECT_EQ(parseCriterion("branch").kind, Criterion::Kind::Branch);
  Criterion points = parseCriterion("program-points:Foo.bar:12,a.B#m(I)I@7");
  EXPECT_EQ(points.kind, Criterion::Kind::ProgramPoints);
  ASSERT_EQ(points.points.size(), 2u);
  EXPECT_EQ(points.points[0], "Foo.bar:12");
  EXPECT_EQ(points.points[1], "a.B#m(I)I@7");
  EXPECT_EQ(points.text(), "program-points:Foo.bar:12,a.B#m(I)I@7");
  EXPECT_EQ(Criterion{}.text(), "branch");
}

TEST(CriterionTest, RejectsUnknownCriteriaAndEmptyPointLists) {
  EXPECT_THROW(parseCriterion("paths"), std::invalid_argument);
  EXPECT_THROW(parseCriterion("program-points:"), std::invalid_argument);
  EXPECT_THROW(parseCriterion("program-points:,"), std::invalid_argument);
  try {
    parseCriterion("everything");
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("everything"), std::string::npos);
  }
}

TEST(GoalSetTest, SetsIntersectionsAndUnions) {
  GoalSet a(130), b(130);
  EXPECT_FALSE(a.any());
  a.set(3);
  a.set(129);
  b.set(64);
  EXPECT_FALSE(a.intersects(b));
  EXPECT_TRUE(b.addAll(a));
  EXPECT_FALSE(b.addAll(a));
  EXPECT_TRUE(a.intersects(b));
  EXPECT_EQ(b.count(), 3u);
  b.reset(129);
  EXPECT_FALSE(b.test(129));
  EXPECT_TRUE(b.test(64));
}

}  // namespace
}  // namespace symtest::guide
