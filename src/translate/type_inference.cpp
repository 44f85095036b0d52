// Type inference for a method's bytecode: the types of locals and stack entries at each block
// entry, by abstract interpretation with the same simulator that emits the CLP program.
#include "translate/method_translator.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>

#include "classfile/descriptor.hpp"
#include "classfile/hierarchy.hpp"
#include "classfile/opcodes.hpp"

namespace symtest::translate {

namespace op = classfile::op;
using classfile::Instruction;
using clp::Guard;
using clp::Operand;
using clp::PredId;
using clp::Stmt;
using clp::ValueType;

// ---- type inference ------------------------------------------------------------------------

bool MethodTranslator::mergeInto(uint32_t pc, const TypeState& state) {
  auto [it, inserted] = blockTypes_.try_emplace(pc, state);
  if (inserted) return true;
  TypeState& old = it->second;
  bool changed = false;
  if (old.locals.size() < state.locals.size()) old.locals.resize(state.locals.size());
  for (size_t i = 0; i < old.locals.size(); ++i) {
    std::optional<ValueType> incoming = i < state.locals.size() ? state.locals[i] : std::nullopt;
    if (old.locals[i] && old.locals[i] != incoming) {
      old.locals[i].reset();
      changed = true;
    }
  }
  return changed;
}

TypeState toTypes(const Frame& frame) {
  TypeState t;
  for (const auto& l : frame.locals) t.locals.push_back(l ? std::optional(l->type) : std::nullopt);
  for (const auto& s : frame.stack) t.stack.push_back(s.type);
  return t;
}
Frame fromTypes(const TypeState& t) {
  Frame f;
  for (const auto& l : t.locals)
    f.locals.push_back(l ? std::optional(Operand::ofVar(0, *l)) : std::nullopt);
  for (ValueType s : t.stack) f.stack.push_back(Operand::ofVar(0, s));
  return f;
}

void MethodTranslator::simulateTypes(size_t index, Frame& frame) {
  at_ = cfg_->instructions()[index].offset;
  const Instruction& insn = cfg_->instructions()[index];
  if (simulate(insn, frame, nullptr, "") == StepResult::Done) return;
  uint8_t o = insn.opcode;
  auto pops = [&](size_t n) {
    if (frame.stack.size() < n) unsupported(insn.offset, "operand stack underflow");
    frame.stack.resize(frame.stack.size() - n);
  };
  switch (o) {
    case op::ldc:
    case op::ldc_w:
    case op::ldc2_w: {
      auto c = cls_.pool.loadable(static_cast<uint16_t>(insn.operand));
      if (std::holds_alternative<int32_t>(c))
        frame.stack.push_back(Operand::ofVar(0, ValueType::Int));
      else if (std::holds_alternative<int64_t>(c))
        frame.stack.push_back(Operand::ofVar(0, ValueType::Long));
      else if (std::holds_alternative<float>(c))
        frame.stack.push_back(Operand::ofVar(0, ValueType::Float));
      else if (std::holds_alternative<double>(c))
        frame.stack.push_back(Operand::ofVar(0, ValueType::Double));
      else if (std::holds_alternative<classfile::StringConstant>(c) ||
               std::holds_alternative<classfile::ClassConstant>(c))
        frame.stack.push_back(Operand::ofVar(0, ValueType::Ref));
      else
        unsupported(insn.offset, "floating-point values are not supported");
      return;
    }
    case op::idiv:
    case op::irem:
    case op::ldiv:
    case op::lrem:
      pops(1);
      return;
    case op::invokestatic: {
      auto ref = staticModelOf(cls_.pool.memberRef(static_cast<uint16_t>(insn.operand)), true);
      if (!externalKind(ref)) resolveCallee(ref, insn.offset, true);
      auto md = classfile::parseMethodDescriptor(ref.descriptor);
      pops(md.params.size());
      if (auto t = valueTypeOf(md.result)) frame.stack.push_back(Operand::ofVar(0, *t));
      return;
    }
    case op::ifeq:
    case op::ifne:
    case op::iflt:
    case op::ifge:
    case op::ifgt:
    case op::ifle:
    case op::tableswitch:
    case op::lookupswitch:
    case op::ireturn:
    case op::lreturn:
    case op::freturn:
    case op::dreturn:
    case op::areturn:
    case op::athrow:
      pops(1);
      return;
    case op::if_icmpeq:
    case op::if_icmpne:
    case op::if_icmplt:
    case op::if_icmpge:
    case op::if_icmpgt:
    case op::if_icmple:
      pops(2);
      return;
    case op::goto_:
    case op::goto_w:
    case op::return_:
      return;
    default:
      if (simulateObjectTypes(insn, frame)) return;
      break;
  }
  unsupported(insn.offset,
              fmt::format("bytecode {} is not supported yet", classfile::opcodeName(o)));
}

void MethodTranslator::inferTypes() {
  TypeState entry;
  entry.locals.resize(method_.code->maxLocals);
  for (size_t i = 0; i < paramSlots_.size(); ++i) {
    size_t width = clp::isWide(paramTypes_[i]) ? 2 : 1;
    if (paramSlots_[i] + width > entry.locals.size())
      throw MalformedBytecode("max_locals is smaller than the parameters");
    entry.locals[paramSlots_[i]] = paramTypes_[i];
  }
  mergeInto(0, entry);
  std::deque<uint32_t> work{0};
  const auto& insns = cfg_->instructions();
  while (!work.empty()) {
    uint32_t leader = work.front();
    work.pop_front();
    Frame frame = fromTypes(blockTypes_[leader]);
    for (size_t i = cfg_->indexOf(leader); i < insns.size(); ++i) {
      const Instruction& insn = insns[i];
      if (insn.offset != leader && cfg_->isLeader(insn.offset)) {
        if (mergeInto(insn.offset, toTypes(frame))) work.push_back(insn.offset);
        break;
      }
      for (const auto* h : cfg_->handlersAt(insn.offset)) {
        TypeState hs = toTypes(frame);
        hs.stack = {ValueType::Ref};
        if (mergeInto(h->handlerPc, hs)) work.push_back(h->handlerPc);
      }
      simulateTypes(i, frame);
      if (insn.branchTarget >= 0 || insn.switchDefault >= 0 || classfile::endsFlow(insn.opcode)) {
        for (uint32_t s : cfg_->successors(i))
          if (mergeInto(s, toTypes(frame))) work.push_back(s);
        break;
      }
    }
  }
}

}  // namespace symtest::translate
