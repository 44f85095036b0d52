#include "cli/common_options.hpp"

#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "cli/targets.hpp"
#include "solver/code_point_sets.hpp"

namespace symtest::cli {

void addTargetOptions(CLI::App& cmd, CommonOptions& options) {
  cmd.add_option("--cp,--classpath", options.classPath,
                 "Class path: directories and .jar files separated by ':'");
  cmd.add_option("targets", options.targets,
                 "Class, Class.method, Class#method(descriptor), or .java files")
      ->required();
}

void addJobsOptions(CLI::App& cmd, unsigned& jobs, std::string& worker) {
  cmd.add_option("-j,--jobs", jobs,
                 "Processes exploring in parallel (default: the machine's cores); the output is "
                 "the same for every value")
      ->check(CLI::Range(1u, 256u));
  cmd.add_option("--worker", worker, "")->group("");  // internal: a worker of -j
}

void useJdk(const std::string& home) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path dir(home);
  if (!fs::is_regular_file(dir / "bin" / "java", ec) ||
      (!fs::is_regular_file(dir / "jmods" / "java.base.jmod", ec) &&
       !fs::is_regular_file(dir / "lib" / "modules", ec)))
    throw UsageError("--jdk " + home +
                     ": not a JDK's home (it needs bin/java, and jmods/java.base.jmod or "
                     "lib/modules)");
  setenv("JAVA_HOME", home.c_str(), 1);
}

void warnIfNewerThanJdk(const classfile::ClassPath& classPath) {
  if (classPath.classNewerThanJdk().empty()) return;
  std::cerr << "symtest: warning: " << classPath.classNewerThanJdk() << ", newer than the JDK "
            << classPath.jdkRelease()
            << " symtest reads: point --jdk or JAVA_HOME at the JDK the project builds with\n";
}

std::unique_ptr<classfile::ClassPath> openEntries(std::vector<std::string> entries) {
  if (std::string jdk = classfile::ClassPath::findJdkBaseModule(); !jdk.empty())
    entries.push_back(jdk);
  auto classPath = std::make_unique<classfile::ClassPath>(entries);
  solver::useCodePointTablesFor(classPath->jdkRelease());
  const char* env = std::getenv("SYMTEST_MODELS");
  std::string models = env ? env : SYMTEST_MODELS_JAR;
  if (!models.empty() && std::filesystem::exists(models)) classPath->addModels(models);
  return classPath;
}

std::unique_ptr<classfile::ClassPath> openClassPath(CommonOptions& o) {
  std::vector<std::string> sources, specs;
  for (const auto& t : o.targets) (t.ends_with(".java") ? sources : specs).push_back(t);
  std::vector<std::string> entries = classfile::ClassPath::split(o.classPath);
  if (!sources.empty()) {
    auto [dir, classes] = compileJavaSources(sources);
    entries.insert(entries.begin(), dir);
    if (specs.empty()) specs = classes;
  }
  o.targets = specs;
  if (o.targets.empty()) throw UsageError("no class or method given");
  return openEntries(entries);
}

}  // namespace symtest::cli
