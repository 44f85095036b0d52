#include "symexec/evaluation.hpp"

namespace symtest::symexec {

using clp::ArithOp;
using solver::ExprId;
using solver::Op;

uint8_t widthOf(clp::ValueType t) {
  return t == clp::ValueType::Long || t == clp::ValueType::Double ? 64 : 32;
}

ExprId Evaluator::constant(const clp::Operand& o) {
  if (clp::isFloatingPoint(o.type))
    return pool_.fpConst(widthOf(o.type), static_cast<uint64_t>(o.value));
  return pool_.bvConst(widthOf(o.type), static_cast<uint64_t>(o.value));
}

ExprId Evaluator::floatArith(ArithOp op, ExprId a, ExprId b) {
  switch (op) {
    case ArithOp::Add:
      return pool_.fpBinary(Op::FAdd, a, b);
    case ArithOp::Sub:
      return pool_.fpBinary(Op::FSub, a, b);
    case ArithOp::Mul:
      return pool_.fpBinary(Op::FMul, a, b);
    case ArithOp::Div:
      return pool_.fpBinary(Op::FDiv, a, b);
    case ArithOp::Rem:
      return pool_.fpBinary(Op::FRem, a, b);
    case ArithOp::Neg:
      return pool_.fpUnary(Op::FNeg, a);
    case ArithOp::F2D:
      return pool_.fpConvert(Op::FpToFp, a, 64);
    case ArithOp::D2F:
      return pool_.fpConvert(Op::FpToFp, a, 32);
    case ArithOp::F2I:
    case ArithOp::D2I:
      return pool_.fpConvert(Op::FpToInt, a, 32);
    case ArithOp::F2L:
    case ArithOp::D2L:
      return pool_.fpConvert(Op::FpToInt, a, 64);
    case ArithOp::CmpL:
    case ArithOp::CmpG: {
      // -1, 0, 1 by the IEEE comparisons; NaN gives -1 (cmpl) or 1 (cmpg).
      const ExprId unordered =
          pool_.binary(Op::BoolOr, pool_.fpUnary(Op::FIsNaN, a), pool_.fpUnary(Op::FIsNaN, b));
      const ExprId minus = pool_.bvConst(32, static_cast<uint64_t>(-1)), one = pool_.bvConst(32, 1);
      return pool_.ite(
          unordered, op == ArithOp::CmpL ? minus : one,
          pool_.ite(pool_.fpBinary(Op::FLt, a, b), minus,
                    pool_.ite(pool_.fpBinary(Op::FEq, a, b), pool_.bvConst(32, 0), one)));
    }
    default:
      return a;  // Move
  }
}

ExprId Evaluator::arith(ArithOp op, Value va, Value vb) {
  ExprId a = va.id, b = vb.id;
  switch (op) {
    case ArithOp::I2F:
    case ArithOp::L2F:
      return pool_.fpConvert(Op::IntToFp, a, 32);
    case ArithOp::I2D:
    case ArithOp::L2D:
      return pool_.fpConvert(Op::IntToFp, a, 64);
    default:
      if (pool_.isFloat(a)) return floatArith(op, a, b);
      break;
  }
  uint8_t w = pool_.node(a).width;
  auto shiftDistance = [&]() {
    ExprId masked = pool_.binary(Op::And, b, pool_.bvConst(32, w == 64 ? 63 : 31));
    return w == 64 ? pool_.convert(Op::ZExt, masked, 64) : masked;
  };
  switch (op) {
    case ArithOp::Move:
      return a;
    case ArithOp::Add:
      return pool_.binary(Op::Add, a, b);
    case ArithOp::Sub:
      return pool_.binary(Op::Sub, a, b);
    case ArithOp::Mul:
      return pool_.binary(Op::Mul, a, b);
    case ArithOp::Div:
      return pool_.binary(Op::SDiv, a, b);
    case ArithOp::Rem:
      return pool_.binary(Op::SRem, a, b);
    case ArithOp::And:
      return pool_.binary(Op::And, a, b);
    case ArithOp::Or:
      return pool_.binary(Op::Or, a, b);
    case ArithOp::Xor:
      return pool_.binary(Op::Xor, a, b);
    case ArithOp::Shl:
      return pool_.binary(Op::Shl, a, shiftDistance());
    case ArithOp::Shr:
      return pool_.binary(Op::AShr, a, shiftDistance());
    case ArithOp::UShr:
      return pool_.binary(Op::LShr, a, shiftDistance());
    case ArithOp::Neg:
      return pool_.unary(Op::Neg, a);
    case ArithOp::I2L:
      return pool_.convert(Op::SExt, a, 64);
    case ArithOp::L2I:
      return pool_.convert(Op::Trunc, a, 32);
    case ArithOp::I2B:
      return pool_.convert(Op::SExt, pool_.convert(Op::Trunc, a, 8), 32);
    case ArithOp::I2C:
      return pool_.convert(Op::ZExt, pool_.convert(Op::Trunc, a, 16), 32);
    case ArithOp::I2S:
      return pool_.convert(Op::SExt, pool_.convert(Op::Trunc, a, 16), 32);
    case ArithOp::Cmp: {
      ExprId lt = pool_.binary(Op::Slt, a, b), eq = pool_.binary(Op::Eq, a, b);
      return pool_.ite(lt, pool_.bvConst(32, static_cast<uint64_t>(-1)),
                       pool_.ite(eq, pool_.bvConst(32, 0), pool_.bvConst(32, 1)));
    }
    default:
      break;
  }
  return a;
}

ExprId Evaluator::floatCondition(const clp::Guard& g, ExprId a, ExprId b) {
  // The IEEE comparison (false with a NaN); a guard that holds with a NaN is the negation of
  // the comparison that fails, e.g. !(a < b) for fcmpg + ifge.
  const clp::CmpOp op = g.unorderedHolds ? clp::negate(g.cmp) : g.cmp;
  ExprId c = pool_.falseExpr();
  switch (op) {
    case clp::CmpOp::Eq:
      c = pool_.fpBinary(Op::FEq, a, b);
      break;
    case clp::CmpOp::Ne:  // ordered and different
      c = pool_.binary(Op::BoolOr, pool_.fpBinary(Op::FLt, a, b), pool_.fpBinary(Op::FLt, b, a));
      break;
    case clp::CmpOp::Lt:
      c = pool_.fpBinary(Op::FLt, a, b);
      break;
    case clp::CmpOp::Le:
      c = pool_.fpBinary(Op::FLe, a, b);
      break;
    case clp::CmpOp::Gt:
      c = pool_.fpBinary(Op::FLt, b, a);
      break;
    case clp::CmpOp::Ge:
      c = pool_.fpBinary(Op::FLe, b, a);
      break;
  }
  return g.unorderedHolds ? pool_.notExpr(c) : c;
}

ExprId Evaluator::condition(const clp::Guard& g, Value va, Value vb) {
  ExprId a = va.id;
  if (g.kind == clp::Guard::Kind::InSet) {
    uint8_t w = pool_.node(a).width;
    ExprId result = g.positive ? pool_.falseExpr() : pool_.trueExpr();
    for (int32_t key : g.keys) {
      ExprId k = pool_.bvConst(w, static_cast<uint64_t>(static_cast<int64_t>(key)));
      result = g.positive ? pool_.binary(Op::BoolOr, result, pool_.binary(Op::Eq, a, k))
                          : pool_.binary(Op::BoolAnd, result, pool_.binary(Op::Ne, a, k));
    }
    return result;
  }
  ExprId b = vb.id;
  if (pool_.isFloat(a)) return floatCondition(g, a, b);
  switch (g.cmp) {
    case clp::CmpOp::Eq:
      return pool_.binary(Op::Eq, a, b);
    case clp::CmpOp::Ne:
      return pool_.binary(Op::Ne, a, b);
    case clp::CmpOp::Lt:
      return pool_.binary(Op::Slt, a, b);
    case clp::CmpOp::Ge:
      return pool_.binary(Op::Sge, a, b);
    case clp::CmpOp::Gt:
      return pool_.binary(Op::Sgt, a, b);
    case clp::CmpOp::Le:
      return pool_.binary(Op::Sle, a, b);
  }
  return pool_.falseExpr();
}

}  // namespace symtest::symexec
