// Exact projection of path constraints onto the variables a state still holds (Symstra's
// states: the values the receiver's heap can take). A variable the heap no longer holds (a
// removed key, an argument consumed) is existentially quantified; where its constraints are
// bounds and equalities, the quantifier is eliminated: r == t substitutes t; L < r, r <= U
// become the conditions on L and U under which some r lies between them. What remains
// quantifier-free is decided by plain implications instead of quantified queries.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <vector>

#include "solver/expr.hpp"

namespace symtest::solver {

// A constraint as a bound on variable r: r == t, or r against t (lower: t < r or t <= r).
struct Bound {
  enum class Kind { Equal, Lower, Upper } kind;
  bool strict = false;
  ExprId term = kNoExpr;
};

// `c` as a bound on variable `var` (a bare side, the other free of it), if it is one.
std::optional<Bound> boundOn(const ExprPool& pool, ExprId c, uint32_t var);

// `e` with its variables replaced by `to` (variable index -> term); kNoExpr when it holds a
// floating-point or code point set operator.
ExprId substituteVariables(ExprPool& pool, ExprId e, const std::map<uint32_t, ExprId>& to);

// The constraints with every variable outside `keep` that occurs only in bounds (t < r,
// r <= t, ...) and equalities (r == t) eliminated: equivalent to `exists eliminated.
// constraints` over the other variables. Variables in any other kind of constraint stay.
std::vector<ExprId> eliminateVariables(ExprPool& pool, std::vector<ExprId> constraints,
                                       const std::set<uint32_t>& keep);

}  // namespace symtest::solver
