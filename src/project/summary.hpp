// What `symtest project` reports: per class, and for the whole project (the closing summary
// on stdout, and summary.json in the store).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "results/test_case.hpp"

namespace symtest::project {

// A top-level class with its nested classes: the unit `symtest project` explores.
struct ClassReport {
  std::string name;  // dotted
  // Relative to the test tree: the test classes of the class and its nested classes.
  std::vector<std::string> testFiles;
  // "tested", "no tests" (nothing a test can assert), "skipped" (no method a test can call),
  // "not ours" (a hand-written file holds our test class's name), "not started".
  std::string status;
  std::string note;  // why skipped or not started
  uint32_t methods = 0, tests = 0, explored = 0, loaded = 0;
  results::Counter instructions, branches;  // the class's own methods, by JaCoCo's counting
  struct MethodNote {
    std::string method, status, note;  // status: "partial", "skipped", "not started"
  };
  std::vector<MethodNote> notes;
};

// Whether internal name `member` is `topLevel` or one of its nested classes.
bool belongsTo(const std::string& member, const std::string& topLevel);
// The report of one class from its generation result; `loaded`: methods loaded from the store.
ClassReport reportClass(const results::GenerationResult& result, const std::string& className,
                        uint32_t loaded);

struct ProjectReport {
  std::string layout, classesDir, testsDir;
  std::vector<ClassReport> classes;
  std::vector<std::string> removed;  // stale test files removed (relative)
  double seconds = 0;
  bool interrupted = false;
  // Totals over the classes.
  uint32_t methods() const;
  uint32_t tests() const;
  uint32_t explored() const;
  results::Counter instructions() const;
  results::Counter branches() const;
  bool partial() const;
};

// The closing summary for people.
std::string summaryText(const ProjectReport& report);
// summary.json: the same as data, without timing (the same on every run over the same code)
// but for "seconds".
std::string summaryJson(const ProjectReport& report);
// "83.4%" (or "-" for nothing to cover).
std::string percent(const results::Counter& c);

}  // namespace symtest::project
