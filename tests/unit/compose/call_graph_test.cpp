// The call graph and its components: callees come first, mutual recursion is one recursive
// component, and reachability follows calls.
#include "compose/call_graph.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "fixture.hpp"
#include "translate/translator.hpp"

namespace symtest::compose {
namespace {

uint32_t methodOf(const clp::Program& p, const std::string& name, const std::string& desc) {
  return p.predicates[p.entryOf("Helpers", name, desc)].method;
}

TEST(CallGraph, OrdersComponentsCalleesFirst) {
  testing::Fixture f;
  translate::Translator translator(f.classPath);
  ASSERT_NE(translator.require("Helpers", "twoSigns", "(II)I"), clp::kNoPred);
  ASSERT_NE(translator.require("Helpers", "parity", "(I)Z"), clp::kNoPred);
  const clp::Program& p = translator.program();
  CallGraph g(p);
  uint32_t sign = methodOf(p, "sign", "(I)I"), two = methodOf(p, "twoSigns", "(II)I");
  uint32_t even = methodOf(p, "even", "(I)Z"), odd = methodOf(p, "odd", "(I)Z");
  uint32_t parity = methodOf(p, "parity", "(I)Z");
  EXPECT_LT(g.componentOf(sign), g.componentOf(two));
  EXPECT_FALSE(g.recursive(g.componentOf(sign)));
  EXPECT_EQ(g.componentOf(even), g.componentOf(odd));
  EXPECT_TRUE(g.recursive(g.componentOf(even)));
  EXPECT_LT(g.componentOf(even), g.componentOf(parity));
  EXPECT_FALSE(g.recursive(g.componentOf(parity)));
  std::vector<uint32_t> reach = g.reachableFrom(two);
  EXPECT_NE(std::find(reach.begin(), reach.end(), sign), reach.end());
  EXPECT_EQ(std::find(reach.begin(), reach.end(), even), reach.end());
  // Every method is in exactly one component.
  size_t members = 0;
  for (const auto& c : g.components()) members += c.size();
  EXPECT_EQ(members, p.methods.size());
}

}  // namespace
}  // namespace symtest::compose
