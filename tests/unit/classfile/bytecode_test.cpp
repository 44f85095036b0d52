// Bytecode decoding: real javac output (switches, wide) and hand-assembled edge cases.
#include <gtest/gtest.h>

#include <climits>
#include <filesystem>
#include <set>

#include "classfile/bytecode.hpp"
#include "classfile/opcodes.hpp"
#include "test_util.hpp"

namespace symtest::classfile {
namespace {

using test::at;
using test::findOpcode;

constexpr size_t kFileOffset = 100;

Code makeCode(std::vector<uint8_t> bytes) {
  Code code;
  code.bytecode = std::move(bytes);
  code.bytecodeFileOffset = kFileOffset;
  return code;
}

std::vector<Instruction> decode(std::vector<uint8_t> bytes) {
  return decodeBytecode(makeCode(std::move(bytes)), "hand.class");
}

// Offset (relative to the file) reported when decoding `bytes` fails; SIZE_MAX if it succeeds.
size_t failureOffset(std::vector<uint8_t> bytes) {
  try {
    decode(std::move(bytes));
  } catch (const ClassFormatError& e) {
    EXPECT_EQ(e.origin(), "hand.class");
    return e.offset();
  }
  return SIZE_MAX;
}

void appendS4(std::vector<uint8_t>& out, int32_t v) {
  auto u = static_cast<uint32_t>(v);
  for (int shift = 24; shift >= 0; shift -= 8) out.push_back(static_cast<uint8_t>(u >> shift));
}

std::vector<Instruction> decodeFixture(const std::string& name, const std::string& desc) {
  static ClassFile sample = test::loadFixture("fixtures/Sample");
  const Method* m = sample.findMethod(name, desc);
  if (m == nullptr || !m->code) throw std::runtime_error("no code for " + name);
  return decodeBytecode(*m->code, sample.origin);
}

TEST(BytecodeTest, DenseSwitchIsTableswitch) {
  auto insns = decodeFixture("dense", "(I)I");
  const Instruction* sw = findOpcode(insns, op::tableswitch);
  ASSERT_NE(sw, nullptr);
  ASSERT_EQ(sw->switchCases.size(), 5u);
  for (int k = 0; k < 5; ++k) {
    EXPECT_EQ(sw->switchCases[k].first, k);
    const Instruction* target = at(insns, sw->switchCases[k].second);
    ASSERT_NE(target, nullptr);
    EXPECT_EQ(target->opcode, op::bipush);
    EXPECT_EQ(target->operand, 10 + k);
  }
  const Instruction* def = at(insns, sw->switchDefault);
  ASSERT_NE(def, nullptr);
  EXPECT_EQ(def->opcode, op::iconst_m1);
  EXPECT_EQ(def->operand, -1);
  EXPECT_TRUE(endsFlow(sw->opcode));
}

TEST(BytecodeTest, SparseSwitchIsLookupswitch) {
  auto insns = decodeFixture("sparse", "(I)I");
  const Instruction* sw = findOpcode(insns, op::lookupswitch);
  ASSERT_NE(sw, nullptr);
  ASSERT_EQ(sw->switchCases.size(), 3u);
  const int32_t keys[] = {-1000, 7, 100000};
  for (int k = 0; k < 3; ++k) {
    EXPECT_EQ(sw->switchCases[k].first, keys[k]);
    const Instruction* target = at(insns, sw->switchCases[k].second);
    ASSERT_NE(target, nullptr);
    EXPECT_EQ(target->opcode, op::iconst_1 + k);
    EXPECT_EQ(target->operand, 1 + k);
  }
  EXPECT_EQ(at(insns, sw->switchDefault)->opcode, op::iconst_0);
}

TEST(BytecodeTest, WideFormsFromJavac) {
  auto bump = decodeFixture("bump", "(I)I");
  EXPECT_EQ(bump[0].opcode, op::iinc);
  EXPECT_EQ(bump[0].operand, 1);
  EXPECT_EQ(bump[0].operand2, 1000);
  EXPECT_EQ(bump[0].length, 6u);
  EXPECT_EQ(bump[1].offset, 6u);

  auto many = decodeFixture("manyLocals", "(J)J");
  bool sawWideStore = false, sawWideLoad = false;
  for (const Instruction& in : many) {
    if (in.opcode == op::lstore && in.operand == 259) sawWideStore = in.length == 4;
    if (in.opcode == op::lload && in.operand == 261) sawWideLoad = in.length == 4;
  }
  EXPECT_TRUE(sawWideStore);
  EXPECT_TRUE(sawWideLoad);
}

TEST(BytecodeTest, EveryFixtureBranchTargetIsAnInstruction) {
  int methods = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(FIXTURE_CLASSES)) {
    if (entry.path().extension() != ".class") continue;
    ClassFile cf = parseClassFile(test::readBytes(entry.path().string()), entry.path().string());
    for (const Method& m : cf.methods) {
      if (!m.code) continue;
      ++methods;
      auto insns = decodeBytecode(*m.code, cf.origin);
      std::set<int32_t> starts;
      uint32_t next = 0;
      for (const Instruction& in : insns) {
        EXPECT_EQ(in.offset, next) << m.name;
        next = in.offset + in.length;
        starts.insert(static_cast<int32_t>(in.offset));
      }
      EXPECT_EQ(next, m.code->bytecode.size()) << m.name;
      for (const Instruction& in : insns) {
        if (in.branchTarget >= 0) {
          EXPECT_TRUE(starts.count(in.branchTarget)) << m.name;
        }
        if (in.switchDefault >= 0) {
          EXPECT_TRUE(starts.count(in.switchDefault)) << m.name;
        }
        for (const auto& c : in.switchCases) EXPECT_TRUE(starts.count(c.second)) << m.name;
        if (isConditionalBranch(in.opcode)) {
          EXPECT_GE(in.branchTarget, 0) << m.name;
        }
      }
    }
  }
  EXPECT_GT(methods, 15);
}

TEST(BytecodeTest, ImplicitAndConstantOperands) {
  auto insns = decode({op::iload_2,
                       op::istore_3,
                       op::aload_0,
                       op::lload_1,
                       op::dstore_2,
                       op::iconst_m1,
                       op::iconst_5,
                       op::lconst_1,
                       op::dconst_1,
                       op::fconst_2,
                       op::bipush,
                       0xFB,
                       op::sipush,
                       0xFE,
                       0xD4,
                       op::ldc,
                       7,
                       op::ldc_w,
                       1,
                       2,
                       op::return_});
  ASSERT_EQ(insns.size(), 15u);
  const int32_t expected[] = {2, 3, 0, 1, 2, -1, 5, 1, 1, 2, -5, -300, 7, 258};
  for (size_t i = 0; i < 14; ++i) EXPECT_EQ(insns[i].operand, expected[i]) << i;
  EXPECT_EQ(insns[10].length, 2u);
  EXPECT_EQ(insns[11].length, 3u);
  EXPECT_TRUE(isReturn(insns.back().opcode));
}

TEST(BytecodeTest, WideIsFolded) {
  auto insns = decode({op::wide, op::iload, 0x01, 0x2C, op::wide, op::iinc, 0x01, 0x2C, 0xFC, 0x18,
                       op::wide, op::astore, 0xFF, 0xFF, op::return_});
  ASSERT_EQ(insns.size(), 4u);
  EXPECT_EQ(insns[0].opcode, op::iload);
  EXPECT_EQ(insns[0].operand, 300);
  EXPECT_EQ(insns[0].length, 4u);
  EXPECT_EQ(insns[1].opcode, op::iinc);
  EXPECT_EQ(insns[1].operand, 300);
  EXPECT_EQ(insns[1].operand2, -1000);
  EXPECT_EQ(insns[1].length, 6u);
  EXPECT_EQ(insns[2].operand, 65535);
  EXPECT_EQ(insns[3].offset, 14u);
  EXPECT_EQ(failureOffset({op::nop, op::wide, op::iadd, op::return_}), kFileOffset + 1);
}

TEST(BytecodeTest, SwitchPaddingDependsOnOffset) {
  for (uint8_t pad = 0; pad < 4; ++pad) {
    std::vector<uint8_t> code(pad, op::nop);
    code.push_back(op::tableswitch);
    while (code.size() % 4 != 0) code.push_back(0);
    size_t len = code.size() - pad + 12 + 8;  // through the two jump offsets
    int32_t ret = static_cast<int32_t>(pad + len);
    appendS4(code, ret - pad);  // default
    appendS4(code, 1);          // low
    appendS4(code, 2);          // high
    appendS4(code, ret - pad);
    appendS4(code, -pad);  // case 2 jumps to the first instruction
    code.push_back(op::return_);
    auto insns = decode(code);
    const Instruction* sw = findOpcode(insns, op::tableswitch);
    ASSERT_NE(sw, nullptr);
    EXPECT_EQ(sw->offset, pad);
    EXPECT_EQ(sw->length, len);
    EXPECT_EQ(sw->switchDefault, ret);
    ASSERT_EQ(sw->switchCases.size(), 2u);
    EXPECT_EQ(sw->switchCases[0], std::make_pair(1, ret));
    EXPECT_EQ(sw->switchCases[1], std::make_pair(2, 0));
    EXPECT_EQ(insns.back().offset, static_cast<uint32_t>(ret));
  }
}

TEST(BytecodeTest, LookupswitchKeysMustBeSorted) {
  auto build = [](int32_t first, int32_t second) {
    std::vector<uint8_t> code = {op::lookupswitch, 0, 0, 0};
    appendS4(code, 28);  // default -> return
    appendS4(code, 2);
    appendS4(code, first);
    appendS4(code, 28);
    appendS4(code, second);
    appendS4(code, 28);
    code.push_back(op::return_);
    return code;
  };
  auto insns = decode(build(-5, 9));
  EXPECT_EQ(insns[0].switchCases, (std::vector<std::pair<int32_t, int32_t>>{{-5, 28}, {9, 28}}));
  EXPECT_EQ(insns[0].length, 28u);
  EXPECT_EQ(failureOffset(build(9, -5)), kFileOffset);
  EXPECT_EQ(failureOffset(build(3, 3)), kFileOffset);
}

TEST(BytecodeTest, HugeSwitchIsRejectedWithoutAllocating) {
  std::vector<uint8_t> code = {op::tableswitch, 0, 0, 0};
  appendS4(code, 0);
  appendS4(code, INT_MIN);
  appendS4(code, INT_MAX);
  EXPECT_EQ(failureOffset(code), kFileOffset);
  std::vector<uint8_t> lookup = {op::lookupswitch, 0, 0, 0};
  appendS4(lookup, 0);
  appendS4(lookup, INT_MAX);
  EXPECT_EQ(failureOffset(lookup), kFileOffset);
  lookup[8] = 0xFF;  // npairs = -1
  EXPECT_EQ(failureOffset(lookup), kFileOffset);
}

TEST(BytecodeTest, OtherOperandForms) {
  auto insns = decode({op::goto_w,
                       0,
                       0,
                       0,
                       19,
                       op::iconst_1,
                       op::newarray,
                       10,
                       op::iconst_1,
                       op::iconst_1,
                       op::multianewarray,
                       0,
                       7,
                       2,
                       op::invokeinterface,
                       0,
                       9,
                       2,
                       0,
                       op::return_});
  EXPECT_EQ(insns[0].branchTarget, 19);
  EXPECT_EQ(insns[0].length, 5u);
  EXPECT_TRUE(endsFlow(op::goto_w));
  EXPECT_EQ(insns[2].operand, 10);
  EXPECT_EQ(insns[5].operand, 7);
  EXPECT_EQ(insns[5].operand2, 2);
  EXPECT_EQ(insns[6].operand, 9);
  EXPECT_EQ(insns[6].operand2, 2);
  EXPECT_EQ(failureOffset({op::iconst_1, op::newarray, 3, op::areturn}), kFileOffset + 1);
}

TEST(BytecodeTest, BadBranchTargetsNameTheInstruction) {
  // goto -2 from offset 3 lands inside the sipush at offset 0.
  EXPECT_EQ(failureOffset({op::sipush, 0, 0, op::goto_, 0xFF, 0xFE, op::return_}), kFileOffset + 3);
  EXPECT_EQ(failureOffset({op::nop, op::ifeq, 0x00, 0x10, op::return_}), kFileOffset + 1);
  EXPECT_EQ(failureOffset({op::goto_, 0xFF, 0xFF}), kFileOffset);  // target -1
  EXPECT_EQ(failureOffset({op::nop, 0xcb}), kFileOffset + 1);
  EXPECT_EQ(failureOffset({op::nop, 0xca}), kFileOffset + 1);  // breakpoint is reserved
  EXPECT_EQ(failureOffset({op::nop, op::sipush, 0}), kFileOffset + 1);
  EXPECT_EQ(failureOffset({op::wide, op::iinc, 0, 1, 0}), kFileOffset);
}

TEST(BytecodeTest, HandlersMustMatchInstructionBoundaries) {
  Code code = makeCode({op::sipush, 0, 0, op::pop, op::return_});
  code.handlers.push_back({0, 3, 4, ""});
  EXPECT_NO_THROW(decodeBytecode(code, "h"));
  code.handlers.push_back({0, 5, 4, ""});  // end == code length is allowed
  EXPECT_NO_THROW(decodeBytecode(code, "h"));
  code.handlers.push_back({1, 3, 4, ""});
  try {
    decodeBytecode(code, "h");
    FAIL() << "expected ClassFormatError";
  } catch (const ClassFormatError& e) {
    EXPECT_EQ(e.offset(), kFileOffset + 5 + 2 + 8 * 2);  // third exception_table entry
  }
}

TEST(BytecodeTest, OpcodeNames) {
  EXPECT_STREQ(opcodeName(op::nop), "nop");
  EXPECT_STREQ(opcodeName(op::iload_2), "iload_2");
  EXPECT_STREQ(opcodeName(op::iadd), "iadd");
  EXPECT_STREQ(opcodeName(op::iinc), "iinc");
  EXPECT_STREQ(opcodeName(op::goto_), "goto");
  EXPECT_STREQ(opcodeName(op::return_), "return");
  EXPECT_STREQ(opcodeName(op::invokedynamic), "invokedynamic");
  EXPECT_STREQ(opcodeName(op::new_), "new");
  EXPECT_STREQ(opcodeName(op::wide), "wide");
  EXPECT_STREQ(opcodeName(op::jsr_w), "jsr_w");
  EXPECT_STREQ(opcodeName(0xcb), "opcode_0xcb");
  EXPECT_STREQ(opcodeName(0xff), "impdep2");
  std::set<std::string> names;
  for (int i = 0; i < 256; ++i) names.insert(opcodeName(static_cast<uint8_t>(i)));
  EXPECT_EQ(names.size(), 256u);  // all distinct
}

TEST(BytecodeTest, FlowPredicates) {
  for (uint8_t o : {op::goto_, op::athrow, op::ireturn, op::return_, op::tableswitch,
                    op::lookupswitch, op::ret}) {
    EXPECT_TRUE(endsFlow(o)) << opcodeName(o);
  }
  for (uint8_t o : {op::ifeq, op::iadd, op::invokestatic, op::nop}) {
    EXPECT_FALSE(endsFlow(o)) << opcodeName(o);
  }
  for (uint8_t o : {op::ifeq, op::ifle, op::if_icmpeq, op::if_acmpne, op::ifnull, op::ifnonnull}) {
    EXPECT_TRUE(isConditionalBranch(o)) << opcodeName(o);
  }
  for (uint8_t o : {op::goto_, op::jsr, op::tableswitch, op::lcmp}) {
    EXPECT_FALSE(isConditionalBranch(o)) << opcodeName(o);
  }
  EXPECT_TRUE(isReturn(op::areturn));
  EXPECT_FALSE(isReturn(op::athrow));
}

}  // namespace
}  // namespace symtest::classfile
