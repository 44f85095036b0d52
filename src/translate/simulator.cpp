#include "translate/simulator.hpp"

#include "classfile/opcodes.hpp"

namespace symtest::translate {

namespace op = classfile::op;
using clp::ArithOp;
using clp::Operand;
using clp::ValueType;

Operand Frame::pop() {
  Operand o = stack.back();
  stack.pop_back();
  return o;
}

std::string RuleBuilder::uniqueName(const std::string& base) {
  std::string b = base.empty() ? "V" : base;
  b[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(b[0])));
  for (auto& [name, count] : counts_) {
    if (name == b) return b + std::to_string(++count);
  }
  counts_.push_back({b, 0});
  return b;
}

clp::VarId RuleBuilder::fresh(const std::string& base, ValueType type) {
  return rule.newVar(uniqueName(base), type);
}

void RuleBuilder::rename(clp::VarId v, const std::string& base) {
  rule.varNames[v] = uniqueName(base);
  temps_.erase(v);
}

clp::VarId RuleBuilder::temp(ValueType type) {
  clp::VarId v = fresh("S", type);
  temps_.insert(v);
  return v;
}

void RuleBuilder::arith(ArithOp op, clp::VarId dst, Operand a, Operand b) {
  clp::Stmt s;
  s.kind = clp::Stmt::Kind::Arith;
  s.op = op;
  s.dst = dst;
  s.a = a;
  s.b = b;
  rule.body.push_back(s);
}

namespace {

bool isWide(const Operand& o) {
  return o.type == ValueType::Long;
}

// Result operand of an operation: a fresh variable (emitting the statement) or a placeholder.
Operand compute(RuleBuilder* b, ArithOp op, ValueType type, Operand x, Operand y = {}) {
  if (!b) return Operand::ofVar(0, type);
  clp::VarId dst = b->temp(type);
  b->arith(op, dst, x, y);
  return Operand::ofVar(dst, type);
}

StepResult binary(Frame& f, RuleBuilder* b, ArithOp op, ValueType type) {
  Operand y = f.pop(), x = f.pop();
  f.stack.push_back(compute(b, op, type, x, y));
  return StepResult::Done;
}

StepResult convert(Frame& f, RuleBuilder* b, ArithOp op, ValueType type) {
  Operand x = f.pop();
  f.stack.push_back(compute(b, op, type, x));
  return StepResult::Done;
}

StepResult store(Frame& f, RuleBuilder* b, int slot, const std::string& name) {
  Operand v = f.pop();
  if (static_cast<size_t>(slot) >= f.locals.size()) f.locals.resize(slot + 1);
  if (b && v.isVar()) {
    // Named variables keep the CLP program readable (X1 #= X + 1 rather than S3).
    auto& body = b->rule.body;
    if (!body.empty() && body.back().kind == clp::Stmt::Kind::Arith && body.back().dst == v.var &&
        b->isTemp(v.var)) {
      b->rename(v.var, name);
    } else {
      clp::VarId dst = b->fresh(name, v.type);
      b->arith(ArithOp::Move, dst, v);
      v = Operand::ofVar(dst, v.type);
    }
  }
  f.locals[slot] = v;
  if (isWide(v) && static_cast<size_t>(slot + 1) < f.locals.size()) f.locals[slot + 1].reset();
  return StepResult::Done;
}

StepResult load(Frame& f, int slot) {
  if (static_cast<size_t>(slot) >= f.locals.size() || !f.locals[slot])
    return StepResult::Unsupported;
  f.stack.push_back(*f.locals[slot]);
  return StepResult::Done;
}

StepResult stackOp(Frame& f, uint8_t o) {
  auto& s = f.stack;
  auto n = s.size();
  switch (o) {
    case op::pop:
      s.pop_back();
      break;
    case op::pop2:
      if (isWide(s.back()))
        s.pop_back();
      else
        s.resize(n - 2);
      break;
    case op::dup:
      s.push_back(s.back());
      break;
    case op::dup_x1:
      s.insert(s.end() - 2, s.back());
      break;
    case op::dup_x2:
      if (isWide(s[n - 2]))
        s.insert(s.end() - 2, s.back());
      else
        s.insert(s.end() - 3, s.back());
      break;
    case op::dup2:
      if (isWide(s.back()))
        s.push_back(s.back());
      else
        s.insert(s.end(), {s[n - 2], s[n - 1]});
      break;
    case op::dup2_x1:
      if (isWide(s.back()))
        s.insert(s.end() - 2, s.back());
      else
        s.insert(s.end() - 3, {s[n - 2], s[n - 1]});
      break;
    case op::dup2_x2:
      if (isWide(s.back()) && isWide(s[n - 2]))
        s.insert(s.end() - 2, s.back());
      else if (isWide(s.back()))
        s.insert(s.end() - 3, s.back());
      else if (isWide(s[n - 3]))
        s.insert(s.end() - 3, {s[n - 2], s[n - 1]});
      else
        s.insert(s.end() - 4, {s[n - 2], s[n - 1]});
      break;
    case op::swap:
      std::swap(s[n - 1], s[n - 2]);
      break;
    default:
      return StepResult::Unsupported;
  }
  return StepResult::Done;
}

}  // namespace

