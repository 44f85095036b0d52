// Z3 translation of the floating-point nodes: SMT-LIB's FloatingPoint theory with rounding to
// nearest even, plus the JVM's own rules where IEEE 754 leaves a choice or differs: Java's %
// truncates the quotient, float-to-integer conversions saturate and map NaN to 0, and
// Double.doubleToLongBits names one NaN.
#include <cmath>

#include "solver/expr_eval.hpp"
#include "solver/z3_backend.hpp"

namespace symtest::solver {

namespace {

z3::expr wrap(z3::context& c, Z3_ast ast) {
  c.check_error();
  return z3::to_expr(c, ast);
}

}  // namespace

z3::sort Z3Backend::fpSort(uint8_t width) {
  return width == 32 ? ctx().fpa_sort(8, 24) : ctx().fpa_sort(11, 53);
}

z3::expr Z3Backend::fpConstant(uint64_t bits, uint8_t width) {
  z3::context& c = ctx();
  if (isNaNBits(bits, width)) return wrap(c, Z3_mk_fpa_nan(c, fpSort(width)));
  const z3::expr bv = c.bv_val(bits, width);
  return wrap(c, Z3_mk_fpa_to_fp_bv(c, bv, fpSort(width)));
}

z3::expr Z3Backend::canonicalBits(const z3::expr& x, uint8_t width) {
  z3::context& c = ctx();
  const uint64_t nan = width == 32 ? kFloatNaNBits : kDoubleNaNBits;
  return z3::ite(wrap(c, Z3_mk_fpa_is_nan(c, x)), c.bv_val(nan, width),
                 wrap(c, Z3_mk_fpa_to_ieee_bv(c, x)));
}

uint64_t Z3Backend::fpModelBits(const z3::model& model, const z3::expr& e, uint8_t width) {
  z3::context& c = ctx();
  if (model.eval(wrap(c, Z3_mk_fpa_is_nan(c, e)), true).is_true())
    return width == 32 ? kFloatNaNBits : kDoubleNaNBits;
  uint64_t bits = 0;
  model.eval(wrap(c, Z3_mk_fpa_to_ieee_bv(c, e)), true).is_numeral_u64(bits);
  return maskBits(bits, width);
}

z3::expr Z3Backend::translateFp(const ExprNode& n) {
  z3::context& c = ctx();
  auto at = [this](ExprId e) { return memo_.at(e); };
  const z3::expr rne = wrap(c, Z3_mk_fpa_rne(c));
  switch (n.op) {
    case Op::FAdd:
      return wrap(c, Z3_mk_fpa_add(c, rne, at(n.a), at(n.b)));
    case Op::FSub:
      return wrap(c, Z3_mk_fpa_sub(c, rne, at(n.a), at(n.b)));
    case Op::FMul:
      return wrap(c, Z3_mk_fpa_mul(c, rne, at(n.a), at(n.b)));
    case Op::FDiv:
      return wrap(c, Z3_mk_fpa_div(c, rne, at(n.a), at(n.b)));
    case Op::FIeeeRem:
      return wrap(c, Z3_mk_fpa_rem(c, at(n.a), at(n.b)));
    case Op::FRem: {
      // fmod from the IEEE remainder r = x - n*y (n nearest): when r's sign differs from x's,
      // the truncated quotient is one step closer to zero, so fmod = r + copysign(|y|, x).
      // The exact sum is fmod(x, y) itself, which is representable: the addition is exact.
      const z3::expr x = at(n.a), y = at(n.b);
      const z3::expr r = wrap(c, Z3_mk_fpa_rem(c, x, y));
      const z3::expr zero = fpConstant(0, n.width);
      auto lt = [&](const z3::expr& p, const z3::expr& q) {
        return wrap(c, Z3_mk_fpa_lt(c, p, q));
      };
      const z3::expr absY = wrap(c, Z3_mk_fpa_abs(c, y));
      const z3::expr step = z3::ite(lt(zero, x), absY, wrap(c, Z3_mk_fpa_neg(c, absY)));
      const z3::expr flips = (lt(zero, x) && lt(r, zero)) || (lt(x, zero) && lt(zero, r));
      return z3::ite(flips, wrap(c, Z3_mk_fpa_add(c, rne, r, step)), r);
    }
    case Op::FNeg:
      return wrap(c, Z3_mk_fpa_neg(c, at(n.a)));
    case Op::FAbs:
      return wrap(c, Z3_mk_fpa_abs(c, at(n.a)));
    case Op::FCompare: {
      // The IEEE order, and for the rest (equal, or NaN) the canonical bits as signed keys.
      const uint8_t w = pool_.node(n.a).width;
      const z3::expr x = at(n.a), y = at(n.b);
      const z3::expr kx = canonicalBits(x, w), ky = canonicalBits(y, w);
      const z3::expr minus = c.bv_val(uint64_t{0xffffffff}, 32), one = c.bv_val(uint64_t{1}, 32);
      return z3::ite(wrap(c, Z3_mk_fpa_lt(c, x, y)), minus,
                     z3::ite(wrap(c, Z3_mk_fpa_lt(c, y, x)), one,
                             z3::ite(kx == ky, c.bv_val(uint64_t{0}, 32),
                                     z3::ite(z3::slt(kx, ky), minus, one))));
    }
    case Op::FSqrt:
      return wrap(c, Z3_mk_fpa_sqrt(c, rne, at(n.a)));
    case Op::FFloor:
      return wrap(c, Z3_mk_fpa_round_to_integral(c, wrap(c, Z3_mk_fpa_rtn(c)), at(n.a)));
    case Op::FCeil:
      return wrap(c, Z3_mk_fpa_round_to_integral(c, wrap(c, Z3_mk_fpa_rtp(c)), at(n.a)));
    case Op::FRint:
      return wrap(c, Z3_mk_fpa_round_to_integral(c, rne, at(n.a)));
    case Op::FEq:
      return wrap(c, Z3_mk_fpa_eq(c, at(n.a), at(n.b)));
    case Op::FLt:
      return wrap(c, Z3_mk_fpa_lt(c, at(n.a), at(n.b)));
    case Op::FLe:
      return wrap(c, Z3_mk_fpa_leq(c, at(n.a), at(n.b)));
    case Op::FIsNaN:
      return wrap(c, Z3_mk_fpa_is_nan(c, at(n.a)));
    case Op::IntToFp:
      return wrap(c, Z3_mk_fpa_to_fp_signed(c, rne, at(n.a), fpSort(n.width)));
    case Op::FpToFp:
      return wrap(c, Z3_mk_fpa_to_fp_float(c, rne, at(n.a), fpSort(n.width)));
    case Op::FpToInt:
    case Op::FRoundToInt: {
      z3::expr x = at(n.a);
      if (n.op == Op::FRoundToInt) {
        // floor(x) + 1 when the exact fraction x - floor(x) is at least 1/2 (ties up).
        const uint8_t w = pool_.node(n.a).width;
        const z3::expr f = wrap(c, Z3_mk_fpa_round_to_integral(c, wrap(c, Z3_mk_fpa_rtn(c)), x));
        const z3::expr half = fpConstant(fpBits(0.5, w), w), one = fpConstant(fpBits(1.0, w), w);
        const z3::expr fraction = wrap(c, Z3_mk_fpa_sub(c, rne, x, f));
        x = z3::ite(wrap(c, Z3_mk_fpa_leq(c, half, fraction)),
                    wrap(c, Z3_mk_fpa_add(c, rne, f, one)), f);
      }
      const uint8_t from = pool_.node(n.a).width;
      const double limit = std::ldexp(1.0, n.width - 1);  // 2^31 or 2^63: exact in both sorts
      const z3::expr hi = fpConstant(fpBits(limit, from), from);
      const z3::expr lo = fpConstant(fpBits(-limit, from), from);
      const uint64_t minBits = uint64_t{1} << (n.width - 1);
      const z3::expr truncated =
          wrap(c, Z3_mk_fpa_to_sbv(c, wrap(c, Z3_mk_fpa_rtz(c)), x, n.width));
      return z3::ite(wrap(c, Z3_mk_fpa_is_nan(c, x)), c.bv_val(uint64_t{0}, n.width),
                     z3::ite(wrap(c, Z3_mk_fpa_leq(c, hi, x)), c.bv_val(minBits - 1, n.width),
                             z3::ite(wrap(c, Z3_mk_fpa_leq(c, x, lo)), c.bv_val(minBits, n.width),
                                     truncated)));
    }
    case Op::FpToBits:
      return canonicalBits(at(n.a), n.width);
    case Op::BitsToFp:
      return wrap(c, Z3_mk_fpa_to_fp_bv(c, at(n.a), fpSort(n.width)));
    default:
      break;
  }
  return c.bool_val(false);
}

}  // namespace symtest::solver
