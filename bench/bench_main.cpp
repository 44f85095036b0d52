// symtest-bench: the papers' table columns per subject and k (test cases, coverage, time,
// unfolding steps, solver calls and time, peak memory; unhandled calls and whether an
// assertion can fail, for SV-COMP-style subjects). Each measurement runs in a child
// process so that peak RSS belongs to that subject alone.
#include <fmt/format.h>
#include <malloc.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "classfile/class_path.hpp"
#include "cli/registry.hpp"
#include "cli/targets.hpp"
#include "config/gen_run.hpp"
#include "testcase/generator.hpp"

namespace {

using namespace symtest;

struct Row {
  std::string subject;
  uint32_t k = 0;
  std::string solver;
  uint64_t methods = 0, tests = 0, unfoldings = 0, cut = 0, queries = 0, free = 0, calls = 0;
  uint64_t pruned = 0;  // alternatives a technique (criterion, policy) cut
  // Queries decided by each layer without Z3, and Z3 calls that ran out of their budget.
  uint64_t byFolding = 0, byModel = 0, byCache = 0, bySearch = 0, timeouts = 0;
  uint64_t instrCovered = 0, instrTotal = 0, branchCovered = 0, branchTotal = 0;
  double wallMs = 0, cpuMs = 0, solverMs = 0, medianMsPerTest = 0;
  long peakKb = 0;
  bool exhaustive = true;
  uint64_t unhandled = 0;  // calls met that are neither analysed nor modelled
  bool violation = false;  // some test case ends in an AssertionError (SV-COMP verdict)
};

// One configuration measured: solver strategy, aliasing, selection criterion, reduction.
struct Config {
  std::string solver;
  bool aliasing = true;
  std::string criterion = "all-paths";
  bool keepAll = true;
  std::string policy;  // a resource policy, as symtest gen --policy takes it
  uint64_t queryBudget = solver::SolverOptions::kDefaultQueryBudget;
  std::string search = "bounds";  // --policy-search
  std::string label() const {
    std::string l = solver + (aliasing ? "" : "/noalias");
    if (criterion != "all-paths") l += "/" + criterion.substr(0, criterion.find(':'));
    if (!keepAll) l += "/red";
    if (!policy.empty()) l += "/" + policy + (search == "traces" ? "/tr" : "");
    return l;
  }
};

// The methods `symtest gen CLASS` would test.
std::vector<results::MethodId> methodsOf(classfile::ClassPath& cp, const std::string& cls) {
  return cli::resolveTargets(cp, {cls}).methods;
}

// The run `symtest gen` makes of these options: the same registry and builder. Throws
// (CLI11's or a usage error) when the configuration is not one gen accepts.
std::unique_ptr<config::GenRun> makeRun(const Config& config, uint32_t k) {
  std::vector<std::string> args = {"-k",
                                   std::to_string(k),
                                   "--solver",
                                   config.solver,
                                   "--aliasing",
                                   config.aliasing ? "on" : "off",
                                   "--criterion",
                                   config.criterion,
                                   "--time-limit",
                                   "120",  // a safety net only
                                   "--query-budget",
                                   std::to_string(config.queryBudget)};
  if (config.keepAll) args.push_back("--keep-all");
  if (!config.policy.empty())
    args.insert(args.end(), {"--policy", config.policy, "--policy-search", config.search});
  CLI::App gen;
  auto run = std::make_unique<config::GenRun>(cli::techniqueRegistry());
  run->addOptions(gen);
  std::reverse(args.begin(), args.end());  // CLI11 takes them last first
  gen.parse(args);
  run->settle();
  return run;
}

// Runs one measurement in this (child) process and serializes the row.
std::string measure(const std::vector<std::string>& entries, const std::string& subject, uint32_t k,
                    const Config& config) {
  classfile::ClassPath cp(entries);
  if (std::filesystem::exists(SYMTEST_MODELS_JAR)) cp.addModels(SYMTEST_MODELS_JAR);
  std::unique_ptr<config::GenRun> run = makeRun(config, k);
  testcase::GeneratorOptions options = config::generatorOptions(run->core(), cp);
  auto assembly = run->assemble(cp, options, [](const std::string& m) {
    std::cerr << "symtest-bench: warning: " << m << "\n";
  });
  auto start = std::chrono::steady_clock::now();
  auto result = testcase::generate(cp, methodsOf(cp, subject), options);
  double wall =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  Row r;
  r.wallMs = wall;
  std::vector<double> perTest;
  for (const auto& m : result.methods) {
    if (m.status == results::MethodResult::Status::Skipped) continue;
    ++r.methods;
    r.tests += m.tests.size();
    r.unfoldings += m.exploration.unfoldings;
    r.pruned += m.exploration.prunedByExtensions;
    r.cut += m.exploration.cutByBound;
    r.exhaustive = r.exhaustive && m.exploration.cutByBound == 0 && m.exploration.complete;
    if (!m.tests.empty()) perTest.push_back(m.seconds * 1000 / m.tests.size());
    for (const auto& t : m.tests)
      r.violation = r.violation || (t.throws && t.exceptionClass == "java/lang/AssertionError");
  }
  for (const auto& [call, n] : result.unhandledCalls) r.unhandled += n;
  for (const auto& c : result.classCoverage) {
    r.instrCovered += c.instructions.covered;
    r.instrTotal += c.instructions.total;
    r.branchCovered += c.branches.covered;
    r.branchTotal += c.branches.total;
  }
  std::sort(perTest.begin(), perTest.end());
  r.medianMsPerTest = perTest.empty() ? 0 : perTest[perTest.size() / 2];
  r.queries = result.solver.queries;
  r.free = result.solver.decidedWithoutSolver;
  r.calls = result.solver.solverCalls;
  r.solverMs = result.solver.solverSeconds * 1000;
  return fmt::format(
      "{} {} {} {} {} {} {} {} {} {} {} {} {} {:.3f} {:.3f} {:.4f} {} {} {} {} {} {} {}\n",
      r.methods, r.tests, r.unfoldings, r.cut, r.queries, r.free, r.calls, r.instrCovered,
      r.instrTotal, r.branchCovered, r.branchTotal, r.exhaustive ? 1 : 0, r.unhandled, r.wallMs,
      r.solverMs, r.medianMsPerTest, r.violation ? 1 : 0, result.solver.byFolding,
      result.solver.byModel, result.solver.byCache, result.solver.bySearch,
      result.solver.outOfBudget, r.pruned);
}

Row runChild(const std::vector<std::string>& entries, const std::string& subject, uint32_t k,
             const Config& config) {
  int fds[2];
  if (pipe(fds) != 0) throw std::runtime_error("pipe failed");
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    std::string line;
    try {
      line = measure(entries, subject, k, config);
    } catch (const std::exception& e) {
      line = std::string("error ") + e.what() + "\n";
    }
    (void)!write(fds[1], line.data(), line.size());
    _exit(0);
  }
  close(fds[1]);
  std::string text;
  char buf[512];
  ssize_t n;
  while ((n = read(fds[0], buf, sizeof buf)) > 0) text.append(buf, static_cast<size_t>(n));
  close(fds[0]);
  int status = 0;
  struct rusage usage {};
  wait4(pid, &status, 0, &usage);
  if (text.rfind("error", 0) == 0) throw std::runtime_error(text);
  Row r;
  r.subject = subject;
  r.k = k;
  r.solver = config.label();
  std::istringstream in(text);
  int exhaustive = 0, violation = 0;
  in >> r.methods >> r.tests >> r.unfoldings >> r.cut >> r.queries >> r.free >> r.calls >>
      r.instrCovered >> r.instrTotal >> r.branchCovered >> r.branchTotal >> exhaustive >>
      r.unhandled >> r.wallMs >> r.solverMs >> r.medianMsPerTest >> violation >> r.byFolding >>
      r.byModel >> r.byCache >> r.bySearch >> r.timeouts >> r.pruned;
  r.exhaustive = exhaustive != 0;
  r.violation = violation != 0;
  r.peakKb = usage.ru_maxrss;
  r.cpuMs = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0 +
            (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
  return r;
}

std::string pct(uint64_t a, uint64_t b) {
  return b ? fmt::format("{:.1f}%", 100.0 * a / b) : "-";
}

// Shares of the queries decided by folding / a known model / the cache / local search.
std::string layers(uint64_t f, uint64_t m, uint64_t c, uint64_t s, uint64_t queries) {
  if (queries == 0) return "-";
  auto p = [queries](uint64_t x) {
    return std::lround(100.0 * static_cast<double>(x) / static_cast<double>(queries));
  };
  return fmt::format("{}/{}/{}/{}", p(f), p(m), p(c), p(s));
}

}  // namespace

