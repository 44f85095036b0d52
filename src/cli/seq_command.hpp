// `symtest seq`: tests as sequences of public method calls (src/sequences).
#pragma once

#include <string>
#include <vector>

#include "classfile/class_path.hpp"

namespace symtest::cli {

struct SeqSettings {
  uint32_t length = 3;
  uint32_t k = 0;  // 0: length + 1 (a loop over what the sequence built runs at most that often)
  std::string junitDir, jsonFile;
  double timeLimit = 60;
  uint64_t maxPaths = 100000;
  unsigned queryTimeoutMs = 500;
  bool quiet = false;
  std::string subsumption = "on";
  std::string observers = "on";
};

// Runs seq on the classes named (binary or internal names); the exit code of the CLI.
int runSeq(classfile::ClassPath& classPath, const std::vector<std::string>& classes,
           const SeqSettings& settings);

}  // namespace symtest::cli
