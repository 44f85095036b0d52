// The settings of a generation run that belong to no technique: bounds, limits, the solver,
// the library boundary, outputs. Typed; the techniques' own settings live in their entries.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "config/canonical_key.hpp"
#include "solver/solver.hpp"
#include "symexec/exploration.hpp"
#include "symexec/unhandled_calls.hpp"
#include "testcase/generator.hpp"

namespace CLI {
class App;
}

namespace symtest::config {

struct RunConfig {
  uint32_t k = 2;
  uint32_t modelK = testcase::GeneratorOptions{}.modelK;
  uint32_t collectionK = testcase::GeneratorOptions{}.collectionK;
  bool boundFixedLoops = testcase::GeneratorOptions{}.boundFixedLoops;
  uint64_t maxPaths = 100000;
  uint64_t maxSteps = symexec::EngineLimits::kDefaultMaxSteps;
  // Wall-clock safety nets in seconds (0: none); they never enter the results' key.
  double timeLimit = testcase::GeneratorOptions::kDefaultTimeLimitMs / 1000.0;
  double totalTime = 0;
  bool aliasing = true;
  symexec::UnhandledCallOptions::Policy unhandled = symexec::UnhandledCallOptions::Policy::Jvm;
  std::vector<std::string> inputSources;
  bool staticInputs = false;
  bool captureOutput = false;
  std::vector<std::string> typeArguments;  // NAME=class
  solver::SolverOptions::Kind solver = solver::SolverOptions::Kind::Caching;
  uint64_t queryBudget = solver::SolverOptions::kDefaultQueryBudget;
  uint64_t solverBudget = symexec::EngineLimits::kDefaultMaxSolverUnits;
  uint64_t maxWork = symexec::EngineLimits::kDefaultMaxWork;
  std::string dumpQueries;  // a directory, or none
  std::string specsFile;
  // Outputs.
  std::string junitDir, jsonFile;
  std::string htmlDir;                  // --html DIR: the HTML report
  std::vector<std::string> sourcePath;  // --sourcepath: where the report finds sources
  bool quiet = false;
};

// Declares the core options on `gen`.
void addCoreOptions(CLI::App& gen, RunConfig& config);

// The core settings that change what an exploration yields (the specs file by its contents).
void addCoreKey(const RunConfig& config, CanonicalKey& key);

// The generator's options for `config`: type arguments resolved on the class path, the specs
// file parsed (UsageError naming the option when either is wrong), no technique yet.
testcase::GeneratorOptions generatorOptions(const RunConfig& config,
                                            classfile::ClassPath& classPath);

}  // namespace symtest::config
