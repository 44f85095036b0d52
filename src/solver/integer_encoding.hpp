// Private to the solver: a bit-vector query of linear arithmetic posed over the integers, with
// its wrap-around explicit. Each bit-vector term of width w becomes the integer of its signed
// value, in [-2^(w-1), 2^(w-1)); an addition is a + b - 2^w*k with a fresh k in {-1, 0, 1}
// that the range forces to the one value the JVM's wrap-around gives, and so on for the other
// operations of the fragment (negation, products and divisions by constants, shifts by
// constants, low-bit masks, width conversions, comparisons, boolean connectives, if-then-else).
// The encoding is exact: same satisfiability, and a model's integers are the bit-vector
// model's values. It is there for the overflow checks real code writes (`amount > MAX -
// balance`): a SAT solver over the bit-blasted adders needs hundreds of milliseconds or more to
// refute a chain of them, the arithmetic solver a millisecond.
#pragma once

#include <z3++.h>

#include <optional>
#include <unordered_map>
#include <vector>

#include "solver/expr.hpp"

namespace symtest::solver {

class IntegerEncoding {
 public:
  IntegerEncoding(const ExprPool& pool, z3::context& ctx) : pool_(pool), ctx_(ctx) {}
  // The assertions of the query over `ids` (each boolean), or nothing when a node is outside
  // the fragment (floats, bitwise operations, products of two unknowns, ...).
  std::optional<z3::expr_vector> encode(const std::vector<ExprId>& ids);
  // The bits of `vars` in a model of the encoded query (unconstrained ones read as 0).
  Assignment values(const z3::model& model, const std::vector<uint32_t>& vars);

 private:
  // The integer (or boolean) term of `id`; appends its side conditions once. Nothing outside
  // the fragment.
  std::optional<z3::expr> term(ExprId id);
  std::optional<z3::expr> node(ExprId id, const ExprNode& n);
  z3::expr variable(uint32_t index);
  // A fresh integer in [lo, hi], named after the node it belongs to.
  z3::expr fresh(const char* what, ExprId id, const z3::expr& lo, const z3::expr& hi);
  // t, constrained to the signed range of `width`.
  z3::expr inRange(const z3::expr& t, uint8_t width);
  // t - 2^width * k: the signed value of t's low `width` bits, with k ranging over [-span, span].
  z3::expr wrapped(const z3::expr& t, uint8_t width, ExprId id, const z3::expr& span);
  z3::expr power(uint32_t bits);  // 2^bits
  z3::expr constant(uint64_t bits, uint8_t width);

  const ExprPool& pool_;
  z3::context& ctx_;
  std::unordered_map<ExprId, std::optional<z3::expr>> memo_;  // per query
  std::vector<z3::expr> side_;                                // the query's side conditions
};

}  // namespace symtest::solver
