// Resolves command-line method specifications ("Class", "Class.method",
// "Class#method(desc)") against a class path.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "config/usage_error.hpp"
#include "results/test_case.hpp"

namespace symtest::cli {

using UsageError = config::UsageError;

struct ResolvedTargets {
  std::vector<results::MethodId> methods;
  std::vector<std::pair<results::MethodId, std::string>> excluded;  // with the reason
};

// Throws UsageError naming the class or method when it cannot be found. Whole classes expand
// to the methods they declare that a test can call. The classes found become the class path's
// scope roots (ClassPath::setScopeRoots).
ResolvedTargets resolveTargets(classfile::ClassPath& classPath,
                               const std::vector<std::string>& specs);

// Compiles `.java` files with javac into a fresh temporary directory; returns the directory
// and the internal names of the classes compiled.
std::pair<std::string, std::vector<std::string>> compileJavaSources(
    const std::vector<std::string>& files);

}  // namespace symtest::cli
