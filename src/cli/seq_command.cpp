#include "cli/seq_command.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <optional>
#include <stdexcept>

#include "cli/common_options.hpp"
#include "cli/report_output.hpp"
#include "cli/run_control.hpp"
#include "cli/targets.hpp"
#include "cli/workers.hpp"
#include "compose/summary_store.hpp"
#include "config/options.hpp"
#include "config/output_paths.hpp"
#include "sequences/sequence_emit.hpp"
#include "sequences/sequence_explorer.hpp"
#include "sequences/sequence_store.hpp"

namespace symtest::cli {

void SeqSettings::addOptions(CLI::App& cmd) {
  cmd.add_option("--length", length, "Calls after the constructor (default 3)")
      ->check(CLI::Range(0u, 50u));
  cmd.add_option("-k", k, "Block-k bound inside each call (default: length + 1)")
      ->check(CLI::Range(1u, 100u));
  cmd.add_option("--junit", junitDir, "Write JUnit 5 test classes into this directory");
  cmd.add_option("--json", jsonFile, "Write the sequences as JSON to this file");
  cmd.add_option("--html", htmlDir, "Write an HTML report into this directory");
  cmd.add_option("--sourcepath", sourcePath, "Directories of the sources the report shows")
      ->delimiter(':');
  cmd.add_option("--time-limit", timeLimit,
                 "Safety net: seconds per class before stopping it (partial; default 600, 0 "
                 "for none)")
      ->check(CLI::NonNegativeNumber);
  cmd.add_option("--total-time", totalTime, "Safety net: seconds for the whole run")
      ->check(CLI::NonNegativeNumber);
  cmd.add_option("--max-steps", maxSteps,
                 "Stop a class after this many derivation steps (partial; default 50000000)")
      ->check(CLI::PositiveNumber);
  cmd.add_option("--max-paths", maxPaths, "Stop a class after this many sequences (partial)")
      ->check(CLI::PositiveNumber);
  config::addUnits(cmd, "--query-budget", queryBudget,
                   "Z3 resource units one solver query may use (default 5M)");
  cmd.add_option("--subsumption", subsumption,
                 "Prune states an earlier state subsumes (on, default) or extend all (off)")
      ->check(CLI::IsMember({"on", "off"}));
  cmd.add_option("--observers", observers,
                 "Assert pure getters after the last call instead of calling them as steps "
                 "(on, default) or call them like the other methods (off)")
      ->check(CLI::IsMember({"on", "off"}));
  cmd.add_option("--argument-calls", argumentCalls,
                 "An argument of an analysed class's type is null, the receiver or an object "
                 "built by a public constructor and up to this many public calls (default 1)")
      ->check(CLI::Range(0, 8));
  cmd.add_flag("-q,--quiet", quiet, "No progress lines on stderr");
  addJobsOptions(cmd, jobs, worker);
}

namespace {

namespace fs = std::filesystem;

// The classes of `seq -j`: claimed through claim files (workers.hpp), handed over as files
// of the run's directory (sequence_store.hpp).
class SequenceFiles final : public sequences::SharedSequences {
 public:
  // In a worker: `claimDir` is the run's claims directory.
  explicit SequenceFiles(const fs::path& claimDir)
      : claims_(claimDir), directory_(claimDir.parent_path() / "sequences") {}
  // In the command.
  SequenceFiles(const fs::path& claimDir, WorkerPool& workers, solver::Cancellation& cancel)
      : claims_(claimDir, workers, cancel), directory_(claimDir.parent_path() / "sequences") {}

  bool claim(const std::string& className) override { return claims_.claim(key(className)); }

  void store(const sequences::ClassSequences& explored) override {
    fs::create_directories(directory_);
    config::writeFileAtomically(fileOf(explored.className),
                                sequences::serializeClassSequences(explored));
    claims_.finished(key(explored.className));
  }

  std::optional<sequences::ClassSequences> stored(const std::string& className) override {
    if (!claims_.stored(key(className))) return std::nullopt;
    const std::optional<std::string> text = compose::readWholeFile(fileOf(className));
    try {
      sequences::ClassSequences cls = sequences::parseClassSequences(text ? *text : "");
      if (cls.className == className) return cls;
    } catch (const std::runtime_error& e) {
      std::cerr << fmt::format("symtest: warning: {}: {} (explored again)\n", fileOf(className),
                               e.what());
    }
    return std::nullopt;
  }

  void await(const std::string& className) override { claims_.await(key(className)); }