StepResult simulate(const classfile::Instruction& insn, Frame& f, RuleBuilder* b,
                    const std::string& localName) {
  uint8_t o = insn.opcode;
  if (o >= op::iconst_m1 && o <= op::iconst_5) {
    f.stack.push_back(Operand::intConst(o - op::iconst_0));
    return StepResult::Done;
  }
  switch (o) {
    case op::nop:
      return StepResult::Done;
    case op::lconst_0:
    case op::lconst_1:
      f.stack.push_back(Operand::longConst(o - op::lconst_0));
      return StepResult::Done;
    case op::bipush:
    case op::sipush:
      f.stack.push_back(Operand::intConst(insn.operand));
      return StepResult::Done;
    case op::iadd:
      return binary(f, b, ArithOp::Add, ValueType::Int);
    case op::ladd:
      return binary(f, b, ArithOp::Add, ValueType::Long);
    case op::isub:
      return binary(f, b, ArithOp::Sub, ValueType::Int);
    case op::lsub:
      return binary(f, b, ArithOp::Sub, ValueType::Long);
    case op::imul:
      return binary(f, b, ArithOp::Mul, ValueType::Int);
    case op::lmul:
      return binary(f, b, ArithOp::Mul, ValueType::Long);
    case op::iand:
      return binary(f, b, ArithOp::And, ValueType::Int);
    case op::land:
      return binary(f, b, ArithOp::And, ValueType::Long);
    case op::ior:
      return binary(f, b, ArithOp::Or, ValueType::Int);
    case op::lor:
      return binary(f, b, ArithOp::Or, ValueType::Long);
    case op::ixor:
      return binary(f, b, ArithOp::Xor, ValueType::Int);
    case op::lxor:
      return binary(f, b, ArithOp::Xor, ValueType::Long);
    case op::ishl:
      return binary(f, b, ArithOp::Shl, ValueType::Int);
    case op::lshl:
      return binary(f, b, ArithOp::Shl, ValueType::Long);
    case op::ishr:
      return binary(f, b, ArithOp::Shr, ValueType::Int);
    case op::lshr:
      return binary(f, b, ArithOp::Shr, ValueType::Long);
    case op::iushr:
      return binary(f, b, ArithOp::UShr, ValueType::Int);
    case op::lushr:
      return binary(f, b, ArithOp::UShr, ValueType::Long);
    case op::lcmp:
      return binary(f, b, ArithOp::Cmp, ValueType::Int);
    case op::ineg:
      return convert(f, b, ArithOp::Neg, ValueType::Int);
    case op::lneg:
      return convert(f, b, ArithOp::Neg, ValueType::Long);
    case op::i2l:
      return convert(f, b, ArithOp::I2L, ValueType::Long);
    case op::l2i:
      return convert(f, b, ArithOp::L2I, ValueType::Int);
    case op::i2b:
      return convert(f, b, ArithOp::I2B, ValueType::Int);
    case op::i2c:
      return convert(f, b, ArithOp::I2C, ValueType::Int);
    case op::i2s:
      return convert(f, b, ArithOp::I2S, ValueType::Int);
    case op::iinc: {
      if (load(f, insn.operand) != StepResult::Done) return StepResult::Unsupported;
      f.stack.push_back(Operand::intConst(insn.operand2));
      binary(f, b, ArithOp::Add, ValueType::Int);
      return store(f, b, insn.operand, localName);
    }
    default:
      break;
  }
  if ((o >= op::iload && o <= op::lload) || o == op::aload ||
      (o >= op::iload_0 && o <= op::lload_3) || (o >= op::aload_0 && o <= op::aload_3))
    return load(f, insn.operand);
  if ((o >= op::istore && o <= op::lstore) || o == op::astore ||
      (o >= op::istore_0 && o <= op::lstore_3) || (o >= op::astore_0 && o <= op::astore_3))
    return store(f, b, insn.operand, localName);
  if (o >= op::pop && o <= op::swap) return stackOp(f, o);
  return StepResult::Unsupported;
}

}  // namespace symtest::translate
