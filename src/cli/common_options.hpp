// What the subcommands that take targets share: the class path and targets options, -j, and
// opening the class path they name with the JDK and symtest's models of its classes.
#pragma once

#include <CLI/CLI.hpp>
#include <memory>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"

namespace symtest::cli {

struct CommonOptions {
  std::string classPath = ".";
  std::vector<std::string> targets;
  unsigned jobs = 0;   // gen -j (0: the machine's cores)
  std::string worker;  // gen --worker DIR: a worker of a parallel run
  std::vector<std::string> argv;
};

// --cp and the targets (classes, methods or .java files).
void addTargetOptions(CLI::App& cmd, CommonOptions& options);
// -j and the hidden --worker of its worker processes.
void addJobsOptions(CLI::App& cmd, unsigned& jobs, std::string& worker);

// --jdk DIR: the JDK of the run, for symtest (the class path, the JVM beside the run, javac) and
// for the processes it starts, as JAVA_HOME. UsageError when DIR is not a JDK's home.
void useJdk(const std::string& home);

// A warning on stderr when an analysed class is newer than the JDK the run reads (its code may
// call what that JDK lacks, and its tests run on a newer one).
void warnIfNewerThanJdk(const classfile::ClassPath& classPath);

// The class path of `entries`, then the JDK's java.base and the models of its classes
// (SYMTEST_MODELS names another jar or directory, or none when empty).
std::unique_ptr<classfile::ClassPath> openEntries(std::vector<std::string> entries);

// Compiles the .java targets first (their classes become the targets when no other is
// named); options.targets keeps the method specifications. Throws UsageError without targets.
std::unique_ptr<classfile::ClassPath> openClassPath(CommonOptions& options);

}  // namespace symtest::cli
