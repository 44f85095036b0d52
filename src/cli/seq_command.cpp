#include "cli/seq_command.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <stdexcept>

#include "cli/run_control.hpp"
#include "cli/targets.hpp"
#include "config/output_paths.hpp"
#include "sequences/sequence_emit.hpp"
#include "sequences/sequence_explorer.hpp"

namespace symtest::cli {

int runSeq(classfile::ClassPath& classPath, const std::vector<std::string>& classes,
           const SeqSettings& s, solver::Cancellation& cancel) {
  if (!s.junitDir.empty()) config::checkOutputDirectory("--junit", s.junitDir);
  if (!s.jsonFile.empty()) config::checkOutputFile("--json", s.jsonFile);
  std::vector<std::string> names;
  for (std::string c : classes) {
    for (char& ch : c)
      if (ch == '.') ch = '/';
    if (!classPath.find(c)) throw UsageError("class not found: " + c);
    std::vector<std::pair<results::MethodId, std::string>> skipped;
    try {
      sequences::operationsOf(classPath, c, skipped, s.observers == "on");
    } catch (const std::invalid_argument& e) {
      throw UsageError(e.what());
    }
    names.push_back(c);
  }
  classPath.setScopeRoots(names);
  sequences::SequenceOptions options;
  options.length = s.length;
  options.subsumption = s.subsumption == "on";
  options.observers = s.observers == "on";
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
  sequences::SequenceRun run = sequences::exploreSequences(classPath, names, options);
  std::cout << sequences::sequenceTable(run);
  if (!s.jsonFile.empty()) config::writeFileAtomically(s.jsonFile, sequences::sequenceJson(run));
  if (!s.junitDir.empty())
    for (const auto& f : sequences::writeSequenceJUnit(run, s.junitDir))
      if (!s.quiet) std::cerr << "symtest: wrote " << f.string() << "\n";
  return run.partial() ? 3 : 0;
}

}  // namespace symtest::cli
