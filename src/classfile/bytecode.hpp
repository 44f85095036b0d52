// Decoding of a method's bytecode into instructions with resolved operands (JVMS ch. 6).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "classfile/class_file.hpp"

namespace symtest::classfile {

// One decoded instruction. `opcode` is the JVM opcode; `wide` forms are folded in
// (opcode is the widened instruction, e.g. iload with a 16-bit index).
struct Instruction {
  uint32_t offset = 0;
  uint8_t opcode = 0;
  uint32_t length = 0;        // bytes, including operands and padding (switches exceed 255)
  int32_t operand = 0;        // local index, constant (bipush/sipush), cp index, or newarray type
  int32_t operand2 = 0;       // iinc increment, multianewarray dimensions, invokeinterface count
  int32_t branchTarget = -1;  // absolute target of if*/goto/jsr
  // tableswitch/lookupswitch: default target and (key, absolute target) pairs in key order.
  int32_t switchDefault = -1;
  std::vector<std::pair<int32_t, int32_t>> switchCases;
};

// Decodes all instructions; throws ClassFormatError (origin, file offset) on a truncated
// instruction, an unknown opcode, or a branch target outside the code.
std::vector<Instruction> decodeBytecode(const Code& code, const std::string& origin);

// Mnemonic of an opcode ("iadd"), or "opcode_0xNN" for unknown ones.
const char* opcodeName(uint8_t opcode);

// True for instructions after which control does not fall through (goto, return, athrow, switches).
bool endsFlow(uint8_t opcode);
bool isConditionalBranch(uint8_t opcode);
bool isReturn(uint8_t opcode);

}  // namespace symtest::classfile
