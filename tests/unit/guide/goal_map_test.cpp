// Which goals each predicate can still reach, computed on demand: the same whichever predicate
// is asked first, through callees and recursion, and nothing from code it cannot call.
#include "guide/goal_map.hpp"

#include <gtest/gtest.h>

namespace symtest::guide {
namespace {

// A predicate with one rule per entry of `calls`, each calling the predicates listed.
clp::Predicate predicateCalling(const std::vector<std::vector<clp::PredId>>& calls) {
  clp::Predicate p;
  for (const auto& callees : calls) {
    clp::Rule rule;
    for (clp::PredId callee : callees) {
      clp::Stmt s;
      s.kind = clp::Stmt::Kind::Call;
      s.callee = callee;
      rule.body.push_back(s);
    }
    p.rules.push_back(rule);
  }
  return p;
}

// 0 -> 1 -> 2 and 0 -> 2 (goal A on the second rule of 2); 3 <-> 4 recursive, 4 reaching goal B on
// 5; 6 holds goal C and nothing calls it.
clp::Program program() {
  clp::Program prog;
  prog.methods.push_back({"Demo", "m", "()V", true, {}});
  prog.predicates = {predicateCalling({{1, 2}}),   predicateCalling({{2}, {}}),
                     predicateCalling({{}, {}}),   predicateCalling({{4}, {}}),
                     predicateCalling({{3}, {5}}), predicateCalling({{}}),
                     predicateCalling({{}})};
  return prog;
}

std::vector<Goal> goals() {
  return {{"A", {{2, 1}}}, {"B", {{5, 0}}}, {"C", {{6, 0}}}};
}

std::vector<bool> members(const GoalSet& s) {
  return {s.test(0), s.test(1), s.test(2)};
}

TEST(GoalMapTest, ReachFollowsCalleesOnly) {
  const clp::Program prog = program();
  GoalMap map(prog, goals());
  EXPECT_EQ(members(map.reachableFrom(0)), (std::vector<bool>{true, false, false}));
  EXPECT_EQ(members(map.reachableFrom(3)), (std::vector<bool>{false, true, false}));
  EXPECT_EQ(members(map.reachableFrom(6)), (std::vector<bool>{false, false, true}));
  EXPECT_EQ(map.achievedBy(2, 1), (std::vector<uint32_t>{0}));
  EXPECT_TRUE(map.achievedBy(2, 0).empty());
}

TEST(GoalMapTest, TheOrderOfQuestionsChangesNoAnswer) {
  const clp::Program prog = program();
  GoalMap callerFirst(prog, goals()), calleeFirst(prog, goals());
  (void)callerFirst.reachableFrom(0);
  (void)calleeFirst.reachableFrom(2);
  (void)calleeFirst.reachableFrom(4);
  for (clp::PredId p = 0; p < prog.predicates.size(); ++p)
    EXPECT_EQ(members(callerFirst.reachableFrom(p)), members(calleeFirst.reachableFrom(p))) << p;
}

TEST(GoalMapTest, MayReachLooksAtTheRuleAndWhatIsLeftOfTheFrames) {
  const clp::Program prog = program();
  GoalMap map(prog, goals());
  GoalSet open(3);
  open.set(0);
  // Predicate 1: its first rule calls 2, which may still cover A; its second calls nothing.
  EXPECT_TRUE(map.mayReach(open, 1, 0, {}));
  EXPECT_FALSE(map.mayReach(open, 1, 1, {}));
  // Rule 2 of predicate 1 reaches nothing itself, but the caller's frame (in 0, at the call
  // of 1 that the rule answers) still has the call of 2 ahead.
  symexec::ContinuationFrame frame{0, 0, 0, 0, 1};
  EXPECT_TRUE(map.mayReach(open, 1, 1, {frame}));
  frame.next = 1;  // at the call of 2: nothing after it
  EXPECT_FALSE(map.mayReach(open, 1, 1, {frame}));
}

}  // namespace
}  // namespace symtest::guide
