#include "solver/integer_encoding.hpp"

#include "solver/expr_walk.hpp"

#include <fmt/format.h>

#include <string>
#include <utility>

namespace symtest::solver {

namespace {

// Factors up to a million (unit conversions, hash multipliers such as 31) stay in the fragment.
constexpr uint64_t kLargestFactor = uint64_t{1} << 20;

// The distance of a shift by a constant, or -1.
int constantDistance(const ExprPool& pool, const ExprNode& n) {
  if (!pool.isConst(n.b)) return -1;
  const uint64_t d = pool.node(n.b).value;
  return d < n.width ? static_cast<int>(d) : -1;
}

}  // namespace

z3::expr IntegerEncoding::power(uint32_t bits) {
  // Widths are at most 64 bits: 2^64 is the largest power a term needs.
  if (bits < 64) return ctx_.int_val(uint64_t{1} << bits);
  return ctx_.int_val("18446744073709551616");
}

z3::expr IntegerEncoding::constant(uint64_t bits, uint8_t width) {
  return ctx_.int_val(static_cast<int64_t>(signExtend(bits, width)));
}

z3::expr IntegerEncoding::inRange(const z3::expr& t, uint8_t width) {
  side_.push_back(t >= -power(width - 1u) && t < power(width - 1u));
  return t;
}

z3::expr IntegerEncoding::variable(uint32_t index) {
  const VarInfo& info = pool_.var(index);
  const std::string name = fmt::format("v{}", index);
  if (info.width == 0) return ctx_.bool_const(name.c_str());
  return inRange(ctx_.int_const(name.c_str()), info.width);
}

z3::expr IntegerEncoding::fresh(const char* what, ExprId id, const z3::expr& lo,
                                const z3::expr& hi) {
  z3::expr k = ctx_.int_const(fmt::format("{}{}", what, id).c_str());
  side_.push_back(k >= lo && k <= hi);
  return k;
}

z3::expr IntegerEncoding::wrapped(const z3::expr& t, uint8_t width, ExprId id,
                                  const z3::expr& span) {
  return inRange(t - power(width) * fresh("k", id, -span, span), width);
}

std::optional<z3::expr> IntegerEncoding::node(ExprId id, const ExprNode& n) {
  if (n.isFloat) return std::nullopt;
  auto sub = [&](ExprId child) { return *memo_.at(child); };
  const uint8_t w = n.width;
  switch (n.op) {
    case Op::Const:
      return w == 0 ? ctx_.bool_val(n.value != 0) : constant(n.value, w);
    case Op::Var:
      if (pool_.var(static_cast<uint32_t>(n.value)).isFloat) return std::nullopt;
      return variable(static_cast<uint32_t>(n.value));
    case Op::Add:
      return wrapped(sub(n.a) + sub(n.b), w, id, ctx_.int_val(1));
    case Op::Sub:
      return wrapped(sub(n.a) - sub(n.b), w, id, ctx_.int_val(1));
    case Op::Neg:
      return wrapped(-sub(n.a), w, id, ctx_.int_val(1));
    case Op::Mul: {
      // A product with a constant factor only: c * x wraps at most |c| times either way.
      const bool aConst = pool_.isConst(n.a);
      if (!aConst && !pool_.isConst(n.b)) return std::nullopt;
      const int64_t c = signExtend(pool_.node(aConst ? n.a : n.b).value, w);
      const z3::expr x = sub(aConst ? n.b : n.a);
      const uint64_t magnitude = c < 0 ? 0 - static_cast<uint64_t>(c) : static_cast<uint64_t>(c);
      // A large factor makes the wrap count a modular inverse problem (a random generator's
      // x * 0x5DEECE66D mod 2^48): branch and bound spends seconds per query where bits give
      // up at once.
      if (magnitude > kLargestFactor) return std::nullopt;
      return wrapped(x * ctx_.int_val(static_cast<int64_t>(c)), w, id,
                     ctx_.int_val(magnitude == 0 ? uint64_t{1} : magnitude));
    }
    case Op::SDiv:
    case Op::SRem: {
      // x = q * c + r, r takes x's sign and |r| < |c|; c = -1 (MIN / -1) is left to bits.
      if (!pool_.isConst(n.b)) return std::nullopt;
      const int64_t c = signExtend(pool_.node(n.b).value, w);
      if (c == 0 || c == -1) return std::nullopt;
      const z3::expr x = sub(n.a), cv = ctx_.int_val(c);
      const z3::expr magnitude =
          ctx_.int_val(c < 0 ? 0 - static_cast<uint64_t>(c) : static_cast<uint64_t>(c));
      const z3::expr q = fresh("q", id, -power(w - 1u), power(w - 1u));
      const z3::expr r = fresh("r", id, -magnitude + 1, magnitude - 1);
      side_.push_back(x == q * cv + r);
      side_.push_back(z3::implies(x >= 0, r >= 0) && z3::implies(x < 0, r <= 0));
      return n.op == Op::SDiv ? q : r;
    }
    case Op::Shl: {
      const int d = constantDistance(pool_, n);
      if (d < 0) return std::nullopt;
      return wrapped(sub(n.a) * power(static_cast<uint32_t>(d)), w, id,
                     power(static_cast<uint32_t>(d)));
    }
    case Op::AShr:
    case Op::LShr: {
      // x (unsigned for >>>) = q * 2^d + r with 0 <= r < 2^d: q is the shifted value.
      const int d = constantDistance(pool_, n);
      if (d < 0) return std::nullopt;
      z3::expr x = sub(n.a);
      if (d == 0) return x;
      if (n.op == Op::LShr) {
        const z3::expr b = fresh("u", id, ctx_.int_val(0), ctx_.int_val(1));
        x = x + power(w) * b;
        side_.push_back(x >= 0 && x < power(w));
      }
      const z3::expr scale = power(static_cast<uint32_t>(d));
      const z3::expr q = fresh("q", id, -power(w), power(w));
      const z3::expr r = fresh("r", id, ctx_.int_val(0), scale - 1);
      side_.push_back(x == q * scale + r);
      return inRange(q, w);
    }
    case Op::And: {
      // x & (2^m - 1): the low m bits, x's remainder modulo 2^m.
      const bool aConst = pool_.isConst(n.a);
      if (!aConst && !pool_.isConst(n.b)) return std::nullopt;
      const uint64_t mask = pool_.node(aConst ? n.a : n.b).value;
      if (mask == 0 || (mask & (mask + 1)) != 0 || mask >= (uint64_t{1} << (w - 1)))
        return std::nullopt;
      const auto m = static_cast<uint32_t>(__builtin_popcountll(mask));
      const z3::expr x = sub(aConst ? n.b : n.a);
      const z3::expr q = fresh("q", id, -power(w), power(w));
      const z3::expr r = fresh("r", id, ctx_.int_val(0), power(m) - 1);
      side_.push_back(x == q * power(m) + r);
      return r;
    }
    case Op::SExt:
      return sub(n.a);
    case Op::ZExt: {
      const uint8_t from = pool_.node(n.a).width;
      if (from == 0) return std::nullopt;
      const z3::expr b = fresh("u", id, ctx_.int_val(0), ctx_.int_val(1));
      const z3::expr u = sub(n.a) + power(from) * b;
      side_.push_back(u >= 0 && u < power(from));
      return u;
    }
    case Op::Trunc: {
      const uint8_t from = pool_.node(n.a).width;
      return wrapped(sub(n.a), w, id, power(static_cast<uint32_t>(from - w)));
    }
    case Op::Eq:
      return sub(n.a) == sub(n.b);
    case Op::Ne:
      return sub(n.a) != sub(n.b);
    case Op::Slt:
      return sub(n.a) < sub(n.b);
    case Op::Sle:
      return sub(n.a) <= sub(n.b);
    case Op::Sgt:
      return sub(n.a) > sub(n.b);
    case Op::Sge:
      return sub(n.a) >= sub(n.b);
    case Op::Not:
      return !sub(n.a);
    case Op::BoolAnd:
      return sub(n.a) && sub(n.b);
    case Op::BoolOr:
      return sub(n.a) || sub(n.b);
    case Op::Ite:
      return z3::ite(sub(n.a), sub(n.b), sub(n.c));
    case Op::LibraryCall:
    case Op::Internal:
      return sub(n.a);
    default:
      return std::nullopt;
  }
}

z3::expr IntegerEncoding::abstraction(ExprId id, const ExprNode& n) {
  abstracted_ = true;
  const Range range = pool_.range(id);
  const z3::expr t = fresh("a", id, ctx_.int_val(range.lo), ctx_.int_val(range.hi));
  auto known = [&](ExprId child) { return child != kNoExpr && memo_.at(child).has_value(); };
  if (known(n.a) && known(n.b)) {
    const z3::expr x = *memo_.at(n.a), y = *memo_.at(n.b), zero = ctx_.int_val(0);
    if (n.op == Op::SRem) {
      // JVM remainders: the dividend's sign, a smaller magnitude than the divisor (also for
      // MIN % -1 == 0); a zero divisor (guarded by the translation) evaluates to 0.
      side_.push_back(z3::implies(y == zero, t == zero));
      side_.push_back(z3::implies(x >= zero, t >= zero) && z3::implies(x <= zero, t <= zero));
      side_.push_back(z3::implies(y > zero, t < y && t > -y) &&
                      z3::implies(y<zero, t> y && t < -y));
    } else {
      // A positive divisor keeps the quotient between 0 and the dividend.
      side_.push_back(z3::implies(y == zero, t == zero));
      side_.push_back(z3::implies(y > zero && x >= zero, t >= zero && t <= x) &&
                      z3::implies(y > zero && x < zero, t <= zero && t >= x));
    }
  }
  return t;
}

std::optional<z3::expr> IntegerEncoding::term(ExprId root) {
  postOrder(pool_, root, memo_, [this](ExprId cur, const ExprNode& n) -> std::optional<z3::expr> {
    bool inside = true;
    for (ExprId child : {n.a, n.b, n.c})
      if (child != kNoExpr && !memo_.at(child)) inside = false;
    std::optional<z3::expr> t = inside ? node(cur, n) : std::nullopt;
    // Only divisions are abstracted: their bounds refute what bits take a divider for. A
    // product's or a bitwise term's abstraction says too little to refute, and a model of it
    // rarely holds: one more query before the bits.
    if (!t && mode_ == Mode::Abstracted && (n.op == Op::SRem || n.op == Op::SDiv))
      return abstraction(cur, n);
    return t;
  });
  return memo_.at(root);
}

std::optional<z3::expr_vector> IntegerEncoding::encode(const std::vector<ExprId>& ids) {
  memo_.clear();
  side_.clear();
  abstracted_ = false;
  z3::expr_vector out(ctx_);
  for (ExprId id : ids) {
    std::optional<z3::expr> t = term(id);
    if (!t || !t->is_bool()) return std::nullopt;
    out.push_back(*t);
  }
  for (const z3::expr& s : side_) out.push_back(s);
  return out;
}

Assignment IntegerEncoding::values(const z3::model& model, const std::vector<uint32_t>& vars) {
  Assignment out;
  for (uint32_t v : vars) {
    const VarInfo& info = pool_.var(v);
    const std::string name = fmt::format("v{}", v);
    if (info.width == 0) {
      out[v] = model.eval(ctx_.bool_const(name.c_str()), true).is_true() ? 1 : 0;
      continue;
    }
    int64_t value = 0;
    model.eval(ctx_.int_const(name.c_str()), true).is_numeral_i64(value);
    out[v] = maskBits(static_cast<uint64_t>(value), info.width);
  }
  return out;
}

}  // namespace symtest::solver
