#include "project/layout.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>

#include "config/usage_error.hpp"

namespace symtest::project {

namespace fs = std::filesystem;

namespace {

bool isFile(const fs::path& p) {
  std::error_code ec;
  return fs::is_regular_file(p, ec);
}

bool isDirectory(const fs::path& p) {
  std::error_code ec;
  return fs::is_directory(p, ec);
}

// A jar the class path names must be readable now: a bad one is the user's to fix, named.
void checkReadable(const std::string& entry) {
  std::error_code ec;
  if (!fs::exists(entry, ec))
    throw config::UsageError(fmt::format("class path entry '{}' does not exist", entry));
  if (isDirectory(entry)) return;
  std::ifstream in(entry, std::ios::binary);
  char magic[2] = {};
  if (!in.read(magic, 2))
    throw config::UsageError(fmt::format("cannot read class path entry '{}'", entry));
  if (magic[0] != 'P' || magic[1] != 'K')
    throw config::UsageError(fmt::format("class path entry '{}' is not a jar", entry));
}

// Sorted, so that the class path (and with it every result) is the same on every machine.
std::vector<std::string> jarsIn(const fs::path& dir) {
  std::vector<std::string> jars;
  std::error_code ec;
  if (!isDirectory(dir)) return jars;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.path().extension() == ".jar") jars.push_back(e.path().string());
  std::sort(jars.begin(), jars.end());
  return jars;
}

}  // namespace

std::string Layout::kindName() const {
  switch (kind) {
    case Kind::Maven:
      return "Maven";
    case Kind::Gradle:
      return "Gradle";
    case Kind::Classes:
      break;
  }
  return "classes";
}

Layout detectLayout(const LayoutRequest& request) {
  Layout layout;
  layout.root = request.root;
  if (!isDirectory(request.root))
    throw config::UsageError(
        fmt::format("project directory '{}' does not exist", request.root.string()));
  const fs::path& root = request.root;
  std::string buildDir, buildCommand;
  if (isFile(root / "pom.xml")) {
    layout.kind = Layout::Kind::Maven;
    buildDir = "target";
    buildCommand = "mvn compile";
    layout.classes = (root / "target" / "classes").string();
    // `mvn dependency:copy-dependencies` puts the project's jars there.
    layout.libraries = jarsIn(root / "target" / "dependency");
  } else if (isFile(root / "build.gradle") || isFile(root / "build.gradle.kts")) {
    layout.kind = Layout::Kind::Gradle;
    buildDir = "build";
    buildCommand = "gradle classes";
    layout.classes = (root / "build" / "classes" / "java" / "main").string();
  } else if (request.classes.empty()) {
    throw config::UsageError(fmt::format(
        "'{}' is no Maven or Gradle project (no pom.xml, build.gradle or build.gradle.kts): "
        "give its compiled classes with --classes DIR|JAR",
        root.string()));
  }
  if (!request.classes.empty()) {
    layout.classes = request.classes;
    std::error_code ec;
    if (!fs::exists(layout.classes, ec))
      throw config::UsageError(fmt::format("--classes '{}' does not exist", layout.classes));
    checkReadable(layout.classes);
  } else if (!isDirectory(layout.classes)) {
    throw config::UsageError(
        fmt::format("{} does not exist: the project is not built (run `{}` first)", layout.classes,
                    buildCommand));
  }
  layout.tests = request.tests.empty() ? root / "src" / "test" / "java" : fs::path(request.tests);
  layout.store = !request.store.empty() ? fs::path(request.store)
                 : buildDir.empty()     ? root / ".symtest"
                                        : root / buildDir / "symtest";
  for (const std::string& entry : request.classPath) {
    checkReadable(entry);
    layout.libraries.push_back(entry);
  }
  for (const std::string& jar : layout.libraries) checkReadable(jar);
  return layout;
}

std::string layoutJson(const Layout& layout) {
  auto absolute = [](const fs::path& p) {
    std::error_code ec;
    fs::path a = fs::absolute(p, ec);
    return (ec ? p : a).lexically_normal().string();
  };
  nlohmann::json libraries = nlohmann::json::array();
  for (const std::string& l : layout.libraries) libraries.push_back(absolute(l));
  nlohmann::json doc = {{"kind", layout.kindName()},           {"root", absolute(layout.root)},
                        {"classes", absolute(layout.classes)}, {"libraries", libraries},
                        {"tests", absolute(layout.tests)},     {"store", absolute(layout.store)}};
  return doc.dump(2) + "\n";
}

}  // namespace symtest::project
