#include "cli/project_command.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <set>

#include "classfile/class_names.hpp"
#include "classfile/nesting.hpp"
#include "cli/common_options.hpp"
#include "cli/report_output.hpp"
#include "cli/targets.hpp"
#include "cli/workers.hpp"
#include "compose/result_store.hpp"
#include "compose/summary_store.hpp"
#include "config/output_paths.hpp"
#include "config/usage_error.hpp"
#include "emit/emitters.hpp"
#include "project/class_patterns.hpp"
#include "project/shards.hpp"
#include "project/summary.hpp"
#include "project/test_tree.hpp"
#include "solver/cancellation.hpp"
#include "testcase/generator.hpp"

namespace symtest::cli {

void ProjectSettings::addOptions(CLI::App& cmd) {
  cmd.add_option("dir", root, "The project's directory (default: the current one)");
  cmd.add_option("--classes", layout.classes,
                 "The compiled classes to test (a directory or jar), for a project "
                 "that is neither Maven nor Gradle");
  cmd.add_option("--tests", layout.tests, "Where the test classes go (default: src/test/java)");
  cmd.add_option("--store", layout.store,
                 "symtest's results and summary.json (default: target/symtest, "
                 "build/symtest, or .symtest)");
  cmd.add_option("--cp,--classpath", layout.classPath,
                 "Further jars or directories the classes need (':'-separated)")
      ->delimiter(':');
  cmd.add_option("--include", include,
                 "Test only these classes: com.acme.Foo, com.acme.* (a package), "
                 "com.acme.** (with subpackages); repeatable");
  cmd.add_option("--exclude", exclude, "Leave these classes out (same patterns)");
  addJobsOptions(cmd, jobs, worker);
  cmd.add_flag("--layout", printLayout,
               "Print the project's layout (classes, libraries, tests, store) as JSON and "
               "stop");
  cmd.add_option("--shard", shard,
                 "Explore only shard I of N (I/N, 0 <= I < N; balanced by bytecode) into "
                 "the store, for --merge; writes no test");
  cmd.add_option_function<std::vector<std::string>>(
         "--merge", [this](const std::vector<std::string>& stores) { merge = stores; },
         "Write the tests and summary from the stores of shard runs (the project's own store "
         "when none is named), exploring nothing")
      ->expected(0, -1);
}

namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

// The classes of the project a test can be about: its own (not its libraries'), top-level
// (gen explores a class with its nested classes), accepted by the patterns.
std::vector<std::string> classesUnderTest(const std::vector<std::string>& all,
                                          const ProjectSettings& s) {
  project::ClassFilter filter(s.include, s.exclude);
  const std::set<std::string> listed(all.begin(), all.end());
  std::vector<std::string> out;
  for (const std::string& c : all) {
    if (c.ends_with("package-info")) continue;
    const size_t slash = c.rfind('/');
    const size_t dollar = c.find('$', slash == std::string::npos ? 0 : slash);
    if (dollar != std::string::npos && listed.count(c.substr(0, dollar))) continue;
    if (!filter.accepts(classfile::dottedName(c))) continue;
    out.push_back(c);
  }
  for (const std::string& p : filter.unmatchedIncludes())
    throw config::UsageError(fmt::format("--include {} matches no class of the project", p));
  return out;
}

std::string duration(double seconds) {
  const long s = std::lround(seconds);
  return s >= 3600 ? fmt::format("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
                   : fmt::format("{}:{:02}", s / 60, s % 60);
}

// Writes the test classes of a class and its nested classes that have tests (never over a file
// symtest did not write), records them in `keep` and the report.
void writeTestClasses(const results::GenerationResult& result, const fs::path& tests,
                      const emit::JUnitNaming& naming, std::set<fs::path>& keep,
                      project::ClassReport& r) {
  std::set<std::string> members;
  for (const auto& m : result.methods) members.insert(m.method.className);
  for (const std::string& member : members) {
    if (!emit::hasJUnitTests(result, member)) continue;
    const fs::path file = emit::testFile(tests, member, naming);
    keep.insert(file);
    if (project::writeOwnFile(file, emit::junitSource(result, member, naming)) ==
        project::WriteOutcome::NotOurs) {
      r.status = "not ours";
      r.note =
          fmt::format("{} exists and was not written by symtest: left as it is", file.string());
      continue;
    }
    r.testFiles.push_back(fs::relative(file, tests).string());
    if (r.status != "not ours") r.status = "tested";
  }
}

// The bytecode of each class of `classes` (top-level) and of its nested classes (`all`): what
// orders and balances work without translating anything.
std::vector<uint64_t> bytecodeWeights(classfile::ClassPath& cp, const std::vector<std::string>& all,
                                      const std::vector<std::string>& classes) {
  std::map<std::string, size_t> position;
  for (size_t i = 0; i < classes.size(); ++i) position[classes[i]] = i;
  std::vector<uint64_t> weights(classes.size(), 0);
  for (const std::string& member : all) {
    const size_t slash = member.rfind('/');
    auto it =
        position.find(member.substr(0, member.find('$', slash == std::string::npos ? 0 : slash)));
    if (it == position.end()) continue;
    if (const classfile::ClassFile* cf = cp.find(member))
      for (const auto& m : cf->methods)
        if (m.code) weights[it->second] += m.code->bytecode.size();
  }
  return weights;
}

// A worker of -j: explores the methods it claims first; the command writes everything. Workers
// take the largest classes first (by bytecode: weighing them by translation would translate the
// whole library before exploring anything), the command goes in order.
void exploreAsWorker(classfile::ClassPath& cp, const std::vector<std::string>& all,
                     const std::vector<std::string>& classes,
                     const testcase::GeneratorOptions& options, const fs::path& claimDir,
                     solver::Cancellation& cancel) {
  SharedClaims claims(claimDir);
  const std::vector<uint64_t> weights = bytecodeWeights(cp, all, classes);
  std::vector<size_t> order(classes.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return weights[a] > weights[b]; });
  for (size_t i : order) {
    if (cancel.runStopped()) break;
    try {
      // The targets set the scope of the run (ClassPath::setScopeRoots).
      testcase::exploreClaimed(cp, resolveTargets(cp, {classfile::dottedName(classes[i])}).methods,
                               options, claims);
    } catch (const config::UsageError&) {
      // The command reports the class as skipped.
    }
  }
}

// The shard of each class of `classes` (top-level) among `count`, balanced by their bytecode.
std::vector<uint32_t> shardsOf(classfile::ClassPath& cp, const std::vector<std::string>& all,
                               const std::vector<std::string>& classes, uint32_t count) {
  return project::assignShards(classes, bytecodeWeights(cp, all, classes), count);
}

// What --merge takes from the shards' stores: their results (copied into the project's store)
// and, from their manifests, what each shard explored and the classes of shards that stored
// nothing.
struct ShardResults {
  std::map<std::string, uint32_t> explored;    // per class: methods its shard explored
  std::map<std::string, std::string> missing;  // per class of a missing shard: why
};

ShardResults gatherShards(const ProjectSettings& s, const fs::path& ownStore,
                          classfile::ClassPath& cp, const std::vector<std::string>& all,
                          const std::vector<std::string>& classes) {
  std::vector<fs::path> stores;
  for (const std::string& store : *s.merge)
    if (!store.empty()) stores.emplace_back(store);  // a bare --merge gives one empty value
  if (stores.empty()) stores.push_back(ownStore);
  std::map<uint32_t, project::ShardManifest> manifests;
  for (const fs::path& store : stores) {
    std::error_code ec;
    if (!fs::is_directory(store / "shards", ec))
      throw config::UsageError(
          fmt::format("--merge {}: no shard results there (run symtest project --shard I/N first)",
                      store.string()));
    for (const auto& f : fs::directory_iterator(store / "shards")) {
      std::optional<std::string> text = compose::readWholeFile(f.path());
      try {
        project::ShardManifest m = project::parseManifest(text ? *text : "");
        if (!manifests.empty() && manifests.begin()->second.shard.count != m.shard.count)
          throw config::UsageError(fmt::format(
              "--merge: {} is shard {} but others are of {} shards: stores of one sharding only",
              f.path().string(), m.shard.text(), manifests.begin()->second.shard.count));
        manifests[m.shard.index] = std::move(m);
      } catch (const std::runtime_error& e) {
        throw config::UsageError(fmt::format("--merge: {}: {}", f.path().string(), e.what()));
      }
    }
    if (fs::equivalent(store, ownStore, ec) || !fs::is_directory(store / "results", ec)) continue;
    fs::create_directories(ownStore / "results");
    for (const auto& f : fs::directory_iterator(store / "results"))
      fs::copy_file(f.path(), ownStore / "results" / f.path().filename(),
                    fs::copy_options::overwrite_existing);
  }
  if (manifests.empty())
    throw config::UsageError(
        "--merge: the stores hold no shard results (run symtest project "
        "--shard I/N first)");
  ShardResults out;
  for (const auto& [index, m] : manifests)
    out.explored.insert(m.explored.begin(), m.explored.end());
  const uint32_t count = manifests.begin()->second.shard.count;
  const std::vector<uint32_t> shardOf = shardsOf(cp, all, classes, count);
  for (size_t i = 0; i < classes.size(); ++i)
    if (!manifests.count(shardOf[i]))
      out.missing[classes[i]] = fmt::format("shard {}/{} stored no results", shardOf[i], count);
  return out;
}

// The classes of the run, explored or loaded one after the other: what a shard stores, or the
// tests and report a whole run (or a merge) writes.
struct ClassLoop {
  const ProjectSettings& s;
  const config::RunConfig& c;
  const project::Layout& layout;
  const std::vector<std::string>& all;
  const std::vector<std::string>& classes;
  compose::ResultStore* store;
  const SharedClaims* claims;
  const ShardResults* merged;  // --merge
  bool shard;                  // --shard: results into the store, no tests written
  std::function<std::string(const std::string&, results::GenerationResult&)> generate;
  solver::Cancellation& cancel;  // the run's (signals, or the merge's load-only stop)
  report::ReportBuilder* html;   // --html, or none

