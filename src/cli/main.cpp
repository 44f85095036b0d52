// symtest: test-case generation for Java bytecode by symbolic execution of its
// CLP translation. Exit codes: 0 success, 2 usage or input error, 3 partial results.
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <malloc.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <set>
#include <sstream>

#include "classfile/class_names.hpp"
#include "classfile/class_path.hpp"
#include "cli/clp_command.hpp"
#include "cli/project_command.hpp"
#include "cli/registry.hpp"
#include "cli/report_output.hpp"
#include "cli/run_control.hpp"
#include "cli/seq_command.hpp"
#include "cli/summaries_command.hpp"
#include "cli/targets.hpp"
#include "cli/workers.hpp"
#include "compose/result_store.hpp"
#include "config/gen_run.hpp"
#include "config/options.hpp"
#include "config/output_paths.hpp"
#include "emit/emitters.hpp"
#include "testcase/generator.hpp"
#include "translate/translator.hpp"
#include "verify/verify.hpp"

namespace {

using namespace symtest;

struct CommonOptions {
  std::string classPath = ".";
  std::vector<std::string> targets;
  unsigned jobs = 0;   // gen -j (0: the machine's cores)
  std::string worker;  // gen --worker DIR: a worker of a parallel run
  std::vector<std::string> argv;
};

// The class path of `entries`, then the JDK's java.base and the models of its classes.
std::unique_ptr<classfile::ClassPath> openEntries(std::vector<std::string> entries) {
  if (std::string jdk = classfile::ClassPath::findJdkBaseModule(); !jdk.empty())
    entries.push_back(jdk);
  auto classPath = std::make_unique<classfile::ClassPath>(entries);
  // JDK models (see models/): SYMTEST_MODELS names another jar or directory, or none when
  // empty.
  const char* env = std::getenv("SYMTEST_MODELS");
  std::string models = env ? env : SYMTEST_MODELS_JAR;
  if (!models.empty() && std::filesystem::exists(models)) classPath->addModels(models);
  return classPath;
}

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
  o.targets = specs;
  if (o.targets.empty()) throw cli::UsageError("no class or method given");
  return openEntries(entries);
}

