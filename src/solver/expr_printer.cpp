// ExprPool::toString: Java-like infix with minimal parentheses (Java operator precedence).
#include <cstdint>
#include <cstdio>
#include <string>

#include "solver/code_point_sets.hpp"
#include "solver/expr.hpp"
#include "solver/float_text.hpp"

namespace symtest::solver {

namespace {

// Java precedence levels, higher binds tighter.
enum Prec : int {
  kTernary = 3,
  kLogOr,
  kLogAnd,
  kBitOr,
  kBitXor,
  kBitAnd,
  kEquality,
  kRelational,
  kShift,
  kAdditive,
  kMultiplicative,
  kUnary,
  kPrimary
};

struct Text {
  std::string s;
  int prec;
};

class Printer {
 public:
  using Rename = std::function<std::string(const std::string&)>;
  explicit Printer(const ExprPool& pool, const Rename* rename = nullptr)
      : pool_(pool), rename_(rename) {}

  Text print(ExprId id, bool unsignedContext = false) const {
    const ExprNode& n = pool_.node(id);
    if (n.op >= kFirstFpOp || n.isFloat ||
        ((n.op == Op::Eq || n.op == Op::Ne) && pool_.isFloat(n.a)))
      return printFp(n);
    switch (n.op) {
      case Op::Const:
        return constant(n, unsignedContext);
      case Op::Var:
        return {varName(n), kPrimary};
      case Op::Add:
        // x + -3 reads better as x - 3 (same value, also at the wrapping boundary).
        if (isNegativeConst(n.b) && pool_.signedValue(n.b) != minOf(n.width)) {
          const uint64_t magnitude = 0 - pool_.node(n.b).value;
          const Text rhs = constant(
              ExprNode{Op::Const, n.width, kNoExpr, kNoExpr, kNoExpr, maskBits(magnitude, n.width)},
              false);
          return {wrap(print(n.a), kAdditive) + " - " + rhs.s, kAdditive};
        }
        return infix(n, " + ", kAdditive);
      case Op::Sub:
        return infix(n, " - ", kAdditive);
      case Op::Mul:
        return infix(n, " * ", kMultiplicative);
      case Op::SDiv:
        return infix(n, " / ", kMultiplicative);
      case Op::SRem:
        return infix(n, " % ", kMultiplicative);
      case Op::And:
        return infix(n, " & ", kBitAnd);
      case Op::Or:
        return infix(n, " | ", kBitOr);
      case Op::Xor:
        if (isConst(n.b) && pool_.signedValue(n.b) == -1) return prefix("~", print(n.a));
        return infix(n, " ^ ", kBitXor);
      case Op::Shl:
        return infix(n, " << ", kShift);
      case Op::AShr:
        return infix(n, " >> ", kShift);
      case Op::LShr:
        return infix(n, " >>> ", kShift);
      case Op::Neg:
        return prefix("-", print(n.a));
      case Op::SExt:
      case Op::ZExt:
      case Op::Trunc:
        return conversion(n);
      case Op::Eq:
        return infix(n, " == ", kEquality);
      case Op::Ne:
        return infix(n, " != ", kEquality);
      case Op::Slt:
        return infix(n, " < ", kRelational);
      case Op::Sle:
        return infix(n, " <= ", kRelational);
      case Op::Sgt:
        return infix(n, " > ", kRelational);
      case Op::Sge:
        return infix(n, " >= ", kRelational);
      case Op::Not:
        return prefix("!", print(n.a));
      case Op::BoolAnd:
        return infix(n, " && ", kLogAnd);
      case Op::BoolOr:
        return infix(n, " || ", kLogOr);
      case Op::Ite:
        return ternary(n);
      case Op::InCodePointSet:
        return {"Character." + std::string(codePointSet(pool_.node(n.b).value).method) + "(" +
                    print(n.a).s + ")",
                kPrimary};
      case Op::MapCodePoint:
        return {mapCall(static_cast<uint32_t>(pool_.node(n.b).value), print(n.a).s), kPrimary};
      case Op::LibraryCall:
        return libraryCall(n);
      case Op::Internal:
        return print(n.a, unsignedContext);
      default:
        break;
    }
    return {"?", kPrimary};
  }

