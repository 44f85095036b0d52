// SymtestPrimitives' floating-point natives: the operations the Math, Float and Double models
// cannot write in Java (the JDK implements them natively or as intrinsics), as solver terms.
#include <string>

#include "classfile/utf16.hpp"
#include "solver/float_text.hpp"
#include "symexec/machine.hpp"

namespace symtest::symexec {

using clp::Stmt;
using solver::ExprId;
using solver::Op;

bool Machine::execFloatPrimitive(Activation& a, const Stmt& s) {
  const std::string& name = s.field;
  auto arg = [&](size_t i) { return operand(a, s.args.at(i)).id; };
  auto result = [&](ExprId e) {
    slot(a, s.outs.at(0)) = Value::integer(e);
    return true;
  };
  if (name == "sqrt") return result(pool.fpUnary(Op::FSqrt, arg(0)));
  if (name == "abs") return result(pool.fpUnary(Op::FAbs, arg(0)));
  if (name == "compare") return result(pool.fpBinary(Op::FCompare, arg(0), arg(1)));
  if (name == "round")
    return result(pool.fpConvert(Op::FRoundToInt, arg(0), pool.node(arg(0)).width));
  if (name == "floor") return result(pool.fpUnary(Op::FFloor, arg(0)));
  if (name == "ceil") return result(pool.fpUnary(Op::FCeil, arg(0)));
  if (name == "rint") return result(pool.fpUnary(Op::FRint, arg(0)));
  if (name == "ieeeRemainder") return result(pool.fpBinary(Op::FIeeeRem, arg(0), arg(1)));
  if (name == "doubleBits" || name == "floatBits")
    return result(pool.fpConvert(Op::FpToBits, arg(0), name == "doubleBits" ? 64 : 32));
  if (name == "doubleFromBits" || name == "floatFromBits")
    return result(pool.fpConvert(Op::BitsToFp, arg(0), name == "doubleFromBits" ? 64 : 32));
  if (name != "doubleToString" && name != "floatToString")
    throw std::logic_error("unknown floating-point primitive " + name);
  // The text of a value: exact for a constant. A symbolic value is fixed to the value a
  // readable model gives it along this path (the path then stands for that value only): the
  // digits of a symbolic double are not expressible as constraints.
  ExprId x = arg(0);
  const uint8_t width = pool.node(x).width;
  if (!pool.isConst(x)) {
    if (solver.isSatisfiable(pool.trueExpr()) != solver::SatResult::Sat) return false;
    auto model = solver.readableModel(pool.variables(x));
    if (!model) return false;
    const ExprId value = pool.fpConst(width, pool.evaluate(x, *model));
    if (!assume(pool.binary(Op::Eq, x, value))) return false;
    ++stats.concretizedFloats;
    x = value;
  }
  const uint64_t bits = pool.node(x).value;
  const std::string text =
      width == 64 ? solver::javaDoubleToString(solver::fpValue(bits, 64), program.jdkRelease)
                  : solver::javaFloatToString(static_cast<float>(solver::fpValue(bits, 32)),
                                              program.jdkRelease);
  slot(a, s.outs.at(0)) = newString(classfile::utf16Of(text));
  return true;
}

}  // namespace symtest::symexec
