#include "compose/result_store.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>

#include "build_identity.hpp"
#include "clp/printer.hpp"
#include "compose/summary_store.hpp"
#include "results/test_case_json.hpp"
#include "testcase/class_initializers.hpp"

namespace symtest::compose {

namespace {

using nlohmann::json;
using results::TestCase;
constexpr const char* kResultFormat = "symtest-result/6";
using results::annotationsJson;
using results::annotationsOf;
using results::commonTracePrefix;
using results::explorationJson;
using results::explorationOf;
using results::testCaseJson;
using results::testCaseOf;

json solverJson(const results::SolverSummary& s) {
  return {{"queries", s.queries},
          {"decidedWithoutSolver", s.decidedWithoutSolver},
          {"byFolding", s.byFolding},
          {"byModel", s.byModel},
          {"bySearch", s.bySearch},
          {"byCache", s.byCache},
          {"solverCalls", s.solverCalls},
          {"outOfBudget", s.outOfBudget},
          {"resourceUnits", s.resourceUnits},
          {"solverSeconds", s.solverSeconds}};
}

results::SolverSummary solverOf(const json& j) {
  results::SolverSummary s;
  s.queries = j.at("queries").get<uint64_t>();
  s.decidedWithoutSolver = j.at("decidedWithoutSolver").get<uint64_t>();
  s.byFolding = j.at("byFolding").get<uint64_t>();
  s.byModel = j.at("byModel").get<uint64_t>();
  s.bySearch = j.at("bySearch").get<uint64_t>();
  s.byCache = j.at("byCache").get<uint64_t>();
  s.solverCalls = j.at("solverCalls").get<uint64_t>();
  s.outOfBudget = j.at("outOfBudget").get<uint64_t>();
  s.resourceUnits = j.at("resourceUnits").get<uint64_t>();
  s.solverSeconds = j.at("solverSeconds").get<double>();
  return s;
}

}  // namespace

std::string serializeResult(const std::string& method, const std::string& hash,
                            const results::MethodResult& r) {
  json tests = json::array();
  const std::string prefix = commonTracePrefix(r.tests);
  for (const TestCase& t : r.tests) tests.push_back(testCaseJson(t, prefix.size()));
  json doc = {{"format", kResultFormat},
              {"method", method},
              {"hash", hash},
              {"status", static_cast<int>(r.status)},
              {"cut", results::isSafetyCut(r.exploration)},
              {"note", r.note},
              {"tracePrefix", prefix},
              {"tests", tests},
              {"exploration", explorationJson(r.exploration)},
              {"generatedTests", r.generatedTests},
              {"annotations", annotationsJson(r.annotations)},
              {"counters", r.counters},
              {"solver", solverJson(r.solver)}};
  return doc.dump() + "\n";
}

void parseResult(const std::string& text, const std::string& method, const std::string& hash,
                 results::MethodResult& out, bool& matches, bool acceptCut) {
  matches = false;
  json doc = json::parse(text, nullptr, false);
  if (doc.is_discarded()) throw std::runtime_error("not JSON");
  try {
    const std::string format = doc.at("format").get<std::string>();
    if (format != kResultFormat) {
      // Written by another version of symtest: stale, recomputed and overwritten.
      if (format.starts_with("symtest-result/")) return;
      throw std::runtime_error("not a stored result");
    }
    if (doc.at("method").get<std::string>() != method)
      throw std::runtime_error("it holds " + doc.at("method").get<std::string>());
    if (doc.at("hash").get<std::string>() != hash) return;  // stale: code or options changed
    if (doc.value("cut", false) && !acceptCut) return;      // may come out whole this time
    results::MethodResult r;
    const int status = doc.at("status").get<int>();
    if (status < 0 || status > static_cast<int>(results::MethodResult::Status::Skipped))
      throw std::runtime_error("bad status");
    r.status = static_cast<results::MethodResult::Status>(status);
    r.note = doc.at("note").get<std::string>();
    const std::string prefix = doc.at("tracePrefix").get<std::string>();
    for (const json& t : doc.at("tests")) r.tests.push_back(testCaseOf(t, prefix));
    r.exploration = explorationOf(doc.at("exploration"));
    r.generatedTests = doc.at("generatedTests").get<uint32_t>();
    r.annotations = annotationsOf(doc.at("annotations"));
    r.counters = doc.at("counters").get<std::map<std::string, uint64_t>>();
    r.solver = solverOf(doc.at("solver"));
    out.status = r.status;
    out.note = std::move(r.note);
    out.tests = std::move(r.tests);
    out.exploration = std::move(r.exploration);
    out.generatedTests = r.generatedTests;
    out.annotations = std::move(r.annotations);
    out.counters = std::move(r.counters);
    out.solver = r.solver;
    matches = true;
  } catch (const json::exception& e) {
    throw std::runtime_error(std::string("malformed: ") + e.what());
  }
}

ResultStore::ResultStore(std::filesystem::path directory, std::string options,
                         std::function<void(const std::string&)> warn)
    : directory_(std::move(directory) / "results"),
      options_(std::move(options)),
      warn_(std::move(warn)) {}

std::filesystem::path ResultStore::fileOf(const testcase::MethodRun& run) const {
  return directory_ / (contentHash(run.target().key()) + ".json");
}

std::string ResultStore::hashOf(testcase::MethodRun& run) {
  if (run.session().serial() != session_) {
    session_ = run.session().serial();
    hierarchy_.clear();
    methodHashes_.clear();
    entryNames_.clear();
    predicatesSeen_ = 0;
    runHashes_.clear();
  }
  // Asked by load and again by save: computed once.
  auto [known, fresh] = runHashes_.try_emplace(run.target().key());
  if (!fresh) return known->second;
  return known->second = computeHash(run);
}

std::string ResultStore::computeHash(testcase::MethodRun& run) {
  classfile::ClassPath& classPath = run.session().classPath();
  // Which classes an input may have depends on the hierarchy, not only on the code run.
  if (hierarchy_.empty()) {
    // This build's sources: other sources may explore or write differently; the same sources
    // built elsewhere (the workers of a sharded run) write the same.
    std::string text = SYMTEST_BUILD_IDENTITY "\n";
    // The classes the run can reach (their headers), not the synthetic ones it adds as it goes.
    for (const std::string& name : classPath.scopeClasses()) {
      if (classPath.isSyntheticClass(name)) continue;
      const classfile::ClassHeader* cf = classPath.header(name);
      if (!cf) continue;
      text += fmt::format("{} {} {}", name, cf->superName, cf->access);
      for (const std::string& i : cf->interfaces) text += " " + i;
      text += "\n";
    }
    hierarchy_ = contentHash(text);
  }
  const clp::Program& program = run.program();
  // The method, its class initializers and what builds its inputs, with what they call (one
  // traversal). Not every construction of the program: which ones it holds depends on the
  // methods the process explored before (a worker of -j, a shard).
  std::vector<clp::PredId> roots{run.entry()};
  roots.insert(roots.end(), run.initializers().begin(), run.initializers().end());
  roots.insert(roots.end(), run.constructions().begin(), run.constructions().end());
  const std::set<uint32_t> methods = testcase::reachableMethods(program, roots);
  std::string text = options_ + "\n" + hierarchy_ + "\n";
  // Predicate names depend on the order the program was translated in ("accept" or
  // "Sink.accept", "#2"): the hash names each by its method and its name's own part, so that
  // a worker of -j that translated other methods first computes the same hash.
  for (; predicatesSeen_ < program.predicates.size(); ++predicatesSeen_)
    if (const clp::Predicate& p = program.predicates[predicatesSeen_]; p.isEntry)
      entryNames_[p.method] = p.name;
  const clp::PredicateNames names = [&](const clp::Predicate& pred) {
    const clp::MethodInfo& info = program.methods[pred.method];
    std::string name = pred.name;
    auto entry = entryNames_.find(pred.method);
    if (entry != entryNames_.end() && name.starts_with(entry->second))
      name.erase(0, entry->second.size());
    else if (size_t hash = name.rfind('#'); hash != std::string::npos)
      name.erase(hash);
    return fmt::format("{}.{}{}{}", info.className, info.name, info.descriptor, name);
  };
  std::vector<std::string> parts;
  for (uint32_t m : methods) {
    // Method indices stay valid for the whole session (the program only grows).
    auto [it, fresh] = methodHashes_.emplace(m, "");
    if (fresh) {
      // The CLP, and the line numbers that goals and program points name.
      const clp::MethodInfo& info = program.methods[m];
      std::string lines;
      if (const classfile::ClassFile* cf = classPath.find(info.className))
        for (const classfile::Method& method : cf->methods)
          if (method.name == info.name && method.descriptor == info.descriptor && method.code)
            for (const classfile::LineNumber& l : method.code->lines)
              lines += fmt::format("{}:{} ", l.startPc, l.line);
      it->second = contentHash(clp::printMethod(program, m, names) + "\n" + lines);
    }
    parts.push_back(it->second);
  }
  // Sorted: method indices depend on the order the run translated things in.
  std::sort(parts.begin(), parts.end());
  for (const std::string& p : parts) text += p + "\n";
  return contentHash(text);
}

bool ResultStore::load(testcase::MethodRun& run) {
  std::optional<std::string> text = readWholeFile(fileOf(run));
  if (!text) return false;
  try {
    bool matches = false;
    parseResult(*text, run.target().key(), hashOf(run), run.result(), matches, keepCut_);
    if (matches) ++loaded_;
    return matches;
  } catch (const std::runtime_error& e) {
    warn_(fmt::format("ignoring result file {}: {}", fileOf(run).string(), e.what()));
    return false;
  }
}

bool ResultStore::has(testcase::MethodRun& run) {
  std::optional<std::string> text = readWholeFile(fileOf(run));
  // The fields as serializeResult writes them (a file that only looks right fails to load,
  // and the method is explored then).
  auto field = [](const char* name, const std::string& value) {
    return fmt::format("\"{}\":{}", name, json(value).dump());
  };
  if (text && !keepCut_ && text->find("\"cut\":true") != std::string::npos) return false;
  return text && text->find(field("format", kResultFormat)) != std::string::npos &&
         text->find(field("method", run.target().key())) != std::string::npos &&
         text->find(field("hash", hashOf(run))) != std::string::npos;
}

void ResultStore::save(testcase::MethodRun& run) {
  const results::MethodResult& r = run.result();
  // Results cut by a wall-clock safety limit or an interrupt may differ on the next run; any
  // other limit (steps, paths, query budgets) cuts the same way every time, under the key.
  if (r.status == results::MethodResult::Status::Skipped ||
      r.status == results::MethodResult::Status::NotStarted ||
      (results::isSafetyCut(r.exploration) && !keepCut_))
    return;
  if (writeAtomically(fileOf(run), serializeResult(run.target().key(), hashOf(run), r),
                      [&](const std::string& m) { warn_("result file: " + m); }))
    ++saved_;
}

}  // namespace symtest::compose
