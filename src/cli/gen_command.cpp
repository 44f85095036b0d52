#include "cli/gen_command.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <iostream>
#include <optional>
#include <sstream>

#include "cli/report_output.hpp"
#include "cli/targets.hpp"
#include "cli/workers.hpp"
#include "compose/result_store.hpp"
#include "config/options.hpp"
#include "config/output_paths.hpp"
#include "emit/emitters.hpp"
#include "testcase/generator.hpp"

namespace symtest::cli {

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
  auto targets = resolveTargets(*classPath, o.targets);
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
    if (!becomeWorker()) return 0;
    useStore(std::filesystem::path(o.worker).parent_path());
    SharedClaims claims(o.worker);
    testcase::exploreClaimed(*classPath, targets.methods, options, claims);
    return 0;
  }
  const unsigned jobs = o.jobs ? o.jobs : defaultJobs();
  ScratchDirectory jobsDir;
  std::optional<WorkerPool> workers;  // ended before the jobs directory is removed
  std::optional<SharedClaims> claims;
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
    throw UsageError(std::string("--criterion: ") + e.what());
  }
  gen.finish(result);
  warnIfNewerThanJdk(*classPath);
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
    report::ReportBuilder builder(*classPath, sourceRoots(c.sourcePath, sourceDirs));
    builder.add(result);
    writeReport(builder, title, optionRows(gen.key().text()), c.htmlDir, c.quiet);
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

}  // namespace symtest::cli
