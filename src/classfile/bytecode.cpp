// Bytecode decoding (JVMS ch. 6): operands, wide forms, switches, and target validation.
#include "classfile/bytecode.hpp"

#include <algorithm>
#include <array>
#include <string>

#include <fmt/format.h>

#include "classfile/opcodes.hpp"

namespace symtest::classfile {
namespace {

// Mnemonics for 0x00..0xca in opcode order; 0xfe/0xff are handled separately.
constexpr std::array<const char*, 0xcb> kNames = {
    "nop",           "aconst_null",  "iconst_m1",
    "iconst_0",      "iconst_1",     "iconst_2",
    "iconst_3",      "iconst_4",     "iconst_5",
    "lconst_0",      "lconst_1",     "fconst_0",
    "fconst_1",      "fconst_2",     "dconst_0",
    "dconst_1",      "bipush",       "sipush",
    "ldc",           "ldc_w",        "ldc2_w",
    "iload",         "lload",        "fload",
    "dload",         "aload",        "iload_0",
    "iload_1",       "iload_2",      "iload_3",
    "lload_0",       "lload_1",      "lload_2",
    "lload_3",       "fload_0",      "fload_1",
    "fload_2",       "fload_3",      "dload_0",
    "dload_1",       "dload_2",      "dload_3",
    "aload_0",       "aload_1",      "aload_2",
    "aload_3",       "iaload",       "laload",
    "faload",        "daload",       "aaload",
    "baload",        "caload",       "saload",
    "istore",        "lstore",       "fstore",
    "dstore",        "astore",       "istore_0",
    "istore_1",      "istore_2",     "istore_3",
    "lstore_0",      "lstore_1",     "lstore_2",
    "lstore_3",      "fstore_0",     "fstore_1",
    "fstore_2",      "fstore_3",     "dstore_0",
    "dstore_1",      "dstore_2",     "dstore_3",
    "astore_0",      "astore_1",     "astore_2",
    "astore_3",      "iastore",      "lastore",
    "fastore",       "dastore",      "aastore",
    "bastore",       "castore",      "sastore",
    "pop",           "pop2",         "dup",
    "dup_x1",        "dup_x2",       "dup2",
    "dup2_x1",       "dup2_x2",      "swap",
    "iadd",          "ladd",         "fadd",
    "dadd",          "isub",         "lsub",
    "fsub",          "dsub",         "imul",
    "lmul",          "fmul",         "dmul",
    "idiv",          "ldiv",         "fdiv",
    "ddiv",          "irem",         "lrem",
    "frem",          "drem",         "ineg",
    "lneg",          "fneg",         "dneg",
    "ishl",          "lshl",         "ishr",
    "lshr",          "iushr",        "lushr",
    "iand",          "land",         "ior",
    "lor",           "ixor",         "lxor",
    "iinc",          "i2l",          "i2f",
    "i2d",           "l2i",          "l2f",
    "l2d",           "f2i",          "f2l",
    "f2d",           "d2i",          "d2l",
    "d2f",           "i2b",          "i2c",
    "i2s",           "lcmp",         "fcmpl",
    "fcmpg",         "dcmpl",        "dcmpg",
    "ifeq",          "ifne",         "iflt",
    "ifge",          "ifgt",         "ifle",
    "if_icmpeq",     "if_icmpne",    "if_icmplt",
    "if_icmpge",     "if_icmpgt",    "if_icmple",
    "if_acmpeq",     "if_acmpne",    "goto",
    "jsr",           "ret",          "tableswitch",
    "lookupswitch",  "ireturn",      "lreturn",
    "freturn",       "dreturn",      "areturn",
    "return",        "getstatic",    "putstatic",
    "getfield",      "putfield",     "invokevirtual",
    "invokespecial", "invokestatic", "invokeinterface",
    "invokedynamic", "new",          "newarray",
    "anewarray",     "arraylength",  "athrow",
    "checkcast",     "instanceof",   "monitorenter",
    "monitorexit",   "wide",         "multianewarray",
    "ifnull",        "ifnonnull",    "goto_w",
    "jsr_w",         "breakpoint"};

constexpr uint8_t kLastValidOpcode = op::jsr_w;

bool isLocalLoadStore(uint8_t opcode) {
  return (opcode >= op::iload && opcode <= op::aload) ||
         (opcode >= op::istore && opcode <= op::astore) || opcode == op::ret;
}

class Decoder {
 public:
  Decoder(const Code& code, const std::string& origin)
      : bc_(code.bytecode), code_(code), origin_(origin) {}

