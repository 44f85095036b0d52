// The compose tests' fixture: the Helpers class compiled at build time, with the JDK and the
// models on the class path, and generation runs over its methods with or without summaries.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "compose/compositional_technique.hpp"
#include "fixture_class_path.hpp"
#include "testcase/generator.hpp"

namespace symtest::compose::testing {

struct Fixture {
  Fixture() : owned(unit::fixtureClassPath(FIXTURE_CLASSES, MODELS_JAR)), classPath(*owned) {}
  // Runs `gen` on Helpers' methods (name + descriptor), with `technique` when not null.
  results::GenerationResult generate(
      const std::vector<std::pair<std::string, std::string>>& methods,
      CompositionalTechnique* technique, uint32_t k = 2, testcase::ResultCache* results = nullptr) {
    testcase::GeneratorOptions options;
    options.k = k;
    options.results = results;
    if (technique) options.techniques.push_back(technique);
    std::vector<classfile::MethodId> targets;
    for (const auto& [name, descriptor] : methods) targets.push_back({"Helpers", name, descriptor});
    return testcase::generate(classPath, targets, options);
  }
  std::unique_ptr<classfile::ClassPath> owned;
  classfile::ClassPath& classPath;
};

// A directory of its own under the system's temporary directory, removed at the end.
struct TempDir {
  explicit TempDir(const std::string& prefix)
      : path(std::filesystem::temp_directory_path() / (prefix + "-" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  std::filesystem::path path;
};

// Every method of Helpers worth a test.
inline const std::vector<std::pair<std::string, std::string>>& helperMethods() {
  static const std::vector<std::pair<std::string, std::string>> methods{
      {"sign", "(I)I"},
      {"twoSigns", "(II)I"},
      {"parity", "(I)Z"},
      {"quotientPlusOne", "(II)I"},
      {"checkedTwice", "(II)I"},
      {"sumOfPair", "(II)I"},
      {"bumpTwice", "(I)I"},
      {"cappedSign", "(I)I"},
      {"widen", "(JI)J"},
      {"even", "(I)Z"},
      {"sumFirstTwo", "(LHelpers$Node;)I"},
      {"squaresAndStrip", "(II)I"}};
  return methods;
}

}  // namespace symtest::compose::testing