int main(int argc, char** argv) {
  // As symtest does (see cli/main.cpp): libzip's mktime per entry, Z3's large allocations.
  setenv("TZ", "UTC", 0);
  mallopt(M_MMAP_THRESHOLD, 256 << 20);
  mallopt(M_TRIM_THRESHOLD, 512 << 20);
  CLI::App app{"symtest-bench: test cases, coverage, time, unfoldings, solver calls, peak memory"};
  std::string classPath;
  std::string kList = "1,2,3";
  std::vector<std::string> subjects;
  std::string solverKind = "caching";
  std::string aliasingList = "on";
  app.add_option("--cp", classPath, "Class path of the subjects")->required();
  app.add_option("-k", kList, "Bounds to measure, comma-separated (default 1,2,3)");
  app.add_option("--solver", solverKind, "caching, incremental, or both")
      ->check(CLI::IsMember({"caching", "incremental", "both"}));
  app.add_option("--aliasing", aliasingList, "on, off, or on,off");
  std::vector<std::string> criteria{"all-paths"};
  app.add_option("--criterion", criteria,
                 "Selection criteria to measure (repeatable; default all-paths), as symtest gen")
      ->allow_extra_args(false)
      ->take_all();
  std::vector<std::string> policies{""};
  app.add_option("--policy", policies,
                 "Resource policies to measure (repeatable), as symtest gen --policy; each "
                 "runs in addition to the run without a policy")
      ->allow_extra_args(false)
      ->take_all();
  std::string queryBudgetText = solver::unitsText(solver::SolverOptions::kDefaultQueryBudget);
  app.add_option("--query-budget", queryBudgetText,
                 "Z3 resource units per solver query, as symtest gen (e.g. 20M)");
  std::vector<std::string> searches{"bounds"};
  app.add_option("--policy-search", searches,
                 "bounds, traces or both: how policies prune (as symtest gen --policy-search)")
      ->allow_extra_args(false)
      ->take_all();
  bool reduce = false;
  app.add_flag("--reduce", reduce, "Reduce each suite after generation (symtest gen's default)");
  app.add_option("subjects", subjects, "Classes to measure")->required();
  CLI11_PARSE(app, argc, argv);
  const std::optional<uint64_t> parsedBudget = solver::parseUnits(queryBudgetText);
  if (!parsedBudget) {
    std::cerr << "symtest-bench: --query-budget " << queryBudgetText << ": not a budget\n";
    return 2;
  }
  const uint64_t queryBudget = *parsedBudget;
  if (std::find(searches.begin(), searches.end(), "both") != searches.end())
    searches = {"bounds", "traces"};
  std::vector<uint32_t> ks;
  std::istringstream kin(kList);
  for (std::string part; std::getline(kin, part, ',');)
    ks.push_back(static_cast<uint32_t>(std::stoul(part)));

  std::vector<std::string> entries = classfile::ClassPath::split(classPath);
  if (auto jdk = classfile::ClassPath::findJdkBaseModule(); !jdk.empty()) entries.push_back(jdk);
  std::vector<std::string> solvers = solverKind == "both"
                                         ? std::vector<std::string>{"caching", "incremental"}
                                         : std::vector{solverKind};

  fmt::print(
      "{:<18} {:>2} {:<24} {:>4} {:>6} {:>7} {:>7} {:>9} {:>10} {:>6} {:>6} {:>8} {:>7} {:>12} "
      "{:>9} "
      "{:>8} {:>6} {:>8} {:>9} {:>4} {:>7} {:>9}\n",
      "subject", "k", "solver", "meth", "tests", "instr", "branch", "wall ms", "cpu ms", "unfold",
      "pruned", "queries", "no-slv", "f/m/c/s %", "slv calls", "slv ms", "budget", "ms/test",
      "peak MB", "exh", "unhandl", "assert");
  std::vector<Row> rows;
  if (std::find(policies.begin(), policies.end(), "") == policies.end())
    policies.insert(policies.begin(), "");  // generate-then-filter's baseline
  std::vector<Config> configs;
  for (const auto& criterion : criteria) {
    for (const auto& policy : policies)
      for (const auto& search : searches) {
        if (policy.empty() && search != searches.front()) continue;  // one baseline
        for (const auto& solver : solvers) {
          if (aliasingList.find("on") != std::string::npos)
            configs.push_back({solver, true, criterion, !reduce, policy, queryBudget, search});
          if (aliasingList.find("off") != std::string::npos)
            configs.push_back({solver, false, criterion, !reduce, policy, queryBudget, search});
        }
      }
  }
  for (const auto& c : configs) {
    try {
      makeRun(c, 1);
    } catch (const std::exception& e) {
      std::cerr << "symtest-bench: " << c.label() << ": " << e.what() << "\n";
      return 2;
    }
  }
  std::vector<std::string> labels;
  for (const auto& c : configs) labels.push_back(c.label());
  for (const auto& config : configs)
    for (uint32_t k : ks)
      for (const auto& s : subjects) {
        Row r;
        try {
          r = runChild(entries, s, k, config);
        } catch (const std::runtime_error& e) {
          // A class with nothing to test (abstract, only nested helpers): said, not fatal.
          fmt::print("{:<18} {:>2} skipped: {}", s, k, e.what());
          continue;
        }
        rows.push_back(r);
        fmt::print(
            "{:<18} {:>2} {:<24} {:>4} {:>6} {:>7} {:>7} {:>9.1f} {:>10.1f} {:>6} {:>6} {:>8} "
            "{:>7} "
            "{:>12} {:>9} {:>8.1f} {:>6} {:>8.3f} {:>9.1f} {:>4} {:>7} {:>9}\n",
            r.subject, r.k, r.solver, r.methods, r.tests, pct(r.instrCovered, r.instrTotal),
            pct(r.branchCovered, r.branchTotal), r.wallMs, r.cpuMs, r.unfoldings, r.pruned,
            r.queries, pct(r.free, r.queries),
            layers(r.byFolding, r.byModel, r.byCache, r.bySearch, r.queries), r.calls, r.solverMs,
            r.timeouts, r.medianMsPerTest, r.peakKb / 1024.0, r.exhaustive ? "yes" : "no",
            r.unhandled, r.violation ? "violated" : "holds");
        std::fflush(stdout);
      }
  // Totals per (solver, k): the suite-level targets.
  for (const auto& solver : labels)
    for (uint32_t k : ks) {
      double wall = 0, cpu = 0, slv = 0;
      uint64_t tests = 0, queries = 0, free = 0, calls = 0, timeouts = 0;
      uint64_t f = 0, m = 0, c = 0, se = 0;
      std::vector<double> perTest;
      for (const auto& r : rows)
        if (r.k == k && r.solver == solver) {
          wall += r.wallMs;
          cpu += r.cpuMs;
          slv += r.solverMs;
          tests += r.tests;
          queries += r.queries;
          free += r.free;
          calls += r.calls;
          timeouts += r.timeouts;
          f += r.byFolding, m += r.byModel, c += r.byCache, se += r.bySearch;
          perTest.push_back(r.medianMsPerTest);
        }
      std::sort(perTest.begin(), perTest.end());
      fmt::print(
          "TOTAL {:<24} k={}: {} test cases, wall {:.1f} ms, process CPU {:.1f} ms, solver {:.1f} "
          "ms in {} calls, "
          "{} of {} queries decided without a solver call (folding/model/cache/search {} %), "
          "{} over the query budget, median of subject medians {:.3f} ms/test\n",
          solver, k, tests, wall, cpu, slv, calls, pct(free, queries), queries,
          layers(f, m, c, se, queries), timeouts,
          perTest.empty() ? 0.0 : perTest[perTest.size() / 2]);
    }
  return 0;
}