 private:
  static classfile::MethodId key(const std::string& className) {
    return {className, "<sequences>", ""};
  }
  std::string fileOf(const std::string& className) const {
    std::string name = className;
    std::replace(name.begin(), name.end(), '/', '.');
    return (directory_ / (name + ".json")).string();
  }
  SharedClaims claims_;
  fs::path directory_;
};

sequences::SequenceOptions sequenceOptions(const SeqSettings& s, solver::Cancellation& cancel) {
  sequences::SequenceOptions options;
  options.length = s.length;
  options.subsumption = s.subsumption == "on";
  options.observers = s.observers == "on";
  options.argumentCalls = s.argumentCalls;
  options.generator.k = s.k ? s.k : std::max<uint32_t>(2, s.length + 1);
  options.generator.limits.maxPaths = s.maxPaths;
  options.generator.limits.maxSteps = s.maxSteps;
  auto seconds = [](double v) -> std::optional<std::chrono::milliseconds> {
    if (v <= 0) return std::nullopt;
    return std::chrono::milliseconds(static_cast<int64_t>(v * 1000));
  };
  options.generator.timeLimit = seconds(s.timeLimit);
  options.generator.totalTimeLimit = seconds(s.totalTime);
  options.generator.cancel = &cancel;
  options.generator.solver.queryBudget = s.queryBudget;
  if (!s.quiet)
    options.generator.progress = [](const std::string& c) {
      std::cerr << "symtest: exploring sequences of " << c << "\n";
    };
  return options;
}

// "Class", "Class.method" or "Class#method(desc)" as the internal class name and the method
// (empty for the whole class).
std::pair<std::string, std::string> classAndMethod(classfile::ClassPath& classPath,
                                                   const std::string& spec) {
  auto internal = [](std::string name) {
    for (char& ch : name)
      if (ch == '.') ch = '/';
    return name;
  };
  if (auto hash = spec.find('#'); hash != std::string::npos) {
    const std::string c = internal(spec.substr(0, hash));
    if (!classPath.find(c)) throw UsageError("class not found: " + spec.substr(0, hash));
    return {c, spec.substr(hash + 1)};
  }
  if (classPath.find(internal(spec))) return {internal(spec), ""};
  if (auto dot = spec.rfind('.'); dot != std::string::npos) {
    const std::string c = internal(spec.substr(0, dot));
    if (classPath.find(c)) return {c, spec.substr(dot + 1)};
  }
  throw UsageError("class not found: " + spec);
}

}  // namespace

int runSeq(classfile::ClassPath& classPath, const std::vector<std::string>& classes,
           const SeqSettings& s, solver::Cancellation& cancel,
           const std::vector<std::string>& argv) {
  std::vector<std::string> names;
  std::map<std::string, std::vector<std::string>> methods;
  for (const std::string& spec : classes) {
    auto [c, method] = classAndMethod(classPath, spec);
    std::vector<std::pair<results::MethodId, std::string>> skipped;
    std::vector<sequences::Operation> ops;
    try {
      ops = sequences::operationsOf(classPath, c, skipped, s.observers == "on");
    } catch (const std::invalid_argument& e) {
      throw UsageError(e.what());
    }
    if (!method.empty()) {
      bool callable = false;
      for (const auto& op : ops)
        callable = callable ||
                   (!op.isConstructor() &&
                    (op.method.name == method || op.method.name + op.method.descriptor == method));
      if (!callable)
        throw UsageError(
            fmt::format("{}: no public method {} that a sequence of {} can call", spec, method, c));
      methods[c].push_back(method);
    } else {
      methods[c].clear();
      methods[c].push_back("");  // the whole API, even if a method of it is named too
    }
    if (std::find(names.begin(), names.end(), c) == names.end()) names.push_back(c);
  }
  classPath.setScopeRoots(names);
  sequences::SequenceOptions options = sequenceOptions(s, cancel);
  for (auto& [c, only] : methods)
    if (std::find(only.begin(), only.end(), "") == only.end()) options.methods[c] = only;
  if (!s.worker.empty()) {
    if (!becomeWorker()) return 0;
    SequenceFiles shared(s.worker);
    sequences::exploreClaimedSequences(classPath, names, options, shared);
    return 0;
  }
  if (!s.junitDir.empty()) config::checkOutputDirectory("--junit", s.junitDir);
  if (!s.jsonFile.empty()) config::checkOutputFile("--json", s.jsonFile);
  if (!s.htmlDir.empty()) config::checkOutputDirectory("--html", s.htmlDir);
  // -j N: N - 1 workers explore classes beside this process (workers.hpp).
  const unsigned jobs = s.jobs ? s.jobs : defaultJobs();
  ScratchDirectory jobsDir;
  std::optional<WorkerPool> workers;  // ended before the jobs directory is removed
  std::optional<SequenceFiles> shared;
  if (jobs > 1 && names.size() > 1 && jobsDir.makeTemporary()) {
    const fs::path claimDir = jobsDir.path() / "claims";
    fs::create_directories(claimDir);
    workers.emplace(argv, std::min<size_t>(jobs, names.size()) - 1, claimDir);
    shared.emplace(claimDir, *workers, cancel);
    options.shared = &*shared;
  }
  sequences::SequenceRun run = sequences::exploreSequences(classPath, names, options);
  std::cout << sequences::sequenceTable(run);
  if (!s.jsonFile.empty()) config::writeFileAtomically(s.jsonFile, sequences::sequenceJson(run));
  if (!s.junitDir.empty())
    for (const auto& f : sequences::writeSequenceJUnit(run, s.junitDir))
      if (!s.quiet) std::cerr << "symtest: wrote " << f.string() << "\n";
  if (!s.htmlDir.empty()) {
    report::ReportBuilder builder(classPath, sourceRoots(s.sourcePath));
    builder.add(run);
    std::string title = "symtest seq";
    for (const std::string& c : classes) title += " " + c;
    writeReport(builder, title,
                {{"length", std::to_string(s.length)},
                 {"k", std::to_string(options.generator.k)},
                 {"subsumption", s.subsumption},
                 {"observers", s.observers},
                 {"argument calls", std::to_string(s.argumentCalls)}},
                s.htmlDir, s.quiet);
  }
  return run.partial() ? 3 : 0;
}

}  // namespace symtest::cli
