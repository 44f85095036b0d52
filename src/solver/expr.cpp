// ExprPool: hash-consing, constant folding and cheap rewrites with exact JVM semantics.
#include "solver/expr.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "solver/code_point_sets.hpp"
#include "solver/expr_eval.hpp"

namespace symtest::solver {

namespace {

void require(bool ok, const char* what) {
  if (!ok) throw std::invalid_argument(std::string("ExprPool: ") + what);
}

bool isCommutative(Op op) {
  switch (op) {
    case Op::Add:
    case Op::Mul:
    case Op::And:
    case Op::Or:
    case Op::Xor:
    case Op::Eq:
    case Op::Ne:
    case Op::BoolAnd:
    case Op::BoolOr:
      return true;
    default:
      return false;
  }
}

bool isComparison(Op op) {
  return op >= Op::Eq && op <= Op::Sge;
}

// The comparison equivalent to !(a op b).
Op negatedComparison(Op op) {
  switch (op) {
    case Op::Eq:
      return Op::Ne;
    case Op::Ne:
      return Op::Eq;
    case Op::Slt:
      return Op::Sge;
    case Op::Sle:
      return Op::Sgt;
    case Op::Sgt:
      return Op::Sle;
    default:
      return Op::Slt;  // Sge
  }
}

// a op b == b op' a, used to keep constants on the right.
Op swappedComparison(Op op) {
  switch (op) {
    case Op::Slt:
      return Op::Sgt;
    case Op::Sle:
      return Op::Sge;
    case Op::Sgt:
      return Op::Slt;
    case Op::Sge:
      return Op::Sle;
    default:
      return op;  // Eq, Ne
  }
}

}  // namespace

int64_t signExtend(uint64_t bits, uint8_t width) {
  if (width == 0 || width >= 64) return static_cast<int64_t>(bits);
  const uint64_t m = maskBits(bits, width);
  const uint64_t sign = uint64_t{1} << (width - 1);
  return static_cast<int64_t>((m ^ sign) - sign);
}

uint64_t maskBits(uint64_t bits, uint8_t width) {
  if (width == 0) return bits & 1;
  if (width >= 64) return bits;
  return bits & ((uint64_t{1} << width) - 1);
}

size_t ExprNodeHash::operator()(const ExprNode& n) const {
  uint64_t h = 0xcbf29ce484222325ULL;
  auto mix = [&h](uint64_t v) {
    h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    h *= 0x100000001b3ULL;
  };
  mix((uint64_t{n.isFloat} << 16) | (uint64_t{static_cast<uint8_t>(n.op)} << 8) | n.width);
  mix(n.a);
  mix(n.b);
  mix(n.c);
  mix(n.value);
  return static_cast<size_t>(h);
}

ExprPool::ExprPool() {
  false_ = intern(ExprNode{Op::Const, 0, kNoExpr, kNoExpr, kNoExpr, 0});
  true_ = intern(ExprNode{Op::Const, 0, kNoExpr, kNoExpr, kNoExpr, 1});
}

ExprId ExprPool::intern(const ExprNode& node) {
  auto [it, inserted] = index_.try_emplace(node, static_cast<ExprId>(nodes_.size()));
  if (inserted) {
    nodes_.push_back(node);
    ranges_.push_back(computeRange(node));
  }
  return it->second;
}

namespace {

// Products and sums of 64-bit bounds, exactly (GCC's 128-bit integer).
__extension__ typedef __int128 Wide;

Range fullRange(uint8_t w) {
  if (w == 0) return {0, 1};
  if (w == 64) return {INT64_MIN, INT64_MAX};
  return {-(int64_t{1} << (w - 1)), (int64_t{1} << (w - 1)) - 1};
}

// The smallest 2^k - 1 at least v (v >= 0): the largest value bits up to v's highest reach.
int64_t allOnesAbove(int64_t v) {
  int64_t m = 0;
  while (m < v) m = (m << 1) | 1;
  return m;
}

// [lo, hi] if it lies within the width's range, else the whole width.
Range within(Wide lo, Wide hi, uint8_t w) {
  Range f = fullRange(w);
  if (lo < f.lo || hi > f.hi || lo > hi) return f;
  return {static_cast<int64_t>(lo), static_cast<int64_t>(hi)};
}

}  // namespace

Range ExprPool::computeRange(const ExprNode& n) const {
  const uint8_t w = n.width;
  if (w == 0) return {0, 1};
  auto r = [&](ExprId id) { return ranges_[id]; };
  auto constOf = [&](ExprId id, int64_t& c) {
    if (nodes_[id].op != Op::Const) return false;
    c = signExtend(nodes_[id].value, nodes_[id].width);
    return true;
  };
  int64_t c = 0;
  switch (n.op) {
    case Op::Const: {
      int64_t v = signExtend(n.value, w);
      return {v, v};
    }
    case Op::Add:
      return within(Wide{r(n.a).lo} + r(n.b).lo, Wide{r(n.a).hi} + r(n.b).hi, w);
    case Op::Sub:
      return within(Wide{r(n.a).lo} - r(n.b).hi, Wide{r(n.a).hi} - r(n.b).lo, w);
    case Op::Mul: {
      Range x = r(n.a), y = r(n.b);
      Wide p[] = {Wide{x.lo} * y.lo, Wide{x.lo} * y.hi, Wide{x.hi} * y.lo, Wide{x.hi} * y.hi};
      return within(*std::min_element(p, p + 4), *std::max_element(p, p + 4), w);
    }
    case Op::SDiv: {
      if (constOf(n.b, c) && c > 0) return within(r(n.a).lo / c, r(n.a).hi / c, w);
      // Any divisor (0 gives 0): the quotient is no larger than the dividend in magnitude,
      // unless the dividend can be MIN (MIN / -1 == MIN).
      Range x = r(n.a);
      if (x.lo == fullRange(w).lo) return fullRange(w);
      Wide m = std::max(-Wide{x.lo}, Wide{x.hi});
      return within(x.lo >= 0 && r(n.b).lo >= 0 ? 0 : -m, x.hi <= 0 && r(n.b).lo >= 0 ? 0 : m, w);
    }
    case Op::SRem: {
      // Smaller in magnitude than both the divisor and the dividend, with the dividend's sign.
      Range x = r(n.a), y = r(n.b);
      auto magnitude = [](Range v) { return std::max(-Wide{v.lo}, Wide{v.hi}); };
      if (magnitude(y) == 0) return fullRange(w);  // divisor 0: the engine raises before
      Wide m = std::min(magnitude(y) - 1, magnitude(x));
      return within(std::max<Wide>(std::min<Wide>(x.lo, 0), -m),
                    std::min<Wide>(std::max<Wide>(x.hi, 0), m), w);
    }
    case Op::And: {
      Range x = r(n.a), y = r(n.b);
      if (x.lo >= 0 && y.lo >= 0) return {0, std::min(x.hi, y.hi)};
      if (x.lo >= 0) return {0, x.hi};
      if (y.lo >= 0) return {0, y.hi};
      return fullRange(w);
    }
    case Op::Or: {
      Range x = r(n.a), y = r(n.b);
      if (x.hi < 0 || y.hi < 0) return {fullRange(w).lo, -1};  // a sign bit stays set
      if (x.lo >= 0 && y.lo >= 0) return {std::max(x.lo, y.lo), allOnesAbove(std::max(x.hi, y.hi))};
      return fullRange(w);
    }
    case Op::Xor: {
      Range x = r(n.a), y = r(n.b);
      if (y.lo == -1 && y.hi == -1) return {-x.hi - 1, -x.lo - 1};  // ~x
      if (x.lo == -1 && x.hi == -1) return {-y.hi - 1, -y.lo - 1};
      bool xNeg = x.hi < 0, yNeg = y.hi < 0, xPos = x.lo >= 0, yPos = y.lo >= 0;
      if (xPos && yPos) return {0, allOnesAbove(std::max(x.hi, y.hi))};
      if (xNeg && yNeg) return {0, fullRange(w).hi};
      if ((xNeg && yPos) || (xPos && yNeg)) return {fullRange(w).lo, -1};
      return fullRange(w);
    }
    case Op::AShr:
      if (constOf(n.b, c) && c >= 0 && c < w) return {r(n.a).lo >> c, r(n.a).hi >> c};
      return fullRange(w);
    case Op::LShr:
      if (constOf(n.b, c) && c > 0 && c < w) {
        if (r(n.a).lo >= 0) return {r(n.a).lo >> c, r(n.a).hi >> c};
        return within(0, (Wide{1} << (w - c)) - 1, w);
      }
      return fullRange(w);
    case Op::Neg:
      return within(-Wide{r(n.a).hi}, -Wide{r(n.a).lo}, w);
    case Op::SExt:
      return r(n.a);
    case Op::ZExt: {
      Range x = r(n.a);
      if (x.lo >= 0) return x;
      return within(0, (Wide{1} << nodes_[n.a].width) - 1, w);
    }
    case Op::Trunc:
      return within(r(n.a).lo, r(n.a).hi, w);
    case Op::Ite:
      return {std::min(r(n.b).lo, r(n.c).lo), std::max(r(n.b).hi, r(n.c).hi)};
    case Op::LibraryCall:
      return r(n.a);
    case Op::FCompare:
      return {-1, 1};
    default:
      return fullRange(w);
  }
}

ExprId ExprPool::boolConst(bool v) {
  return v ? true_ : false_;
}

ExprId ExprPool::bvConst(uint8_t width, uint64_t bits) {
  require(width >= 1 && width <= 64, "bit-vector width must be 1..64");
  return intern(ExprNode{Op::Const, width, kNoExpr, kNoExpr, kNoExpr, maskBits(bits, width)});
}

ExprId ExprPool::newVar(const std::string& name, uint8_t width, bool isSigned) {
  require(width <= 64, "variable width must be 0..64");
  const auto index = static_cast<uint32_t>(vars_.size());
  std::string readable = name.empty() ? "v" + std::to_string(index) : name;
  vars_.push_back(VarInfo{std::move(readable), width, isSigned});
  return intern(ExprNode{Op::Var, width, kNoExpr, kNoExpr, kNoExpr, index});
}

ExprId ExprPool::varExpr(uint32_t varIndex) const {
  const VarInfo& info = vars_.at(varIndex);
  return index_.at(
      ExprNode{Op::Var, info.width, kNoExpr, kNoExpr, kNoExpr, varIndex, info.isFloat});
}

void ExprPool::markElement(ExprId var, const std::string& arrayPath, uint32_t index) {
  require(nodes_[var].op == Op::Var, "markElement: not a variable");
  const auto [it, fresh] = arrays_.try_emplace(arrayPath, static_cast<uint32_t>(arrays_.size()));
  VarInfo& info = vars_[nodes_[var].value];
  info.array = it->second;
  info.index = index;
}

int64_t ExprPool::signedValue(ExprId id) const {
  const ExprNode& n = nodes_[id];
  return signExtend(n.value, n.width);
}

ExprId ExprPool::binary(Op op, ExprId a, ExprId b) {
  require(op >= Op::Add && op <= Op::BoolOr && op != Op::Neg && op != Op::Not &&
              (op < Op::SExt || op > Op::Trunc),
          "binary: not a binary operator");
  const ExprNode na = nodes_[a];
  const ExprNode nb = nodes_[b];
  require(na.width == nb.width, "binary: operand widths differ");
  // Floating point has its own operators (fpBinary); == and != compare IEEE bits here.
  require(na.isFloat == nb.isFloat && (!na.isFloat || op == Op::Eq || op == Op::Ne),
          "binary: floating-point operands need fpBinary");
  const bool boolOp = op == Op::BoolAnd || op == Op::BoolOr;
  require(boolOp == (na.width == 0) || op == Op::Eq || op == Op::Ne,
          "binary: operand sort does not fit the operator");
  const uint8_t w = na.width;
  const uint8_t resultWidth = (isComparison(op) || boolOp) ? 0 : w;

  if (na.op == Op::Const && nb.op == Op::Const) {
    const uint64_t v = evalOp(op, resultWidth, w, na.value, nb.value, 0);
    return resultWidth == 0 ? boolConst(v != 0) : bvConst(resultWidth, v);
  }
  // Constants go right (one pattern per identity). Other operands keep the program's order
  // so that printed conditions read like the source.
  if (isCommutative(op) && na.op == Op::Const) {
    return binary(op, b, a);
  }
  if (isComparison(op) && na.op == Op::Const) return binary(swappedComparison(op), b, a);

  const bool bConst = nb.op == Op::Const;
  const int64_t bs = bConst ? signExtend(nb.value, w) : 0;
  const bool bZero = bConst && nb.value == 0;
  const bool bOne = bConst && nb.value == 1;
  const bool bAllOnes = bConst && bs == -1 && w > 0;
  switch (op) {
    case Op::Add:
      if (bZero) return a;
      // (x + c1) + c2 -> x + (c1 + c2): keeps loop counters flat (i + 1 + 1 + ...).
      if (bConst && na.op == Op::Add && nodes_[na.b].op == Op::Const) {
        return binary(Op::Add, na.a, bvConst(w, nodes_[na.b].value + nb.value));
      }
      break;
    case Op::Sub:
      if (bZero) return a;
      if (bConst) return binary(Op::Add, a, bvConst(w, 0 - nb.value));  // x - c -> x + (-c)
      if (a == b) return bvConst(w, 0);
      if (na.op == Op::Const && na.value == 0) return unary(Op::Neg, b);
      break;
    case Op::Mul:
      if (bZero) return b;
      if (bOne) return a;
      if (bAllOnes) return unary(Op::Neg, a);
      break;
    case Op::SDiv:
      if (bOne) return a;
      if (bAllOnes) return unary(Op::Neg, a);  // MIN / -1 == MIN == -MIN
      if (na.op == Op::Const && na.value == 0) return a;
      break;
    case Op::SRem:
      if (bOne || bAllOnes) return bvConst(w, 0);
      if (na.op == Op::Const && na.value == 0) return a;
      break;
    case Op::And:
      if (bZero) return b;
      if (bAllOnes || a == b) return a;
      break;
    case Op::Or:
      if (bZero || a == b) return a;
      if (bAllOnes) return b;
      break;
    case Op::Xor:
      if (bZero) return a;
      if (a == b) return bvConst(w, 0);
      break;
    case Op::Shl:
    case Op::AShr:
    case Op::LShr:
      if (bZero) return a;
      if (na.op == Op::Const && na.value == 0) return a;
      break;
    case Op::Eq:
    case Op::Ne:
    case Op::Slt:
    case Op::Sle:
    case Op::Sgt:
    case Op::Sge:
      if (a == b) return boolConst(op == Op::Eq || op == Op::Sle || op == Op::Sge);
      if (w > 0) {  // decided by the operands' ranges
        const Range x = ranges_[a], y = ranges_[b];
        const bool lt = x.hi<y.lo, ge = x.lo >= y.hi, gt = x.lo> y.hi, le = x.hi <= y.lo;
        const bool disjoint = lt || gt;
        switch (op) {
          case Op::Slt:
            if (lt || ge) return boolConst(lt);
            break;
          case Op::Sge:
            if (lt || ge) return boolConst(ge);
            break;
          case Op::Sgt:
            if (gt || le) return boolConst(gt);
            break;
          case Op::Sle:
            if (gt || le) return boolConst(le);
            break;
          case Op::Eq:
          case Op::Ne: {
            const bool same = x.lo == x.hi && y.lo == y.hi && x.lo == y.lo;
            if (disjoint || same) return boolConst((op == Op::Eq) == same);
            break;
          }
          default:
            break;
        }
      }
      if (bConst && w > 0) {  // comparisons with MIN/MAX that cannot fail or cannot hold
        const int64_t max = signExtend(maskBits(~uint64_t{0}, w) >> 1, w);
        if ((op == Op::Slt && bs == -max - 1) || (op == Op::Sgt && bs == max)) return false_;
        if ((op == Op::Sge && bs == -max - 1) || (op == Op::Sle && bs == max)) return true_;
      }
      if ((op == Op::Eq || op == Op::Ne) && bConst && na.op == Op::Ite &&
          nodes_[na.b].op == Op::Const && nodes_[na.c].op == Op::Const && na.b != na.c) {
        // (c ? k1 : k0) == k: a boolean primitive's int result (1 or 0) compared, as c itself.
        const ExprId holds = b == na.b ? na.a : b == na.c ? notExpr(na.a) : false_;
        return op == Op::Eq ? holds : notExpr(holds);
      }
      if (w == 0 && bConst) {  // boolean (in)equality with a constant
        const bool keep = (op == Op::Eq) == (nb.value != 0);
        return keep ? a : notExpr(a);
      }
      if (bConst && (na.op == Op::SExt || na.op == Op::ZExt)) {
        // (ext x) op c: compare x itself when c is representable in x's width.
        const uint8_t xw = nodes_[na.a].width;
        const bool sext = na.op == Op::SExt;
        const bool fits = sext ? signExtend(maskBits(nb.value, xw), xw) == bs
                               : maskBits(nb.value, xw) == nb.value;
        if (fits && (sext || op == Op::Eq || op == Op::Ne)) {
          return binary(op, na.a, bvConst(xw, nb.value));
        }
        if (!fits && (op == Op::Eq || op == Op::Ne)) return boolConst(op == Op::Ne);
      }
      break;
    case Op::BoolAnd:
      if (bConst) return nb.value ? a : b;
      if (a == b) return a;
      if (complementary(a, b)) return false_;
      break;
    case Op::BoolOr:
      if (bConst) return nb.value ? b : a;
      if (a == b) return a;
      if (complementary(a, b)) return true_;
      break;
    default:
      break;
  }
  return intern(ExprNode{op, resultWidth, a, b});
}

bool ExprPool::complementary(ExprId a, ExprId b) const {
  const ExprNode& na = nodes_[a];
  const ExprNode& nb = nodes_[b];
  if (na.op == Op::Not && na.a == b) return true;
  if (nb.op == Op::Not && nb.a == a) return true;
  // Not of a comparison is the flipped comparison over the same (canonical) operands.
  return isComparison(na.op) && isComparison(nb.op) && na.a == nb.a && na.b == nb.b &&
         nb.op == negatedComparison(na.op);
}

ExprId ExprPool::unary(Op op, ExprId a) {
  require(op == Op::Neg || op == Op::Not, "unary: only Neg and Not");
  const ExprNode na = nodes_[a];
  require(!na.isFloat, "unary: floating-point operand needs fpUnary");
  if (op == Op::Neg) {
    require(na.width > 0, "Neg of a boolean");
    if (na.op == Op::Const) return bvConst(na.width, 0 - na.value);
    if (na.op == Op::Neg) return na.a;
    return intern(ExprNode{Op::Neg, na.width, a});
  }
  require(na.width == 0, "Not of a bit-vector");
  if (na.op == Op::Const) return boolConst(na.value == 0);
  if (na.op == Op::Not) return na.a;
  if (isComparison(na.op)) return binary(negatedComparison(na.op), na.a, na.b);
  return intern(ExprNode{Op::Not, 0, a});
}

ExprId ExprPool::convert(Op op, ExprId a, uint8_t width) {
  require(op == Op::SExt || op == Op::ZExt || op == Op::Trunc, "convert: SExt, ZExt or Trunc");
  require(width >= 1 && width <= 64, "convert: width must be 1..64");
  const ExprNode na = nodes_[a];
  require(na.width > 0, "convert of a boolean");
  require(!na.isFloat, "convert: floating-point operand needs fpConvert");
  require(op == Op::Trunc ? width <= na.width : width >= na.width,
          "convert: width goes the wrong way");
  if (width == na.width) return a;
  if (na.op == Op::Const) {
    const uint64_t v =
        op == Op::SExt ? static_cast<uint64_t>(signExtend(na.value, na.width)) : na.value;
    return bvConst(width, v);
  }
  if (op == Op::SExt && na.op == Op::SExt) return convert(Op::SExt, na.a, width);
  if (op == Op::ZExt && na.op == Op::ZExt) return convert(Op::ZExt, na.a, width);
  if (op == Op::Trunc) {
    if (na.op == Op::Trunc) return convert(Op::Trunc, na.a, width);
    if (na.op == Op::SExt || na.op == Op::ZExt) {
      // Truncating an extension: the low bits are x's own bits (or an extension of x).
      const uint8_t xw = nodes_[na.a].width;
      if (width == xw) return na.a;
      if (width < xw) return convert(Op::Trunc, na.a, width);
      return convert(na.op, na.a, width);
    }
  }
  return intern(ExprNode{op, width, a});
}

ExprId ExprPool::ite(ExprId cond, ExprId a, ExprId b) {
  const ExprNode nc = nodes_[cond];
  require(nc.width == 0, "ite: condition must be boolean");
  require(nodes_[a].width == nodes_[b].width && nodes_[a].isFloat == nodes_[b].isFloat,
          "ite: branch sorts differ");
  if (nc.op == Op::Const) return nc.value ? a : b;
  if (a == b) return a;
  if (nc.op == Op::Not) return ite(nc.a, b, a);
  return intern(ExprNode{Op::Ite, nodes_[a].width, cond, a, b, 0, nodes_[a].isFloat});
}

ExprId ExprPool::inCodePointSet(ExprId codePoint, uint32_t set) {
  const ExprNode& n = nodes_[codePoint];
  require(n.width > 0 && !n.isFloat, "inCodePointSet: the code point must be a bit-vector");
  require(set < codePointSetCount(), "inCodePointSet: no such set");
  if (n.op == Op::Const) return boolConst(codePointSetContains(set, signExtend(n.value, n.width)));
  return intern(ExprNode{Op::InCodePointSet, 0, codePoint, bvConst(32, set)});
}

ExprId ExprPool::mapCodePoint(ExprId codePoint, uint32_t map) {
  const ExprNode& n = nodes_[codePoint];
  require(n.width == 32 && !n.isFloat, "mapCodePoint: the code point must be an int");
  require(map < codePointMapCount(), "mapCodePoint: no such map");
  if (n.op == Op::Const)
    return bvConst(32, static_cast<uint64_t>(solver::mapCodePoint(map, signExtend(n.value, 32))));
  return intern(ExprNode{Op::MapCodePoint, 32, codePoint, bvConst(32, map)});
}

namespace {

// Math's and StrictMath's transcendental functions (models/src/java/lang/SymtestFdlibm*.java).
constexpr const char* kLibraryFunctions[] = {
    "Math.sin",         "Math.cos",         "Math.tan",         "Math.asin",
    "Math.acos",        "Math.atan",        "Math.exp",         "Math.log",
    "Math.log10",       "Math.cbrt",        "Math.atan2",       "Math.pow",
    "Math.sinh",        "Math.cosh",        "Math.tanh",        "Math.hypot",
    "Math.expm1",       "Math.log1p",       "StrictMath.sin",   "StrictMath.cos",
    "StrictMath.tan",   "StrictMath.asin",  "StrictMath.acos",  "StrictMath.atan",
    "StrictMath.exp",   "StrictMath.log",   "StrictMath.log10", "StrictMath.cbrt",
    "StrictMath.atan2", "StrictMath.pow",   "StrictMath.sinh",  "StrictMath.cosh",
    "StrictMath.tanh",  "StrictMath.hypot", "StrictMath.expm1", "StrictMath.log1p",
};
constexpr uint32_t kLibraryFunctionCount = std::size(kLibraryFunctions);

}  // namespace

const char* libraryFunctionName(uint32_t function) {
  return function < kLibraryFunctionCount ? kLibraryFunctions[function] : "?";
}

int libraryFunctionIndex(std::string_view qualifiedName) {
  for (uint32_t i = 0; i < kLibraryFunctionCount; ++i)
    if (qualifiedName == kLibraryFunctions[i]) return static_cast<int>(i);
  return -1;
}

ExprId ExprPool::libraryCall(uint32_t function, ExprId value, ExprId arg0, ExprId arg1) {
  require(function < kLibraryFunctionCount, "libraryCall: no such function");
  require(arg0 != kNoExpr, "libraryCall: a function of no argument");
  const ExprNode& n = nodes_[value];
  if (n.op == Op::Const ||
      (n.op == Op::LibraryCall && n.value == function && n.b == arg0 && n.c == arg1))
    return value;  // a constant needs no label, nor the same call twice
  return intern(ExprNode{Op::LibraryCall, n.width, value, arg0, arg1, function, n.isFloat});
}

ExprId ExprPool::internal(ExprId cond) {
  const ExprNode& n = nodes_[cond];
  require(n.width == 0, "internal: the constraint must be a boolean");
  if (n.op == Op::Const || n.op == Op::Internal) return cond;
  return intern(ExprNode{Op::Internal, 0, cond});
}

uint64_t ExprPool::evaluate(ExprId id, const Assignment& assignment) const {
  EvalCache cache;
  return evaluateWith(*this, id, assignment, cache);
}

std::vector<uint32_t> ExprPool::variables(ExprId id) const {
  std::vector<uint32_t> result;
  std::vector<ExprId> stack{id};
  std::unordered_map<ExprId, bool> seen;
  while (!stack.empty()) {
    const ExprId cur = stack.back();
    stack.pop_back();
    if (!seen.try_emplace(cur, true).second) continue;
    const ExprNode& n = nodes_[cur];
    if (n.op == Op::Var) result.push_back(static_cast<uint32_t>(n.value));
    for (ExprId child : {n.a, n.b, n.c}) {
      if (child != kNoExpr) stack.push_back(child);
    }
  }
  std::sort(result.begin(), result.end());
  return result;
}

}  // namespace symtest::solver
