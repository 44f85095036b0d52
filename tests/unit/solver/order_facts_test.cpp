// Order facts: comparisons that follow from others by transitivity are derived, comparisons
// that need arithmetic or are false are not (a solver call decides those).
#include <gtest/gtest.h>

#include <z3++.h>

#include "solver/order_facts.hpp"

namespace symtest::solver {
namespace {

TEST(OrderFacts, DerivesTransitiveComparisons) {
  z3::context ctx;
  z3::expr a = ctx.bv_const("a", 32), b = ctx.bv_const("b", 32), c = ctx.bv_const("c", 32),
           d = ctx.bv_const("d", 32);
  // a <= b, b != a (so a < b), not (c <= b) (so b < c), d == c.
  OrderFacts facts({z3::sle(a, b), !(b == a), !z3::sle(c, b), d == c});
  EXPECT_TRUE(facts.implies(z3::slt(a, b)));
  EXPECT_TRUE(facts.implies(z3::slt(a, c)));
  EXPECT_TRUE(facts.implies(z3::slt(a, d)));   // through the equality
  EXPECT_TRUE(facts.implies(!(d == a)));       // strictly ordered, so distinct
  EXPECT_TRUE(facts.implies(!z3::sle(d, a)));  // negated comparisons read as their converse
  EXPECT_TRUE(facts.implies(z3::sge(c, b) && z3::sle(a, a)));
  EXPECT_FALSE(facts.implies(z3::slt(b, a)));                      // false
  EXPECT_FALSE(facts.implies(z3::slt(a, a + 1)));                  // true, but only by arithmetic
  EXPECT_FALSE(facts.implies(z3::slt(c, ctx.bv_const("e", 32))));  // nothing known of e
}

TEST(OrderFacts, OrdersNumeralsAsSignedValues) {
  z3::context ctx;
  z3::expr x = ctx.bv_const("x", 32);
  OrderFacts facts({z3::sle(x, ctx.bv_val(-1, 32)), z3::sle(ctx.bv_val(5, 32), ctx.bv_val(7, 32))});
  EXPECT_TRUE(facts.implies(z3::slt(x, ctx.bv_val(5, 32))));  // x <= -1 < 5
  EXPECT_FALSE(facts.implies(z3::slt(x, ctx.bv_val(-1, 32))));
}

}  // namespace
}  // namespace symtest::solver
