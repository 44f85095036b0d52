// Runs the pipeline for a set of methods: translation to CLP, symbolic execution, and test
// case construction with concrete values and JaCoCo-exact coverage.
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "results/test_case.hpp"
#include "solver/solver.hpp"
#include "symexec/exploration.hpp"
#include "symexec/lazy_initialization.hpp"
#include "symexec/unhandled_calls.hpp"
#include "testcase/technique.hpp"
#include "translate/method_specs.hpp"

namespace symtest::testcase {

struct GeneratorOptions {
  uint32_t k = 2;
  // Block-k bounds inside models of JDK classes (at least k): java.util's collections, whose
  // inputs grow combinatorially, and the others (strings, whose lengths matter for matching
  // constants: "wait".hashCode() needs 4 unfoldings of String.hashCode's loop).
  uint32_t modelK = 6;
  uint32_t collectionK = 4;
  // Deterministic limits of each exploration (steps, paths); `limits.stop` is set by generate.
  symexec::EngineLimits limits;
  // Wall-clock safety nets: per method and for the whole run (none: unlimited). They decide
  // nothing unless they fire; what they cut is marked partial ("time limit", "total time
  // limit"), the only results that may differ between runs of the same input.
  std::optional<std::chrono::milliseconds> timeLimit =
      std::chrono::milliseconds(kDefaultTimeLimitMs);
  std::optional<std::chrono::milliseconds> totalTimeLimit;
  // Stops the run from outside (signals); generate uses one of its own when null. A stop of
  // scope Run leaves the methods not yet explored "not started".
  solver::Cancellation* cancel = nullptr;
  static constexpr int64_t kDefaultTimeLimitMs = 600'000;
  symexec::LazyInitOptions lazyInit;
  symexec::UnhandledCallOptions unhandled;
  solver::SolverOptions solver;
  std::function<void(const std::string&)> progress;  // optional progress lines
  std::vector<std::string> inputSources;  // further methods whose results are fresh inputs
  // Static fields are inputs (any value a test can set), not the state class initializers
  // create: for testing a method against states a program reaches later on.
  bool staticInputs = false;
  // Record what each path prints on System.out and System.err (discarded otherwise).
  bool captureOutput = false;
  // The class (internal name) an unbound type variable of this name stands for; by default
  // Integer, or the variable's bound when Integer does not fit it.
  std::map<std::string, std::string> typeArguments;
  // Specifications of methods without bytecode (gen --specs FILE), run in their place.
  std::vector<translate::MethodSpec> specs;
  // Techniques plugged into every method exploration, in order (not owned).
  std::vector<Technique*> techniques;
  ResultCache* results = nullptr;  // results kept across runs, or none
  // A worker of a parallel run (-j) explores only the methods it claims (the others are only
  // translated, and left out of its result); the run's own pass then loads every result from
  // the shared store.
  std::function<bool(const classfile::MethodId&)> claim;
};

// Generates test cases for each method in `targets` (which must exist in `classPath`).
results::GenerationResult generate(classfile::ClassPath& classPath,
                                   const std::vector<classfile::MethodId>& targets,
                                   const GeneratorOptions& options);

}  // namespace symtest::testcase
