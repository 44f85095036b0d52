// Cheap implication between comparisons: the order facts (<=, <, ==, != of signed bit-vectors)
// a conjunction asserts, closed under transitivity. Sound, not complete: a comparison it does
// not derive may still follow (through arithmetic), and then a solver call decides.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include <z3++.h>

namespace symtest::solver {

class OrderFacts {
 public:
  // The facts of `assertions`: comparisons, their negations and conjunctions of them; other
  // assertions add nothing.
  explicit OrderFacts(const std::vector<z3::expr>& assertions);
  // True when `formula` (comparisons, negations, conjunctions) follows from the facts.
  bool implies(const z3::expr& formula);

 private:
  struct Edge {
    uint32_t to;
    bool strict;
  };
  enum class Rel { Le, Lt, Eq, Ne };
  void add(const z3::expr& formula, bool positive);
  bool holds(const z3::expr& formula, bool positive);
  // Splits a comparison into (relation, left, right); false when it is none.
  static bool comparison(const z3::expr& e, bool positive, Rel& rel, z3::expr& a, z3::expr& b);
  uint32_t node(const z3::expr& term);
  uint32_t find(uint32_t n);
  // 0: b not reachable from a; 1: a <= b; 2: a < b.
  int order(uint32_t a, uint32_t b);

  std::unordered_map<unsigned, uint32_t> ids_;  // z3 term id -> node
  std::vector<uint32_t> parent_;
  std::vector<std::vector<Edge>> edges_;
  std::vector<std::pair<uint32_t, uint32_t>> distinct_;
  std::vector<std::pair<int64_t, uint32_t>> numerals_;  // signed value, node
};

}  // namespace symtest::solver
