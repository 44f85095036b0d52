#include "config/run_config.hpp"

#include <fmt/format.h>

#include <iostream>
#include <map>

#include "classfile/jdk_release.hpp"
#include "config/options.hpp"
#include "config/usage_error.hpp"
#include "translate/method_specs.hpp"

namespace symtest::config {

namespace {

using Policy = symexec::UnhandledCallOptions::Policy;
using SolverKind = solver::SolverOptions::Kind;

const std::map<std::string, Policy> kUnhandled = {
    {"jvm", Policy::Jvm}, {"stop", Policy::Stop}, {"havoc", Policy::Havoc}};
const std::map<std::string, bool> kFixedLoops = {{"bound", true}, {"run", false}};
const std::map<std::string, SolverKind> kSolvers = {{"caching", SolverKind::Caching},
                                                    {"incremental", SolverKind::Incremental}};

// Seconds as a safety limit: 0 means none.
std::optional<std::chrono::milliseconds> safetyLimit(double seconds) {
  if (seconds <= 0) return std::nullopt;
  return std::chrono::milliseconds(static_cast<int64_t>(seconds * 1000));
}

}  // namespace

void addCoreOptions(CLI::App& gen, RunConfig& c) {
  gen.add_option("-k", c.k, "Block-k bound: each block is visited at most k times per derivation")
      ->check(CLI::Range(1u, 100u));
  gen.add_option("--model-k", c.modelK,
                 "Bound inside the JDK models other than collections: max(k, this) (default 6)")
      ->check(CLI::Range(1u, 100u));
  gen.add_option("--collection-k", c.collectionK,
                 "Bound inside the java.util collection models: max(k, this) (default 4)")
      ->check(CLI::Range(1u, 100u));
  addChoice(gen, "--fixed-loops", c.boundFixedLoops, kFixedLoops,
            "Turns of a loop or recursion that the path did not branch on since the last turn "
            "(a loop over constants or over values a JDK call returned): count toward -k like "
            "any other (bound, the papers' block-k: the default) or run to the loop's end, as "
            "inside the JDK's models (run)");
  gen.add_option("--junit", c.junitDir, "Write JUnit 5 test classes into this directory");
  gen.add_option("--json", c.jsonFile, "Write the test cases as JSON to this file");
  gen.add_option("--html", c.htmlDir,
                 "Write an HTML report (coverage per line, tests, heaps) into this directory");
  gen.add_option("--sourcepath", c.sourcePath,
                 "Directories of the sources the HTML report shows (':'-separated)")
      ->delimiter(':');
  gen.add_option("--max-paths", c.maxPaths, "Stop a method after this many test cases (partial)")
      ->check(CLI::PositiveNumber);
  gen.add_option("--max-steps", c.maxSteps,
                 "Stop a method after this many derivation steps (partial; default 8000000): "
                 "the same cut on every machine")
      ->check(CLI::PositiveNumber);
  gen.add_option("--time-limit", c.timeLimit,
                 "Safety net: seconds per method before stopping it (partial, 'time limit'; "
                 "default 600, 0 for none); only what it cuts may differ between runs")
      ->check(CLI::NonNegativeNumber);
  gen.add_option("--total-time", c.totalTime,
                 "Safety net: seconds for the whole run; methods not finished then are "
                 "partial or not started (default none)")
      ->check(CLI::NonNegativeNumber);
  addChoice(gen, "--solver", c.solver, kSolvers,
            "Solver strategy: caching (default) or incremental");
  addUnits(gen, "--query-budget", c.queryBudget,
           "Z3 resource units one solver query may use (default 5M; k and M suffixes): a query "
           "that runs out cuts its branch (reported) and the method goes on; the same queries "
           "run out on every machine");
  addUnits(gen, "--max-work", c.maxWork,
           "Work one method may do (default 10M, under a minute of a 2-core machine; k and M "
           "suffixes), counted the same on every machine: a rule application 1, a solver "
           "query 10, a solver call 500, 10 Z3 resource units 1; a method that reaches it "
           "stops (partial, 'work budget')");
  addUnits(gen, "--solver-budget", c.solverBudget,
           "Z3 resource units all queries of one method may use together (default 200M): a "
           "method that reaches it stops (partial, 'solver budget'), the same on every machine");
  gen.add_option("--dump-queries", c.dumpQueries,
                 "Write every solver query into this directory as an SMT-LIB2 file");
  addSwitch(gen, "--aliasing", c.aliasing,
            "Lazy initialization also tries aliases of earlier input objects (on) or not (off)");
  gen.add_option("--specs", c.specsFile,
                 "A JSON file of specifications for methods without bytecode (native, or "
                 "missing from the class path): cases with a precondition and a result, an "
                 "exception or fields written");
  addChoice(gen, "--unhandled", c.unhandled, kUnhandled,
            "Calls outside the analysed classes: run a JDK method no model covers on a JVM beside "
            "the run, its inputs fixed to values the path allows (jvm, the default; a call "
            "whose outcome could differ between machines stops its path), stop the path and "
            "report the call (stop), or treat the result as unconstrained, an assumption marked "
            "in the test (havoc)");
  gen.add_option("--input-source", c.inputSources,
                 "A method (Class.method) whose results are fresh inputs, like "
                 "Verifier.nondetInt");
  gen.add_flag("--static-inputs", c.staticInputs,
               "Static fields are inputs (any value a test can set) instead of the state class "
               "initializers create");
  gen.add_option("--type-arg", c.typeArguments,
                 "What an unbound type variable stands for, e.g. E=com.acme.Key (default: "
                 "Integer, or the variable's bound)");
  gen.add_flag("--capture-output", c.captureOutput,
               "Record what each path prints on System.out and System.err; tests assert it");
  gen.add_flag("-q,--quiet", c.quiet, "No progress lines on stderr");
}

void addCoreKey(const RunConfig& c, CanonicalKey& key) {
  key.add("k", uint64_t{c.k});
  key.add("model-k", uint64_t{c.modelK});
  key.add("collection-k", uint64_t{c.collectionK});
  key.add("fixed-loops", choiceName(kFixedLoops, c.boundFixedLoops));
  key.add("max-paths", c.maxPaths);
  key.add("max-steps", c.maxSteps);
  key.add("aliasing", c.aliasing);
  key.add("unhandled", choiceName(kUnhandled, c.unhandled));
  key.add("input-source", c.inputSources);
  key.add("static-inputs", c.staticInputs);
  key.add("capture-output", c.captureOutput);
  key.add("type-arg", c.typeArguments);
  key.add("solver", choiceName(kSolvers, c.solver));
  key.add("query-budget", c.queryBudget);
  key.add("solver-budget", c.solverBudget);
  key.add("max-work", c.maxWork);
  // The JDK release the models follow (Double.toString, Unicode, intrinsics): what JAVA_HOME or
  // the javac on PATH selects, as the class path finds it.
  const int release = classfile::jdkReleaseOfModule(classfile::ClassPath::findJdkBaseModule());
  key.add("jdk", uint64_t(release != 0 ? release : classfile::kBaselineJdkRelease));
  if (!c.specsFile.empty()) key.addContents("specs", readOptionFile("--specs", c.specsFile));
}

testcase::GeneratorOptions generatorOptions(const RunConfig& c, classfile::ClassPath& classPath) {
  testcase::GeneratorOptions options;
  options.k = c.k;
  options.modelK = c.modelK;
  options.collectionK = c.collectionK;
  options.boundFixedLoops = c.boundFixedLoops;
  options.limits.maxPaths = c.maxPaths;
  options.limits.maxSteps = c.maxSteps;
  options.limits.maxSolverUnits = c.solverBudget;
  options.limits.maxWork = c.maxWork;
  if (!c.quiet)
    options.slowMethod = [](const std::string& method, std::chrono::seconds s) {
      std::cerr << fmt::format("symtest: still exploring {} ({}:{:02})\n", method, s.count() / 60,
                               s.count() % 60);
    };
  options.timeLimit = safetyLimit(c.timeLimit);
  options.totalTimeLimit = safetyLimit(c.totalTime);
  options.lazyInit.aliasing = c.aliasing;
  options.unhandled.policy = c.unhandled;
  options.inputSources = c.inputSources;
  options.staticInputs = c.staticInputs;
  for (const std::string& a : c.typeArguments) {
    auto eq = a.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == a.size())
      throw UsageError("--type-arg needs NAME=class, not '" + a + "'");
    std::string cls = a.substr(eq + 1);
    for (char& ch : cls)
      if (ch == '.') ch = '/';
    if (!classPath.find(cls)) throw UsageError("--type-arg " + a + ": class not found");
    options.typeArguments[a.substr(0, eq)] = cls;
  }
  options.captureOutput = c.captureOutput;
  options.solver.kind = c.solver;
  options.solver.queryBudget = c.queryBudget;
  options.solver.dumpDirectory = c.dumpQueries;
  if (!c.specsFile.empty()) {
    std::string text = readOptionFile("--specs", c.specsFile);
    try {
      options.specs = translate::parseSpecs(text, c.specsFile);
      // Build the stand-ins once here so that a bad expression is a usage error.
      std::map<std::string, std::vector<const translate::MethodSpec*>> byOwner;
      for (const auto& s : options.specs) byOwner[s.owner].push_back(&s);
      for (const auto& [owner, specs] : byOwner) translate::specClass(owner, specs, classPath);
    } catch (const std::invalid_argument& e) {
      throw UsageError(std::string("--specs: ") + e.what());
    }
  }
  return options;
}

}  // namespace symtest::config