  std::vector<Instruction> run() {
    std::vector<Instruction> out;
    for (size_t pc = 0; pc < bc_.size();) {
      out.push_back(decodeOne(static_cast<uint32_t>(pc)));
      pc += out.back().length;
    }
    validateTargets(out);
    return out;
  }

 private:
  [[noreturn]] void fail(size_t pc, const std::string& message) const {
    throw ClassFormatError(origin_, code_.bytecodeFileOffset + pc, message);
  }
  // Operand bytes [at, at+n) must lie inside the code; errors name the instruction start.
  void need(size_t at, size_t n) const {
    if (at + n > bc_.size())
      fail(pc_, fmt::format("truncated {} instruction", opcodeName(bc_[pc_])));
  }
  uint32_t u1(size_t at) const {
    need(at, 1);
    return bc_[at];
  }
  uint32_t u2(size_t at) const {
    need(at, 2);
    return (uint32_t{bc_[at]} << 8) | bc_[at + 1];
  }
  int32_t s1(size_t at) const { return static_cast<int8_t>(u1(at)); }
  int32_t s2(size_t at) const { return static_cast<int16_t>(u2(at)); }
  int32_t s4(size_t at) const {
    need(at, 4);
    uint32_t v = (uint32_t{bc_[at]} << 24) | (uint32_t{bc_[at + 1]} << 16) |
                 (uint32_t{bc_[at + 2]} << 8) | bc_[at + 3];
    return static_cast<int32_t>(v);
  }
  // Absolute target of a relative branch; range-checked here, boundaries checked later.
  int32_t target(int64_t relative) const {
    int64_t t = int64_t{pc_} + relative;
    if (t < 0 || t >= static_cast<int64_t>(bc_.size())) {
      fail(pc_, fmt::format("{} target {} outside code of length {}", opcodeName(bc_[pc_]), t,
                            bc_.size()));
    }
    return static_cast<int32_t>(t);
  }

  Instruction decodeOne(uint32_t pc);
  void decodeSwitch(Instruction& in);
  void validateTargets(const std::vector<Instruction>& insns) const;

