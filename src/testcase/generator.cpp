#include "testcase/generator.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "classfile/bytecode.hpp"
#include "coverage/jacoco_model.hpp"
#include "solver/cancellation.hpp"
#include "testcase/exploration_estimate.hpp"
#include "testcase/method_run.hpp"
#include "testcase/path_to_test.hpp"
#include "testcase/type_names.hpp"

namespace symtest::testcase {

namespace {

// Explores a prepared method with the techniques' hooks and stores its result.
void exploreAndStore(MethodRun& run, const GeneratorOptions& options) {
  for (Technique* t : options.techniques) t->beginMethod(run);
  run.explore();
  for (Technique* t : options.techniques) t->endMethod(run);
  const auto& st = run.solver().stats();
  results::SolverSummary& s = run.result().solver;
  s.queries = st.queries;
  s.decidedWithoutSolver =
      st.decidedByFolding + st.decidedByModel + st.decidedBySearch + st.decidedByCache;
  s.byFolding = st.decidedByFolding;
  s.byModel = st.decidedByModel;
  s.bySearch = st.decidedBySearch;
  s.byCache = st.decidedByCache;
  s.solverCalls = st.solverCalls;
  s.outOfBudget = st.outOfBudget;
  s.resourceUnits = st.resourceUnits;
  s.solverSeconds = std::chrono::duration<double>(st.solverTime).count();
  if (options.results) options.results->save(run);
}

// The options of every exploration of a run: one stop request, which the safety limits and the
// caller's signals share and which interrupts Z3 when it fires.
GeneratorOptions stoppable(const GeneratorOptions& options, solver::Cancellation& cancel) {
  GeneratorOptions o = options;
  o.limits.stop = &cancel;
  o.solver.cancel = &cancel;
  return o;
}

// Adds a method's solver work and unhandled calls to the run's.
void addUp(results::GenerationResult& result, const results::MethodResult& mr) {
  for (const auto& [key, n] : mr.exploration.unhandledCalls) result.unhandledCalls[key] += n;
  const results::SolverSummary& s = mr.solver;
  result.solver.queries += s.queries;
  result.solver.decidedWithoutSolver += s.decidedWithoutSolver;
  result.solver.byFolding += s.byFolding;
  result.solver.byModel += s.byModel;
  result.solver.bySearch += s.bySearch;
  result.solver.byCache += s.byCache;
  result.solver.gaveUpBranches += mr.exploration.solverUnknown;
  result.solver.solverCalls += s.solverCalls;
  result.solver.outOfBudget += s.outOfBudget;
  result.solver.resourceUnits += s.resourceUnits;
  result.solver.solverSeconds += s.solverSeconds;
}

// Translates `targets` in their order (the predicate names, which results carry, as in -j 1),
// then orders them by their estimated cost, the costliest first. A stopped run translates no
// more: the methods left are estimated 0 (none of them runs).
std::vector<uint64_t> translateAndEstimate(GenerationSession& session,
                                           const std::vector<classfile::MethodId>& targets,
                                           const solver::Cancellation& cancel) {
  std::vector<clp::PredId> entries;
  for (const classfile::MethodId& target : targets) {
    if (cancel.runStopped()) break;
    MethodRun run(session, target);
    run.translate();
    entries.push_back(run.entry());
  }
  std::vector<uint64_t> estimates = explorationEstimates(session.translator().program(), entries);
  estimates.resize(targets.size(), 0);
  return estimates;
}

std::vector<size_t> costliestFirst(GenerationSession& session,
                                   const std::vector<classfile::MethodId>& targets,
                                   const solver::Cancellation& cancel) {
  const std::vector<uint64_t> estimates = translateAndEstimate(session, targets, cancel);
  std::vector<size_t> order(targets.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return estimates[a] > estimates[b]; });
  return order;
}

// A method as progress lines name it.
std::string methodName(const classfile::MethodId& m) {
  return fmt::format("{}.{}{}", m.javaClassName(), m.name, m.descriptor);
}

}  // namespace

size_t exploreClaimed(classfile::ClassPath& classPath,
                      const std::vector<classfile::MethodId>& targets,
                      const GeneratorOptions& options, SharedRun& shared) {
  solver::Cancellation ownCancel;
  solver::Cancellation& cancel = options.cancel ? *options.cancel : ownCancel;
  solver::Watchdog watchdog(cancel, options.totalTimeLimit);
  if (options.slowMethod) watchdog.onSlowMethod(options.slowMethod);
  const GeneratorOptions runOptions = stoppable(options, cancel);
  GenerationSession session(classPath, runOptions);
  const std::vector<size_t> order = costliestFirst(session, targets, cancel);
  size_t explored = 0;
  for (size_t i : order) {
    if (cancel.runStopped()) break;
    const classfile::MethodId& target = targets[i];
    if (shared.taken(target)) continue;
    watchdog.startMethod(options.timeLimit, methodName(target));
    MethodRun run(session, target);
    // Skipped, or stored by an earlier run: the command's, which then only loads it.
    if (run.prepare() && !(options.results && options.results->has(run)) && shared.claim(target)) {
      exploreAndStore(run, options);
      ++explored;
      shared.finished(target);
    }
    watchdog.endMethod();
  }
  return explored;
}