  project::ProjectReport run(project::ShardManifest& manifest) {
    const auto start = Clock::now();
    project::ProjectReport report;
    report.layout = layout.kindName();
    report.classesDir = layout.classes;
    report.testsDir = layout.tests.string();
    emit::JUnitNaming naming{project::kTestSuffix, project::kMarker};
    std::set<fs::path> keep;
    // Files of the classes not tested this run stay (another --include may cover them).
    for (const std::string& cls : all)
      if (std::none_of(classes.begin(), classes.end(),
                       [&](const std::string& t) { return project::belongsTo(cls, t); }))
        keep.insert(emit::testFile(layout.tests, cls, naming));
    results::Counter covered;
    uint32_t testsSoFar = 0;
    for (size_t i = 0; i < classes.size(); ++i) {
      const std::string& cls = classes[i];
      if (!merged && cancel.runStopped()) {
        // Stopped (--total-time, a signal): the classes left are not prepared at all, so that
        // the run ends at its limit; their old test classes stay.
        results::GenerationResult none;
        project::ClassReport r = project::reportClass(none, cls, 0);
        for (const std::string& member : all)
          if (project::belongsTo(member, cls))
            keep.insert(emit::testFile(layout.tests, member, naming));
        r.status = "not started";
        r.note = cancel.reason();
        report.interrupted = true;
        report.classes.push_back(r);
        continue;
      }
      const uint64_t loadedBefore = store ? store->loaded() : 0;
      results::GenerationResult result;
      std::string skipped = generate(cls, result);
      if (html && !shard) html->add(result);
      const auto loaded = static_cast<uint32_t>(store ? store->loaded() - loadedBefore : 0);
      project::ClassReport r = project::reportClass(result, cls, loaded);
      if (claims) {
        for (const auto& m : result.methods) r.explored += claims->exploredByWorker(m.method);
        r.explored = std::min(r.methods, r.explored);
        r.loaded = r.methods - r.explored;
      }
      if (merged) {
        auto it = merged->explored.find(cls);
        r.explored = std::min(r.methods, it == merged->explored.end() ? 0 : it->second);
        r.loaded = r.methods - r.explored;
      }
      r.status = skipped.empty() ? "no tests" : "skipped";
      r.note = skipped;
      // Interrupted before all of it was explored: its old test classes stay as they are; a
      // class that has none yet gets the tests of the methods done (a first run cut short).
      if (std::any_of(result.methods.begin(), result.methods.end(), [](const auto& m) {
            return m.status == results::MethodResult::Status::NotStarted;
          })) {
        bool old = false;
        for (const std::string& member : all)
          if (project::belongsTo(member, cls)) {
            const fs::path file = emit::testFile(layout.tests, member, naming);
            keep.insert(file);
            old = old || fs::exists(file);
          }
        if (!old && !shard && !merged) writeTestClasses(result, layout.tests, naming, keep, r);
        auto missing = merged ? merged->missing.find(cls)
                              : std::map<std::string, std::string>::const_iterator{};
        r.note = merged && missing != merged->missing.end() ? missing->second : cancel.reason();
        if (r.testFiles.empty()) r.status = "not started";
        report.interrupted = true;
        report.classes.push_back(r);
        continue;
      }
      if (shard) {
        manifest.explored[cls] = r.explored;
        r.status = r.tests ? "tested" : r.status;
      } else {
        writeTestClasses(result, layout.tests, naming, keep, r);
      }
      testsSoFar += r.tests;
      covered.covered += r.instructions.covered;
      covered.total += r.instructions.total;
      report.classes.push_back(r);
      if (!c.quiet) {
        const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
        const double eta =
            elapsed / static_cast<double>(i + 1) * static_cast<double>(classes.size() - i - 1);
        std::cerr << fmt::format(
            "symtest: [{}/{}] {}: {} tests{} | {} tests, coverage {} | ETA {}\n", i + 1,
            classes.size(), r.name, r.tests, r.loaded == r.methods && r.methods ? " (stored)" : "",
            testsSoFar, project::percent(covered), duration(eta));
      }
    }
    // A merge's stop is there from the start: only the classes it could not load count.
    report.interrupted = report.interrupted || (!merged && cancel.runStopped());
    if (!report.interrupted && !shard)
      for (const fs::path& p : project::removeStaleFiles(layout.tests, keep))
        report.removed.push_back(fs::relative(p, layout.tests).string());
    report.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return report;
  }
};

// --shard: this shard's manifest replaces those of other shardings (of another N) in the store.
void writeManifest(const fs::path& store, const project::ShardManifest& manifest) {
  const fs::path dir = store / "shards";
  fs::create_directories(dir);
  const std::string suffix = fmt::format("-of-{}.json", manifest.shard.count);
  for (const auto& f : fs::directory_iterator(dir))
    if (!f.path().filename().string().ends_with(suffix)) {
      std::error_code ec;
      fs::remove(f.path(), ec);
    }
  config::writeFileAtomically((dir / project::manifestFileName(manifest.shard)).string(),
                              project::manifestJson(manifest));
}

}  // namespace

