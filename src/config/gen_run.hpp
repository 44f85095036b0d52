// Builds a generation run from its typed configuration: the core settings and every
// registered technique's. The CLI (gen), the benchmarks and the project command use it, so
// that one command line means one run everywhere.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "config/run_config.hpp"
#include "config/technique_entry.hpp"

namespace symtest::config {

class GenRun {
 public:
  explicit GenRun(TechniqueEntries techniques);
  // Declares the core options and each technique's on `gen`.
  void addOptions(CLI::App& gen);
  // After parsing: the techniques' facts, then their rules (UsageError on a conflict).
  void settle();
  RunConfig& core() { return core_; }
  const RunConfig& core() const { return core_; }
  // The canonical text of every setting that changes what an exploration yields: the key of
  // the results a store keeps (not the targets, the class path, outputs or safety limits).
  CanonicalKey key() const;
  // The generator's options with every technique that is on installed, in registry order.
  // The returned assembly owns the techniques: keep it alive while the options are used.
  std::unique_ptr<RunAssembly> assemble(classfile::ClassPath& classPath,
                                        testcase::GeneratorOptions& options,
                                        std::function<void(const std::string&)> warn);
  // After the run: each technique's additions to the result.
  void finish(results::GenerationResult& result) const;
  // Whether every technique's report depends on each method's result alone (TechniqueEntry).
  bool reportPerMethod() const;
  // The entry of the technique called `name`, or null.
  const TechniqueEntry* technique(const std::string& name) const;

 private:
  RunConfig core_;
  TechniqueEntries techniques_;
  CanonicalKey key_;
};

}  // namespace symtest::config
