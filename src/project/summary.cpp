#include "project/summary.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "classfile/class_names.hpp"

namespace symtest::project {

using results::MethodResult;

namespace {

void add(results::Counter& to, const results::Counter& c) {
  to.covered += c.covered;
  to.total += c.total;
}

std::string methodName(const results::MethodId& m) {
  return fmt::format("{}.{}{}", m.javaClassName(), m.name, m.descriptor);
}

}  // namespace

bool belongsTo(const std::string& member, const std::string& topLevel) {
  return member == topLevel || (member.size() > topLevel.size() && member.starts_with(topLevel) &&
                                member[topLevel.size()] == '$');
}

std::string percent(const results::Counter& c) {
  if (c.total == 0) return "-";
  return fmt::format("{:.1f}%", 100.0 * c.covered / c.total);
}

ClassReport reportClass(const results::GenerationResult& result, const std::string& className,
                        uint32_t loaded) {
  ClassReport r;
  r.name = classfile::dottedName(className);
  r.loaded = loaded;
  for (const MethodResult& m : result.methods) {
    if (!belongsTo(m.method.className, className)) continue;
    ++r.methods;
    r.tests += static_cast<uint32_t>(m.tests.size());
    const char* status = m.status == MethodResult::Status::Partial      ? "partial"
                         : m.status == MethodResult::Status::Skipped    ? "skipped"
                         : m.status == MethodResult::Status::NotStarted ? "not started"
                                                                        : nullptr;
    if (status) r.notes.push_back({methodName(m.method), status, m.note});
  }
  r.explored = r.methods >= loaded ? r.methods - loaded : 0;
  for (const auto& c : result.classCoverage)
    if (belongsTo(c.method.className, className)) {
      add(r.instructions, c.instructions);
      add(r.branches, c.branches);
    }
  return r;
}

uint32_t ProjectReport::methods() const {
  uint32_t n = 0;
  for (const auto& c : classes) n += c.methods;
  return n;
}

uint32_t ProjectReport::tests() const {
  uint32_t n = 0;
  for (const auto& c : classes) n += c.tests;
  return n;
}

uint32_t ProjectReport::explored() const {
  uint32_t n = 0;
  for (const auto& c : classes) n += c.explored;
  return n;
}

results::Counter ProjectReport::instructions() const {
  results::Counter n;
  for (const auto& c : classes) add(n, c.instructions);
  return n;
}

results::Counter ProjectReport::branches() const {
  results::Counter n;
  for (const auto& c : classes) add(n, c.branches);
  return n;
}

bool ProjectReport::partial() const {
  if (interrupted) return true;
  for (const auto& c : classes) {
    if (c.status == "not started") return true;
    for (const auto& n : c.notes)
      if (n.status != "skipped") return true;
  }
  return false;
}

std::string summaryText(const ProjectReport& report) {
  size_t tested = 0, skipped = 0, partial = 0, skippedMethods = 0;
  for (const auto& c : report.classes) {
    tested += c.status == "tested";
    skipped += c.status == "skipped";
    for (const auto& n : c.notes) (n.status == "skipped" ? skippedMethods : partial) += 1;
  }
  std::string out = fmt::format(
      "{} project {}: {} classes ({} with tests, {} skipped), {} methods ({} explored, {} "
      "from the store), {} tests\n",
      report.layout, report.classesDir, report.classes.size(), tested, skipped, report.methods(),
      report.explored(), report.methods() - report.explored(), report.tests());
  out += fmt::format("coverage: instructions {} ({}/{}), branches {} ({}/{})\n",
                     percent(report.instructions()), report.instructions().covered,
                     report.instructions().total, percent(report.branches()),
                     report.branches().covered, report.branches().total);
  out += fmt::format("tests in {}\n", report.testsDir);
  for (const auto& c : report.classes) {
    if (c.status == "skipped" || c.status == "not ours" || c.status == "not started")
      out += fmt::format("  {} {}: {}\n", c.status, c.name, c.note);
    for (const auto& n : c.notes) out += fmt::format("  {} {}: {}\n", n.status, n.method, n.note);
  }
  for (const auto& f : report.removed) out += fmt::format("  removed {} (its class is gone)\n", f);
  if (report.interrupted)
    out +=
        "interrupted: the classes not finished keep their old tests (a class without any gets "
        "those of its methods done)\n";
  out += fmt::format("{} partial method{}, {} skipped method{}, {:.1f} s\n", partial,
                     partial == 1 ? "" : "s", skippedMethods, skippedMethods == 1 ? "" : "s",
                     report.seconds);
  return out;
}

std::string summaryJson(const ProjectReport& report) {
  using nlohmann::json;
  auto counter = [](const results::Counter& c) {
    return json{{"covered", c.covered}, {"total", c.total}};
  };
  json classes = json::array();
  for (const auto& c : report.classes) {
    json notes = json::array();
    for (const auto& n : c.notes)
      notes.push_back({{"method", n.method}, {"status", n.status}, {"note", n.note}});
    classes.push_back({{"class", c.name},
                       {"status", c.status},
                       {"note", c.note},
                       {"testFiles", c.testFiles},
                       {"methods", c.methods},
                       {"tests", c.tests},
                       {"explored", c.explored},
                       {"loaded", c.loaded},
                       {"instructions", counter(c.instructions)},
                       {"branches", counter(c.branches)},
                       {"methodNotes", notes}});
  }
  json doc = {{"format", "symtest-project/1"},
              {"layout", report.layout},
              {"classesDirectory", report.classesDir},
              {"testsDirectory", report.testsDir},
              {"classes", classes},
              {"methods", report.methods()},
              {"tests", report.tests()},
              {"explored", report.explored()},
              {"instructions", counter(report.instructions())},
              {"branches", counter(report.branches())},
              {"removedTestFiles", report.removed},
              {"interrupted", report.interrupted},
              {"partial", report.partial()},
              {"seconds", report.seconds}};
  return doc.dump(2) + "\n";
}

}  // namespace symtest::project
