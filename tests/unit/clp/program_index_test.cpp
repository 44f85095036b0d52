// The predicates of a set of methods, from the program's index: in program order, and still
// right after more predicates are appended.
#include <gtest/gtest.h>

#include "build_helpers.hpp"
#include "clp/program.hpp"

namespace symtest::clp {
namespace {

using namespace testing;

Program threeMethods() {
  Program prog;
  for (const char* name : {"a", "b", "c"}) prog.methods.push_back({"Demo", name, "()I", true, {}});
  // Interleaved: method 0, 1, 0, 2, 1.
  for (uint32_t m : {0u, 1u, 0u, 2u, 1u})
    prog.addPredicate(predicate("p" + std::to_string(prog.predicates.size()), {}, {}, m));
  return prog;
}

TEST(ProgramIndexTest, PredicatesOfMethodsComeInProgramOrder) {
  const Program prog = threeMethods();
  EXPECT_EQ(prog.predicatesOf({0}), (std::vector<PredId>{0, 2}));
  EXPECT_EQ(prog.predicatesOf({1, 0}), (std::vector<PredId>{0, 1, 2, 4}));
  EXPECT_EQ(prog.predicatesOf({2}), (std::vector<PredId>{3}));
  EXPECT_TRUE(prog.predicatesOf({}).empty());
}

TEST(ProgramIndexTest, PredicatesAppendedLaterAreFound) {
  Program prog = threeMethods();
  ASSERT_EQ(prog.predicatesOf({2}), (std::vector<PredId>{3}));
  prog.methods.push_back({"Demo", "d", "()I", true, {}});
  prog.addPredicate(predicate("late", {}, {}, 2));
  prog.addPredicate(predicate("other", {}, {}, 3));
  EXPECT_EQ(prog.predicatesOf({2}), (std::vector<PredId>{3, 5}));
  EXPECT_EQ(prog.predicatesOf({3}), (std::vector<PredId>{6}));
}

}  // namespace
}  // namespace symtest::clp
