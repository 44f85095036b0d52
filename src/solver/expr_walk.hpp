// A walk over expression DAGs shared by the solver's translations (to Z3, to the integers,
// substitutions): children before parents, each node once.
#pragma once

#include <utility>
#include <vector>

#include "solver/expr.hpp"

namespace symtest::solver {

// Fills `memo` for `id` and every node below it that is not there yet, children first, with
// `compute(id, node)`. Iterative, so that deep expressions cannot overflow the native stack.
// `compute` may add nodes to `pool` only after copying `node` (the reference may move).
template <typename Memo, typename Compute>
void postOrder(const ExprPool& pool, ExprId id, Memo& memo, Compute compute) {
  std::vector<std::pair<ExprId, bool>> stack{{id, false}};
  while (!stack.empty()) {
    auto [cur, expanded] = stack.back();
    if (memo.contains(cur)) {
      stack.pop_back();
      continue;
    }
    const ExprNode& n = pool.node(cur);
    if (!expanded) {
      stack.back().second = true;
      for (ExprId child : {n.a, n.b, n.c}) {
        if (child != kNoExpr && !memo.contains(child)) stack.emplace_back(child, false);
      }
      continue;
    }
    stack.pop_back();
    auto value = compute(cur, n);
    memo.emplace(cur, std::move(value));
  }
}

}  // namespace symtest::solver
