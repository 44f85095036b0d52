#include <fmt/format.h>

#include <algorithm>

#include "classfile/class_names.hpp"
#include "emit/emitters.hpp"
#include "emit/heap_text.hpp"
#include "emit/java_text.hpp"
#include "results/library_classes.hpp"
#include "solver/solver.hpp"

namespace symtest::emit {

using results::MethodResult;

std::string signature(const MethodResult& m) {
  std::string params;
  for (size_t i = 0; i < m.params.size(); ++i)
    params += fmt::format("{}{} {}", i ? ", " : "", m.params[i].type.javaName(), m.params[i].name);
  return fmt::format("{}{} {}({})", m.isStatic ? "static " : "", m.resultType.javaName(),
                     m.method.name, params);
}

namespace {

std::string percent(const results::Counter& c) {
  if (c.total == 0) return "-";
  return fmt::format("{}/{} ({:.1f}%)", c.covered, c.total, 100.0 * c.covered / c.total);
}

std::string outcome(const results::TestCase& t) {
  if (t.exitStatus) return "exits " + literal(*t.exitStatus);
  if (t.result && t.result->isReference()) return "returns " + valueText(t, *t.result);
  if (t.throws) {
    std::string cls = t.exceptionClass;
    cls = classfile::dottedName(cls);
    return "throws " + cls.substr(cls.rfind('.') + 1);
  }
  return t.result ? "returns " + literal(*t.result) : "returns";
}

std::string conjunction(const std::vector<std::string>& cs) {
  if (cs.empty()) return "true";
  std::string s;
  for (size_t i = 0; i < cs.size(); ++i) s += (i ? " && " : "") + cs[i];
  return s;
}

}  // namespace

std::string table(const results::GenerationResult& result) {
  std::string out;
  for (const MethodResult& m : result.methods) {
    out += fmt::format("{}.{}\n", m.method.javaClassName(), signature(m));
    if (m.status == MethodResult::Status::Skipped) {
      out += fmt::format("  skipped: {}\n\n", m.note);
      continue;
    }
    if (m.status == MethodResult::Status::NotStarted) {
      out += fmt::format("  {}\n\n", m.note);
      continue;
    }
    out += fmt::format(
        "  {} test case{}, k={}, instructions {}, branches {}, {:.3f} s{}\n", m.tests.size(),
        m.tests.size() == 1 ? "" : "s", result.k, percent(m.instructions), percent(m.branches),
        m.seconds, m.status == MethodResult::Status::Partial ? "  [PARTIAL: " + m.note + "]" : "");
    if (m.generatedTests > m.tests.size())
      out += fmt::format("  {} of {} test cases kept: the others add no coverage ({})\n",
                         m.tests.size(), m.generatedTests, result.criterion);
    if (!m.counters.empty()) {
      std::string line;
      for (const auto& [name, n] : m.counters)
        line += fmt::format("{}{} {}", line.empty() ? "" : ", ", n, name);
      out += "  " + line + "\n";
    }
    for (const auto& a : m.annotations)
      for (const auto& line : a.lines) out += "  " + a.shown(line) + "\n";
    // Column widths from the content.
    std::vector<size_t> widths(m.params.size());
    for (size_t i = 0; i < m.params.size(); ++i) widths[i] = m.params[i].name.size();
    size_t outcomeWidth = 6;
    for (const auto& t : m.tests) {
      for (size_t i = 0; i < t.inputs.size(); ++i)
        widths[i] = std::max(widths[i], readableValue(t, t.inputs[i]).size());
      outcomeWidth = std::max(outcomeWidth, outcome(t).size());
    }
    std::string header = fmt::format("  {:>3}", "#");
    for (size_t i = 0; i < m.params.size(); ++i)
      header += fmt::format("  {:<{}}", m.params[i].name, widths[i]);
    out += header + fmt::format("  {:<{}}  path condition\n", "result", outcomeWidth);
    for (const auto& t : m.tests) {
      std::string line = fmt::format("  {:>3}", t.number);
      for (size_t i = 0; i < t.inputs.size(); ++i)
        line += fmt::format("  {:<{}}", readableValue(t, t.inputs[i]), widths[i]);
      out += line + fmt::format("  {:<{}}  {}\n", outcome(t), outcomeWidth,
                                conjunction(t.readableConstraints));
      if (!t.sources.empty()) {
        std::string values;
        for (const auto& [source, v] : t.sources)
          values +=
              (values.empty() ? "" : ", ") + results::sourceName(source) + " = " + valueText(t, v);
        out += fmt::format("        input sources: {}\n", values);
      }
      for (const auto& a : t.assumptions) out += fmt::format("        assumes: {}\n", a);
      if (!t.needsAssertionsIn.empty())
        out += "        assumes: assertions enabled (java -ea): the path evaluates an assert\n";
      for (const auto& a : t.annotations)
        for (const auto& line : a.lines) out += "        " + a.shown(line) + "\n";
      if (t.printedOut && !t.printedOut->empty())
        out += fmt::format("        prints:      {}\n", javaStringLiteral(*t.printedOut));
      if (t.printedErr && !t.printedErr->empty())
        out += fmt::format("        prints (err): {}\n", javaStringLiteral(*t.printedErr));
      if (!t.objects.empty() || !t.staticsBefore.empty()) {
        // Objects the heaps leave out (an exception, its message) give no heap lines.
        const std::string before = readableHeapText(t, false), after = readableHeapText(t, true);
        if (!before.empty() || !after.empty()) {
          out += fmt::format("        input heap:  {}\n", before);
          out += fmt::format("        output heap: {}\n", after);
        }
      }
    }
    out += "\n";
  }
  size_t tests = 0, skipped = 0, partial = 0, notStarted = 0;
  for (const auto& m : result.methods) {
    tests += m.tests.size();
    skipped += m.status == MethodResult::Status::Skipped;
    partial += m.status == MethodResult::Status::Partial;
    notStarted += m.status == MethodResult::Status::NotStarted;
  }
  size_t cut = 0;
  for (const auto& m : result.methods) cut += m.exploration.cutByBound > 0;
  if (cut > 0)
    out += fmt::format(
        "{} method{} had paths cut by the bound (k={}): a larger -k explores deeper (symtest "
        "verify deepens by itself)\n",
        cut, cut == 1 ? "" : "s", result.k);
  if (!result.unhandledCalls.empty()) {
    out += "calls outside the analysed classes (no model):\n";
    for (const auto& [key, n] : result.unhandledCalls)
      out += fmt::format("  {} ({} time{})\n", key, n, n == 1 ? "" : "s");
  }
  for (const auto& [name, section] : result.sections) {
    std::string counts;
    for (const auto& [key, n] : section.counts)
      counts += fmt::format("{}{} {}", counts.empty() ? "" : ", ", n, key);
    out += fmt::format("{}: {}\n", name, counts);
    for (const auto& [table, rows] : section.tables) {
      out += fmt::format("{} {}:\n", name, table);
      for (const auto& [key, text] : rows) out += fmt::format("  {}: {}\n", key, text);
    }
  }
  if (result.solver.gaveUpBranches > 0)
    out += fmt::format(
        "solver gave up on {} branch{}: each query ran out of its budget of {} resource units "
        "({} with floating point) and its branch was cut (--query-budget raises it)\n",
        result.solver.gaveUpBranches, result.solver.gaveUpBranches == 1 ? "" : "es",
        solver::unitsText(result.solver.queryBudget),
        solver::unitsText(result.solver.queryBudget * solver::SolverOptions::kFloatBudgetFactor));
  std::string unfinished;
  if (partial > 0) unfinished += fmt::format(", {} partial", partial);
  if (notStarted > 0) unfinished += fmt::format(", {} not started", notStarted);
  out += fmt::format(
      "{} method{}, {} test case{} ({}{}), {} skipped{}; solver: {} queries, {} decided without "
      "a solver call, {} solver calls ({:.3f} s); total {:.3f} s\n",
      result.methods.size(), result.methods.size() == 1 ? "" : "s", tests, tests == 1 ? "" : "s",
      result.criterion, result.reduced ? ", reduced" : "", skipped, unfinished,
      result.solver.queries, result.solver.decidedWithoutSolver, result.solver.solverCalls,
      result.solver.solverSeconds, result.seconds);
  return out;
}

}  // namespace symtest::emit
