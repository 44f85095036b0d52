// ExprPool's floating-point builders and the native evaluation of float/double operators.
// The JVM computes IEEE 754 binary32/binary64 with rounding to nearest even (strict since Java
// 17); so does this process (SSE arithmetic, default rounding mode, no contraction into fused
// multiply-adds: the build passes -ffp-contract=off), so folding and evaluation use C++
// float/double directly. Values are IEEE bits, every NaN the canonical one.
#include <bit>
#include <cmath>
#include <stdexcept>
#include <string>

#include "solver/expr.hpp"
#include "solver/expr_eval.hpp"

namespace symtest::solver {

namespace {

void requireValid(bool ok, const char* what) {
  if (!ok) throw std::invalid_argument(std::string("ExprPool: ") + what);
}

template <typename F>
F fromBits(uint64_t bits) {
  if constexpr (sizeof(F) == 4) {
    return std::bit_cast<float>(static_cast<uint32_t>(bits));
  } else {
    return std::bit_cast<double>(bits);
  }
}

template <typename F>
uint64_t toBits(F v) {
  if (std::isnan(v)) return sizeof(F) == 4 ? kFloatNaNBits : kDoubleNaNBits;
  if constexpr (sizeof(F) == 4) {
    return std::bit_cast<uint32_t>(v);
  } else {
    return std::bit_cast<uint64_t>(v);
  }
}

template <typename F>
uint64_t arithmetic(Op op, uint64_t a, uint64_t b) {
  const F x = fromBits<F>(a), y = fromBits<F>(b);
  switch (op) {
    case Op::FAdd:
      return toBits<F>(x + y);
    case Op::FSub:
      return toBits<F>(x - y);
    case Op::FMul:
      return toBits<F>(x * y);
    case Op::FDiv:
      return toBits<F>(x / y);
    case Op::FRem:
      return toBits<F>(std::fmod(x, y));  // exact, sign of the dividend: Java's drem
    case Op::FIeeeRem:
      return toBits<F>(std::remainder(x, y));
    case Op::FNeg:
      return toBits<F>(-x);
    case Op::FAbs:
      return toBits<F>(std::fabs(x));
    case Op::FSqrt:
      return toBits<F>(std::sqrt(x));
    case Op::FFloor:
      return toBits<F>(std::floor(x));
    case Op::FCeil:
      return toBits<F>(std::ceil(x));
    case Op::FRint:
      return toBits<F>(std::nearbyint(x));  // the default rounding mode: ties to even
    case Op::FEq:
      return x == y;
    case Op::FLt:
      return x < y;
    case Op::FLe:
      return x <= y;
    case Op::FIsNaN:
      return std::isnan(x);
    case Op::FCompare: {
      // Double.compare: the IEEE order, then the bits (-0.0 < 0.0, NaN last and equal).
      if (x < y) return maskBits(static_cast<uint64_t>(-1), 32);
      if (x > y) return 1;
      const int64_t kx = signExtend(toBits<F>(x), sizeof(F) * 8);
      const int64_t ky = signExtend(toBits<F>(y), sizeof(F) * 8);
      return kx == ky ? 0 : kx < ky ? maskBits(static_cast<uint64_t>(-1), 32) : 1;
    }
    default:
      return 0;
  }
}

// Math.round: floor(x + 1/2) computed exactly as floor(x) plus one when the (exact)
// fraction x - floor(x) is at least 1/2; NaN and the saturation as in a cast.
template <typename F>
double roundHalfUp(F x) {
  const F f = std::floor(x);
  return static_cast<double>(x - f >= F(0.5) ? f + F(1) : f);
}

// The JVM's f2i/f2l/d2i/d2l: NaN -> 0, out of range -> MIN/MAX, otherwise toward zero.
uint64_t toInteger(double v, uint8_t width) {
  if (std::isnan(v)) return 0;
  const double limit = std::ldexp(1.0, width - 1);  // 2^31 or 2^63, exact
  const int64_t max = width == 64 ? INT64_MAX : INT32_MAX;
  const int64_t min = width == 64 ? INT64_MIN : INT32_MIN;
  if (v >= limit) return maskBits(static_cast<uint64_t>(max), width);
  if (v <= -limit) return maskBits(static_cast<uint64_t>(min), width);
  return maskBits(static_cast<uint64_t>(static_cast<int64_t>(v)), width);
}

bool isFpWidth(uint8_t w) {
  return w == 32 || w == 64;
}

}  // namespace

uint64_t canonicalFpBits(uint64_t bits, uint8_t width) {
  if (isNaNBits(bits, width)) return width == 32 ? kFloatNaNBits : kDoubleNaNBits;
  return maskBits(bits, width);
}

bool isNaNBits(uint64_t bits, uint8_t width) {
  return width == 32 ? std::isnan(fromBits<float>(bits)) : std::isnan(fromBits<double>(bits));
}

double fpValue(uint64_t bits, uint8_t width) {
  return width == 32 ? static_cast<double>(fromBits<float>(bits)) : fromBits<double>(bits);
}

uint64_t fpBits(double value, uint8_t width) {
  return width == 32 ? toBits<float>(static_cast<float>(value)) : toBits<double>(value);
}

uint64_t evalFpOp(Op op, uint8_t width, uint8_t argWidth, uint64_t a, uint64_t b) {
  switch (op) {
    case Op::IntToFp: {
      const int64_t v = signExtend(a, argWidth);
      return width == 32 ? toBits<float>(static_cast<float>(v))
                         : toBits<double>(static_cast<double>(v));
    }
    case Op::FpToFp:
      return fpBits(fpValue(a, argWidth), width);  // widening is exact, narrowing rounds once
    case Op::FpToInt:
      return toInteger(fpValue(a, argWidth), width);
    case Op::FRoundToInt:
      return toInteger(
          argWidth == 32 ? roundHalfUp(fromBits<float>(a)) : roundHalfUp(fromBits<double>(a)),
          width);
    case Op::FpToBits:
      return canonicalFpBits(a, argWidth);
    case Op::BitsToFp:
      return canonicalFpBits(a, width);
    default:
      return argWidth == 32 ? arithmetic<float>(op, a, b) : arithmetic<double>(op, a, b);
  }
}

ExprId ExprPool::newFpVar(const std::string& name, uint8_t width) {
  requireValid(isFpWidth(width), "floating-point variables are 32 or 64 bits wide");
  const auto index = static_cast<uint32_t>(vars_.size());
  std::string readable = name.empty() ? "v" + std::to_string(index) : name;
  vars_.push_back(VarInfo{std::move(readable), width, true, true});
  return intern(ExprNode{Op::Var, width, kNoExpr, kNoExpr, kNoExpr, index, true});
}

ExprId ExprPool::fpConst(uint8_t width, uint64_t bits) {
  requireValid(isFpWidth(width), "floating-point constants are 32 or 64 bits wide");
  return intern(
      ExprNode{Op::Const, width, kNoExpr, kNoExpr, kNoExpr, canonicalFpBits(bits, width), true});
}

ExprId ExprPool::fpBinary(Op op, ExprId a, ExprId b) {
  const ExprNode na = nodes_[a], nb = nodes_[b];
  requireValid(na.isFloat && nb.isFloat && na.width == nb.width,
               "fpBinary: operands must be floating point of one width");
  const bool comparison = op == Op::FEq || op == Op::FLt || op == Op::FLe;
  if (op == Op::FCompare) {
    if (na.op == Op::Const && nb.op == Op::Const)
      return bvConst(32, evalFpOp(op, 32, na.width, na.value, nb.value));
    if (a == b) return bvConst(32, 0);
    return intern(ExprNode{op, 32, a, b});
  }
  requireValid(comparison || (op >= Op::FAdd && op <= Op::FIeeeRem),
               "fpBinary: not a binary operator");
  const uint8_t w = na.width;
  if (na.op == Op::Const && nb.op == Op::Const) {
    const uint64_t v = evalFpOp(op, w, w, na.value, nb.value);
    return comparison ? boolConst(v != 0) : fpConst(w, v);
  }
  // Constants go right for the commutative operators (one pattern per identity).
  if ((op == Op::FAdd || op == Op::FMul || op == Op::FEq) && na.op == Op::Const)
    return fpBinary(op, b, a);
  const bool bConst = nb.op == Op::Const;
  const double bv = bConst ? fpValue(nb.value, w) : 0;
  const bool bNegZero = bConst && bv == 0 && std::signbit(bv);
  // Identities that hold for every x, NaN and signed zeros included.
  if (bConst && bv == 1 && (op == Op::FMul || op == Op::FDiv)) return a;
  if (op == Op::FAdd && bNegZero) return a;                                // x + -0.0
  if (op == Op::FSub && bConst && bv == 0 && !std::signbit(bv)) return a;  // x - +0.0
  if (a == b) {
    if (op == Op::FLt) return false_;
    if (op == Op::FEq || op == Op::FLe) return notExpr(fpUnary(Op::FIsNaN, a));
  }
  if (comparison) return intern(ExprNode{op, 0, a, b});
  return intern(ExprNode{op, w, a, b, kNoExpr, 0, true});
}

ExprId ExprPool::fpUnary(Op op, ExprId a) {
  const ExprNode na = nodes_[a];
  requireValid(na.isFloat, "fpUnary: operand must be floating point");
  requireValid(op == Op::FNeg || op == Op::FAbs || op == Op::FSqrt || op == Op::FFloor ||
                   op == Op::FCeil || op == Op::FRint || op == Op::FIsNaN,
               "fpUnary: not a unary operator");
  const uint8_t w = na.width;
  if (na.op == Op::Const) {
    const uint64_t v = evalFpOp(op, w, w, na.value, 0);
    return op == Op::FIsNaN ? boolConst(v != 0) : fpConst(w, v);
  }
  if (op == Op::FIsNaN) {
    if (na.op == Op::IntToFp) return false_;
    return intern(ExprNode{op, 0, a});
  }
  if (op == Op::FNeg && na.op == Op::FNeg) return na.a;
  if (op == Op::FAbs && na.op == Op::FAbs) return a;
  if (op == Op::FAbs && na.op == Op::FNeg) return fpUnary(Op::FAbs, na.a);
  // Rounding an integral value changes nothing: converted integers, rounded values.
  const bool integral =
      na.op == Op::IntToFp || na.op == Op::FFloor || na.op == Op::FCeil || na.op == Op::FRint;
  if ((op == Op::FFloor || op == Op::FCeil || op == Op::FRint) && integral) return a;
  return intern(ExprNode{op, w, a, kNoExpr, kNoExpr, 0, true});
}

ExprId ExprPool::fpConvert(Op op, ExprId a, uint8_t width) {
  const ExprNode na = nodes_[a];
  const bool fromFloat =
      op == Op::FpToFp || op == Op::FpToInt || op == Op::FRoundToInt || op == Op::FpToBits;
  requireValid(op >= Op::IntToFp && op <= Op::BitsToFp, "fpConvert: not a conversion");
  requireValid(na.isFloat == fromFloat && na.width > 0, "fpConvert: operand of the wrong sort");
  const bool toFloat = op == Op::IntToFp || op == Op::FpToFp || op == Op::BitsToFp;
  requireValid(toFloat ? isFpWidth(width) : (width == 32 || width == 64),
               "fpConvert: result width must be 32 or 64");
  requireValid((op != Op::FpToBits && op != Op::BitsToFp) || width == na.width,
               "fpConvert: bit views keep the width");
  if (op == Op::FpToFp && width == na.width) return a;
  if (na.op == Op::Const) {
    const uint64_t v = evalFpOp(op, width, na.width, na.value, 0);
    return toFloat ? fpConst(width, v) : bvConst(width, v);
  }
  // float -> double -> float, and int -> double -> int, give back the original.
  if (op == Op::FpToFp && na.op == Op::FpToFp && nodes_[na.a].width == width) return na.a;
  if (op == Op::FpToInt && na.op == Op::IntToFp && width == na.width && width == 64 &&
      nodes_[na.a].width == 32)
    return convert(Op::SExt, na.a, 64);  // (long) (double) i
  if (op == Op::FpToInt && na.op == Op::IntToFp && na.width == 64 && nodes_[na.a].width == 32 &&
      width == 32)
    return na.a;  // (int) (double) i
  if (op == Op::BitsToFp && na.op == Op::FpToBits) return na.a;
  if (toFloat) return intern(ExprNode{op, width, a, kNoExpr, kNoExpr, 0, true});
  return intern(ExprNode{op, width, a});
}

}  // namespace symtest::solver
