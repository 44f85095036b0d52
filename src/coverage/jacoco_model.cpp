// JaCoCo 0.8.6's flow analysis, probe placement and coverage propagation for one method,
// re-implemented over symtest's decoded bytecode. See docs/jacoco-coverage.md.
#include "coverage/jacoco_model.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "classfile/opcodes.hpp"

namespace symtest::coverage::jacoco {

namespace op = classfile::op;

uint8_t asmOpcode(uint8_t opcode) {
  if (opcode >= op::iload_0 && opcode <= op::aload_3) {
    return static_cast<uint8_t>(op::iload + (opcode - op::iload_0) / 4);
  }
  if (opcode >= op::istore_0 && opcode <= op::astore_3) {
    return static_cast<uint8_t>(op::istore + (opcode - op::istore_0) / 4);
  }
  switch (opcode) {
    case op::ldc_w:
    case op::ldc2_w:
      return op::ldc;
    case op::goto_w:
      return op::goto_;
    case op::jsr_w:
      return op::jsr;
    default:
      return opcode;
  }
}

int32_t varIndex(const classfile::Instruction& insn) {
  if (insn.opcode >= op::iload_0 && insn.opcode <= op::aload_3) {
    return (insn.opcode - op::iload_0) % 4;
  }
  if (insn.opcode >= op::istore_0 && insn.opcode <= op::astore_3) {
    return (insn.opcode - op::istore_0) % 4;
  }
  return insn.operand;
}

Kind kindOf(uint8_t opcode) {
  if ((opcode >= op::ifeq && opcode <= op::if_acmpne) || opcode == op::ifnull ||
      opcode == op::ifnonnull) {
    return Kind::kCondJump;
  }
  switch (opcode) {
    case op::goto_:
    case op::goto_w:
      return Kind::kGoto;
    case op::jsr:
    case op::jsr_w:
      return Kind::kJsr;
    case op::tableswitch:
    case op::lookupswitch:
      return Kind::kSwitch;
    case op::ireturn:
    case op::lreturn:
    case op::freturn:
    case op::dreturn:
    case op::areturn:
    case op::return_:
    case op::athrow:
      return Kind::kExit;
    case op::invokevirtual:
    case op::invokespecial:
    case op::invokestatic:
    case op::invokeinterface:
    case op::invokedynamic:
      return Kind::kInvoke;
    default:
      return Kind::kPlain;
  }
}

bool fallsThrough(uint8_t opcode) {
  switch (kindOf(opcode)) {
    case Kind::kGoto:
    case Kind::kSwitch:
    case Kind::kExit:
      return false;
    default:
      return true;
  }
}

namespace {

[[noreturn]] void mismatch(const std::string& what) {
  throw std::invalid_argument("jacoco coverage: instructions do not match the code: " + what);
}

// Distinct switch targets as instruction indices: default first, then the cases in order
// (the order of ASM's label array), each once.
std::vector<uint32_t> switchTargets(const MethodModel& m, const classfile::Instruction& insn) {
  std::vector<uint32_t> out;
  auto add = [&](int32_t offset) {
    const int32_t t = offset < 0 ? -1 : m.indexOf(static_cast<uint32_t>(offset));
    if (t < 0) mismatch("switch target " + std::to_string(offset));
    if (std::find(out.begin(), out.end(), static_cast<uint32_t>(t)) == out.end()) {
      out.push_back(static_cast<uint32_t>(t));
    }
  };
  add(insn.switchDefault);
  for (const auto& [key, target] : insn.switchCases) add(target);
  return out;
}

uint32_t jumpTarget(const MethodModel& m, const classfile::Instruction& insn) {
  const int32_t t =
      insn.branchTarget < 0 ? -1 : m.indexOf(static_cast<uint32_t>(insn.branchTarget));
  if (t < 0) mismatch("jump target " + std::to_string(insn.branchTarget));
  return static_cast<uint32_t>(t);
}

}  // namespace

MethodModel buildModel(const classfile::Code& code,
                       const std::vector<classfile::Instruction>& instructions) {
  MethodModel m;
  m.insns = instructions;
  const size_t n = instructions.size();
  m.indexAt.assign(code.bytecode.size() + 1, -1);
  m.kinds.resize(n);
  uint32_t expected = 0;
  for (size_t i = 0; i < n; ++i) {
    const auto& insn = instructions[i];
    if (insn.offset != expected || insn.length == 0 ||
        insn.length > code.bytecode.size() - insn.offset) {
      mismatch("instruction at " + std::to_string(insn.offset));
    }
    m.indexAt[insn.offset] = static_cast<int32_t>(i);
    m.kinds[i] = kindOf(insn.opcode);
    expected += insn.length;
  }
  if (expected != code.bytecode.size()) mismatch("length");

  // LabelFlowAnalyzer: how many control paths lead to each instruction's label.
  std::vector<uint32_t> targets(n, 0);
  std::vector<bool> successor(n, false);
  std::vector<bool> invocationLine(n, false);
  for (const auto& h : code.handlers) {
    // visitTryCatchBlock: the start of the range and the handler are targets.
    const int32_t start = m.indexOf(h.startPc);
    const int32_t handler = m.indexOf(h.handlerPc);
    if (start >= 0) ++targets[static_cast<size_t>(start)];
    if (handler >= 0) ++targets[static_cast<size_t>(handler)];
  }
  if (n > 0) ++targets[0];  // `first`: the label of the method entry is a target
  std::vector<uint32_t> lineStarts;
  for (const auto& ln : code.lines) {
    if (m.indexOf(ln.startPc) >= 0) lineStarts.push_back(ln.startPc);
  }
  std::sort(lineStarts.begin(), lineStarts.end());
  for (size_t i = 0; i < n; ++i) {
    successor[i] = i > 0 && fallsThrough(instructions[i - 1].opcode);
    switch (m.kinds[i]) {
      case Kind::kCondJump:
      case Kind::kGoto:
      case Kind::kJsr:
        ++targets[jumpTarget(m, instructions[i])];
        break;
      case Kind::kSwitch:
        for (uint32_t t : switchTargets(m, instructions[i])) ++targets[t];
        break;
      case Kind::kInvoke: {
        // markMethodInvocationLine: the label of the most recent line number entry.
        auto it = std::upper_bound(lineStarts.begin(), lineStarts.end(), instructions[i].offset);
        if (it != lineStarts.begin())
          invocationLine[static_cast<size_t>(m.indexOf(*(it - 1)))] = true;
        break;
      }
      default:
        break;
    }
  }
  auto multiTarget = [&](size_t i) { return targets[i] + (successor[i] ? 1u : 0u) >= 2; };

  // MethodProbesAdapter + MethodAnalyzer: probes and the analyzer's instruction graph.
  m.linkFromPrevious.assign(n, false);
  m.probeOps.assign(n, {});
  m.entryProbe.assign(n, -1);
  m.exitProbe.assign(n, -1);
  m.jumpProbe.assign(n, -1);
  m.switchProbes.assign(n, {});
  uint32_t nextProbe = 0;
  for (size_t i = 0; i < n; ++i) {
    // LabelInfo.needsProbe: a probe between i-1 and i; it ends i-1's sequential branch.
    if (successor[i] && (multiTarget(i) || invocationLine[i])) {
      const uint32_t p = nextProbe++;
      m.entryProbe[i] = static_cast<int32_t>(p);
      m.probeOps[i - 1].push_back({p, 0});
    } else {
      m.linkFromPrevious[i] = successor[i];
    }
    const auto& insn = instructions[i];
    switch (m.kinds[i]) {
      case Kind::kExit: {
        const uint32_t p = nextProbe++;
        m.exitProbe[i] = static_cast<int32_t>(p);
        m.probeOps[i].push_back({p, 0});
        break;
      }
      case Kind::kCondJump:
      case Kind::kGoto:
      case Kind::kJsr: {
        const uint32_t t = jumpTarget(m, insn);
        if (multiTarget(t)) {
          const uint32_t p = nextProbe++;
          m.jumpProbe[i] = static_cast<int32_t>(p);
          m.probeOps[i].push_back({p, 1});
        } else {
          m.jumps.push_back({static_cast<uint32_t>(i), t, 1});
        }
        break;
      }
      case Kind::kSwitch: {
        const std::vector<uint32_t> distinct = switchTargets(m, insn);
        bool anyProbe = false;
        std::vector<int32_t> probeOf(distinct.size(), -1);
        for (size_t k = 0; k < distinct.size(); ++k) {
          if (multiTarget(distinct[k])) {
            probeOf[k] = static_cast<int32_t>(nextProbe++);
            anyProbe = true;
            m.switchProbes[i].push_back(
                {instructions[distinct[k]].offset, static_cast<uint32_t>(probeOf[k])});
          }
        }
        auto slot = [&](uint32_t t) {
          return static_cast<size_t>(std::find(distinct.begin(), distinct.end(), t) -
                                     distinct.begin());
        };
        if (!anyProbe) {
          // visitSwitchInsn: branch numbers count distinct targets.
          for (size_t k = 0; k < distinct.size(); ++k) {
            m.jumps.push_back({static_cast<uint32_t>(i), distinct[k], static_cast<uint32_t>(k)});
          }
        } else {
          // visitSwitchInsnWithProbes: the branch number advances for every case label, also
          // for repeated ones (which add no branch).
          std::vector<bool> done(distinct.size(), false);
          uint32_t branch = 0;
          auto visit = [&](int32_t offset, uint32_t b) {
            const size_t k = slot(static_cast<uint32_t>(m.indexOf(static_cast<uint32_t>(offset))));
            if (done[k]) return;
            done[k] = true;
            if (probeOf[k] >= 0) {
              m.probeOps[i].push_back({static_cast<uint32_t>(probeOf[k]), b});
            } else {
              m.jumps.push_back({static_cast<uint32_t>(i), distinct[k], b});
            }
          };
          visit(insn.switchDefault, branch);
          for (const auto& [key, target] : insn.switchCases) visit(target, ++branch);
        }
        break;
      }
      default:
        break;
    }
  }
  m.probeCount = nextProbe;
  m.ignored.assign(n, false);
  m.mergedInto.assign(n, -1);
  return m;
}

void fireProbes(const MethodModel& model, const std::vector<uint32_t>& offsets,
                const std::vector<bool>& raised, std::vector<bool>& probes) {
  auto fire = [&](int32_t p) {
    if (p >= 0) probes[static_cast<size_t>(p)] = true;
  };
  for (size_t k = 0; k < offsets.size(); ++k) {
    const int32_t i = model.indexOf(offsets[k]);
    if (i < 0) continue;
    const auto idx = static_cast<size_t>(i);
    const Kind kind = model.kinds[idx];
    if (kind == Kind::kExit) {
      // The probe runs before the return/athrow executes, whatever happens then.
      fire(model.exitProbe[idx]);
      continue;
    }
    if (kind == Kind::kGoto) {
      fire(model.jumpProbe[idx]);  // inserted right before the goto
      continue;
    }
    if (raised[k] || k + 1 == offsets.size()) continue;
    const int32_t next = model.indexOf(offsets[k + 1]);
    if (next < 0) continue;
    const auto& insn = model.insns[idx];
    switch (kind) {
      case Kind::kCondJump:
        if (next == i + 1) {
          fire(model.entryProbe[static_cast<size_t>(next)]);
        } else if (static_cast<int64_t>(offsets[k + 1]) == insn.branchTarget) {
          fire(model.jumpProbe[idx]);
        }
        break;
      case Kind::kSwitch:
        for (const auto& [target, probe] : model.switchProbes[idx]) {
          if (target == offsets[k + 1]) fire(static_cast<int32_t>(probe));
        }
        break;
      case Kind::kJsr:
        break;
      default:
        if (next == i + 1) fire(model.entryProbe[static_cast<size_t>(next)]);
        break;
    }
  }
}

namespace {

struct Node {
  int32_t predecessor = -1;
  uint32_t predecessorBranch = 0;
};

class Propagation {
 public:
  Propagation(std::vector<InstructionCoverage>& out, std::vector<Node>& nodes)
      : out_(out), nodes_(nodes) {}

