// symtest: test-case generation for Java bytecode by symbolic execution of its
// CLP translation. Exit codes: 0 success, 2 usage or input error, 3 partial results.
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <malloc.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include "classfile/class_path.hpp"
#include "cli/run_control.hpp"
#include "cli/seq_command.hpp"
#include "cli/summaries_command.hpp"
#include "cli/targets.hpp"
#include "clp/printer.hpp"
#include "compose/compositional_technique.hpp"
#include "compose/result_store.hpp"
#include "cost/resource_technique.hpp"
#include "emit/emitters.hpp"
#include "guide/guide.hpp"
#include "heapsolver/heap_technique.hpp"
#include "testcase/generator.hpp"
#include "translate/translator.hpp"
#include "verify/verify.hpp"

namespace {

using namespace symtest;

struct CommonOptions {
  std::string classPath = ".";
  std::vector<std::string> targets;
};

// Splits targets into .java files (compiled first) and method specifications.
std::unique_ptr<classfile::ClassPath> openClassPath(CommonOptions& o) {
  std::vector<std::string> sources, specs;
  for (const auto& t : o.targets) (t.ends_with(".java") ? sources : specs).push_back(t);
  std::vector<std::string> entries = classfile::ClassPath::split(o.classPath);
  if (!sources.empty()) {
    auto [dir, classes] = cli::compileJavaSources(sources);
    entries.insert(entries.begin(), dir);
    if (specs.empty()) specs = classes;
  }
  if (std::string jdk = classfile::ClassPath::findJdkBaseModule(); !jdk.empty())
    entries.push_back(jdk);
  o.targets = specs;
  if (o.targets.empty()) throw cli::UsageError("no class or method given");
  auto classPath = std::make_unique<classfile::ClassPath>(entries);
  // JDK models (see models/): SYMTEST_MODELS names another jar or directory, or none when
  // empty.
  const char* env = std::getenv("SYMTEST_MODELS");
  std::string models = env ? env : SYMTEST_MODELS_JAR;
  if (!models.empty() && std::filesystem::exists(models)) classPath->addModels(models);
  return classPath;
}

// The options of `symtest gen`.
struct GenSettings {
  uint32_t k = 2;
  uint32_t modelK = testcase::GeneratorOptions{}.modelK;
  uint32_t collectionK = testcase::GeneratorOptions{}.collectionK;
  std::string junitDir, jsonFile, solverKind = "caching";
  uint64_t maxPaths = 100000;
  uint64_t maxSteps = symexec::EngineLimits::kDefaultMaxSteps;
  double timeLimit = testcase::GeneratorOptions::kDefaultTimeLimitMs / 1000.0;
  double totalTime = 0;  // none
  bool quiet = false;
  std::string aliasing = "on";
  std::string heapMode = "lazy";
  std::string unhandled = "stop";
  std::vector<std::string> sources;
  bool staticInputs = false;
  bool captureOutput = false;
  std::vector<std::string> typeArguments;  // NAME=class
  std::string queryBudget = solver::unitsText(solver::SolverOptions::kDefaultQueryBudget);
  std::string dumpQueries;
  std::string criterion = "branch";
  bool keepAll = false;
  std::vector<std::string> costModels;
  std::string policy;
  std::string policySearch = "bounds";
  bool costModelsIncluded = false;
  bool criterionGiven = false;
  std::vector<std::string> assumptions;  // --assume, one each
  std::string assumptionsFile;
  std::string compositional;  // on, off, or empty: on when --summaries is given
  std::string summariesDir;
  std::string specsFile;
  bool errorsOnly = false;
  std::vector<std::string> errorSummaries;  // --error-summaries, comma-separated
  // Every option that changes what a method's exploration yields, as text: the key of the
  // results a store keeps (not the targets, the class path or where outputs go).
  std::string resultOptions;
  std::string reuseResults = "on";  // --reuse-results
};

// gen's options as CLI11 writes them (name=value lines), without those that do not change
// results.
std::string resultOptionsText(const CLI::App& gen) {
  // Nor the wall-clock safety limits: results cut by them are never stored.
  static const std::set<std::string> kOutputs = {"json",     "junit",      "quiet",     "q",
                                                 "targets",  "summaries",  "cp",        "classpath",
                                                 "progress", "time-limit", "total-time"};
  std::istringstream in(gen.config_to_str(true, false));
  std::string line, out;
  while (std::getline(in, line)) {
    std::string name = line.substr(0, line.find('='));
    while (!name.empty() && name.back() == ' ') name.pop_back();
    if (!kOutputs.count(name)) out += line + "\n";
  }
  return out;
}

// The text of the file an option names; a usage error when it cannot be read.
std::string readOptionFile(const std::string& option, const std::string& path) {
  std::ifstream in(path);
  if (!in) throw cli::UsageError(option + ": cannot read " + path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// --assume and --assumptions FILE, parsed; a usage error names the bad one.
std::vector<heapsolver::HeapAssumption> heapAssumptions(const GenSettings& g) {
  std::vector<heapsolver::HeapAssumption> out;
  try {
    for (const std::string& a : g.assumptions) out.push_back(heapsolver::parseHeapAssumption(a));
  } catch (const std::invalid_argument& e) {
    throw cli::UsageError(std::string("--assume: ") + e.what());
  }
  if (!g.assumptionsFile.empty()) {
    std::string text = readOptionFile("--assumptions", g.assumptionsFile);
    try {
      for (auto& a : heapsolver::parseHeapAssumptions(text, g.assumptionsFile))
        out.push_back(std::move(a));
    } catch (const std::invalid_argument& e) {
      throw cli::UsageError(std::string("--assumptions: ") + e.what());
    }
  }
  return out;
}

// A --query-budget value; a usage error names it when malformed.
uint64_t queryBudget(const std::string& option, const std::string& text) {
  std::optional<uint64_t> units = solver::parseUnits(text);
  if (!units || *units > UINT32_MAX)
    throw cli::UsageError(fmt::format(
        "{} {}: expected a positive number of resource units up to 4G, e.g. 20M or 150k", option,
        text));
  return *units;
}

// Seconds as a safety limit: 0 means none.
std::optional<std::chrono::milliseconds> safetyLimit(double seconds) {
  if (seconds <= 0) return std::nullopt;
  return std::chrono::milliseconds(static_cast<int64_t>(seconds * 1000));
}

int runGen(CommonOptions& o, const GenSettings& g, solver::Cancellation& cancel) {
  const uint32_t k = g.k;
  const std::string& junitDir = g.junitDir;
  const std::string& jsonFile = g.jsonFile;
  const std::string& solverKind = g.solverKind;
  const bool quiet = g.quiet;
  // Outputs are checked before any work: a bad path must not cost an exploration.
  if (!junitDir.empty()) cli::checkOutputDirectory("--junit", junitDir);
  if (!jsonFile.empty()) cli::checkOutputFile("--json", jsonFile);
  if (!g.summariesDir.empty()) cli::checkOutputDirectory("--summaries", g.summariesDir);
  auto classPath = openClassPath(o);
  auto targets = cli::resolveTargets(*classPath, o.targets);
  testcase::GeneratorOptions options;
  options.k = k;
  options.modelK = g.modelK;
  options.collectionK = g.collectionK;
  options.limits.maxPaths = g.maxPaths;
  options.limits.maxSteps = g.maxSteps;
  options.timeLimit = safetyLimit(g.timeLimit);
  options.totalTimeLimit = safetyLimit(g.totalTime);
  options.cancel = &cancel;
  options.lazyInit.aliasing = g.aliasing == "on";
  options.unhandled.policy = g.unhandled == "havoc" ? symexec::UnhandledCallOptions::Policy::Havoc
                                                    : symexec::UnhandledCallOptions::Policy::Stop;
  options.inputSources = g.sources;
  options.staticInputs = g.staticInputs;
  for (const std::string& a : g.typeArguments) {
    auto eq = a.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == a.size())
      throw cli::UsageError("--type-arg needs NAME=class, not '" + a + "'");
    std::string cls = a.substr(eq + 1);
    for (char& c : cls)
      if (c == '.') c = '/';
    if (!classPath->find(cls)) throw cli::UsageError("--type-arg " + a + ": class not found");
    options.typeArguments[a.substr(0, eq)] = cls;
  }
  options.captureOutput = g.captureOutput;
  options.solver.kind = solverKind == "incremental" ? solver::SolverOptions::Kind::Incremental
                                                    : solver::SolverOptions::Kind::Caching;
  options.solver.queryBudget = queryBudget("--query-budget", g.queryBudget);
  if (!g.dumpQueries.empty()) {
    cli::checkOutputDirectory("--dump-queries", g.dumpQueries);
    options.solver.dumpDirectory = g.dumpQueries;
  }
  if (!quiet)
    options.progress = [](const std::string& m) {
      std::cerr << "symtest: exploring " << m << "\n";
    };
  cost::CostOptions costOptions;
  try {
    for (const std::string& m : g.costModels) costOptions.models.push_back(cost::parseCostModel(m));
    if (!g.policy.empty()) costOptions.policy = cost::parsePolicy(g.policy);
  } catch (const std::invalid_argument& e) {
    throw cli::UsageError(std::string(g.policy.empty() ? "--cost: " : "--cost/--policy: ") +
                          e.what());
  }
  costOptions.includeModels = g.costModelsIncluded;
  costOptions.search = g.policySearch == "traces" ? cost::CostOptions::Search::Traces
                                                  : cost::CostOptions::Search::Bounds;
  cost::ResourceTechnique costs(costOptions);
  if (!costOptions.models.empty() || costOptions.policy) options.techniques.push_back(&costs);
  guide::GuideOptions guideOptions;
  try {
    guideOptions.criterion = guide::parseCriterion(g.criterion);
  } catch (const std::invalid_argument& e) {
    throw cli::UsageError(std::string("--criterion: ") + e.what());
  }
  guideOptions.keepAll = g.keepAll;
  if (costOptions.policy && !g.criterionGiven) {
    // A policy selects among all paths (the paper's setting); reduction would drop some.
    guideOptions.criterion.kind = guide::Criterion::Kind::AllPaths;
    guideOptions.keepAll = true;
  }
  guide::GuidedGeneration guided(guideOptions);
  options.techniques.push_back(&guided);
  std::vector<heapsolver::HeapAssumption> assumptions = heapAssumptions(g);
  if (std::string unknown = heapsolver::unknownName(assumptions, *classPath); !unknown.empty())
    throw cli::UsageError("heap assumption names '" + unknown +
                          "', which no class on the class path has");
  heapsolver::HeapTechnique heap(
      g.heapMode == "solver" ? heapsolver::HeapMode::Solver : heapsolver::HeapMode::Lazy,
      std::move(assumptions));
  if (heap.active()) options.techniques.push_back(&heap);
  if (!g.specsFile.empty()) {
    std::string text = readOptionFile("--specs", g.specsFile);
    try {
      options.specs = translate::parseSpecs(text, g.specsFile);
      // Build the stand-ins once here so that a bad expression is a usage error.
      std::map<std::string, std::vector<const translate::MethodSpec*>> byOwner;
      for (const auto& s : options.specs) byOwner[s.owner].push_back(&s);
      for (const auto& [owner, specs] : byOwner) translate::specClass(owner, specs, *classPath);
    } catch (const std::invalid_argument& e) {
      throw cli::UsageError(std::string("--specs: ") + e.what());
    }
  }
  compose::ComposeOptions composeOptions;
  composeOptions.storeDirectory = g.summariesDir;
  composeOptions.errorsOnly = g.errorsOnly || !g.errorSummaries.empty();
  composeOptions.errorSummaries = g.errorSummaries;
  compose::CompositionalTechnique compositional(composeOptions);
  // The store keeps the methods' results too: a run over unchanged code computes nothing.
  std::unique_ptr<compose::ResultStore> results;
  if (!g.summariesDir.empty() && g.reuseResults == "on") {
    results = std::make_unique<compose::ResultStore>(
        g.summariesDir, g.resultOptions,
        [](const std::string& m) { std::cerr << "symtest: warning: " << m << "\n"; });
    options.results = results.get();
  }
  const bool errorFocus = composeOptions.errorsOnly;
  if (errorFocus && g.compositional == "off")
    throw cli::UsageError(
        "--errors-only works on summaries: it cannot be combined with "
        "--compositional off");
  if (g.compositional == "on" ||
      (g.compositional.empty() && (!g.summariesDir.empty() || errorFocus))) {
    // Summaries match input heaps object by object: they need identities decided.
    if (g.heapMode == "solver")
      throw cli::UsageError("--heap solver cannot be combined with compositional generation");
    options.techniques.push_back(&compositional);
  }
  testcase::GenerationResult result;
  try {
    result = testcase::generate(*classPath, targets.methods, options);
  } catch (const std::invalid_argument& e) {
    throw cli::UsageError(std::string("--criterion: ") + e.what());
  }
  if (results) {
    auto& counts = result.sections["summaries"].counts;
    counts["resultsLoaded"] = results->loaded();
    counts["resultsSaved"] = results->saved();
  }
  result.criterion = guideOptions.criterion.text();
  result.reduced = !guideOptions.keepAll;
  std::cout << emit::table(result);
  for (const auto& [id, reason] : targets.excluded)
    std::cout << fmt::format("not tested: {}.{}{}: {}\n", id.javaClassName(), id.name,
                             id.descriptor, reason);
  if (!jsonFile.empty()) {
    std::ostringstream os;
    emit::writeJson(os, result);
    cli::writeFileAtomically(jsonFile, os.str());
  }
  if (!junitDir.empty()) {
    for (const auto& f : emit::writeJUnit(result, junitDir))
      if (!quiet) std::cerr << "symtest: wrote " << f.string() << "\n";
  }
  bool anyTested = false;
  for (const auto& m : result.methods)
    anyTested = anyTested || (m.status != testcase::MethodResult::Status::Skipped &&
                              m.status != testcase::MethodResult::Status::NotStarted);
  if (!anyTested && !result.methods.empty() && !cancel.runStopped()) {
    const auto& m = result.methods.front();
    std::cerr << fmt::format("symtest: error: {}.{}{}: {}\n", m.method.javaClassName(),
                             m.method.name, m.method.descriptor, m.note);
    return 2;
  }
  return result.partial() ? 3 : 0;
}

// The options of `symtest verify`.
struct VerifySettings {
  double timeLimit = 600;
  uint64_t maxSteps = verify::VerifyOptions{}.maxSteps;
  uint32_t maxK = 64;
  bool quiet = false;
  // A proof needs every branch decided: a larger budget than gen's.
  std::string queryBudget = solver::unitsText(kVerifyQueryBudget);
  static constexpr uint64_t kVerifyQueryBudget = 400'000'000;
};

// One verdict line on stdout: true, false (with the witness) or unknown (and why).
int runVerify(CommonOptions& o, const VerifySettings& v, solver::Cancellation& cancel) {
  std::vector<std::string> userEntries = classfile::ClassPath::split(o.classPath);
  auto classPath = openClassPath(o);
  if (o.targets.size() != 1)
    throw cli::UsageError("verify takes one class, the one whose main runs");
  std::string main = o.targets.front();
  for (char& c : main)
    if (c == '.') c = '/';
  const classfile::ClassFile* cls = classPath->find(main);
  if (!cls)
    throw cli::UsageError(fmt::format("class {} not found on the class path", o.targets[0]));
  const classfile::Method* m = cls->findMethod("main", "([Ljava/lang/String;)V");
  if (!m || !m->isStatic())
    throw cli::UsageError(fmt::format("class {} has no static void main(String[])", o.targets[0]));
  verify::VerifyOptions options;
  options.timeLimit = std::chrono::milliseconds(static_cast<int64_t>(v.timeLimit * 1000));
  options.maxK = v.maxK;
  options.maxSteps = v.maxSteps;
  options.generation.solver.queryBudget = queryBudget("--query-budget", v.queryBudget);
  options.cancel = &cancel;
  options.classPath = userEntries;
  const char* replay = std::getenv("SYMTEST_REPLAY");
  options.replayJar = replay ? replay : SYMTEST_REPLAY_JAR;
  if (const char* home = std::getenv("JAVA_HOME"); home && *home)
    options.java = std::string(home) + "/bin/java";
  if (!v.quiet)
    options.progress = [](const std::string& m) { std::cerr << "symtest: verify " << m << "\n"; };
  verify::VerifyResult r = verify::verify(*classPath, main, options);
  std::cout << r.line() << "\n";
  return 0;
}

int runClp(CommonOptions& o) {
  auto classPath = openClassPath(o);
  auto targets = cli::resolveTargets(*classPath, o.targets);
  translate::Translator translator(*classPath);
  int status = 0;
  for (const auto& id : targets.methods) {
    if (translator.require(id.className, id.name, id.descriptor) == symtest::clp::kNoPred) {
      const auto* why = translator.whySkipped(id.key());
      std::cerr << fmt::format(
          "symtest: {}.{}{}: {}{}\n", id.javaClassName(), id.name, id.descriptor,
          why && why->offset >= 0 ? fmt::format("offset {}: ", why->offset) : "",
          why ? why->reason : "not translated");
      status = 2;
    }
  }
  const auto& program = translator.program();
  for (uint32_t m = 0; m < program.methods.size(); ++m) {
    bool translated = false;
    for (const auto& p : program.predicates)
      translated = translated || (p.method == m && !p.rules.empty());
    if (translated) std::cout << clp::printMethod(program, m) << "\n";
  }
  // Callees that could not be translated: a call of them stops its path.
  for (const auto& s : translator.skipped())
    std::cout << fmt::format("% not translated: {}: {}{}\n", s.method,
                             s.offset >= 0 ? fmt::format("offset {}: ", s.offset) : "", s.reason);
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  // libzip converts the DOS time of every archive entry with mktime(); with TZ unset glibc
  // checks /etc/localtime again on each call, a third of the start-up for java.base's 6,000
  // entries. symtest prints no local times, so a fixed zone changes nothing else.
  setenv("TZ", "UTC", 0);
  // Z3 allocates and clears tens of megabytes per context. Served from mmap, every method's
  // context pays ~50 ms of page faults again; kept in the heap, only the first one does.
  mallopt(M_MMAP_THRESHOLD, 256 << 20);
  mallopt(M_TRIM_THRESHOLD, 512 << 20);
  CLI::App app{
      "symtest: generates JUnit tests for Java bytecode by symbolic execution of its CLP "
      "translation"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "symtest 0.1.0");
  CommonOptions common;
  GenSettings g;

  auto addCommon = [&](CLI::App* cmd) {
    cmd->add_option("--cp,--classpath", common.classPath,
                    "Class path: directories and .jar files separated by ':'");
    cmd->add_option("targets", common.targets,
                    "Class, Class.method, Class#method(descriptor), or .java files")
        ->required();
  };
  CLI::App* gen = app.add_subcommand("gen", "Generate test cases");
  addCommon(gen);
  gen->add_option("-k", g.k, "Block-k bound: each block is visited at most k times per derivation")
      ->check(CLI::Range(1u, 100u));
  gen->add_option("--model-k", g.modelK,
                  "Bound inside the JDK models other than collections: max(k, this) (default 6)")
      ->check(CLI::Range(1u, 100u));
  gen->add_option("--collection-k", g.collectionK,
                  "Bound inside the java.util collection models: max(k, this) (default 4)")
      ->check(CLI::Range(1u, 100u));
  gen->add_option("--junit", g.junitDir, "Write JUnit 5 test classes into this directory");
  gen->add_option("--json", g.jsonFile, "Write the test cases as JSON to this file");
  gen->add_option("--max-paths", g.maxPaths, "Stop a method after this many test cases (partial)")
      ->check(CLI::PositiveNumber);
  gen->add_option("--max-steps", g.maxSteps,
                  "Stop a method after this many derivation steps (partial; default 50000000): "
                  "the same cut on every machine")
      ->check(CLI::PositiveNumber);
  gen->add_option("--time-limit", g.timeLimit,
                  "Safety net: seconds per method before stopping it (partial, 'time limit'; "
                  "default 600, 0 for none); only what it cuts may differ between runs")
      ->check(CLI::NonNegativeNumber);
  gen->add_option("--total-time", g.totalTime,
                  "Safety net: seconds for the whole run; methods not finished then are "
                  "partial or not started (default none)")
      ->check(CLI::NonNegativeNumber);
  gen->add_option("--solver", g.solverKind, "Solver strategy: caching (default) or incremental")
      ->check(CLI::IsMember({"caching", "incremental"}));
  gen->add_option("--query-budget", g.queryBudget,
                  "Z3 resource units one solver query may use (default 5M; k and M suffixes): "
                  "a query that runs out cuts its branch (reported) and the method goes on; "
                  "the same queries run out on every machine");
  gen->add_option("--dump-queries", g.dumpQueries,
                  "Write every solver query into this directory as an SMT-LIB2 file");
  gen->add_option(
         "--aliasing", g.aliasing,
         "Lazy initialization also tries aliases of earlier input objects (on) or not (off)")
      ->check(CLI::IsMember({"on", "off"}));
  gen->add_option("--heap", g.heapMode,
                  "Input references: lazy initialization, branching on null, each class and "
                  "each alias (lazy, the default), or the heap solver, which keeps aliasing "
                  "open as constraints and decides it only where the path needs it (solver)")
      ->check(CLI::IsMember({"lazy", "solver"}));
  gen->add_option("--assume", g.assumptions,
                  "A heap assumption inputs must keep: acyclic(Node.next), "
                  "unshared(Tree.left, Tree.right) or noalias(List, List); repeatable");
  gen->add_option("--assumptions", g.assumptionsFile,
                  "A file of heap assumptions, one per line ('#' comments)");
  gen->add_option("--compositional", g.compositional,
                  "Summarise the methods a method calls, bottom-up over the call graph, and "
                  "compose the summaries at calls instead of unfolding the callees (on), or not "
                  "(off, the default); exploring all paths the test cases are the same, with a "
                  "reducing criterion the coverage")
      ->check(CLI::IsMember({"on", "off"}));
  gen->add_option("--specs", g.specsFile,
                  "A JSON file of specifications for methods without bytecode (native, or "
                  "missing from the class path): cases with a precondition and a result, an "
                  "exception or fields written");
  gen->add_flag("--errors-only", g.errorsOnly,
                "Error detection: test cases only for the paths that throw out of the methods "
                "under test; exploring all paths, exactly the throwing ones of a full run "
                "(implies --compositional on)");
  gen->add_option("--error-summaries", g.errorSummaries,
                  "Methods whose summaries keep only the cases that throw (all, a class, or "
                  "Class.method; comma-separated): a call of one either throws or is cut, which "
                  "focuses the search on errors raised in them (implies --errors-only)")
      ->delimiter(',');
  gen->add_option("--reuse-results", g.reuseResults,
                  "With --summaries: keep each method's test cases in the store too and reuse "
                  "them while its code, the class hierarchy and these options are unchanged "
                  "(on, the default), or recompute them from the summaries (off)")
      ->check(CLI::IsMember({"on", "off"}));
  gen->add_option("--summaries", g.summariesDir,
                  "Keep summaries in this directory and reuse them in later runs while the "
                  "code they depend on is unchanged (implies --compositional on)");
  gen->add_option("--unhandled", g.unhandled,
                  "Calls outside the analysed classes: stop the path and report it (stop), or "
                  "treat the result as unconstrained, an assumption marked in the test (havoc)")
      ->check(CLI::IsMember({"stop", "havoc"}));
  gen->add_option(
      "--input-source", g.sources,
      "A method (Class.method) whose results are fresh inputs, like Verifier.nondetInt");
  gen->add_flag("--static-inputs", g.staticInputs,
                "Static fields are inputs (any value a test can set) instead of the state class "
                "initializers create");
  gen->add_option("--type-arg", g.typeArguments,
                  "What an unbound type variable stands for, e.g. E=com.acme.Key (default: "
                  "Integer, or the variable's bound)");
  gen->add_flag("--capture-output", g.captureOutput,
                "Record what each path prints on System.out and System.err; tests assert it");
  CLI::Option* criterionOption =
      gen->add_option("--criterion", g.criterion,
                      "What the suite covers: branch (default: every branch outcome of the method "
                      "and its callees), all-local-paths, all-paths, or program-points:P1,P2 "
                      "(Class.method:line or Class#method(desc)@offset)");
  gen->add_flag("--keep-all", g.keepAll,
                "Keep every test case the criterion selects (no suite reduction)");
  gen->add_option(
         "--cost", g.costModels,
         "Cost model reported per test case (repeatable): instructions, memory, objects, steps, "
         "calls:Class.method")
      ->allow_extra_args(false)
      ->take_all();
  gen->add_option("--policy", g.policy,
                  "Resource policy: 'MODEL >= N', 'MODEL <= N' or 'max:MODEL'; implies "
                  "--criterion all-paths --keep-all unless a criterion is given");
  gen->add_option("--policy-search", g.policySearch,
                  "How a lower bound or max: prunes: bounds (a static bound on the cost still to "
                  "come) or traces (the abstract traces that may satisfy the policy); same test "
                  "cases either way")
      ->check(CLI::IsMember({"bounds", "traces"}));
  gen->add_flag("--cost-models-included", g.costModelsIncluded,
                "Costs count inside the JDK models too");
  gen->add_flag("-q,--quiet", g.quiet, "No progress lines on stderr");
  cli::SeqSettings ss;
  CLI::App* seqCmd = app.add_subcommand(
      "seq",
      "Generate tests as sequences of public calls on each class (Symstra), pruning "
      "receiver states an earlier state subsumes");
  addCommon(seqCmd);
  seqCmd->add_option("--length", ss.length, "Calls after the constructor (default 3)")
      ->check(CLI::Range(0u, 50u));
  seqCmd->add_option("-k", ss.k, "Block-k bound inside each call (default: length + 1)")
      ->check(CLI::Range(1u, 100u));
  seqCmd->add_option("--junit", ss.junitDir, "Write JUnit 5 test classes into this directory");
  seqCmd->add_option("--json", ss.jsonFile, "Write the sequences as JSON to this file");
  seqCmd
      ->add_option("--time-limit", ss.timeLimit,
                   "Safety net: seconds per class before stopping it (partial; default 600, 0 "
                   "for none)")
      ->check(CLI::NonNegativeNumber);
  seqCmd->add_option("--total-time", ss.totalTime, "Safety net: seconds for the whole run")
      ->check(CLI::NonNegativeNumber);
  seqCmd
      ->add_option("--max-steps", ss.maxSteps,
                   "Stop a class after this many derivation steps (partial; default 50000000)")
      ->check(CLI::PositiveNumber);
  seqCmd->add_option("--max-paths", ss.maxPaths, "Stop a class after this many sequences (partial)")
      ->check(CLI::PositiveNumber);
  seqCmd->add_option("--query-budget", ss.queryBudget,
                     "Z3 resource units one solver query may use (default 5M)");
  seqCmd
      ->add_option("--subsumption", ss.subsumption,
                   "Prune states an earlier state subsumes (on, default) or extend all (off)")
      ->check(CLI::IsMember({"on", "off"}));
  seqCmd
      ->add_option("--observers", ss.observers,
                   "Assert pure getters after the last call instead of calling them as steps "
                   "(on, default) or call them like the other methods (off)")
      ->check(CLI::IsMember({"on", "off"}));
  seqCmd->add_flag("-q,--quiet", ss.quiet, "No progress lines on stderr");
  std::string storeDir;
  CLI::App* summariesCmd =
      app.add_subcommand("summaries", "List a summary store (gen --summaries DIR)");
  summariesCmd->add_option("dir", storeDir, "The store's directory")->required();
  CLI::App* clpCmd = app.add_subcommand("clp", "Print the CLP-translated program");
  addCommon(clpCmd);
  VerifySettings vs;
  CLI::App* verifyCmd = app.add_subcommand(
      "verify",
      "Check a program in the SV-COMP conventions: can an assertion in CLASS.main fail? Prints "
      "one line: true, false (with the nondet values, replayed on the JVM) or unknown (and why)");
  addCommon(verifyCmd);
  verifyCmd
      ->add_option("--time-limit", vs.timeLimit,
                   "Safety net: seconds for the whole verification (default 600); a verdict it "
                   "cuts is unknown")
      ->check(CLI::PositiveNumber);
  verifyCmd
      ->add_option("--max-steps", vs.maxSteps,
                   "Derivation steps for the whole verification, over all bounds (default "
                   "20000000): where an unknown verdict stops, the same on every machine")
      ->check(CLI::PositiveNumber);
  verifyCmd->add_option("--max-k", vs.maxK, "The deepest block-k bound tried (default 64)")
      ->check(CLI::Range(1u, 1000u));
  verifyCmd->add_option("--query-budget", vs.queryBudget,
                        "Z3 resource units one solver query may use (default 400M); a query that "
                        "runs out makes the verdict unknown");
  verifyCmd->add_flag("-q,--quiet", vs.quiet, "No progress lines on stderr");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 2;
  }
  // Before any thread starts (the watchdogs): every thread inherits the blocked signals.
  static solver::Cancellation cancel;
  cli::stopOnSignals(cancel);
  try {
    g.criterionGiven = criterionOption->count() > 0;
    g.resultOptions = resultOptionsText(*gen);
    // Files the options name change results by their contents.
    if (!g.assumptionsFile.empty())
      g.resultOptions += readOptionFile("--assumptions", g.assumptionsFile) + "\n";
    if (!g.specsFile.empty()) g.resultOptions += readOptionFile("--specs", g.specsFile) + "\n";
    if (*gen) return runGen(common, g, cancel);
    if (*verifyCmd) return runVerify(common, vs, cancel);
    if (*summariesCmd) return cli::runSummaries(storeDir);
    if (*seqCmd) {
      auto classPath = openClassPath(common);
      return cli::runSeq(*classPath, common.targets, ss, cancel);
    }
    return runClp(common);
  } catch (const cli::UsageError& e) {
    std::cerr << "symtest: error: " << e.what() << "\n";
  } catch (const classfile::ClassPathError& e) {
    std::cerr << "symtest: error: " << e.what() << "\n";
  } catch (const classfile::ClassFormatError& e) {
    std::cerr << "symtest: error: " << e.what() << "\n";
  } catch (const std::exception& e) {
    std::cerr << "symtest: internal error: " << e.what() << "\n";
    return 1;
  }
  return 2;
}
