#include "cli/verify_command.hpp"

#include <fmt/format.h>

#include <chrono>
#include <cstdlib>
#include <iostream>

#include "classfile/class_names.hpp"
#include "cli/targets.hpp"
#include "config/options.hpp"

namespace symtest::cli {

void VerifySettings::addOptions(CLI::App& cmd) {
  cmd.add_option("--time-limit", timeLimit,
                 "Safety net: seconds for the whole verification (default 600); a verdict it "
                 "cuts is unknown")
      ->check(CLI::PositiveNumber);
  cmd.add_option("--max-steps", maxSteps,
                 "Derivation steps for the whole verification, over all bounds (default "
                 "20000000): where an unknown verdict stops, the same on every machine")
      ->check(CLI::PositiveNumber);
  cmd.add_option("--max-k", maxK, "The deepest block-k bound tried (default 64)")
      ->check(CLI::Range(1u, 1000u));
  config::addUnits(cmd, "--query-budget", queryBudget,
                   "Z3 resource units one solver query may use (default 400M); a query that "
                   "runs out makes the verdict unknown");
  cmd.add_flag("-q,--quiet", quiet, "No progress lines on stderr");
}

// One verdict line on stdout: true, false (with the witness) or unknown (and why).
int runVerify(CommonOptions& o, const VerifySettings& v, solver::Cancellation& cancel) {
  std::vector<std::string> userEntries = classfile::ClassPath::split(o.classPath);
  auto classPath = openClassPath(o);
  if (o.targets.size() != 1) throw UsageError("verify takes one class, the one whose main runs");
  std::string main = classfile::internalName(o.targets.front());
  const classfile::ClassFile* cls = classPath->find(main);
  if (!cls) throw UsageError(fmt::format("class {} not found on the class path", o.targets[0]));
  const classfile::Method* m = cls->findMethod("main", "([Ljava/lang/String;)V");
  if (!m || !m->isStatic())
    throw UsageError(fmt::format("class {} has no static void main(String[])", o.targets[0]));
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

}  // namespace symtest::cli
