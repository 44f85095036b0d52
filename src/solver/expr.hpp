// Hash-consed symbolic expressions over fixed-width bit-vectors and IEEE 754 binary32/64
// (float/double) with exact JVM semantics. Expressions are built through an ExprPool, which
// folds constants and simplifies, so that most guards over concrete data become the
// constants true/false without any solver call.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace symtest::solver {

using ExprId = uint32_t;  // index into the pool; stable for the pool's lifetime
constexpr ExprId kNoExpr = UINT32_MAX;

enum class Op : uint8_t {
  Const,  // bit-vector constant (width 1..64) or boolean (width 0)
  Var,    // a named input variable
  // bit-vector arithmetic; operands and result share a width
  Add,
  Sub,
  Mul,
  SDiv,
  SRem,  // SDiv/SRem: JVM idiv/irem (truncating; MIN/-1 = MIN)
  And,
  Or,
  Xor,
  Shl,
  AShr,
  LShr,  // distance is an operand of the same width, already masked by the caller
  Neg,
  SExt,
  ZExt,
  Trunc,  // width conversion to node.width
  // boolean-valued (width 0)
  Eq,
  Ne,
  Slt,
  Sle,
  Sgt,
  Sge,
  Not,
  BoolAnd,
  BoolOr,
  Ite,  // c ? a : b, a/b of one sort (bit-vectors or floating point)
  // boolean: code point a (a bit-vector, signed) is in the set whose index is the constant b
  // (solver/code_point_sets.hpp): Character.isLetter(a) and its kin, as one term
  InCodePointSet,
  // int (width 32): code point a (an int) through the map whose index is the constant b
  // (solver/code_point_sets.hpp): Character.toUpperCase(a) and its kin, as one term
  MapCodePoint,
  // The value of a pure library function analysed code called (Math.atan2(y, x)): a is the
  // value its model computed along the path, b and c the arguments (c kNoExpr for one), the
  // constant `value` the function (libraryFunctionName). To the solver and the evaluator it is
  // a; printed, it is the call.
  LibraryCall,
  // boolean: the path constraint a, which arose inside the model of such a function (which of
  // its formulas applies to the arguments): a to the solver; readable conditions leave it out.
  Internal,
  // Floating point (nodes with isFloat, width 32 = float, 64 = double), rounding to nearest
  // even as the JVM (strict IEEE 754) computes. Values are IEEE bits with one canonical NaN.
  FAdd,
  FSub,
  FMul,
  FDiv,
  FRem,      // Java's % on floats (frem/drem): truncated quotient, like C fmod
  FIeeeRem,  // IEEE 754 remainder (Math.IEEEremainder): quotient rounded to nearest even
  FNeg,
  FAbs,  // Math.abs: clears the sign
  FSqrt,
  FFloor,  // round to an integral value toward -infinity (Math.floor)
  FCeil,   // ... toward +infinity (Math.ceil)
  FRint,   // ... to nearest, ties to even (Math.rint)
  // boolean-valued IEEE comparisons: false when an operand is NaN (so !(a < b) is not a >= b)
  FEq,
  FLt,
  FLe,
  FIsNaN,
  FCompare,  // Double.compare / Float.compare: -1, 0 or 1 (an int); -0.0 < 0.0 < NaN == NaN
  // conversions, to the node's width
  IntToFp,      // signed bit-vector to float/double, rounded (i2f, i2d, l2f, l2d)
  FpToFp,       // float <-> double (f2d exact, d2f rounded)
  FpToInt,      // to a signed bit-vector: toward zero, saturating, NaN -> 0 (f2i, d2l, ...)
  FRoundToInt,  // Math.round: to the nearest integer, ties up, then saturating like FpToInt
  FpToBits,     // Float.floatToIntBits / Double.doubleToLongBits (NaN -> the canonical NaN bits)
  BitsToFp,     // Float.intBitsToFloat / Double.longBitsToDouble
};

