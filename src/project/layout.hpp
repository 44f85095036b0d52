// Where a project keeps its classes, tests and libraries (`symtest project`): Maven, Gradle,
// or directories the user names.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace symtest::project {

struct LayoutRequest {
  std::filesystem::path root = ".";
  std::string classes;                 // --classes DIR|JAR: overrides the build tool's
  std::string tests;                   // --tests DIR
  std::string store;                   // --store DIR
  std::vector<std::string> classPath;  // --cp: further jars and directories
};

struct Layout {
  enum class Kind { Maven, Gradle, Classes } kind = Kind::Classes;
  std::filesystem::path root;
  std::string classes;                 // the project's compiled classes (a directory or a jar)
  std::filesystem::path tests;         // where the generated test classes go
  std::filesystem::path store;         // symtest's own results and summary
  std::vector<std::string> libraries;  // the class path beyond the project's classes
  std::string kindName() const;
};

// The project's layout. Throws config::UsageError (one line naming what is wrong) for a
// directory that is no project and no --classes, classes not built yet, or an unreadable jar.
Layout detectLayout(const LayoutRequest& request);
// The layout as JSON (`symtest project --layout`): what a driver that ships a project to other
// machines needs (kind, classes, libraries, tests, store; absolute paths).
std::string layoutJson(const Layout& layout);

}  // namespace symtest::project
