// Coverage of many methods at once: the JaCoCo model of each method built once from its
// bytecode, and coverage maps accumulated over invocations, test cases and whole suites.
#pragma once

#include <map>
#include <memory>
#include <vector>

#include "classfile/class_path.hpp"
#include "classfile/method_id.hpp"
#include "coverage/jacoco_coverage.hpp"

namespace symtest::coverage {

class CoverageCatalog {
 public:
  explicit CoverageCatalog(classfile::ClassPath& classPath) : cp_(classPath) {}
  // The empty coverage of `id`, or nullptr when the method has no code.
  const MethodCoverage* prototype(const classfile::MethodId& id);
  // Offsets of the instructions `coverage` (of method `id`) counts as covered, in code order.
  std::vector<uint32_t> coveredOffsets(const classfile::MethodId& id,
                                       const MethodCoverage& coverage);

 private:
  classfile::ClassPath& cp_;
  std::map<classfile::MethodId, std::unique_ptr<MethodCoverage>> cache_;
};

// Coverage per method, accumulated.
class CoverageMap {
 public:
  explicit CoverageMap(CoverageCatalog& catalog) : catalog_(catalog) {}
  // Adds one invocation of `id`; false when the method has no code model.
  bool addInvocation(const classfile::MethodId& id, const std::vector<ExecutedStep>& steps);
  // Adds the probes a test fired in `id` (MethodCoverage::probes); false without a model.
  bool addProbes(const classfile::MethodId& id, const std::vector<uint32_t>& probes);
  void merge(const CoverageMap& other);
  // The counts of `id`: what was covered, or all uncovered when nothing ran.
  CoverageCounts counts(const classfile::MethodId& id) const;
  const std::map<classfile::MethodId, MethodCoverage>& methods() const { return methods_; }

 private:
  MethodCoverage* coverageOf(const classfile::MethodId& id);  // created empty; null: no code
  CoverageCatalog& catalog_;
  std::map<classfile::MethodId, MethodCoverage> methods_;
};

}  // namespace symtest::coverage