// The first floating-point operator: ops from here on are built with the fp* builders.
constexpr Op kFirstFpOp = Op::FAdd;

struct ExprNode {
  Op op;
  uint8_t width;  // 0 = boolean, otherwise bit-vector or floating-point width
  ExprId a = kNoExpr, b = kNoExpr, c = kNoExpr;
  uint64_t value = 0;    // Const: the bits (masked to width; bool: 0/1). Var: the variable index.
  bool isFloat = false;  // a float (width 32) or double (width 64) value rather than bits
  bool operator==(const ExprNode&) const = default;
};

struct ExprNodeHash {
  size_t operator()(const ExprNode& n) const;
};

// Bounds of the values an expression can take, in the signed view of its width (booleans:
// 0..1). Computed from the expression alone, without any path condition: sound, not tight.
struct Range {
  int64_t lo, hi;
};

// Values of variables by variable index; missing entries read as 0.
using Assignment = std::unordered_map<uint32_t, uint64_t>;

struct VarInfo {
  std::string name;  // readable, e.g. "x", "this.first.data"
  uint8_t width;
  bool isSigned;         // print as signed (int, long, short, byte) or unsigned (char, boolean)
  bool isFloat = false;  // float (width 32) or double (width 64); values are IEEE bits
  // An input array's length or element `index` (ExprPool::markElement), for guesses of whole
  // arrays such as a string literal's characters; kNoArray otherwise.
  static constexpr uint32_t kNoArray = UINT32_MAX;
  static constexpr uint32_t kLength = UINT32_MAX;
  uint32_t array = kNoArray;
  uint32_t index = 0;  // the element's index, or kLength
};

// The pure library functions whose results Op::LibraryCall labels: "Math.atan2", ...
const char* libraryFunctionName(uint32_t function);
// The index of "Class.method" among them (class without package), or -1.
int libraryFunctionIndex(std::string_view qualifiedName);

// IEEE bits of the canonical NaN (what Float.floatToIntBits/Double.doubleToLongBits return).
constexpr uint64_t kFloatNaNBits = 0x7fc00000;
constexpr uint64_t kDoubleNaNBits = 0x7ff8000000000000;
// `bits` with every NaN replaced by the canonical one of its width (32 or 64).
uint64_t canonicalFpBits(uint64_t bits, uint8_t width);
bool isNaNBits(uint64_t bits, uint8_t width);
double fpValue(uint64_t bits, uint8_t width);  // the value of float or double bits, as a double
uint64_t fpBits(double value, uint8_t width);  // rounded to float for width 32; canonical NaN

class ExprPool {
 public:
  ExprPool();

  const ExprNode& node(ExprId id) const { return nodes_[id]; }
  size_t size() const { return nodes_.size(); }

  ExprId boolConst(bool v);
  ExprId trueExpr() const { return true_; }
  ExprId falseExpr() const { return false_; }
  ExprId bvConst(uint8_t width, uint64_t bits);
  // A fresh variable (width 0 = boolean). Names are kept as given, repeats included: the
  // engine re-creates "this.f" on every path and printed conditions should say "this.f".
  ExprId newVar(const std::string& name, uint8_t width, bool isSigned = true);
  // A fresh float (width 32) or double (width 64) variable.
  ExprId newFpVar(const std::string& name, uint8_t width);
  const VarInfo& var(uint32_t varIndex) const { return vars_[varIndex]; }
  // The Var node of variable `varIndex`.
  ExprId varExpr(uint32_t varIndex) const;
  size_t varCount() const { return vars_.size(); }
  // Variable `var` (a Var node) is element `index` (or the length, VarInfo::kLength) of the
  // input array named `arrayPath`; arrays of one name share an id.
  void markElement(ExprId var, const std::string& arrayPath, uint32_t index);