int runProject(ProjectSettings& s, config::GenRun& gen, solver::Cancellation& cancel,
               const ClassPathOpener& open, const std::vector<std::string>& argv) {
  const config::RunConfig& c = gen.core();
  if (!c.junitDir.empty() || !c.jsonFile.empty())
    throw config::UsageError(
        "project writes its tests into the project's test tree and its summary into its store: "
        "--junit and --json are gen's");
  std::optional<project::ShardSpec> shard;
  if (!s.shard.empty()) {
    if (s.merge)
      throw config::UsageError(
          "--shard explores one part into the store, --merge writes the whole: one or the other");
    shard = project::parseShard(s.shard);
  }
  s.layout.root = s.root;
  const project::Layout layout = project::detectLayout(s.layout);
  if (s.printLayout) {
    std::cout << project::layoutJson(layout);
    return 0;
  }
  std::vector<std::string> entries{layout.classes};
  entries.insert(entries.end(), layout.libraries.begin(), layout.libraries.end());
  auto classPath = open(entries);
  classfile::ClassPath& cp = *classPath;
  const std::vector<std::string> all = cp.listEntry(0);
  if (all.empty()) throw config::UsageError(fmt::format("{} holds no class", layout.classes));
  std::vector<std::string> classes = classesUnderTest(all, s);
  if (classes.empty())
    throw config::UsageError(fmt::format("no class of {} is left to test", layout.classes));
  if (shard) {
    // A shard may have no class (more shards than classes): it explores nothing.
    const std::vector<uint32_t> shardOf = shardsOf(cp, all, classes, shard->count);
    std::vector<std::string> mine;
    for (size_t i = 0; i < classes.size(); ++i)
      if (shardOf[i] == shard->index) mine.push_back(classes[i]);
    classes = std::move(mine);
  }
  ShardResults merged;
  if (s.merge) merged = gatherShards(s, layout.store, cp, all, classes);
  // Bad input ends above: from here on the store and the test tree are written.
  fs::create_directories(layout.store);
  if (s.worker.empty() && !shard) config::checkOutputDirectory("--tests", layout.tests.string());
  if (!c.htmlDir.empty()) config::checkOutputDirectory("--html", c.htmlDir);

  testcase::GeneratorOptions options = config::generatorOptions(c, cp);
  // --merge explores nothing: a run stopped from the start loads what the store holds, and
  // reports the rest not started.
  solver::Cancellation loadOnly;
  if (s.merge) loadOnly.request(solver::Cancellation::Scope::Run, "no shard stored its result");
  solver::Cancellation& runCancel = s.merge ? loadOnly : cancel;
  options.cancel = &runCancel;
  options.loadOnly = s.merge.has_value();
  auto assembly = gen.assemble(
      cp, options, [](const std::string& m) { std::cerr << "symtest: warning: " << m << "\n"; });
  std::unique_ptr<compose::ResultStore> ownStore;
  compose::ResultStore* store = dynamic_cast<compose::ResultStore*>(options.results);
  if (!options.results) {
    ownStore = std::make_unique<compose::ResultStore>(
        layout.store, gen.key().text(),
        [](const std::string& m) { std::cerr << "symtest: warning: " << m << "\n"; });
    store = ownStore.get();
    options.results = store;
  }
  if (store && (shard || s.merge)) store->keepCutResults();
  auto generateClass = [&](const std::string& cls, results::GenerationResult& result) {
    ResolvedTargets targets;
    try {
      targets = resolveTargets(cp, {classfile::dottedName(cls)});
    } catch (const config::UsageError& e) {
      return std::string(e.what());
    }
    result = testcase::generate(cp, targets.methods, options);
    gen.finish(result);
    return std::string();
  };

  if (!s.worker.empty()) {
    if (becomeWorker()) exploreAsWorker(cp, all, classes, options, s.worker, cancel);
    return 0;
  }
  // --total-time is the whole run's: one watchdog for every class, which each generate()
  // would otherwise count again from its own start.
  std::optional<solver::Watchdog> runWatchdog;
  if (options.totalTimeLimit && !s.merge) {
    runWatchdog.emplace(runCancel, options.totalTimeLimit);
    options.totalTimeLimit.reset();
  }
  const unsigned jobs = s.jobs ? s.jobs : defaultJobs();
  // -j N: N - 1 workers explore into the store beside this process, which loads their results
  // class by class (workers.hpp); the claims directory goes when they are done. A merge
  // explores nothing.
  ScratchDirectory claimDir;
  std::optional<WorkerPool> workers;
  std::optional<SharedClaims> claims;
  if (jobs > 1 && classes.size() > 1 && !s.merge) {
    claimDir.make(layout.store / (shard ? "claims-" + std::to_string(shard->index) : "claims"));
    workers.emplace(argv, jobs - 1, claimDir.path());
    claims.emplace(claimDir.path(), *workers, cancel);
    options.shared = &*claims;
  }

  std::optional<report::ReportBuilder> html;
  if (!c.htmlDir.empty() && !shard)
    html.emplace(cp, sourceRoots(c.sourcePath, {layout.root / "src" / "main" / "java"}));
  project::ShardManifest manifest;
  ClassLoop loop{s,
                 c,
                 layout,
                 all,
                 classes,
                 store,
                 claims ? &*claims : nullptr,
                 s.merge ? &merged : nullptr,
                 shard.has_value(),
                 generateClass,
                 runCancel,
                 html ? &*html : nullptr};
  project::ProjectReport report = loop.run(manifest);
  if (shard) {
    manifest.shard = *shard;
    manifest.interrupted = report.interrupted;
    writeManifest(layout.store, manifest);
    std::cout << fmt::format(
        "symtest project shard {}: {} classes, {} methods ({} explored), {} tests{}; results in "
        "{}\n",
        shard->text(), report.classes.size(), report.methods(), report.explored(), report.tests(),
        report.interrupted ? ", interrupted" : "", layout.store.string());
    return report.partial() ? 3 : 0;
  }
  std::cout << project::summaryText(report);
  warnIfNewerThanJdk(cp);
  config::writeFileAtomically((layout.store / "summary.json").string(),
                              project::summaryJson(report));
  if (html)
    writeReport(*html,
                fmt::format("symtest project {} ({})", layout.root.string(), layout.kindName()),
                optionRows(gen.key().text()), c.htmlDir, c.quiet);
  return report.partial() ? 3 : 0;
}

}  // namespace symtest::cli
