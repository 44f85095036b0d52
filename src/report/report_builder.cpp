#include "report/report_builder.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "classfile/bytecode.hpp"
#include "classfile/class_names.hpp"
#include "coverage/catalog.hpp"
#include "emit/emitters.hpp"
#include "emit/heap_text.hpp"
#include "emit/java_text.hpp"
#include "report/heap_dot.hpp"
#include "sequences/sequence_emit.hpp"

namespace symtest::report {

namespace fs = std::filesystem;

std::string topLevelOf(const std::string& name) {
  const size_t slash = name.rfind('/');
  const size_t dollar = name.find('$', slash == std::string::npos ? 0 : slash);
  return dollar == std::string::npos ? name : name.substr(0, dollar);
}

namespace {

void addTo(results::Counter& to, const results::Counter& c) {
  to.covered += c.covered;
  to.total += c.total;
}

std::string statusName(results::MethodResult::Status s) {
  switch (s) {
    case results::MethodResult::Status::Complete:
      return "complete";
    case results::MethodResult::Status::Partial:
      return "partial";
    case results::MethodResult::Status::Skipped:
      return "skipped";
    case results::MethodResult::Status::NotStarted:
      return "not started";
  }
  return "";
}

// The test of a generated test case: its call, inputs, path condition, outcome, heaps.
TestView testView(const results::MethodResult& m, const results::TestCase& t, std::string anchor) {
  TestView v;
  v.anchor = std::move(anchor);
  std::vector<std::pair<std::string, results::ConcreteValue>> roots;
  if (t.receiver) roots.emplace_back("this", *t.receiver);
  std::string args;
  for (size_t i = 0; i < t.inputs.size(); ++i) {
    const std::string name = i < m.params.size() ? m.params[i].name : fmt::format("p{}", i + 1);
    const std::string value = emit::readableValue(t, t.inputs[i]);
    v.inputs.emplace_back(name, value);
    roots.emplace_back(name, t.inputs[i]);
    args += (i ? ", " : "") + value;
  }
  // A constructor's receiver is what it builds: no input.
  if (t.receiver && m.method.name != "<init>")
    v.inputs.insert(v.inputs.begin(), {"this", emit::readableValue(t, *t.receiver)});
  v.title =
      fmt::format("{}({})",
                  m.method.name == "<init>" ? "new " + classfile::sourceName(m.method.className)
                                            : m.method.name,
                  args);
  v.pathCondition = t.readableConstraints;
  if (t.throws) {
    v.outcome = "throws " + classfile::sourceName(t.exceptionClass);
  } else if (t.result) {
    v.outcome = "returns " + emit::readableValue(t, *t.result);
  } else {
    v.outcome = "returns";
  }
  for (const results::Annotation& a : t.annotations)
    for (const std::string& line : a.lines) v.notes.push_back(a.shown(line));
  if (!results::runsAsWritten(t))
    v.notes.push_back("disabled in the JUnit class: it cannot be replayed as written");
  std::vector<std::pair<std::string, results::ConcreteValue>> outRoots = roots;
  if (t.result) outRoots.emplace_back("result", *t.result);
  v.inputHeapDot = heapDot(t, roots, false);
  v.outputHeapDot = heapDot(t, outRoots, true);
  v.inputHeapText = emit::readableHeapText(t, false);
  v.outputHeapText = emit::readableHeapText(t, true);
  return v;
}

}  // namespace

// A class's tests (their anchors, offsets and probes) and methods until its lines are known.
struct ReportBuilder::Pending {
  ClassView view;
  std::string topLevel;  // internal name
  // The methods JaCoCo reports on, with their coverage by the whole suite.
  std::map<classfile::MethodId, std::pair<results::Counter, results::Counter>> measured;
  struct Run {
    std::string anchor;
    std::map<classfile::MethodId, std::vector<uint32_t>> offsets, probes;
  };
  std::vector<Run> runs;  // the tests that run as written (coverage counts them)
};

ReportBuilder::ReportBuilder(classfile::ClassPath& classPath, std::vector<fs::path> sourceRoots)
    : cp_(classPath), sourceRoots_(std::move(sourceRoots)) {}

ReportBuilder::~ReportBuilder() = default;

ReportBuilder::Pending& ReportBuilder::pending(const std::string& topLevel) {
  auto& slot = pending_[topLevel];
  if (!slot) {
    slot = std::make_unique<Pending>();
    slot->topLevel = topLevel;
    slot->view.name = classfile::dottedName(topLevel);
    slot->view.page = slot->view.name + ".html";
  }
  return *slot;
}

void ReportBuilder::add(const results::GenerationResult& result) {
  std::map<classfile::MethodId, const results::MethodCoverageReport*> own;
  for (const auto& c : result.classCoverage) {
    own[c.method] = &c;
    pending(topLevelOf(c.method.className)).measured[c.method] = {c.instructions, c.branches};
  }
  for (const results::MethodResult& m : result.methods) {
    Pending& p = pending(topLevelOf(m.method.className));
    MethodView mv;
    mv.name = emit::signature(m);
    mv.status = statusName(m.status);
    mv.note = m.note;
    if (auto it = own.find(m.method); it != own.end()) {
      mv.instructions = it->second->instructions;
      mv.branches = it->second->branches;
    }
    view_.skipped += m.status == results::MethodResult::Status::Skipped;
    view_.partial += m.status == results::MethodResult::Status::Partial;
    const size_t index = p.view.methods.size();
    for (const results::TestCase& t : m.tests) {
      const std::string anchor = fmt::format("m{}-t{}", index, t.number);
      mv.tests.push_back(testView(m, t, anchor));
      if (results::runsAsWritten(t)) p.runs.push_back({anchor, t.coveredOffsets, t.probes});
    }
    p.view.tests += static_cast<uint32_t>(mv.tests.size());
    p.view.methods.push_back(std::move(mv));
  }
  for (const auto& [name, count] : result.unhandledCalls) view_.unhandledCalls[name] += count;
}

void ReportBuilder::add(const sequences::SequenceRun& run) {
  // The calls' Java text as `seq --json` writes it.
  const nlohmann::json doc = nlohmann::json::parse(sequences::sequenceJson(run));
  for (const auto& c : run.classCoverage)
    pending(topLevelOf(c.method.className)).measured[c.method] = {c.instructions, c.branches};
  for (size_t ci = 0; ci < run.classes.size(); ++ci) {
    const sequences::ClassSequences& cls = run.classes[ci];
    const nlohmann::json& jc = doc.at("classes").at(ci);
    Pending& p = pending(topLevelOf(cls.className));
    MethodView mv;
    mv.name = fmt::format("sequences of {} (length <= {})", classfile::sourceName(cls.className),
                          cls.length);
    mv.status = cls.partial ? "partial" : "complete";
    mv.note = cls.note;
    mv.instructions = cls.instructions;
    mv.branches = cls.branches;
    view_.partial += cls.partial;
    const size_t index = p.view.methods.size();
    for (size_t ti = 0; ti < cls.tests.size(); ++ti) {
      const sequences::SequenceTest& t = cls.tests[ti];
      const nlohmann::json& jt = jc.at("tests").at(ti);
      TestView v;
      v.anchor = fmt::format("m{}-t{}", index, t.number);
      std::string calls;
      for (const auto& call : jt.at("calls")) calls += call.at("java").get<std::string>() + "; ";
      v.title = calls.substr(0, calls.size() >= 2 ? calls.size() - 2 : 0);
      const auto& last = jt.at("calls").back();
      v.outcome = last.contains("throws") ? "throws " + last.at("throws").get<std::string>()
                                          : "returns normally";
      for (const auto& o : jt.at("observations")) {
        std::string line = o.at("java").get<std::string>();
        if (o.contains("returns")) line += " == " + o.at("returns").dump();
        if (o.contains("throws")) line += " throws " + o.at("throws").get<std::string>();
        v.notes.push_back("then " + line);
      }
      v.pathCondition = t.readableConstraints;
      v.notes.push_back("kept: " + t.kept);
      mv.tests.push_back(std::move(v));
      p.runs.push_back({mv.tests.back().anchor, t.coveredOffsets, t.probes});
    }
    p.view.tests += static_cast<uint32_t>(mv.tests.size());
    p.view.methods.push_back(std::move(mv));
  }
}

std::optional<std::string> ReportBuilder::findSource(Pending& p) const {
  const classfile::ClassFile* top = cp_.find(p.topLevel);
  std::optional<std::string> source;
  if (top && !top->sourceFile.empty()) {
    const size_t slash = p.topLevel.rfind('/');
    const std::string relative =
        (slash == std::string::npos ? "" : p.topLevel.substr(0, slash + 1)) + top->sourceFile;
    for (const fs::path& root : sourceRoots_) {
      std::ifstream in(root / relative);
      if (!in) continue;
      std::stringstream text;
      text << in.rdbuf();
      source = text.str();
      p.view.source = relative;
      break;
    }
  }
  return source;
}

// The methods whose lines are coloured: those the JSON's coverage reports on, and those of the
// nested classes (their lines are in the same source).
std::set<classfile::MethodId> ReportBuilder::colouredMethods(const Pending& p) const {
  std::set<classfile::MethodId> coloured;
  for (const auto& [id, counters] : p.measured) coloured.insert(id);
  std::vector<std::string> classes{p.topLevel};
  for (size_t i = 0; i < classes.size(); ++i) {
    const classfile::ClassFile* cf = cp_.find(classes[i]);
    if (!cf) continue;
    for (const classfile::InnerClass& inner : cf->innerClasses)
      if (inner.inner.starts_with(classes[i] + "$") &&
          std::find(classes.begin(), classes.end(), inner.inner) == classes.end())
        classes.push_back(inner.inner);
    if (i == 0) continue;  // the top-level class's own methods are measured
    for (const classfile::Method& m : cf->methods)
      if (m.code && !coverage::MethodCoverage::isFilteredMethod(*cf, m))
        coloured.insert({cf->name, m.name, m.descriptor});
  }
  return coloured;
}

void ReportBuilder::addLines(Pending& p) {
  coverage::CoverageCatalog catalog(cp_);
  coverage::CoverageMap suite(catalog);
  for (const Pending::Run& r : p.runs)
    for (const auto& [id, probes] : r.probes) suite.addProbes(id, probes);
  struct Acc {
    uint32_t covered = 0, missed = 0, coveredBranches = 0, totalBranches = 0;
    std::set<std::string> tests;
  };
  // By (class file, line) for a source; by (method, offset) for a listing.
  std::map<int, Acc> byLine;
  std::map<std::pair<classfile::MethodId, uint32_t>, Acc> byOffset;
  std::optional<std::string> source = findSource(p);
  const std::set<classfile::MethodId> coloured = colouredMethods(p);
  for (const classfile::MethodId& id : coloured) {
    const classfile::ClassFile* cf = cp_.find(id.className);
    const classfile::Method* m = cf ? cf->findMethod(id.name, id.descriptor) : nullptr;
    if (!m || !m->code) continue;
    auto own = suite.methods().find(id);
    const coverage::MethodCoverage* cov =
        own != suite.methods().end() ? &own->second : catalog.prototype(id);
    if (!cov) continue;
    for (const classfile::Instruction& insn : classfile::decodeBytecode(*m->code, cf->origin)) {
      if (cov->isIgnored(insn.offset)) continue;
      Acc& acc = source ? byLine[m->code->lineAt(insn.offset)] : byOffset[{id, insn.offset}];
      (cov->isCovered(insn.offset) ? acc.covered : acc.missed) += 1;
      const auto [coveredBranches, totalBranches] = cov->branchesAt(insn.offset);
      if (totalBranches > 1) {
        acc.coveredBranches += coveredBranches;
        acc.totalBranches += totalBranches;
      }
    }
  }
  for (const Pending::Run& r : p.runs)
    for (const auto& [id, offsets] : r.offsets) {
      if (!coloured.count(id)) continue;
      const classfile::ClassFile* cf = cp_.find(id.className);
      const classfile::Method* m = cf ? cf->findMethod(id.name, id.descriptor) : nullptr;
      if (!m || !m->code) continue;
      for (uint32_t off : offsets) {
        if (source) {
          if (auto it = byLine.find(m->code->lineAt(off)); it != byLine.end())
            it->second.tests.insert(r.anchor);
        } else if (auto it = byOffset.find({id, off}); it != byOffset.end()) {
          it->second.tests.insert(r.anchor);
        }
      }
    }
  auto lineOf = [](int number, std::string text, const Acc* acc) {
    LineView l;
    l.number = number;
    l.text = std::move(text);
    if (acc && acc->covered + acc->missed > 0) {
      const bool fully = acc->missed == 0 && acc->coveredBranches == acc->totalBranches;
      l.status = acc->covered == 0 && acc->coveredBranches == 0 ? LineStatus::Missed
                 : fully                                        ? LineStatus::Covered
                                                                : LineStatus::Partly;
      l.coveredBranches = acc->coveredBranches;
      l.totalBranches = acc->totalBranches;
      l.tests.assign(acc->tests.begin(), acc->tests.end());
    }
    return l;
  };
  if (source) {
    std::istringstream in(*source);
    std::string text;
    for (int n = 1; std::getline(in, text); ++n) {
      auto it = byLine.find(n);
      p.view.lines.push_back(lineOf(n, text, it == byLine.end() ? nullptr : &it->second));
    }
    return;
  }
  // No source: the bytecode of each method, instruction by instruction.
  classfile::MethodId current;
  for (const auto& [key, acc] : byOffset) {
    const auto& [id, offset] = key;
    if (id != current) {
      current = id;
      p.view.lines.push_back(lineOf(
          -1, fmt::format("{}.{}{}", classfile::sourceName(id.className), id.name, id.descriptor),
          nullptr));
    }
    const classfile::ClassFile* cf = cp_.find(id.className);
    const classfile::Method* m = cf->findMethod(id.name, id.descriptor);
    std::string text;
    for (const classfile::Instruction& insn : classfile::decodeBytecode(*m->code, cf->origin))
      if (insn.offset == offset) text = classfile::opcodeName(insn.opcode);
    p.view.lines.push_back(lineOf(static_cast<int>(offset), text, &acc));
  }
}

ReportView ReportBuilder::finish(std::string title,
                                 std::vector<std::pair<std::string, std::string>> options) {
  view_.title = std::move(title);
  view_.options = std::move(options);
  for (auto& [name, p] : pending_) {
    if (p->view.methods.empty()) continue;  // measured only (a nested class seq did not test)
    addLines(*p);
    for (const auto& [id, counters] : p->measured) {
      p->view.coverage.push_back(
          {id.className == p->topLevel
               ? id.name + id.descriptor
               : classfile::sourceName(id.className) + "." + id.name + id.descriptor,
           counters.first, counters.second});
      addTo(p->view.instructions, counters.first);
      addTo(p->view.branches, counters.second);
    }
    addTo(view_.instructions, p->view.instructions);
    addTo(view_.branches, p->view.branches);
    view_.tests += p->view.tests;
    view_.classes.push_back(std::move(p->view));
  }
  pending_.clear();
  return std::move(view_);
}

}  // namespace symtest::report
