// Private to jacoco_coverage.cpp: the static model JaCoCo 0.8.6 builds for one method (probe
// placement, the instruction graph its analyzer wires, and the filters), and the analysis that
// turns fired probes into covered instructions and branches. docs/jacoco-coverage.md explains
// the rules and names the JaCoCo classes each part mirrors.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "classfile/bytecode.hpp"
#include "classfile/class_file.hpp"

namespace symtest::coverage::jacoco {

// How an instruction takes part in JaCoCo's control flow (ASM's node kinds, as far as the
// flow analysis distinguishes them).
enum class Kind : uint8_t {
  kPlain,     // falls through to the next instruction
  kInvoke,    // method call: falls through; marks its line as a method-invocation line
  kCondJump,  // if*: taken edge to the target, otherwise falls through
  kGoto,      // goto, goto_w
  kSwitch,    // tableswitch, lookupswitch
  kExit,      // xreturn, return, athrow: gets a probe right before it
  kJsr,       // jsr, jsr_w: JaCoCo inlines subroutines first, which symtest does not model
};

// ASM folds the short forms: iload_1 is ILOAD 1, ldc_w is LDC, goto_w is GOTO. The filters
// compare these normalised opcodes.
uint8_t asmOpcode(uint8_t opcode);
// Local variable index of a load/store (also of the _n forms).
int32_t varIndex(const classfile::Instruction& insn);
Kind kindOf(uint8_t opcode);
// False after goto, switches, returns and athrow (LabelFlowAnalyzer's `successor`).
bool fallsThrough(uint8_t opcode);

// InstructionsBuilder.addProbe(probe, branch) applied to an instruction.
struct ProbeOp {
  uint32_t probe = 0;
  uint32_t branch = 0;
};

// InstructionsBuilder.addJump: wired (Instruction.addBranch) after all instructions were
// visited, in this order.
struct JumpEdge {
  uint32_t source = 0;  // instruction indices
  uint32_t target = 0;
  uint32_t branch = 0;
};

struct MethodModel {
  std::vector<classfile::Instruction> insns;
  std::vector<Kind> kinds;
  std::vector<int32_t> indexAt;  // bytecode offset -> instruction index, -1 inside/after code
  uint32_t probeCount = 0;

  // --- the analyzer's instruction graph (MethodAnalyzer + InstructionsBuilder) ---
  // Instruction i is branch 0 of instruction i-1 (sequential flow without a probe between).
  std::vector<bool> linkFromPrevious;
  std::vector<std::vector<ProbeOp>> probeOps;  // per instruction, in visiting order
  std::vector<JumpEdge> jumps;

  // --- where the instrumented code runs each probe (MethodInstrumenter/ProbeInserter) ---
  std::vector<int32_t> entryProbe;  // before instruction i, run when i-1 falls through into it
  std::vector<int32_t> exitProbe;   // right before the return/athrow i
  std::vector<int32_t> jumpProbe;   // on the taken edge of jump i (before a goto)
  // Switch i: (target offset, probe) for targets reached through a probe trampoline.
  std::vector<std::vector<std::pair<uint32_t, uint32_t>>> switchProbes;

  // --- filters (MethodCoverageCalculator: ignore / merge) ---
  std::vector<bool> ignored;
  std::vector<int32_t> mergedInto;  // MethodCoverageCalculator.merged: node -> other node, or -1

  int32_t indexOf(uint32_t offset) const { return offset < indexAt.size() ? indexAt[offset] : -1; }
};

// Builds the model; throws std::invalid_argument when `instructions` does not match `code`.
MethodModel buildModel(const classfile::Code& code,
                       const std::vector<classfile::Instruction>& instructions);

// Applies the instruction-level filters of JaCoCo 0.8.6 that look at plain Java bytecode
// (FinallyFilter, SynchronizedFilter) to `model.ignored` / `model.mergedInto`.
void applyFilters(const classfile::Code& code, MethodModel& model,
                  const classfile::ConstantPool* pool = nullptr);

// The method-level filters of JaCoCo 0.8.6 for Java classes: true when JaCoCo leaves the whole
// method out of its report.
bool isFilteredMethod(const classfile::ClassFile& cls, const classfile::Method& method,
                      const std::vector<classfile::Instruction>& instructions);

// Sets the probes the instrumented method would have run for one invocation.
void fireProbes(const MethodModel& model, const std::vector<uint32_t>& offsets,
                const std::vector<bool>& raised, std::vector<bool>& probes);

// Per-instruction result of JaCoCo's analysis for a probe array.
struct InstructionCoverage {
  uint32_t branches = 0;      // Instruction.branches
  std::vector<bool> covered;  // Instruction.coveredBranches, indexed by branch
  uint32_t coveredCount = 0;  // its cardinality
  bool ignored = false;       // filtered out of the counters
};

// InstructionsBuilder + Instruction propagation, then MethodCoverageCalculator's merges.
std::vector<InstructionCoverage> analyze(const MethodModel& model, const std::vector<bool>& probes);

}  // namespace symtest::coverage::jacoco