 private:
  Text ternary(const ExprNode& n) const {
    const bool u = looksUnsigned(n.b) || looksUnsigned(n.c);
    return {wrap(print(n.a), kTernary + 1) + " ? " + wrap(print(n.b, u), kTernary + 1) + " : " +
                wrap(print(n.c, u), kTernary),
            kTernary};
  }

  // Floating-point nodes, and comparisons of their bits, as the Java that computes them.
  // Math.atan2(y, x): a library function's value as the call that gave it.
  Text libraryCall(const ExprNode& n) const {
    std::string text =
        std::string(libraryFunctionName(static_cast<uint32_t>(n.value))) + "(" + print(n.b).s;
    if (n.c != kNoExpr) text += ", " + print(n.c).s;
    return {text + ")", kPrimary};
  }

  Text printFp(const ExprNode& n) const {
    const bool isDouble = n.a != kNoExpr && pool_.node(n.a).width == 64;
    const char* box = isDouble ? "Double" : "Float";
    auto call = [&](const std::string& fn) {
      return Text{fn + "(" + print(n.a).s + (n.b == kNoExpr ? "" : ", " + print(n.b).s) + ")",
                  kPrimary};
    };
    switch (n.op) {
      case Op::Const: {
        const std::string text = n.width == 64
                                     ? javaDoubleLiteral(fpValue(n.value, 64))
                                     : javaFloatLiteral(static_cast<float>(fpValue(n.value, 32)));
        return {text, text[0] == '-' ? kUnary : kPrimary};
      }
      case Op::Var:
        return {varName(n), kPrimary};
      case Op::LibraryCall:
        return libraryCall(n);
      case Op::Ite:
        return ternary(n);
      case Op::Eq:  // the same value, bit for bit (NaN is NaN, -0.0 is not 0.0)
      case Op::Ne:
        return {std::string(box) + ".compare(" + print(n.a).s + ", " + print(n.b).s + ")" +
                    (n.op == Op::Eq ? " == 0" : " != 0"),
                kEquality};
      case Op::FAdd:
        return infix(n, " + ", kAdditive);
      case Op::FSub:
        return infix(n, " - ", kAdditive);
      case Op::FMul:
        return infix(n, " * ", kMultiplicative);
      case Op::FDiv:
        return infix(n, " / ", kMultiplicative);
      case Op::FRem:
        return infix(n, " % ", kMultiplicative);
      case Op::FIeeeRem:
        return call("Math.IEEEremainder");
      case Op::FNeg:
        return prefix("-", print(n.a));
      case Op::FAbs:
        return call("Math.abs");
      case Op::FCompare:
        return call(std::string(box) + ".compare");
      case Op::FRoundToInt:
        return call("Math.round");
      case Op::FSqrt:
        return call("Math.sqrt");
      case Op::FFloor:
        return call("Math.floor");
      case Op::FCeil:
        return call("Math.ceil");
      case Op::FRint:
        return call("Math.rint");
      case Op::FEq:
        return infix(n, " == ", kEquality);
      case Op::FLt:
        return infix(n, " < ", kRelational);
      case Op::FLe:
        return infix(n, " <= ", kRelational);
      case Op::FIsNaN:
        return call(std::string(box) + ".isNaN");
      case Op::IntToFp:
      case Op::FpToFp:
        return prefix(n.width == 64 ? "(double) " : "(float) ", print(n.a));
      case Op::FpToInt:
        return prefix(n.width == 64 ? "(long) " : "(int) ", print(n.a));
      case Op::FpToBits:
        return call(isDouble ? "Double.doubleToLongBits" : "Float.floatToIntBits");
      case Op::BitsToFp:
        return call(n.width == 64 ? "Double.longBitsToDouble" : "Float.intBitsToFloat");
      default:
        break;
    }
    return {"?", kPrimary};
  }

  static int64_t minOf(uint8_t width) { return signExtend(uint64_t{1} << (width - 1), width); }
  bool isConst(ExprId id) const { return pool_.node(id).op == Op::Const; }
  bool isNegativeConst(ExprId id) const {
    return isConst(id) && pool_.node(id).width > 0 && pool_.signedValue(id) < 0;
  }

