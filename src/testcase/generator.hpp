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

class SharedRun;

struct GeneratorOptions {
  uint32_t k = 2;
  // Block-k bounds inside models of JDK classes (at least k): java.util's collections, whose
  // inputs grow combinatorially, and the others (strings, whose lengths matter for matching
  // constants: "wait".hashCode() needs 4 unfoldings of String.hashCode's loop).
  uint32_t modelK = 6;
  uint32_t collectionK = 4;
  // Whether a turn of a loop (or a recursive call) of the analysed code that the path did not
  // branch on since the last turn counts toward k, as in the papers' block-k (true), or runs
  // free like the models' loops over constants (false): a loop over a digest the JVM computed
  // or over a constant table then runs to its end instead of being cut at k.
  bool boundFixedLoops = true;
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
  // Optional: told each minute a method runs (names a long method in the progress lines).
  std::function<void(const std::string&, std::chrono::seconds)> slowMethod;
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
  // Builds receivers through their classes' APIs (gen --receivers api), or none: lazy
  // initialization of their fields (not owned).
  ReceiverBuilder* receivers = nullptr;
  // A parallel run (-j): this process explores the methods it claims first and loads the
  // others' results from `results` once their workers stored them.
  SharedRun* shared = nullptr;
  // A merge of shards (project --merge): explores nothing, loads every method's result from
  // `results` under a stop requested from the start.
  bool loadOnly = false;
};

// How the processes of a parallel run (-j) share its methods (cli/workers.hpp implements it):
// each explores the methods it claims first and stores their results, workers the costliest
// first and the command the cheapest; the command loads the workers' results.
class SharedRun {
 public:
  virtual ~SharedRun() = default;
  // True for the first process to claim `m`, false for every other.
  virtual bool claim(const classfile::MethodId& m) = 0;
  // Whether some process claimed `m` already.
  virtual bool taken(const classfile::MethodId& m) = 0;
  // A worker: the result of `m`, which it explored, is in the store.
  virtual void finished(const classfile::MethodId& m) = 0;
  // Whether a worker stored the result of `m`.
  virtual bool stored(const classfile::MethodId& m) = 0;
  // The command: returns once the result of `m` is stored, no worker is left to store it, or
  // the run is stopped.
  virtual void await(const classfile::MethodId& m) = 0;
};

// Generates test cases for each method in `targets` (which must exist in `classPath`).
results::GenerationResult generate(classfile::ClassPath& classPath,
                                   const std::vector<classfile::MethodId>& targets,
                                   const GeneratorOptions& options);

// A worker's part of a parallel run: translates `targets` in their order (predicate names,
// which results carry, then come out as in the command that loads them), then explores the
// methods it claims, the costliest first (explorationEstimate), storing each result in
// options.results. It leaves methods skipped or with a valid stored result unclaimed (the
// command only loads those). Returns how many it explored.
size_t exploreClaimed(classfile::ClassPath& classPath,
                      const std::vector<classfile::MethodId>& targets,
                      const GeneratorOptions& options, SharedRun& shared);

}  // namespace symtest::testcase
