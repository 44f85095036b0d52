// What the HTML report shows (html_report.hpp writes it), independent of the command that
// produced it (gen, seq, project): classes with their methods, coverage and tests, and per
// source line its coverage as JaCoCo's report colours it and the tests that run it.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "results/test_case.hpp"

namespace symtest::report {

struct TestView {
  std::string anchor;  // unique in its class page ("t3-2")
  std::string title;   // the call, "lcm(2, 3)", or a sequence of calls
  std::vector<std::pair<std::string, std::string>> inputs;  // name, readable value
  std::vector<std::string> pathCondition;                   // readable
  std::string outcome;                                      // "returns 6", "throws ..."
  std::vector<std::string> notes;  // annotations (costs, goals), why it is disabled
  // The heaps as Graphviz graphs and as text; empty when the test has no objects.
  std::string inputHeapDot, outputHeapDot, inputHeapText, outputHeapText;
};

struct MethodView {
  std::string name;    // "int lcm(int x, int y)"
  std::string status;  // "complete", "partial", "skipped", "not started"
  std::string note;
  results::Counter instructions, branches;  // the method's own, by the whole suite
  std::vector<TestView> tests;
};

enum class LineStatus { NoCode, Missed, Partly, Covered };

struct LineView {
  int number = 0;  // source line, or bytecode offset in a listing
  std::string text;
  LineStatus status = LineStatus::NoCode;
  uint32_t coveredBranches = 0, totalBranches = 0;
  std::vector<std::string> tests;  // anchors of the tests that run it
};

// A method JaCoCo reports on (tested or not: private helpers too) and its coverage.
struct CoverageRow {
  std::string method;  // "lcm(II)I"
  results::Counter instructions, branches;
};

struct ClassView {
  std::string name;                 // dotted top-level class, its nested classes included
  std::string page;                 // its page's file name
  std::string source;               // "com/acme/Foo.java" when the source was found, else empty
  std::vector<LineView> lines;      // the source, or a bytecode listing
  std::vector<MethodView> methods;  // the methods (or classes, for seq) that have tests
  std::vector<CoverageRow> coverage;
  results::Counter instructions, branches;  // over `coverage`
  uint32_t tests = 0;
};

struct ReportView {
  std::string title;
  std::vector<std::pair<std::string, std::string>> options;  // the run's options
  std::vector<ClassView> classes;
  std::map<std::string, uint64_t> unhandledCalls;
  results::Counter instructions, branches;
  uint32_t tests = 0;
  uint32_t skipped = 0, partial = 0;
};

}  // namespace symtest::report
