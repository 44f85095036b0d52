// Control-flow facts of one method's bytecode that the translation needs: instruction index
// by offset, basic-block leaders, and local-variable liveness per instruction.
#pragma once

#include <cstdint>
#include <set>
#include <unordered_map>
#include <vector>

#include "classfile/bytecode.hpp"
#include "classfile/class_file.hpp"

namespace symtest::translate {

class MethodCfg {
 public:
  MethodCfg(const classfile::Code& code, std::vector<classfile::Instruction> instructions);

  const std::vector<classfile::Instruction>& instructions() const { return instructions_; }
  // Index of the instruction at `offset` (must be an instruction start).
  size_t indexOf(uint32_t offset) const { return indexByOffset_.at(offset); }
  const classfile::Instruction& at(uint32_t offset) const { return instructions_[indexOf(offset)]; }
  bool isLeader(uint32_t offset) const { return leaders_.count(offset) > 0; }
  const std::set<uint32_t>& leaders() const { return leaders_; }
  bool isBranchTarget(uint32_t offset) const { return branchTargets_.count(offset) > 0; }
  // Normal (non-exceptional) successor offsets of the instruction at index `i`.
  std::vector<uint32_t> successors(size_t i) const;
  // Handlers whose range covers `offset`, in exception-table order.
  std::vector<const classfile::ExceptionHandler*> handlersAt(uint32_t offset) const;
  // Local slots live before the instruction at index `i` (including locals any covering
  // handler needs, since an exception may transfer control there).
  const std::set<uint16_t>& liveIn(size_t i) const { return liveIn_[i]; }
  // Locals live after instruction `i` completes normally.
  std::set<uint16_t> liveOut(size_t i) const;
  // Locals live at the start of the block or handler at `offset`.
  const std::set<uint16_t>& liveAt(uint32_t offset) const { return liveIn_[indexOf(offset)]; }

 private:
  void computeLiveness();
  const classfile::Code& code_;
  std::vector<classfile::Instruction> instructions_;
  std::unordered_map<uint32_t, size_t> indexByOffset_;
  std::set<uint32_t> leaders_;
  std::set<uint32_t> branchTargets_;
  std::vector<std::set<uint16_t>> liveIn_;
};

// Local slot read and written by a load/store/iinc instruction, if any.
struct LocalAccess {
  int read = -1;
  int written = -1;
};
LocalAccess localAccess(const classfile::Instruction& insn);

}  // namespace symtest::translate
