// MethodCoverage: JaCoCo 0.8.6's instruction and branch counters from predicted executions.
// The rules, and where JaCoCo implements each, are in docs/jacoco-coverage.md.
#include "coverage/jacoco_coverage.hpp"

#include <stdexcept>

#include "coverage/jacoco_model.hpp"

namespace symtest::coverage {

struct MethodCoverage::Model {
  jacoco::MethodModel flow;
};

struct MethodCoverage::Result {
  std::vector<jacoco::InstructionCoverage> insns;
};

MethodCoverage::MethodCoverage(const classfile::Code& code,
                               const std::vector<classfile::Instruction>& instructions,
                               const classfile::ConstantPool* pool) {
  auto model = std::make_shared<Model>();
  model->flow = jacoco::buildModel(code, instructions);
  jacoco::applyFilters(code, model->flow, pool);
  probes_.assign(model->flow.probeCount, false);
  model_ = std::move(model);
}

void MethodCoverage::addInvocation(const std::vector<ExecutedStep>& steps) {
  std::vector<uint32_t> offsets;
  std::vector<bool> raised;
  offsets.reserve(steps.size());
  raised.reserve(steps.size());
  for (const ExecutedStep& s : steps) {
    offsets.push_back(s.offset);
    raised.push_back(s.raised);
  }
  jacoco::fireProbes(model_->flow, offsets, raised, probes_);
  result_.reset();
}

void MethodCoverage::merge(const MethodCoverage& other) {
  if (other.probes_.size() != probes_.size() ||
      other.model_->flow.insns.size() != model_->flow.insns.size()) {
    throw std::invalid_argument("MethodCoverage::merge: coverage of a different method");
  }
  for (size_t i = 0; i < probes_.size(); ++i) {
    if (other.probes_[i]) probes_[i] = true;
  }
  result_.reset();
}

void MethodCoverage::addProbes(const std::vector<uint32_t>& probes) {
  for (uint32_t p : probes) {
    if (p >= probes_.size())
      throw std::invalid_argument("MethodCoverage::addProbes: no probe " + std::to_string(p));
    probes_[p] = true;
  }
  result_.reset();
}

const MethodCoverage::Result& MethodCoverage::result() const {
  if (!result_) {
    auto r = std::make_shared<Result>();
    r->insns = jacoco::analyze(model_->flow, probes_);
    result_ = std::move(r);
  }
  return *result_;
}

CoverageCounts MethodCoverage::counts() const {
  // MethodCoverageCalculator.calculate: every instruction that is not filtered counts once;
  // instructions with two or more branches add them to the branch counter.
  CoverageCounts c;
  for (const auto& insn : result().insns) {
    if (insn.ignored) continue;
    ++c.totalInstructions;
    if (insn.coveredCount > 0) ++c.coveredInstructions;
    if (insn.branches >= 2) {
      c.totalBranches += insn.branches;
      c.coveredBranches += insn.coveredCount;
    }
  }
  return c;
}

bool MethodCoverage::isCovered(uint32_t offset) const {
  const int32_t i = model_->flow.indexOf(offset);
  return i >= 0 && result().insns[static_cast<size_t>(i)].coveredCount > 0;
}

std::pair<uint32_t, uint32_t> MethodCoverage::branchesAt(uint32_t offset) const {
  const int32_t i = model_->flow.indexOf(offset);
  if (i < 0) return {0, 0};
  const auto& insn = result().insns[static_cast<size_t>(i)];
  if (insn.ignored || insn.branches < 2) return {0, 0};
  return {insn.coveredCount, insn.branches};
}

bool MethodCoverage::isIgnored(uint32_t offset) const {
  const int32_t i = model_->flow.indexOf(offset);
  return i >= 0 && result().insns[static_cast<size_t>(i)].ignored;
}

bool MethodCoverage::isFilteredMethod(const classfile::ClassFile& cls,
                                      const classfile::Method& method) {
  if (!method.code) return false;
  return jacoco::isFilteredMethod(cls, method, classfile::decodeBytecode(*method.code, cls.origin));
}

}  // namespace symtest::coverage
