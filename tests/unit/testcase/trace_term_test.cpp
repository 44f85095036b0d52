// Trace terms: pred(rule,[callees]) in pre-order; a derivation of millions of rules is cut to
// the length asked for and stays a well-formed term.
#include <gtest/gtest.h>

#include "testcase/path_to_test.hpp"

namespace symtest::testcase {
namespace {

clp::Program twoPredicates() {
  clp::Program program;
  for (const char* name : {"main", "loop"}) {
    clp::Predicate p;
    p.name = name;
    program.addPredicate(p);
  }
  return program;
}

TEST(TraceTerm, NestsCalleesInOrder) {
  const clp::Program program = twoPredicates();
  // main applies rule 1 and calls loop twice; the second loop calls loop again.
  std::vector<symexec::TraceEvent> trace{{0, 0, -1}, {1, 1, 0}, {1, 0, 0}, {1, 1, 2}};
  EXPECT_EQ(traceTerm(program, trace), "main(1,[loop(2,[]),loop(1,[loop(2,[])])])");
}

TEST(TraceTerm, ALongDerivationIsCutToAWellFormedTerm) {
  const clp::Program program = twoPredicates();
  std::vector<symexec::TraceEvent> trace{{0, 0, -1}};
  for (int32_t i = 0; i < 100000; ++i) trace.push_back({1, 0, i});  // each loop calls the next
  trace.push_back({0, 0, -1});                                      // a second root
  const std::string term = traceTerm(program, trace, 1000);
  EXPECT_LT(term.size(), 3000u);
  EXPECT_NE(term.find("'...'"), std::string::npos);
  int depth = 0;
  for (char c : term) {
    depth += c == '[' ? 1 : c == ']' ? -1 : 0;
    ASSERT_GE(depth, 0) << term;
  }
  EXPECT_EQ(depth, 0) << term;
  EXPECT_EQ(term.substr(term.size() - 5), "'...'") << "the second root is left out";
  EXPECT_EQ(traceTerm(program, trace).size(),
            100001 * std::string("loop(1,[])").size() + 2 * std::string("main(1,[])").size() - 10)
      << "without a limit, every event";
}

}  // namespace
}  // namespace symtest::testcase
