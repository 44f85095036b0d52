#include "testcase/generator.hpp"

#include <fmt/format.h>

#include <set>

#include "classfile/bytecode.hpp"
#include "coverage/jacoco_model.hpp"
#include "solver/cancellation.hpp"
#include "testcase/method_run.hpp"
#include "testcase/path_to_test.hpp"
#include "testcase/type_names.hpp"

namespace symtest::testcase {

results::GenerationResult generate(classfile::ClassPath& classPath,
                                   const std::vector<classfile::MethodId>& targets,
                                   const GeneratorOptions& options) {
  auto start = std::chrono::steady_clock::now();
  results::GenerationResult result;
  result.k = options.k;
  result.capturesOutput = options.captureOutput;
  result.solver.queryBudget = options.solver.queryBudget;
  // Every exploration of the run (methods, summaries) polls one stop request, which the
  // safety limits and the caller's signals share, and which interrupts Z3 when it fires.
  solver::Cancellation ownCancel;
  solver::Cancellation& cancel = options.cancel ? *options.cancel : ownCancel;
  GeneratorOptions stoppable = options;
  stoppable.limits.stop = &cancel;
  stoppable.solver.cancel = &cancel;
  solver::Watchdog watchdog(cancel, options.totalTimeLimit);
  GenerationSession session(classPath, stoppable);
  std::set<std::string> analysedClasses;

  for (const classfile::MethodId& target : targets) {
    if (options.claim && cancel.runStopped()) break;  // a stopped worker leaves the rest
    if (options.claim && !options.claim(target)) {
      // Translated all the same, in the order of the run: predicate names, which results
      // carry, then come out as in the run that loads this worker's results.
      MethodRun(session, target).translate();
      continue;
    }
    auto methodStart = std::chrono::steady_clock::now();
    analysedClasses.insert(target.className);
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
      result.methods.push_back(std::move(skipped));
    };
    // Stopped: what a store holds is still reported (what the workers of -j finished).
    const bool stopped = cancel.runStopped();
    if (stopped && !options.results) {
      notStarted();
      continue;
    }
    if (options.progress && !stopped)
      options.progress(
          fmt::format("{}.{}{}", target.javaClassName(), target.name, target.descriptor));
    watchdog.startMethod(options.timeLimit);
    MethodRun run(session, target);
    if (run.prepare()) {
      const bool loaded = options.results && options.results->load(run);
      if (!loaded && stopped) {
        watchdog.endMethod();
        notStarted();
        continue;
      }
      if (!loaded) {
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
      run.measure();
      results::MethodResult& mr = run.result();
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
    watchdog.endMethod();
    run.result().seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - methodStart).count();
    result.methods.push_back(std::move(run.result()));
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
