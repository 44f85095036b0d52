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
//
// Abstracted, the encoding also takes the remainders and quotients outside the fragment (by an
// unknown divisor): each is a fresh integer in the term's range with what is cheap to say about
// it (a remainder's sign and magnitude, a quotient's between 0 and the dividend).
// That query is weaker than the bit-vector one: its unsat is the query's, its models are
// the query's only where they satisfy it (the caller checks). The infeasible branches after
// `offset %= n` are refuted by the remainder's bounds alone, without a divider's bits.
#pragma once

#include <z3++.h>

#include <optional>
#include <unordered_map>
#include <vector>

#include "solver/expr.hpp"

namespace symtest::solver {

class IntegerEncoding {
 public:
  enum class Mode { Exact, Abstracted };
  IntegerEncoding(const ExprPool& pool, z3::context& ctx, Mode mode = Mode::Exact)
      : pool_(pool), ctx_(ctx), mode_(mode) {}
  // The assertions of the query over `ids` (each boolean), or nothing when a node is outside
  // the fragment (floats, bitwise operations, products of two unknowns, ...; abstracted:
  // divisions by unknowns are not outside).
  std::optional<z3::expr_vector> encode(const std::vector<ExprId>& ids);
  // Whether the last encode() abstracted a term (its models need checking).
  bool abstracted() const { return abstracted_; }
  // The bits of `vars` in a model of the encoded query (unconstrained ones read as 0).
  Assignment values(const z3::model& model, const std::vector<uint32_t>& vars);

 private:
  // The integer (or boolean) term of `id`; appends its side conditions once. Nothing outside
  // the fragment.
  std::optional<z3::expr> term(ExprId id);
  std::optional<z3::expr> node(ExprId id, const ExprNode& n);
  // The fresh integer standing for integer node `id` outside the fragment, with its lemma.
  z3::expr abstraction(ExprId id, const ExprNode& n);
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
  Mode mode_;
  bool abstracted_ = false;
  std::unordered_map<ExprId, std::optional<z3::expr>> memo_;  // per query
  std::vector<z3::expr> side_;                                // the query's side conditions
};

}  // namespace symtest::solver
