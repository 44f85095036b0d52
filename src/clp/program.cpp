#include "clp/program.hpp"

#include <algorithm>

#include <bit>

namespace symtest::clp {

const char* toString(ValueType t) {
  switch (t) {
    case ValueType::Int:
      return "int";
    case ValueType::Long:
      return "long";
    case ValueType::Ref:
      return "ref";
    case ValueType::Flag:
      return "flag";
    case ValueType::Float:
      return "float";
    case ValueType::Double:
      return "double";
  }
  return "?";
}

Operand Operand::floatConst(float v) {
  return {Kind::Const, ValueType::Float, 0, static_cast<int64_t>(std::bit_cast<uint32_t>(v))};
}

Operand Operand::doubleConst(double v) {
  return {Kind::Const, ValueType::Double, 0, std::bit_cast<int64_t>(v)};
}

bool isUnary(ArithOp op) {
  switch (op) {
    case ArithOp::Move:
    case ArithOp::Neg:
    case ArithOp::I2L:
    case ArithOp::L2I:
    case ArithOp::I2B:
    case ArithOp::I2C:
    case ArithOp::I2S:
    case ArithOp::I2F:
    case ArithOp::I2D:
    case ArithOp::L2F:
    case ArithOp::L2D:
    case ArithOp::F2D:
    case ArithOp::D2F:
    case ArithOp::F2I:
    case ArithOp::F2L:
    case ArithOp::D2I:
    case ArithOp::D2L:
      return true;
    default:
      return false;
  }
}

const char* toString(ClassInit s) {
  switch (s) {
    case ClassInit::Uninitialized:
      return "uninitialized";
    case ClassInit::Initialized:
      return "initialized";
    case ClassInit::Erroneous:
      return "erroneous";
  }
  return "?";
}

const char* toString(ArithOp op) {
  switch (op) {
    case ArithOp::Move:
      return "";
    case ArithOp::Add:
      return "+";
    case ArithOp::Sub:
      return "-";
    case ArithOp::Mul:
      return "*";
    case ArithOp::Div:
      return "/";
    case ArithOp::Rem:
      return "rem";
    case ArithOp::And:
      return "/\\";
    case ArithOp::Or:
      return "\\/";
    case ArithOp::Xor:
      return "xor";
    case ArithOp::Shl:
      return "<<";
    case ArithOp::Shr:
      return ">>";
    case ArithOp::UShr:
      return ">>>";
    case ArithOp::Neg:
      return "-";
    case ArithOp::I2L:
      return "long";
    case ArithOp::L2I:
      return "int";
    case ArithOp::I2B:
      return "byte";
    case ArithOp::I2C:
      return "char";
    case ArithOp::I2S:
      return "short";
    case ArithOp::Cmp:
      return "cmp";
    case ArithOp::I2F:
    case ArithOp::L2F:
    case ArithOp::D2F:
      return "float";
    case ArithOp::I2D:
    case ArithOp::L2D:
    case ArithOp::F2D:
      return "double";
    case ArithOp::F2I:
    case ArithOp::D2I:
      return "int";
    case ArithOp::F2L:
    case ArithOp::D2L:
      return "long";
    case ArithOp::CmpL:
      return "cmpl";
    case ArithOp::CmpG:
      return "cmpg";
  }
  return "?";
}

CmpOp negate(CmpOp op) {
  switch (op) {
    case CmpOp::Eq:
      return CmpOp::Ne;
    case CmpOp::Ne:
      return CmpOp::Eq;
    case CmpOp::Lt:
      return CmpOp::Ge;
    case CmpOp::Ge:
      return CmpOp::Lt;
    case CmpOp::Gt:
      return CmpOp::Le;
    case CmpOp::Le:
      return CmpOp::Gt;
  }
  return op;
}

const char* toString(CmpOp op) {
  switch (op) {
    case CmpOp::Eq:
      return "#=";
    case CmpOp::Ne:
      return "#\\=";
    case CmpOp::Lt:
      return "#<";
    case CmpOp::Ge:
      return "#>=";
    case CmpOp::Gt:
      return "#>";
    case CmpOp::Le:
      return "#=<";
  }
  return "?";
}

PredId Program::entryOf(const std::string& cls, const std::string& name,
                        const std::string& desc) const {
  auto it = entryByMethod.find(methodKey(cls, name, desc));
  return it == entryByMethod.end() ? kNoPred : it->second;
}

std::vector<PredId> Program::predicatesOf(const std::set<uint32_t>& chosen) const {
  if (byMethod_.size() < methods.size()) byMethod_.resize(methods.size());
  for (; indexed_ < predicates.size(); ++indexed_) {
    const uint32_t m = predicates[indexed_].method;
    if (m >= byMethod_.size()) byMethod_.resize(m + 1);
    byMethod_[m].push_back(static_cast<PredId>(indexed_));
  }
  std::vector<PredId> out;
  for (uint32_t m : chosen)
    if (m < byMethod_.size()) out.insert(out.end(), byMethod_[m].begin(), byMethod_[m].end());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace symtest::clp
