#include "solver/expr_import.hpp"

#include <stdexcept>
#include <vector>

namespace symtest::solver {

ExprId buildLike(ExprPool& to, const ExprNode& n, ExprId a, ExprId b, ExprId c) {
  switch (n.op) {
    case Op::Const:
      if (n.isFloat) return to.fpConst(n.width, n.value);
      return n.width == 0 ? to.boolConst(n.value != 0) : to.bvConst(n.width, n.value);
    case Op::Var:
      throw std::invalid_argument("buildLike: variables are mapped by the caller");
    case Op::Neg:
    case Op::Not:
      return to.unary(n.op, a);
    case Op::SExt:
    case Op::ZExt:
    case Op::Trunc:
      return to.convert(n.op, a, n.width);
    case Op::Ite:
      return to.ite(a, b, c);
    case Op::InCodePointSet:
      return to.inCodePointSet(a, static_cast<uint32_t>(to.node(b).value));
    case Op::MapCodePoint:
      return to.mapCodePoint(a, static_cast<uint32_t>(to.node(b).value));
    case Op::LibraryCall:
      return to.libraryCall(static_cast<uint32_t>(n.value), a, b, c);
    case Op::Internal:
      return to.internal(a);
    case Op::FNeg:
    case Op::FAbs:
    case Op::FSqrt:
    case Op::FFloor:
    case Op::FCeil:
    case Op::FRint:
    case Op::FIsNaN:
      return to.fpUnary(n.op, a);
    case Op::IntToFp:
    case Op::FpToFp:
    case Op::FpToInt:
    case Op::FRoundToInt:
    case Op::FpToBits:
    case Op::BitsToFp:
      return to.fpConvert(n.op, a, n.width);
    default:
      break;
  }
  if (n.op >= kFirstFpOp) return to.fpBinary(n.op, a, b);
  return to.binary(n.op, a, b);
}

// Post-order over the DAG with an explicit stack: path conditions can nest deeply.
ExprId ExprImporter::import(ExprId root) {
  std::vector<std::pair<ExprId, bool>> stack{{root, false}};
  while (!stack.empty()) {
    auto [id, expanded] = stack.back();
    stack.pop_back();
    if (done_.count(id)) continue;
    const ExprNode& n = from_.node(id);
    ExprId kids[3] = {n.a, n.b, n.c};
    if (!expanded) {
      stack.push_back({id, true});
      for (ExprId k : kids)
        if (k != kNoExpr && !done_.count(k)) stack.push_back({k, false});
      continue;
    }
    ExprId mapped[3] = {kNoExpr, kNoExpr, kNoExpr};
    bool unmappable = false;
    for (int i = 0; i < 3; ++i) {
      if (kids[i] == kNoExpr) continue;
      mapped[i] = done_.at(kids[i]);
      unmappable = unmappable || mapped[i] == kNoExpr;
    }
    done_[id] = unmappable        ? kNoExpr
                : n.op == Op::Var ? mapVar_(static_cast<uint32_t>(n.value))
                                  : buildLike(to_, n, mapped[0], mapped[1], mapped[2]);
  }
  return done_.at(root);
}

}  // namespace symtest::solver