  const std::vector<uint8_t>& bc_;
  const Code& code_;
  const std::string& origin_;
  uint32_t pc_ = 0;
};

Instruction Decoder::decodeOne(uint32_t pc) {
  pc_ = pc;
  Instruction in;
  in.offset = pc;
  uint8_t opcode = bc_[pc];
  in.opcode = opcode;
  size_t length = 1;
  if (opcode >= op::iconst_m1 && opcode <= op::iconst_5) {
    in.operand = opcode - op::iconst_0;
  } else if (opcode >= op::lconst_0 && opcode <= op::lconst_1) {
    in.operand = opcode - op::lconst_0;
  } else if (opcode >= op::fconst_0 && opcode <= op::fconst_2) {
    in.operand = opcode - op::fconst_0;
  } else if (opcode >= op::dconst_0 && opcode <= op::dconst_1) {
    in.operand = opcode - op::dconst_0;
  } else if (opcode >= op::iload_0 && opcode <= op::aload_3) {
    in.operand = (opcode - op::iload_0) % 4;
  } else if (opcode >= op::istore_0 && opcode <= op::astore_3) {
    in.operand = (opcode - op::istore_0) % 4;
  } else if (isLocalLoadStore(opcode) || opcode == op::ldc) {
    in.operand = static_cast<int32_t>(u1(pc + 1));
    length = 2;
  } else if ((opcode >= op::ifeq && opcode <= op::jsr) || opcode == op::ifnull ||
             opcode == op::ifnonnull) {
    in.branchTarget = target(s2(pc + 1));
    length = 3;
  } else if ((opcode >= op::getstatic && opcode <= op::invokestatic) || opcode == op::ldc_w ||
                 opcode == op::ldc2_w || opcode == op::new_ || opcode == op::anewarray ||
                 opcode == op::checkcast || opcode == op::
                 instanceof) {
    in.operand = static_cast<int32_t>(u2(pc + 1));
    length = 3;
  } else {
    switch (opcode) {
      case op::bipush:
        in.operand = s1(pc + 1);
        length = 2;
        break;
      case op::sipush:
        in.operand = s2(pc + 1);
        length = 3;
        break;
      case op::iinc:
        in.operand = static_cast<int32_t>(u1(pc + 1));
        in.operand2 = s1(pc + 2);
        length = 3;
        break;
      case op::goto_w:
      case op::jsr_w:
        in.branchTarget = target(s4(pc + 1));
        length = 5;
        break;
      case op::invokeinterface:
        in.operand = static_cast<int32_t>(u2(pc + 1));
        in.operand2 = static_cast<int32_t>(u1(pc + 3));
        if (in.operand2 == 0 || u1(pc + 4) != 0) fail(pc, "malformed invokeinterface operands");
        length = 5;
        break;
      case op::invokedynamic:
        in.operand = static_cast<int32_t>(u2(pc + 1));
        if (u2(pc + 3) != 0) fail(pc, "invokedynamic operand bytes 3-4 must be zero");
        length = 5;
        break;
      case op::newarray:
        in.operand = static_cast<int32_t>(u1(pc + 1));
        if (in.operand < 4 || in.operand > 11) {
          fail(pc, fmt::format("newarray with invalid element type {}", in.operand));
        }
        length = 2;
        break;
      case op::multianewarray:
        in.operand = static_cast<int32_t>(u2(pc + 1));
        in.operand2 = static_cast<int32_t>(u1(pc + 3));
        if (in.operand2 == 0) fail(pc, "multianewarray with 0 dimensions");
        length = 4;
        break;
      case op::wide: {
        uint8_t widened = static_cast<uint8_t>(u1(pc + 1));
        in.opcode = widened;
        in.operand = static_cast<int32_t>(u2(pc + 2));
        if (widened == op::iinc) {
          in.operand2 = s2(pc + 4);
          length = 6;
        } else if (isLocalLoadStore(widened)) {
          length = 4;
        } else {
          fail(pc, fmt::format("wide cannot modify {}", opcodeName(widened)));
        }
        break;
      }
      case op::tableswitch:
      case op::lookupswitch:
        decodeSwitch(in);
        break;
      default:
        if (opcode > kLastValidOpcode) {
          fail(pc, fmt::format("invalid opcode 0x{:02x}", static_cast<unsigned>(opcode)));
        }
        break;
    }
  }
  if (in.length == 0) in.length = static_cast<uint32_t>(length);
  return in;
}

void Decoder::decodeSwitch(Instruction& in) {
  const size_t pc = pc_;
  size_t base = pc + 1;
  base += (4 - base % 4) % 4;  // padding aligns operands relative to the code start
  in.switchDefault = target(s4(base));
  size_t end = 0;
  if (in.opcode == op::tableswitch) {
    int64_t low = s4(base + 4);
    int64_t high = s4(base + 8);
    if (low > high) fail(pc, fmt::format("tableswitch low {} > high {}", low, high));
    uint64_t count = static_cast<uint64_t>(high - low) + 1;
    if (count > (bc_.size() - std::min(bc_.size(), base + 12)) / 4)
      fail(pc, "truncated tableswitch");
    in.switchCases.reserve(count);
    for (uint64_t k = 0; k < count; ++k) {
      in.switchCases.emplace_back(static_cast<int32_t>(low + static_cast<int64_t>(k)),
                                  target(s4(base + 12 + 4 * k)));
    }
    end = base + 12 + 4 * count;
  } else {
    int32_t pairs = s4(base + 4);
    if (pairs < 0) fail(pc, fmt::format("lookupswitch with {} pairs", pairs));
    size_t count = static_cast<size_t>(pairs);
    if (count > (bc_.size() - std::min(bc_.size(), base + 8)) / 8)
      fail(pc, "truncated lookupswitch");
    in.switchCases.reserve(count);
    for (size_t k = 0; k < count; ++k) {
      int32_t key = s4(base + 8 + 8 * k);
      if (k > 0 && key <= in.switchCases.back().first) {
        fail(pc, "lookupswitch keys are not sorted ascending");
      }
      in.switchCases.emplace_back(key, target(s4(base + 12 + 8 * k)));
    }
    end = base + 8 + 8 * count;
  }
  in.length = static_cast<uint32_t>(end - pc);
}

void Decoder::validateTargets(const std::vector<Instruction>& insns) const {
  std::vector<bool> starts(bc_.size() + 1, false);
  for (const Instruction& in : insns) starts[in.offset] = true;
  auto check = [&](const Instruction& in, int32_t t) {
    if (!starts[static_cast<size_t>(t)]) {
      fail(in.offset,
           fmt::format("{} target {} is not an instruction start", opcodeName(in.opcode), t));
    }
  };
  for (const Instruction& in : insns) {
    if (in.branchTarget >= 0) check(in, in.branchTarget);
    if (in.switchDefault >= 0) check(in, in.switchDefault);
    for (const auto& c : in.switchCases) check(in, c.second);
  }
  // Handlers: end_pc may equal the code length; the table follows the code in the file.
  starts[bc_.size()] = true;
  for (size_t i = 0; i < code_.handlers.size(); ++i) {
    const ExceptionHandler& h = code_.handlers[i];
    bool ok = h.startPc < h.endPc && h.endPc <= bc_.size() && h.handlerPc < bc_.size() &&
              starts[h.startPc] && starts[h.endPc] && starts[h.handlerPc];
    if (!ok) {
      throw ClassFormatError(origin_, code_.bytecodeFileOffset + bc_.size() + 2 + 8 * i,
                             fmt::format("exception handler [{}, {}) -> {} does not match "
                                         "instruction boundaries",
                                         h.startPc, h.endPc, h.handlerPc));
    }
  }
}

}  // namespace

std::vector<Instruction> decodeBytecode(const Code& code, const std::string& origin) {
  return Decoder(code, origin).run();
}

const char* opcodeName(uint8_t opcode) {
  if (opcode < kNames.size()) return kNames[opcode];
  if (opcode == 0xfe) return "impdep1";
  if (opcode == 0xff) return "impdep2";
  static const std::array<std::string, 256> unknown = [] {
    std::array<std::string, 256> names;
    for (size_t i = 0; i < names.size(); ++i) names[i] = fmt::format("opcode_0x{:02x}", i);
    return names;
  }();
  return unknown[opcode].c_str();
}

// jsr/jsr_w count as ending the flow: control continues at the target, and only reaches the
// next instruction through a later `ret`.
bool endsFlow(uint8_t opcode) {
  return opcode == op::goto_ || opcode == op::goto_w || opcode == op::jsr || opcode == op::jsr_w ||
         opcode == op::ret || opcode == op::tableswitch || opcode == op::lookupswitch ||
         opcode == op::athrow || isReturn(opcode);
}

bool isConditionalBranch(uint8_t opcode) {
  return (opcode >= op::ifeq && opcode <= op::if_acmpne) || opcode == op::ifnull ||
         opcode == op::ifnonnull;
}

bool isReturn(uint8_t opcode) {
  return opcode >= op::ireturn && opcode <= op::return_;
}

}  // namespace symtest::classfile