  // char and boolean variables (and arithmetic on them) compare with unsigned constants.
  bool looksUnsigned(ExprId id) const {
    const ExprNode& n = pool_.node(id);
    switch (n.op) {
      case Op::Var:
        return !pool_.var(static_cast<uint32_t>(n.value)).isSigned;
      case Op::Add:
      case Op::Sub:
      case Op::Mul:
      case Op::And:
      case Op::Or:
      case Op::Xor:
      case Op::Shl:
      case Op::LShr:
        return looksUnsigned(n.a);
      case Op::Ite:
        return looksUnsigned(n.b) || looksUnsigned(n.c);
      default:
        return false;
    }
  }

  static Text constant(const ExprNode& n, bool unsignedContext) {
    if (n.width == 0) return {n.value ? "true" : "false", kPrimary};
    if (n.width == 64) {
      const int64_t v = static_cast<int64_t>(n.value);
      return {std::to_string(v) + "L", v < 0 ? kUnary : kPrimary};
    }
    if (unsignedContext || n.width == 1) return {std::to_string(n.value), kPrimary};
    const int64_t v = signExtend(n.value, n.width);
    return {std::to_string(v), v < 0 ? kUnary : kPrimary};
  }

  static std::string wrap(const Text& t, int minPrec) {
    return t.prec < minPrec ? "(" + t.s + ")" : t.s;
  }

  static Text prefix(const char* op, const Text& operand) {
    std::string inner = wrap(operand, kUnary);
    // Avoid "--x" / "-(-5)" being read as decrement: parenthesize a leading sign.
    if (inner[0] == '-' || inner[0] == '+' || (op[0] == '~' && inner[0] == '~')) {
      inner = "(" + inner + ")";
    }
    return {op + inner, kUnary};
  }

  Text infix(const ExprNode& n, const char* op, int prec) const {
    const bool u = looksUnsigned(n.a) || looksUnsigned(n.b);
    // Comparisons of booleans read better with their operands parenthesized.
    const bool boolOperands = pool_.node(n.a).width == 0 && (prec == kEquality);
    const int leftMin = boolOperands ? kRelational + 1 : prec;
    // && and || are associative; everything else groups to the left only.
    const int rightMin = (prec == kLogAnd || prec == kLogOr) ? prec : leftMin + 1;
    return {wrap(print(n.a, u), leftMin) + op + wrap(print(n.b, u), rightMin), prec};
  }

  Text conversion(const ExprNode& n) const {
    const ExprNode& src = pool_.node(n.a);
    if (n.op == Op::Trunc) {
      const Text inner = print(n.a);
      if (n.width == 8) return prefix("(byte) ", inner);
      if (n.width == 16) return prefix("(short) ", inner);
      if (n.width == 32) return prefix("(int) ", inner);
      return {"trunc" + std::to_string(n.width) + "(" + inner.s + ")", kPrimary};
    }
    if (n.op == Op::ZExt && src.op == Op::Trunc && src.width == 16) {
      const Text ch = prefix("(char) ", print(src.a));
      return n.width == 64 ? prefix("(long) ", ch) : ch;
    }
    if (n.op == Op::SExt || looksUnsigned(n.a)) {
      // Java widens byte/short/char to int implicitly; to long we show the cast.
      if (n.width == 64) return prefix("(long) ", print(n.a));
      if (n.width >= 16 && src.width >= 8) return print(n.a);
      return {std::string(n.op == Op::SExt ? "sext" : "zext") + std::to_string(n.width) + "(" +
                  print(n.a).s + ")",
              kPrimary};
    }
    // Zero extension of a signed value: the Java idiom x & 0xFF (promotion, then mask).
    const uint64_t mask = maskBits(~uint64_t{0}, src.width);
    char hex[24];
    std::snprintf(hex, sizeof hex, "0x%llX", static_cast<unsigned long long>(mask));
    return {wrap(print(n.a), kBitAnd) + " & " + hex + (n.width == 64 ? "L" : ""), kBitAnd};
  }

  std::string varName(const ExprNode& n) const {
    const std::string& name = pool_.var(static_cast<uint32_t>(n.value)).name;
    return rename_ ? (*rename_)(name) : name;
  }

  const ExprPool& pool_;
  const Rename* rename_;
};

}  // namespace

std::string ExprPool::toString(ExprId id) const {
  return Printer(*this).print(id).s;
}

std::string ExprPool::toString(ExprId id,
                               const std::function<std::string(const std::string&)>& rename) const {
  return Printer(*this, &rename).print(id).s;
}

}  // namespace symtest::solver
