// `symtest project [DIR]`: every class of a Maven or Gradle project (or of --classes) gets a
// JUnit 5 class FooSymtestTest in the project's test tree; results are kept in its store, so
// that a run over unchanged code explores nothing.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "config/gen_run.hpp"
#include "project/layout.hpp"
#include "solver/cancellation.hpp"

namespace symtest::cli {

struct ProjectSettings {
  project::LayoutRequest layout;
  std::string root = ".";
  std::vector<std::string> include, exclude;
  unsigned jobs = 0;   // 0: the machine's cores
  std::string worker;  // set in the workers of a parallel run: where units are claimed
  std::string shard;   // --shard I/N: explore only shard I of N, into the store
  // --merge [STORE...]: write the tests and summary from the shards' stores (the project's own
  // when none is named), exploring nothing.
  std::optional<std::vector<std::string>> merge;
  bool printLayout = false;        // --layout: print the layout found as JSON, explore nothing
  void addOptions(CLI::App& cmd);  // and -j
};

using ClassPathOpener =
    std::function<std::unique_ptr<classfile::ClassPath>(std::vector<std::string> entries)>;

// The exit code: 0, 3 when a result is partial, 2 for bad input (nothing written then).
int runProject(ProjectSettings& settings, config::GenRun& gen, solver::Cancellation& cancel,
               const ClassPathOpener& open, const std::vector<std::string>& argv);

}  // namespace symtest::cli
