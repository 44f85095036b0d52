// Builds the report's view (report_view.hpp) from what a run produced: the generation results of
// gen and project (added class by class), or the sequences of seq.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "report/report_view.hpp"
#include "sequences/sequence_result.hpp"

namespace symtest::report {

class ReportBuilder {
 public:
  // `sourceRoots`: where the classes' sources may be (package directories below them).
  ReportBuilder(classfile::ClassPath& classPath, std::vector<std::filesystem::path> sourceRoots);
  ~ReportBuilder();
  void add(const results::GenerationResult& result);
  void add(const sequences::SequenceRun& run);
  // The view of everything added; `options`: the run's options as people read them.
  ReportView finish(std::string title, std::vector<std::pair<std::string, std::string>> options);

 private:
  struct Pending;  // a class's tests and coverage until its lines are computed
  Pending& pending(const std::string& topLevel);
  void addLines(Pending& p);
  std::optional<std::string> findSource(Pending& p) const;  // sets the view's source name
  std::set<classfile::MethodId> colouredMethods(const Pending& p) const;
  classfile::ClassPath& cp_;
  std::vector<std::filesystem::path> sourceRoots_;
  std::map<std::string, std::unique_ptr<Pending>> pending_;  // by top-level internal name
  ReportView view_;
};

// The top-level class of internal name `name` ("a/B$C" -> "a/B").
std::string topLevelOf(const std::string& name);

}  // namespace symtest::report
