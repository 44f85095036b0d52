// Instruction and branch coverage counted exactly as JaCoCo 0.8.6 counts it, computed from
// the instruction steps symtest predicts for each method invocation.
#pragma once

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "classfile/bytecode.hpp"
#include "classfile/class_file.hpp"

namespace symtest::coverage {

// One executed instruction of a method invocation, in execution order. `raised` marks an
// instruction that completed abruptly by throwing; the next step (if any) is the handler's
// first instruction in the same method, otherwise the invocation ended with the exception.
struct ExecutedStep {
  uint32_t offset = 0;
  bool raised = false;
};

struct CoverageCounts {
  uint32_t coveredInstructions = 0;
  uint32_t totalInstructions = 0;
  uint32_t coveredBranches = 0;
  uint32_t totalBranches = 0;
};

// Accumulates coverage of one method over any number of invocations.
class MethodCoverage {
 public:
  // `pool` (the method's class's constant pool) lets filters check which methods are
  // called, as JaCoCo's do; without it they match the instruction shapes only.
  MethodCoverage(const classfile::Code& code,
                 const std::vector<classfile::Instruction>& instructions,
                 const classfile::ConstantPool* pool = nullptr);
  void addInvocation(const std::vector<ExecutedStep>& steps);
  void merge(const MethodCoverage& other);  // same method
  // Fires the probes numbered in `probes` (as probes() reported them for another run).
  void addProbes(const std::vector<uint32_t>& probes);
  CoverageCounts counts() const;
  bool isCovered(uint32_t offset) const;
  // The probes that fired: everything else follows from them, so two runs with the same
  // fired probes have the same coverage.
  const std::vector<bool>& probes() const { return probes_; }
  // (covered branches, total branches) of the instruction at `offset`.
  std::pair<uint32_t, uint32_t> branchesAt(uint32_t offset) const;
  // True when JaCoCo filters the instruction at `offset` out of its counters (a duplicated
  // finally block, a monitor-release handler).
  bool isIgnored(uint32_t offset) const;

  // True when JaCoCo 0.8.6 leaves the whole method out of its report (synthetic methods other
  // than lambda bodies, bridges, enum values()/valueOf(), trivial private and enum
  // constructors, record toString/hashCode/equals). Such a method has no counters at all.
  static bool isFilteredMethod(const classfile::ClassFile& cls, const classfile::Method& method);

 private:
  struct Model;
  struct Result;
  const Result& result() const;

  std::shared_ptr<const Model> model_;
  std::vector<bool> probes_;  // probes that fired
  // Analysis of probes_, computed on demand; not safe for concurrent const calls.
  mutable std::shared_ptr<const Result> result_;
};

}  // namespace symtest::coverage