// `symtest gen`: the run GenRun builds from the parsed options, its table, JSON and JUnit.
int runGen(CommonOptions& o, config::GenRun& gen, solver::Cancellation& cancel) {
  const config::RunConfig& c = gen.core();
  // Outputs are checked before any work: a bad path must not cost an exploration.
  if (!c.junitDir.empty()) config::checkOutputDirectory("--junit", c.junitDir);
  if (!c.jsonFile.empty()) config::checkOutputFile("--json", c.jsonFile);
  if (!c.dumpQueries.empty()) config::checkOutputDirectory("--dump-queries", c.dumpQueries);
  if (!c.htmlDir.empty()) config::checkOutputDirectory("--html", c.htmlDir);
  // The report finds the sources of .java targets beside them.
  std::vector<std::filesystem::path> sourceDirs;
  std::string title = "symtest gen";
  for (const std::string& t : o.targets) {
    if (t.ends_with(".java")) sourceDirs.push_back(std::filesystem::path(t).parent_path());
    title += " " + t;
  }
  auto classPath = openClassPath(o);
  auto targets = cli::resolveTargets(*classPath, o.targets);
  testcase::GeneratorOptions options = config::generatorOptions(c, *classPath);
  options.cancel = &cancel;
  if (!c.quiet)
    options.progress = [](const std::string& m) {
      std::cerr << "symtest: exploring " << m << "\n";
    };
  auto assembly = gen.assemble(*classPath, options, [](const std::string& m) {
    std::cerr << "symtest: warning: " << m << "\n";
  });
  // -j N: N - 1 workers explore the methods they claim into a shared store, and so does this
  // process, which then loads theirs (workers.hpp): the output is the output of -j 1.
  std::unique_ptr<compose::ResultStore> sharedStore;
  auto useStore = [&](const std::filesystem::path& dir) {
    if (options.results) return;
    sharedStore = std::make_unique<compose::ResultStore>(dir, gen.key().text(), [](auto&) {});
    options.results = sharedStore.get();
  };
  if (!o.worker.empty()) {
    if (!cli::becomeWorker()) return 0;
    useStore(std::filesystem::path(o.worker).parent_path());
    cli::SharedClaims claims(o.worker);
    testcase::exploreClaimed(*classPath, targets.methods, options, claims);
    return 0;
  }
  const unsigned jobs = o.jobs ? o.jobs : cli::defaultJobs();
  cli::ScratchDirectory jobsDir;
  std::optional<cli::WorkerPool> workers;  // ended before the jobs directory is removed
  std::optional<cli::SharedClaims> claims;
  // Query dumps are written where queries run: in the workers, under other names; and a
  // report of work shared across methods (summaries) is the one process's.
  if (jobs > 1 && targets.methods.size() > 1 && c.dumpQueries.empty() && gen.reportPerMethod()) {
    if (jobsDir.makeTemporary()) {
      const std::filesystem::path claimDir = jobsDir.path() / "claims";
      std::filesystem::create_directories(claimDir);
      useStore(jobsDir.path());
      workers.emplace(o.argv, std::min<size_t>(jobs, targets.methods.size()) - 1, claimDir);
      claims.emplace(claimDir, *workers, cancel);
      options.shared = &*claims;
    }
  }
  results::GenerationResult result;
  try {
    result = testcase::generate(*classPath, targets.methods, options);
  } catch (const std::invalid_argument& e) {
    throw cli::UsageError(std::string("--criterion: ") + e.what());
  }
  gen.finish(result);
  std::cout << emit::table(result);
  for (const auto& [id, reason] : targets.excluded)
    std::cout << fmt::format("not tested: {}.{}{}: {}\n", id.javaClassName(), id.name,
                             id.descriptor, reason);
  if (!c.jsonFile.empty()) {
    std::ostringstream os;
    emit::writeJson(os, result);
    config::writeFileAtomically(c.jsonFile, os.str());
  }
  if (!c.junitDir.empty()) {
    for (const auto& f : emit::writeJUnit(result, c.junitDir))
      if (!c.quiet) std::cerr << "symtest: wrote " << f.string() << "\n";
  }
  if (!c.htmlDir.empty()) {
    report::ReportBuilder builder(*classPath, cli::sourceRoots(c.sourcePath, sourceDirs));
    builder.add(result);
    cli::writeReport(builder, title, cli::optionRows(gen.key().text()), c.htmlDir, c.quiet);
  }
  bool anyTested = false;
  for (const auto& m : result.methods)
    anyTested = anyTested || (m.status != results::MethodResult::Status::Skipped &&
                              m.status != results::MethodResult::Status::NotStarted);
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
  uint64_t queryBudget = 400'000'000;
};

