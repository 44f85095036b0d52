#include "translate/simulator.hpp"

#include "classfile/opcodes.hpp"

namespace symtest::translate {

namespace op = classfile::op;
using clp::ArithOp;
using clp::Operand;
using clp::ValueType;

Operand Frame::pop() {
  if (stack.empty()) throw MalformedBytecode("operand stack underflow");
  Operand o = stack.back();
  stack.pop_back();
  return o;
}

Operand Frame::pop(ValueType expected) {
  Operand o = pop();
  if (o.type != expected)
    throw MalformedBytecode(std::string("expected ") + clp::toString(expected) +
                            " on the operand stack, found " + clp::toString(o.type));
  return o;
}

const Operand& Frame::top(size_t depth) const {
  if (stack.size() <= depth) throw MalformedBytecode("operand stack underflow");
  return stack[stack.size() - 1 - depth];
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
  return clp::isWide(o.type);
}

// Result operand of an operation: a fresh variable (emitting the statement) or a placeholder.
Operand compute(RuleBuilder* b, ArithOp op, ValueType type, Operand x, Operand y = {}) {
  if (!b) return Operand::ofVar(0, type);
  clp::VarId dst = b->temp(type);
  b->arith(op, dst, x, y);
  return Operand::ofVar(dst, type);
}

// An operation of type `type` on operands of type `operands` (shifts take an int distance).
StepResult binary(Frame& f, RuleBuilder* b, ArithOp op, ValueType type,
                  std::optional<ValueType> operands = std::nullopt) {
  ValueType in = operands.value_or(type);
  bool shift = op == ArithOp::Shl || op == ArithOp::Shr || op == ArithOp::UShr;
  Operand y = f.pop(shift ? ValueType::Int : in), x = f.pop(in);
  f.stack.push_back(compute(b, op, type, x, y));
  return StepResult::Done;
}

StepResult convert(Frame& f, RuleBuilder* b, ArithOp op, ValueType type, ValueType from) {
  Operand x = f.pop(from);
  f.stack.push_back(compute(b, op, type, x));
  return StepResult::Done;
}

// The type a load or store opcode moves.
ValueType localType(uint8_t o) {
  if (o == op::lload || o == op::lstore || (o >= op::lload_0 && o <= op::lload_3) ||
      (o >= op::lstore_0 && o <= op::lstore_3))
    return ValueType::Long;
  if (o == op::fload || o == op::fstore || (o >= op::fload_0 && o <= op::fload_3) ||
      (o >= op::fstore_0 && o <= op::fstore_3))
    return ValueType::Float;
  if (o == op::dload || o == op::dstore || (o >= op::dload_0 && o <= op::dload_3) ||
      (o >= op::dstore_0 && o <= op::dstore_3))
    return ValueType::Double;
  if (o == op::aload || o == op::astore || (o >= op::aload_0 && o <= op::aload_3) ||
      (o >= op::astore_0 && o <= op::astore_3))
    return ValueType::Ref;
  return ValueType::Int;
}

StepResult store(Frame& f, RuleBuilder* b, int slot, const std::string& name,
                 ValueType type = ValueType::Int) {
  Operand v = f.pop();
  // astore also stores return addresses (jsr), which symtest does not support.
  if (v.type != type) throw MalformedBytecode("a store of the wrong type into a local");
  if (static_cast<size_t>(slot + (isWide(v) ? 1 : 0)) >= f.locals.size())
    throw MalformedBytecode("a store to local " + std::to_string(slot) + " beyond max_locals");
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

StepResult load(Frame& f, int slot, ValueType type = ValueType::Int) {
  if (static_cast<size_t>(slot) >= f.locals.size() || !f.locals[slot])
    return StepResult::Unsupported;
  if (f.locals[slot]->type != type) throw MalformedBytecode("a load of the wrong type");
  f.stack.push_back(*f.locals[slot]);
  return StepResult::Done;
}

// Slots a stack operation needs (a long counts as two).
size_t slotsNeeded(uint8_t o) {
  switch (o) {
    case op::pop:
    case op::dup:
      return 1;
    case op::pop2:
    case op::dup2:
    case op::dup_x1:
    case op::swap:
      return 2;
    case op::dup_x2:
    case op::dup2_x1:
      return 3;
    default:
      return 4;
  }
}

StepResult stackOp(Frame& f, uint8_t o) {
  auto& s = f.stack;
  auto n = s.size();
  size_t slots = 0;
  for (size_t i = n; i-- > 0 && slots < slotsNeeded(o);) slots += isWide(s[i]) ? 2 : 1;
  if (slots < slotsNeeded(o)) throw MalformedBytecode("operand stack underflow");
  // Category-1 instructions on a long would split it: the verifier rejects them.
  bool oneSlotTop =
      (o == op::pop || o == op::dup || o == op::dup_x1 || o == op::dup_x2 || o == op::swap);
  if (oneSlotTop && isWide(s.back())) throw MalformedBytecode("a stack operation splits a long");
  if ((o == op::dup_x1 || o == op::swap) && isWide(s[n - 2]))
    throw MalformedBytecode("a stack operation splits a long");
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

// Floating-point constants, arithmetic, conversions and comparisons.
StepResult simulateFloat(const classfile::Instruction& insn, Frame& f, RuleBuilder* b) {
  const uint8_t o = insn.opcode;
  const ValueType F = ValueType::Float, D = ValueType::Double, I = ValueType::Int,
                  L = ValueType::Long;
  switch (o) {
    case op::fconst_0:
    case op::fconst_1:
    case op::fconst_2:
      f.stack.push_back(Operand::floatConst(static_cast<float>(o - op::fconst_0)));
      return StepResult::Done;
    case op::dconst_0:
    case op::dconst_1:
      f.stack.push_back(Operand::doubleConst(o - op::dconst_0));
      return StepResult::Done;
    case op::fadd:
      return binary(f, b, ArithOp::Add, F);
    case op::dadd:
      return binary(f, b, ArithOp::Add, D);
    case op::fsub:
      return binary(f, b, ArithOp::Sub, F);
    case op::dsub:
      return binary(f, b, ArithOp::Sub, D);
    case op::fmul:
      return binary(f, b, ArithOp::Mul, F);
    case op::dmul:
      return binary(f, b, ArithOp::Mul, D);
    case op::fdiv:
      return binary(f, b, ArithOp::Div, F);
    case op::ddiv:
      return binary(f, b, ArithOp::Div, D);
    case op::frem:
      return binary(f, b, ArithOp::Rem, F);
    case op::drem:
      return binary(f, b, ArithOp::Rem, D);
    case op::fneg:
      return convert(f, b, ArithOp::Neg, F, F);
    case op::dneg:
      return convert(f, b, ArithOp::Neg, D, D);
    case op::i2f:
      return convert(f, b, ArithOp::I2F, F, I);
    case op::i2d:
      return convert(f, b, ArithOp::I2D, D, I);
    case op::l2f:
      return convert(f, b, ArithOp::L2F, F, L);
    case op::l2d:
      return convert(f, b, ArithOp::L2D, D, L);
    case op::f2d:
      return convert(f, b, ArithOp::F2D, D, F);
    case op::d2f:
      return convert(f, b, ArithOp::D2F, F, D);
    case op::f2i:
      return convert(f, b, ArithOp::F2I, I, F);
    case op::f2l:
      return convert(f, b, ArithOp::F2L, L, F);
    case op::d2i:
      return convert(f, b, ArithOp::D2I, I, D);
    case op::d2l:
      return convert(f, b, ArithOp::D2L, L, D);
    case op::fcmpl:
      return binary(f, b, ArithOp::CmpL, I, F);
    case op::fcmpg:
      return binary(f, b, ArithOp::CmpG, I, F);
    case op::dcmpl:
      return binary(f, b, ArithOp::CmpL, I, D);
    case op::dcmpg:
      return binary(f, b, ArithOp::CmpG, I, D);
    default:
      return StepResult::Unsupported;
  }
}

}  // namespace

StepResult simulate(const classfile::Instruction& insn, Frame& f, RuleBuilder* b,
                    const std::string& localName) {
  uint8_t o = insn.opcode;
  if (o >= op::iconst_m1 && o <= op::iconst_5) {
    f.stack.push_back(Operand::intConst(o - op::iconst_0));
    return StepResult::Done;
  }
  if (StepResult r = simulateFloat(insn, f, b); r == StepResult::Done) return r;
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
      return binary(f, b, ArithOp::Cmp, ValueType::Int, ValueType::Long);
    case op::ineg:
      return convert(f, b, ArithOp::Neg, ValueType::Int, ValueType::Int);
    case op::lneg:
      return convert(f, b, ArithOp::Neg, ValueType::Long, ValueType::Long);
    case op::i2l:
      return convert(f, b, ArithOp::I2L, ValueType::Long, ValueType::Int);
    case op::l2i:
      return convert(f, b, ArithOp::L2I, ValueType::Int, ValueType::Long);
    case op::i2b:
      return convert(f, b, ArithOp::I2B, ValueType::Int, ValueType::Int);
    case op::i2c:
      return convert(f, b, ArithOp::I2C, ValueType::Int, ValueType::Int);
    case op::i2s:
      return convert(f, b, ArithOp::I2S, ValueType::Int, ValueType::Int);
    case op::iinc: {
      if (load(f, insn.operand) != StepResult::Done) return StepResult::Unsupported;
      f.stack.push_back(Operand::intConst(insn.operand2));
      binary(f, b, ArithOp::Add, ValueType::Int);
      return store(f, b, insn.operand, localName);
    }
    default:
      break;
  }
  if ((o >= op::iload && o <= op::aload) || (o >= op::iload_0 && o <= op::aload_3))
    return load(f, insn.operand, localType(o));
  if ((o >= op::istore && o <= op::astore) || (o >= op::istore_0 && o <= op::astore_3))
    return store(f, b, insn.operand, localName, localType(o));
  if (o >= op::pop && o <= op::swap) return stackOp(f, o);
  return StepResult::Unsupported;
}

}  // namespace symtest::translate
