#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include <functional>
#include <sstream>
#include <string_view>

#include "classfile/class_names.hpp"
#include "emit/emitters.hpp"
#include "emit/heap_text.hpp"
#include "emit/java_text.hpp"
#include "emit/junit_body.hpp"
#include "solver/expr.hpp"

namespace symtest::emit {

using Json = nlohmann::json;
using results::MethodResult;

namespace {

Json counter(const results::Counter& c) {
  return {{"covered", c.covered}, {"total", c.total}};
}

Json methodCoverage(const results::MethodCoverageReport& r) {
  return {{"class", r.method.javaClassName()},
          {"method", r.method.name},
          {"descriptor", r.method.descriptor},
          {"instructions", counter(r.instructions)},
          {"branches", counter(r.branches)}};
}

Json value(const results::ConcreteValue& v) {
  using K = classfile::JavaType::Kind;
  if (v.isReference()) return v.isNull() ? Json() : Json({{"object", v.value}});
  if (v.type.kind == K::Boolean) return v.value != 0;
  if (v.type.kind == K::Float || v.type.kind == K::Double) {
    // A JSON number where JSON has one; NaN and the infinities as Java spells them.
    const double d =
        solver::fpValue(static_cast<uint64_t>(v.value), v.type.kind == K::Double ? 64 : 32);
    if (std::isnan(d)) return "NaN";
    if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
    return d;
  }
  return v.value;
}

const char* statusName(MethodResult::Status s) {
  switch (s) {
    case MethodResult::Status::Complete:
      return "complete";
    case MethodResult::Status::Partial:
      return "partial";
    case MethodResult::Status::Skipped:
      return "skipped";
    case MethodResult::Status::NotStarted:
      return "not started";
  }
  return "?";
}

std::string dotted(std::string s) {
  s = classfile::dottedName(s);
  return s;
}

Json testCase(const results::TestCase& t, const MethodResult& m,
              const results::AnnotationDefaults& defaults) {
  Json inputs = Json::array();
  for (size_t i = 0; i < t.inputs.size(); ++i)
    inputs.push_back({{"name", m.params[i].name},
                      {"type", m.params[i].type.javaName()},
                      {"value", value(t.inputs[i])},
                      {"literal", literal(t.inputs[i])}});
  Json result;
  if (t.exitStatus) {
    result = {{"kind", "exit"}, {"status", value(*t.exitStatus)}};
  } else if (t.throws) {
    result = {{"kind", "exception"}, {"class", dotted(t.exceptionClass)}};
    // The message as a Java literal, when analysed code gave it ("null" for none).
    if (t.exceptionMessage)
      result["message"] = t.exceptionMessage->isNull()
                              ? "null"
                              : stringLiteralOf(t, static_cast<size_t>(t.exceptionMessage->value));
  } else if (t.result && t.result->isReference())
    result = {{"kind", "return"},
              {"type", t.result->type.javaName()},
              {"value", value(*t.result)},
              {"literal", valueText(t, *t.result)}};
  else if (t.result)
    result = {{"kind", "return"},
              {"type", t.result->type.javaName()},
              {"value", value(*t.result)},
              {"literal", literal(*t.result)}};
  else
    result = {{"kind", "return"}, {"type", "void"}};
  Json covered = Json::array();
  for (const auto& [id, offsets] : t.coveredOffsets)
    covered.push_back({{"class", id.javaClassName()},
                       {"method", id.name},
                       {"descriptor", id.descriptor},
                       {"offsets", offsets}});
  auto slots = [](const std::vector<results::SlotValue>& list) {
    Json out = Json::array();
    for (const auto& s : list) {
      Json j = {{"name", s.name}, {"value", value(s.value)}};
      if (!s.owner.empty()) j["owner"] = dotted(s.owner);
      out.push_back(j);
    }
    return out;
  };
  Json objects = Json::array();
  for (const auto& o : t.objects) {
    Json j = {{"type", dotted(o.type)},
              {"input", o.isInput},
              {"initial", slots(o.initial)},
              {"final", slots(o.final)}};
    if (o.isInput) j["path"] = o.path;
    if (o.isArray()) j["length"] = o.length;
    if (o.isConstant()) j["constant"] = dotted(o.constantOwner) + "." + o.constantField;
    // Made by a JDK call that ran on the JVM beside the run.
    if (o.jdkObject) j["jdk"] = o.jdkExpression.empty() ? Json(true) : Json(o.jdkExpression);
    // Static state a class initializer created: rebuilt by the test, or reached through the
    // final static field that holds it.
    if (o.preState) j["static"] = true;
    if (!o.finalField.empty()) j["heldBy"] = dotted(o.finalOwner) + "." + o.finalField;
    // Built through its class's API (gen --receivers api): the constructor, then the calls.
    if (!o.constructor.empty()) {
      auto call = [](const std::string& method, const std::vector<results::ConcreteValue>& args) {
        Json list = Json::array();
        for (const auto& a : args) list.push_back(value(a));
        return Json{{"method", method}, {"args", list}};
      };
      Json calls = Json::array({call("<init>" + o.constructor, o.constructorArgs)});
      for (const auto& c : o.calls) calls.push_back(call(c.name + c.descriptor, c.args));
      j["builtBy"] = calls;
    }
    objects.push_back(j);
  }
  Json out = {{"number", t.number},
              {"work", t.work},
              {"inputs", inputs},
              {"constraints", t.constraints},
              {"result", result},
              {"trace", t.trace},
              {"covered", covered},
              {"objects", objects},
              {"staticsBefore", slots(t.staticsBefore)},
              {"staticsAfter", slots(t.staticsAfter)},
              {"inputHeap", heapText(t, false)},
              {"outputHeap", heapText(t, true)},
              // The same for people: API terms (s.length(), xs.get(0)), implied bounds left out.
              {"readable",
               {{"constraints", t.readableConstraints},
                {"inputHeap", readableHeapText(t, false)},
                {"outputHeap", readableHeapText(t, true)}}}};
  if (t.receiver) out["receiver"] = value(*t.receiver);
  Json sources = Json::array();
  for (const auto& [source, v] : t.sources)
    sources.push_back({{"source", dotted(source)}, {"value", value(v)}});
  out["inputSources"] = sources;
  if (t.printedOut) out["printed"]["out"] = utf8Of(*t.printedOut);
  if (t.printedErr) out["printed"]["err"] = utf8Of(*t.printedErr);
  out["assumptions"] = t.assumptions;
  out["needsAssertions"] =
      t.needsAssertionsIn.empty() ? Json(nullptr) : Json(dotted(t.needsAssertionsIn));
  for (const auto& [key, value] : defaults) out[key] = value;
  for (const auto& a : t.annotations) out[a.key] = a.value;
  return out;
}

// A string value standing for an array written in place (writeAround), never data: symtest
// writes no control characters raw.
const char* const kStreamed = "\x01streamed\x01";

// Writes `text`, a dump at indent 2 of a value nested `indent` columns deep.
void writeIndented(std::ostream& os, const std::string& text, size_t indent) {
  const std::string pad(indent, ' ');
  size_t start = 0;
  for (size_t nl; (nl = text.find('\n', start)) != std::string::npos; start = nl + 1)
    os << std::string_view(text).substr(start, nl + 1 - start) << pad;
  os << std::string_view(text).substr(start);
}

// Writes `value` (nested `indent` deep) as dump(2) would, with its one kStreamed string
// replaced by what `fill` writes (given the indent of the placeholder's line).
void writeAround(std::ostream& os, const nlohmann::json& value, size_t indent,
                 const std::function<void(std::ostream&, size_t)>& fill) {
  const std::string text = value.dump(2);
  const std::string mark = nlohmann::json(kStreamed).dump();
  const size_t at = text.find(mark);
  if (at == std::string::npos) {
    writeIndented(os, text, indent);
    return;
  }
  const size_t lineStart = text.rfind('\n', at) + 1;
  writeIndented(os, text.substr(0, at), indent);
  fill(os, indent + text.find_first_not_of(' ', lineStart) - lineStart);
  writeIndented(os, text.substr(at + mark.size()), indent);
}

// Writes an array of `n` items as dump(2) would at `indent`; `item` writes item i at its
// indent.
void writeArray(std::ostream& os, size_t n, size_t indent,
                const std::function<void(std::ostream&, size_t, size_t)>& item) {
  if (n == 0) {
    os << "[]";
    return;
  }
  os << "[\n";
  for (size_t i = 0; i < n; ++i) {
    if (i) os << ",\n";
    os << std::string(indent + 2, ' ');
    item(os, i, indent + 2);
  }
  os << "\n" << std::string(indent, ' ') << "]";
}

nlohmann::json methodJson(const MethodResult& m) {
  nlohmann::json params = nlohmann::json::array();
  for (const auto& p : m.params) params.push_back({{"name", p.name}, {"type", p.type.javaName()}});
  nlohmann::json jm = {{"class", m.method.javaClassName()},
                       {"method", m.method.name},
                       {"descriptor", m.method.descriptor},
                       {"signature", signature(m)},
                       {"status", statusName(m.status)},
                       {"note", m.note},
                       {"parameters", params}};
  if (!m.receivers.empty()) jm["receivers"] = m.receivers;
  if (m.status != MethodResult::Status::Skipped && m.status != MethodResult::Status::NotStarted) {
    const auto& e = m.exploration;
    jm["exploration"] = {{"testCases", m.tests.size()},
                         {"unfoldings", e.unfoldings},
                         {"cutByBound", e.cutByBound},
                         {"infeasible", e.infeasible},
                         {"choicePoints", e.choicePoints},
                         {"complete", e.complete},
                         {"stopReason", e.stopReason},
                         {"seconds", m.seconds},
                         {"solverGaveUp", e.solverUnknown},
                         {"floatsFixedForText", e.concretizedFloats},
                         {"generatedTestCases", std::max<size_t>(m.generatedTests, m.tests.size())},
                         {"prunedByGuidance", e.prunedByExtensions},
                         {"jvmCalls", e.jvmCalls},
                         {"work", e.work},
                         {"lastProgressWork", e.lastProgressWork},
                         {"abandonedSearches", e.abandonedSearches}};
    if (!m.counters.empty()) jm["counters"] = m.counters;
    for (const auto& a : m.annotations) jm[a.key] = a.value;
    nlohmann::json per = nlohmann::json::array();
    for (const auto& pm : m.perMethod) per.push_back(methodCoverage(pm));
    jm["coverage"] = {{"instructions", counter(m.instructions)},
                      {"branches", counter(m.branches)},
                      {"methods", per}};
    jm["testCases"] = m.tests.empty() ? nlohmann::json::array() : nlohmann::json(kStreamed);
  }
  return jm;
}

}  // namespace

void writeJson(std::ostream& os, const results::GenerationResult& r) {
  nlohmann::json doc;
  doc["tool"] = "symtest";
  doc["formatVersion"] = 2;
  doc["k"] = r.k;
  doc["criterion"] = r.criterion;
  doc["reduced"] = r.reduced;
  doc["partial"] = r.partial();
  doc["seconds"] = r.seconds;
  doc["solver"] = {{"queries", r.solver.queries},
                   {"decidedWithoutSolver", r.solver.decidedWithoutSolver},
                   {"solverCalls", r.solver.solverCalls},
                   {"outOfBudget", r.solver.outOfBudget},
                   {"decidedBy",
                    {{"folding", r.solver.byFolding},
                     {"model", r.solver.byModel},
                     {"search", r.solver.bySearch},
                     {"cache", r.solver.byCache}}},
                   {"gaveUpBranches", r.solver.gaveUpBranches},
                   {"queryBudget", r.solver.queryBudget},
                   {"resourceUnits", r.solver.resourceUnits},
                   {"solverSeconds", r.solver.solverSeconds}};
  // The methods' test cases are most of a large document: each is built and written on its
  // own, into the text of the small document around them.
  auto writeMethods = [&](std::ostream& out, size_t indent) {
    writeArray(out, r.methods.size(), indent, [&](std::ostream& o, size_t i, size_t at) {
      writeAround(o, methodJson(r.methods[i]), at, [&](std::ostream& o2, size_t at2) {
        const MethodResult& m = r.methods[i];
        writeArray(o2, m.tests.size(), at2, [&](std::ostream& o3, size_t t, size_t at3) {
          writeIndented(o3, testCase(m.tests[t], m, r.testAnnotationDefaults).dump(2), at3);
        });
      });
    });
  };
  doc["methods"] = kStreamed;

  nlohmann::json cc = nlohmann::json::array();
  for (const auto& c : r.classCoverage) cc.push_back(methodCoverage(c));
  doc["classCoverage"] = cc;
  nlohmann::json unhandled = nlohmann::json::array();
  for (const auto& [key, n] : r.unhandledCalls)
    unhandled.push_back({{"method", dotted(key)}, {"count", n}});
  doc["unhandledCalls"] = unhandled;
  // Techniques' run-wide figures, one top-level object each (e.g. "summaries").
  for (const auto& [name, section] : r.sections) {
    nlohmann::json& js = doc[name];
    for (const auto& [key, n] : section.counts) js[key] = n;
    for (const auto& [table, rows] : section.tables) {
      nlohmann::json list = nlohmann::json::array();
      for (const auto& [key, text] : rows) list.push_back({{"method", dotted(key)}, {"why", text}});
      js[table] = list;
    }
  }
  writeAround(os, doc, 0, writeMethods);
  os << "\n";
}

std::string json(const results::GenerationResult& r) {
  std::ostringstream os;
  writeJson(os, r);
  return os.str();
}

}  // namespace symtest::emit