results::GenerationResult generate(classfile::ClassPath& classPath,
                                   const std::vector<classfile::MethodId>& targets,
                                   const GeneratorOptions& options) {
  auto start = std::chrono::steady_clock::now();
  results::GenerationResult result;
  result.k = options.k;
  result.capturesOutput = options.captureOutput;
  result.solver.queryBudget = options.solver.queryBudget;
  solver::Cancellation ownCancel;
  solver::Cancellation& cancel = options.cancel ? *options.cancel : ownCancel;
  solver::Watchdog watchdog(cancel, options.totalTimeLimit);
  if (options.slowMethod) watchdog.onSlowMethod(options.slowMethod);
  const GeneratorOptions runOptions = stoppable(options, cancel);
  GenerationSession session(classPath, runOptions);
  std::set<std::string> analysedClasses;

  // One method, its result into result.methods[slot]: loaded from the store, or explored here.
  auto runMethod = [&](const classfile::MethodId& target, size_t slot) {
    auto methodStart = std::chrono::steady_clock::now();
    auto notStarted = [&] {
      // Its signature as the report shows it.
      results::MethodResult skipped;
      try {
        skipped = describeMethod(classPath, target);
      } catch (const std::exception&) {
        skipped.method = target;
      }
      skipped.status = results::MethodResult::Status::NotStarted;
      skipped.note = "not started: " + cancel.reason();
      result.methods[slot] = std::move(skipped);
    };
    // Stopped: what the workers of -j stored is still reported, and a merge loads everything.
    // Nothing else is prepared, not even to look for an older stored result (preparing costs
    // as much as translating): the run ends at its limit.
    const bool stopped = cancel.runStopped();
    const bool load =
        options.results && (options.loadOnly || (options.shared && options.shared->stored(target)));
    if (stopped && !load) return notStarted();
    if (options.progress && !stopped) options.progress(methodName(target));
    watchdog.startMethod(options.timeLimit, methodName(target));
    MethodRun run(session, target);
    if (run.prepare()) {
      const bool loaded = options.results && options.results->load(run);
      if (!loaded && stopped) {
        watchdog.endMethod();
        return notStarted();
      }
      if (!loaded) exploreAndStore(run, options);
      run.measure();
      addUp(result, run.result());
    }
    watchdog.endMethod();
    run.result().seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - methodStart).count();
    result.methods[slot] = std::move(run.result());
  };
  result.methods.resize(targets.size());
  for (const classfile::MethodId& target : targets) analysedClasses.insert(target.className);
  if (!options.shared) {
    for (size_t i = 0; i < targets.size(); ++i) runMethod(targets[i], i);
  } else {
    // -j: this process explores the cheapest methods first, the workers the costliest, so that
    // a long method whose estimate is off is no long tail. Between two of its own, it loads
    // the results the workers stored so far, and the rest once they are stored. (Translation
    // is done: results come out the same in any order.)
    const std::vector<size_t> order = costliestFirst(session, targets, cancel);
    std::vector<char> done(targets.size(), 0);
    auto run = [&](size_t i) {
      runMethod(targets[i], i);
      done[i] = 1;
    };
    size_t stored = 0;  // the workers' end of `order`: loaded up to here
    for (auto it = order.rbegin(); it != order.rend() && !cancel.runStopped(); ++it) {
      for (; stored < order.size(); ++stored) {
        if (done[order[stored]]) continue;
        if (!options.shared->stored(targets[order[stored]])) break;
        run(order[stored]);
      }
      if (!done[*it] && options.shared->claim(targets[*it])) run(*it);
    }
    for (size_t i = 0; i < targets.size(); ++i)
      if (!done[i]) {
        options.shared->await(targets[i]);
        run(i);
      }
  }

  for (const std::string& className : analysedClasses) {
    const auto* cls = classPath.find(className);
    if (!cls) continue;
    for (const auto& m : cls->methods) {
      if (!m.code) continue;
      // Methods JaCoCo leaves out of its report (e.g. private empty constructors).
      if (coverage::jacoco::isFilteredMethod(*cls, m,
                                             classfile::decodeBytecode(*m.code, cls->origin)))
        continue;
      classfile::MethodId id{className, m.name, m.descriptor};
      coverage::CoverageCounts c = session.suite().counts(id);
      result.classCoverage.push_back(
          {id, {c.coveredInstructions, c.totalInstructions}, {c.coveredBranches, c.totalBranches}});
    }
  }
  for (Technique* t : options.techniques) t->endRun(result);
  nameTypes(classPath, result);
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace symtest::testcase
