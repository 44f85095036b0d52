// `symtest seq`: tests as sequences of public method calls (src/sequences).
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "solver/cancellation.hpp"
#include "solver/solver.hpp"

namespace symtest::cli {

struct SeqSettings {
  uint32_t length = 3;
  uint32_t k = 0;  // 0: length + 1 (a loop over what the sequence built runs at most that often)
  std::string junitDir, jsonFile;
  std::string htmlDir;                  // --html DIR: the HTML report
  std::vector<std::string> sourcePath;  // --sourcepath
  double timeLimit = 600;               // safety nets, seconds (0: none)
  double totalTime = 0;
  uint64_t maxPaths = 100000;
  uint64_t maxSteps = 50'000'000;
  uint64_t queryBudget = solver::SolverOptions::kDefaultQueryBudget;  // Z3 resource units
  bool quiet = false;
  std::string subsumption = "on";
  std::string observers = "on";
  uint32_t argumentCalls = 1;      // calls after the constructor of an object passed as argument
  unsigned jobs = 0;               // -j (0: the machine's cores)
  std::string worker;              // a worker of -j: the run's claims directory
  void addOptions(CLI::App& cmd);  // and -j
};

// Runs seq on the classes named (binary or internal names); the exit code of the CLI. `argv`
// is the command line, which workers of -j run again.
int runSeq(classfile::ClassPath& classPath, const std::vector<std::string>& classes,
           const SeqSettings& settings, solver::Cancellation& cancel,
           const std::vector<std::string>& argv);

}  // namespace symtest::cli
