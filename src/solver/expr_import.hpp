// Copies expressions from one pool into another, replacing each variable by an expression of
// the target pool: how a summary's conditions, written over a callee's formal parameters, are
// instantiated with a caller's actual arguments. The target pool folds what becomes constant.
#pragma once

#include <functional>
#include <unordered_map>

#include "solver/expr.hpp"

namespace symtest::solver {

// A node shaped like `shape` (its op, width and constant) over operands a, b, c of `to`, built
// through the pool's builders. Var nodes are not built here (callers map variables).
ExprId buildLike(ExprPool& to, const ExprNode& shape, ExprId a, ExprId b, ExprId c);

class ExprImporter {
 public:
  // `mapVar` gives the target expression of a source variable index (kNoExpr: not mappable,
  // which makes import() return kNoExpr).
  ExprImporter(const ExprPool& from, ExprPool& to, std::function<ExprId(uint32_t)> mapVar)
      : from_(from), to_(to), mapVar_(std::move(mapVar)) {}
  // The copy of `id`; shared subterms are copied once per importer.
  ExprId import(ExprId id);

 private:
  const ExprPool& from_;
  ExprPool& to_;
  std::function<ExprId(uint32_t)> mapVar_;
  std::unordered_map<ExprId, ExprId> done_;
};

}  // namespace symtest::solver
