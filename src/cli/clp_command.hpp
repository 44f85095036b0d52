// `symtest clp`: the CLP-translated program, printed in the papers' syntax, or written as a
// runnable SWI-Prolog program with symtest's driver (--prolog FILE).
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"

namespace symtest::cli {

struct ClpSettings {
  std::string prologFile;  // --prolog: write the runnable program here instead of printing
  uint32_t k = 2;          // block-k of the runnable program, as gen's -k
  uint32_t modelK = 6;
  uint32_t collectionK = 4;
  void addOptions(CLI::App& cmd);
};

// Exit code 0, or 2 when a target could not be translated (the rest is still written).
int runClp(classfile::ClassPath& classPath, const std::vector<std::string>& targets,
           const ClpSettings& settings);

}  // namespace symtest::cli
