// The concrete evaluator of expressions (see expr_eval.hpp): JVM semantics on values.
#include <utility>
#include <vector>

#include "solver/code_point_sets.hpp"
#include "solver/expr_eval.hpp"

namespace symtest::solver {

uint64_t evalOp(Op op, uint8_t width, uint8_t argWidth, uint64_t a, uint64_t b, uint64_t c) {
  if (op >= kFirstFpOp) return evalFpOp(op, width, argWidth, a, b);
  const int64_t sa = signExtend(a, argWidth);
  const int64_t sb = signExtend(b, argWidth);
  switch (op) {
    case Op::Add:
      return maskBits(a + b, width);
    case Op::Sub:
      return maskBits(a - b, width);
    case Op::Mul:
      return maskBits(a * b, width);
    case Op::SDiv:
      if (sb == 0) return 0;
      if (sb == -1) return maskBits(0 - a, width);  // MIN / -1 == MIN, without overflow
      return maskBits(static_cast<uint64_t>(sa / sb), width);
    case Op::SRem:
      if (sb == 0 || sb == -1) return 0;
      return maskBits(static_cast<uint64_t>(sa % sb), width);
    case Op::And:
      return a & b;
    case Op::Or:
      return a | b;
    case Op::Xor:
      return a ^ b;
    // Distances >= width cannot come from the JVM (masked); follow SMT-LIB like Z3 does.
    case Op::Shl:
      return b >= width ? 0 : maskBits(a << b, width);
    case Op::LShr:
      return b >= width ? 0 : a >> b;
    case Op::AShr:
      return maskBits(static_cast<uint64_t>(sa >> (b >= width ? width - 1 : b)), width);
    case Op::Neg:
      return maskBits(0 - a, width);
    case Op::SExt:
      return maskBits(static_cast<uint64_t>(sa), width);
    case Op::ZExt:
      return a;
    case Op::Trunc:
      return maskBits(a, width);
    case Op::Eq:
      return a == b;
    case Op::Ne:
      return a != b;
    case Op::Slt:
      return sa < sb;
    case Op::Sle:
      return sa <= sb;
    case Op::Sgt:
      return sa > sb;
    case Op::Sge:
      return sa >= sb;
    case Op::Not:
      return a == 0;
    case Op::BoolAnd:
      return (a != 0) && (b != 0);
    case Op::BoolOr:
      return (a != 0) || (b != 0);
    case Op::Ite:
      return a != 0 ? b : c;
    case Op::InCodePointSet:
      return codePointSetContains(static_cast<uint32_t>(b), sa);
    case Op::MapCodePoint:
      return maskBits(static_cast<uint64_t>(mapCodePoint(static_cast<uint32_t>(b), sa)), width);
    case Op::LibraryCall:
    case Op::Internal:
      return a;
    default:  // Const, Var
      break;
  }
  return 0;
}

uint64_t evaluateWith(const ExprPool& pool, ExprId id, const Assignment& assignment,
                      EvalCache& cache) {
  // Iterative post-order: path conditions can be deep chains (x = x + 1 in a loop).
  std::vector<std::pair<ExprId, bool>> stack{{id, false}};
  while (!stack.empty()) {
    auto [cur, expanded] = stack.back();
    const ExprNode& n = pool.node(cur);
    if (n.op == Op::Const || n.op == Op::Var) {
      stack.pop_back();
      if (n.op == Op::Const) {
        cache.emplace(cur, n.value);
      } else {
        auto it = assignment.find(static_cast<uint32_t>(n.value));
        cache.emplace(cur, it == assignment.end() ? 0 : maskBits(it->second, n.width));
      }
      continue;
    }
    if (!expanded) {
      if (cache.contains(cur)) {
        stack.pop_back();
        continue;
      }
      stack.back().second = true;
      for (ExprId child : {n.a, n.b, n.c}) {
        if (child != kNoExpr && !cache.contains(child)) stack.emplace_back(child, false);
      }
      continue;
    }
    stack.pop_back();
    auto get = [&cache](ExprId e) { return e == kNoExpr ? 0 : cache.at(e); };
    // Ite's condition is boolean: its operand width is that of the branches.
    const uint8_t argWidth = pool.node(n.op == Op::Ite ? n.b : n.a).width;
    cache.emplace(cur, evalOp(n.op, n.width, argWidth, get(n.a), get(n.b), get(n.c)));
  }
  return cache.at(id);
}

bool holdsAll(const ExprPool& pool, const std::vector<ExprId>& constraints,
              const Assignment& assignment) {
  EvalCache cache;
  for (ExprId c : constraints) {
    if (evaluateWith(pool, c, assignment, cache) == 0) return false;
  }
  return true;
}

}  // namespace symtest::solver