  // Builders fold constants and apply cheap identities (x+0, x*1, x==x, !!b, ...).
  ExprId binary(Op op, ExprId a, ExprId b);
  ExprId unary(Op op, ExprId a);                   // Neg, Not
  ExprId convert(Op op, ExprId a, uint8_t width);  // SExt, ZExt, Trunc
  ExprId ite(ExprId cond, ExprId a, ExprId b);
  // Whether codePoint is in the code point set `set` (see Op::InCodePointSet).
  ExprId inCodePointSet(ExprId codePoint, uint32_t set);
  // The int the code point map `map` makes of codePoint, an int (see Op::MapCodePoint).
  ExprId mapCodePoint(ExprId codePoint, uint32_t map);
  ExprId notExpr(ExprId a) { return unary(Op::Not, a); }
  // `value` labelled as the result of library function `function` (libraryFunctionIndex) of
  // arg0 and arg1 (kNoExpr for a function of one argument); a constant stays a constant.
  ExprId libraryCall(uint32_t function, ExprId value, ExprId arg0, ExprId arg1 = kNoExpr);
  // Condition `cond` marked as arising inside a library function's model (Op::Internal).
  ExprId internal(ExprId cond);

  // Floating point. Constants are IEEE bits (any NaN becomes the canonical NaN).
  ExprId fpConst(uint8_t width, uint64_t bits);
  ExprId doubleConst(double v) { return fpConst(64, fpBits(v, 64)); }
  ExprId floatConst(float v) { return fpConst(32, fpBits(v, 32)); }
  ExprId fpBinary(Op op, ExprId a, ExprId b);  // FAdd..FIeeeRem, FEq, FLt, FLe, FCompare
  ExprId fpUnary(Op op, ExprId a);             // FNeg, FAbs, FSqrt, FFloor, FCeil, FRint, FIsNaN
  ExprId fpConvert(Op op, ExprId a, uint8_t width);  // IntToFp ... BitsToFp
  bool isFloat(ExprId id) const { return nodes_[id].isFloat; }

  bool isConst(ExprId id) const { return nodes_[id].op == Op::Const; }
  bool isTrue(ExprId id) const { return id == true_; }
  bool isFalse(ExprId id) const { return id == false_; }
  // Constant value sign-extended from its width.
  int64_t signedValue(ExprId id) const;
  // Bounds of `id` (comparisons these decide fold to constants: '0' + x % 10 < 0xD800 is
  // true without a solver).
  Range range(ExprId id) const { return ranges_[id]; }

  // Evaluates under `assignment` with JVM semantics (division by zero yields 0; callers guard it).
  uint64_t evaluate(ExprId id, const Assignment& assignment) const;
  // Variable indices occurring in `id`, sorted, without duplicates.
  std::vector<uint32_t> variables(ExprId id) const;
  // Whether a is !b syntactically (a negation, or the flipped comparison).
  bool complementary(ExprId a, ExprId b) const;
  // Java-like infix text, e.g. "x * y > 0", "(long) x + 1L".
  std::string toString(ExprId id) const;
  // The same with every variable's name passed through `rename` (e.g. to API terms).
  std::string toString(ExprId id,
                       const std::function<std::string(const std::string&)>& rename) const;

 private:
  ExprId intern(const ExprNode& node);
  Range computeRange(const ExprNode& node) const;
  std::vector<ExprNode> nodes_;
  std::vector<Range> ranges_;  // per node
  std::unordered_map<ExprNode, ExprId, ExprNodeHash> index_;
  std::vector<VarInfo> vars_;
  std::unordered_map<std::string, uint32_t> arrays_;  // input array path -> id
  ExprId true_, false_;
};

// `id` without its Op::Internal mark, if it has one: what the solver reasons about.
inline ExprId unmarked(const ExprPool& pool, ExprId id) {
  return pool.node(id).op == Op::Internal ? pool.node(id).a : id;
}

// Interprets `bits` of `width` as a signed number.
int64_t signExtend(uint64_t bits, uint8_t width);
uint64_t maskBits(uint64_t bits, uint8_t width);

}  // namespace symtest::solver
