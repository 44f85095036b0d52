#include "translate/cfg.hpp"

#include "classfile/opcodes.hpp"

namespace symtest::translate {

namespace op = classfile::op;
using classfile::Instruction;

LocalAccess localAccess(const Instruction& insn) {
  uint8_t o = insn.opcode;
  if ((o >= op::iload && o <= op::aload) || (o >= op::iload_0 && o <= op::aload_3))
    return {insn.operand, -1};
  if ((o >= op::istore && o <= op::astore) || (o >= op::istore_0 && o <= op::astore_3))
    return {-1, insn.operand};
  if (o == op::iinc) return {insn.operand, insn.operand};
  if (o == op::ret) return {insn.operand, -1};
  return {};
}

namespace {
bool mayThrowToHandler(uint8_t o) {
  // Conservatively every instruction in a try range may reach its handler.
  (void)o;
  return true;
}
}  // namespace

MethodCfg::MethodCfg(const classfile::Code& code, std::vector<Instruction> instructions)
    : code_(code), instructions_(std::move(instructions)) {
  for (size_t i = 0; i < instructions_.size(); ++i) indexByOffset_[instructions_[i].offset] = i;
  if (!instructions_.empty()) leaders_.insert(0);
  for (size_t i = 0; i < instructions_.size(); ++i) {
    const Instruction& insn = instructions_[i];
    bool branches = insn.branchTarget >= 0 || insn.switchDefault >= 0;
    if (insn.branchTarget >= 0) branchTargets_.insert(static_cast<uint32_t>(insn.branchTarget));
    if (insn.switchDefault >= 0) {
      branchTargets_.insert(static_cast<uint32_t>(insn.switchDefault));
      for (auto& c : insn.switchCases) branchTargets_.insert(static_cast<uint32_t>(c.second));
    }
    if ((branches || classfile::endsFlow(insn.opcode)) && i + 1 < instructions_.size())
      leaders_.insert(instructions_[i + 1].offset);
  }
  for (uint32_t t : branchTargets_) leaders_.insert(t);
  for (const auto& h : code.handlers) {
    leaders_.insert(h.handlerPc);
    if (indexByOffset_.count(h.startPc)) leaders_.insert(h.startPc);
    if (indexByOffset_.count(h.endPc)) leaders_.insert(h.endPc);
  }
  computeLiveness();
}

std::vector<uint32_t> MethodCfg::successors(size_t i) const {
  const Instruction& insn = instructions_[i];
  std::vector<uint32_t> out;
  if (insn.switchDefault >= 0) {
    out.push_back(static_cast<uint32_t>(insn.switchDefault));
    for (auto& c : insn.switchCases) out.push_back(static_cast<uint32_t>(c.second));
    return out;
  }
  if (insn.branchTarget >= 0) out.push_back(static_cast<uint32_t>(insn.branchTarget));
  if (!classfile::endsFlow(insn.opcode) && i + 1 < instructions_.size())
    out.push_back(instructions_[i + 1].offset);
  return out;
}

std::vector<const classfile::ExceptionHandler*> MethodCfg::handlersAt(uint32_t offset) const {
  std::vector<const classfile::ExceptionHandler*> out;
  for (const auto& h : code_.handlers)
    if (offset >= h.startPc && offset < h.endPc) out.push_back(&h);
  return out;
}

std::set<uint16_t> MethodCfg::liveOut(size_t i) const {
  std::set<uint16_t> out;
  for (uint32_t s : successors(i)) {
    const auto& in = liveIn_[indexOf(s)];
    out.insert(in.begin(), in.end());
  }
  return out;
}

void MethodCfg::computeLiveness() {
  liveIn_.assign(instructions_.size(), {});
  bool changed = true;
  while (changed) {
    changed = false;
    for (size_t k = instructions_.size(); k-- > 0;) {
      std::set<uint16_t> live = liveOut(k);
      LocalAccess access = localAccess(instructions_[k]);
      if (access.written >= 0 && access.read != access.written)
        live.erase(static_cast<uint16_t>(access.written));
      if (access.read >= 0) live.insert(static_cast<uint16_t>(access.read));
      if (mayThrowToHandler(instructions_[k].opcode)) {
        for (const auto* h : handlersAt(instructions_[k].offset)) {
          const auto& in = liveIn_[indexOf(h->handlerPc)];
          live.insert(in.begin(), in.end());
        }
      }
      if (live != liveIn_[k]) {
        liveIn_[k] = std::move(live);
        changed = true;
      }
    }
  }
}

}  // namespace symtest::translate