  // Instruction.propagateExecutedBranch: mark `branch` of `insn` covered and walk up the
  // predecessor chain until an instruction that already was covered.
  void propagate(int32_t insn, uint32_t branch) {
    while (insn >= 0) {
      auto& cov = out_[static_cast<size_t>(insn)];
      const bool wasCovered = cov.coveredCount > 0;
      set(cov, branch);
      if (wasCovered) break;
      const Node& node = nodes_[static_cast<size_t>(insn)];
      branch = node.predecessorBranch;
      insn = node.predecessor;
    }
  }

  static void set(InstructionCoverage& cov, uint32_t branch) {
    if (cov.covered.size() <= branch) cov.covered.resize(branch + 1, false);
    if (!cov.covered[branch]) {
      cov.covered[branch] = true;
      ++cov.coveredCount;
    }
  }

 private:
  std::vector<InstructionCoverage>& out_;
  std::vector<Node>& nodes_;
};

}  // namespace

std::vector<InstructionCoverage> analyze(const MethodModel& model,
                                         const std::vector<bool>& probes) {
  const size_t n = model.insns.size();
  std::vector<InstructionCoverage> out(n);
  std::vector<Node> nodes(n);
  Propagation prop(out, nodes);
  // Visiting order: sequential edges and probes as the instructions come.
  for (size_t i = 0; i < n; ++i) {
    if (model.linkFromPrevious[i]) {
      ++out[i - 1].branches;
      nodes[i] = {static_cast<int32_t>(i - 1), 0};
    }
    for (const ProbeOp& p : model.probeOps[i]) {
      ++out[i].branches;
      if (p.probe < probes.size() && probes[p.probe])
        prop.propagate(static_cast<int32_t>(i), p.branch);
    }
  }
  // InstructionsBuilder.getInstructions: wire the jumps; the target's predecessor becomes the
  // jump (the last wired one wins).
  for (const JumpEdge& j : model.jumps) {
    ++out[j.source].branches;
    nodes[j.target] = {static_cast<int32_t>(j.source), j.branch};
    if (out[j.target].coveredCount > 0) prop.propagate(static_cast<int32_t>(j.source), j.branch);
  }
  // MethodCoverageCalculator.applyMerges: each merged node is ignored and its coverage joins
  // its representative's.
  auto representative = [&](size_t i) {
    while (model.mergedInto[i] >= 0) i = static_cast<size_t>(model.mergedInto[i]);
    return i;
  };
  std::vector<InstructionCoverage> merged = out;
  for (size_t i = 0; i < n; ++i) {
    if (model.mergedInto[i] < 0) continue;
    auto& rep = merged[representative(i)];
    for (size_t b = 0; b < out[i].covered.size(); ++b) {
      if (out[i].covered[b]) Propagation::set(rep, static_cast<uint32_t>(b));
    }
    merged[i].ignored = true;
  }
  for (size_t i = 0; i < n; ++i) {
    if (model.ignored[i]) merged[i].ignored = true;
  }
  return merged;
}

}  // namespace symtest::coverage::jacoco