// One verdict line on stdout: true, false (with the witness) or unknown (and why).
int runVerify(CommonOptions& o, const VerifySettings& v, solver::Cancellation& cancel) {
  std::vector<std::string> userEntries = classfile::ClassPath::split(o.classPath);
  auto classPath = openClassPath(o);
  if (o.targets.size() != 1)
    throw cli::UsageError("verify takes one class, the one whose main runs");
  std::string main = classfile::internalName(o.targets.front());
  const classfile::ClassFile* cls = classPath->find(main);
  if (!cls)
    throw cli::UsageError(fmt::format("class {} not found on the class path", o.targets[0]));
  const classfile::Method* m = cls->findMethod("main", "([Ljava/lang/String;)V");
  if (!m || !m->isStatic())
    throw cli::UsageError(fmt::format("class {} has no static void main(String[])", o.targets[0]));
  classPath->setScopeRoots({main});
  verify::VerifyOptions options;
  options.timeLimit = std::chrono::milliseconds(static_cast<int64_t>(v.timeLimit * 1000));
  options.maxK = v.maxK;
  options.maxSteps = v.maxSteps;
  options.generation.solver.queryBudget = v.queryBudget;
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
  config::GenRun genRun(cli::techniqueRegistry());

  auto addCommon = [&](CLI::App* cmd) {
    cmd->add_option("--cp,--classpath", common.classPath,
                    "Class path: directories and .jar files separated by ':'");
    cmd->add_option("targets", common.targets,
                    "Class, Class.method, Class#method(descriptor), or .java files")
        ->required();
  };
  CLI::App* gen = app.add_subcommand("gen", "Generate test cases");
  addCommon(gen);
  genRun.addOptions(*gen);
  common.argv.assign(argv, argv + argc);
  auto addJobs = [](CLI::App* cmd, unsigned& jobs, std::string& worker) {
    cmd->add_option("-j,--jobs", jobs,
                    "Processes exploring in parallel (default: the machine's cores); the "
                    "output is the same for every value")
        ->check(CLI::Range(1u, 256u));
    cmd->add_option("--worker", worker, "")->group("");  // internal: a worker of -j
  };
  addJobs(gen, common.jobs, common.worker);
  config::GenRun projectRun(cli::techniqueRegistry());
  cli::ProjectSettings ps;
  CLI::App* projectCmd = app.add_subcommand(
      "project",
      "Generate a JUnit 5 class FooSymtestTest for every class of a Maven or Gradle project, "
      "in its test tree; unchanged code is not explored again");
  projectCmd->add_option("dir", ps.root, "The project's directory (default: the current one)");
  projectCmd->add_option("--classes", ps.layout.classes,
                         "The compiled classes to test (a directory or jar), for a project "
                         "that is neither Maven nor Gradle");
  projectCmd->add_option("--tests", ps.layout.tests,
                         "Where the test classes go (default: src/test/java)");
  projectCmd->add_option("--store", ps.layout.store,
                         "symtest's results and summary.json (default: target/symtest, "
                         "build/symtest, or .symtest)");
  projectCmd
      ->add_option("--cp,--classpath", ps.layout.classPath,
                   "Further jars or directories the classes need (':'-separated)")
      ->delimiter(':');
  projectCmd->add_option("--include", ps.include,
                         "Test only these classes: com.acme.Foo, com.acme.* (a package), "
                         "com.acme.** (with subpackages); repeatable");
  projectCmd->add_option("--exclude", ps.exclude, "Leave these classes out (same patterns)");
  addJobs(projectCmd, ps.jobs, ps.worker);
  projectCmd->add_flag("--layout", ps.printLayout,
                       "Print the project's layout (classes, libraries, tests, store) as JSON and "
                       "stop");
  projectCmd->add_option("--shard", ps.shard,
                         "Explore only shard I of N (I/N, 0 <= I < N; balanced by bytecode) into "
                         "the store, for --merge; writes no test");
  projectCmd
      ->add_option_function<std::vector<std::string>>(
          "--merge", [&ps](const std::vector<std::string>& stores) { ps.merge = stores; },
          "Write the tests and summary from the stores of shard runs (the project's own store "
          "when none is named), exploring nothing")
      ->expected(0, -1);
  projectRun.addOptions(*projectCmd);
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
  seqCmd->add_option("--html", ss.htmlDir, "Write an HTML report into this directory");
  seqCmd->add_option("--sourcepath", ss.sourcePath, "Directories of the sources the report shows")
      ->delimiter(':');
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
  config::addUnits(*seqCmd, "--query-budget", ss.queryBudget,
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
  seqCmd
      ->add_option("--argument-calls", ss.argumentCalls,
                   "An argument of an analysed class's type is null, the receiver or an object "
                   "built by a public constructor and up to this many public calls (default 1)")
      ->check(CLI::Range(0, 8));
  seqCmd->add_flag("-q,--quiet", ss.quiet, "No progress lines on stderr");
  addJobs(seqCmd, ss.jobs, ss.worker);
  std::string storeDir;
  CLI::App* summariesCmd =
      app.add_subcommand("summaries", "List a summary store (gen --summaries DIR)");
  summariesCmd->add_option("dir", storeDir, "The store's directory")->required();
  CLI::App* clpCmd = app.add_subcommand(
      "clp", "Print the CLP-translated program, or write it as a runnable SWI-Prolog program");
  addCommon(clpCmd);
  cli::ClpSettings clpSettings;
  clpSettings.addOptions(*clpCmd);
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
  config::addUnits(*verifyCmd, "--query-budget", vs.queryBudget,
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
    if (*gen) {
      genRun.settle();
      return runGen(common, genRun, cancel);
    }
    if (*verifyCmd) return runVerify(common, vs, cancel);
    if (*projectCmd) {
      projectRun.settle();
      return cli::runProject(ps, projectRun, cancel, openEntries, common.argv);
    }
    if (*summariesCmd) return cli::runSummaries(storeDir);
    if (*seqCmd) {
      auto classPath = openClassPath(common);
      return cli::runSeq(*classPath, common.targets, ss, cancel, common.argv);
    }
    auto classPath = openClassPath(common);
    return cli::runClp(*classPath, common.targets, clpSettings);
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
