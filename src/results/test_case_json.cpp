#include "results/test_case_json.hpp"

#include <stdexcept>

namespace symtest::results {

using nlohmann::json;

json valueJson(const ConcreteValue& v) {
  return json::array({v.type.descriptor(), v.value});
}

ConcreteValue valueOf(const json& j) {
  ConcreteValue v;
  const auto descriptor = j.at(0).get<std::string>();
  try {
    if (descriptor != "V") v.type = classfile::parseFieldDescriptor(descriptor);
  } catch (const std::invalid_argument& e) {
    throw std::runtime_error(e.what());
  }
  v.value = j.at(1).get<int64_t>();
  return v;
}

// Per-method offsets or probes, keyed by "Class name descriptor".
json byMethodJson(const std::map<classfile::MethodId, std::vector<uint32_t>>& m) {
  json out = json::array();
  for (const auto& [id, list] : m) out.push_back({id.className, id.name, id.descriptor, list});
  return out;
}

std::map<classfile::MethodId, std::vector<uint32_t>> byMethodOf(const json& j) {
  std::map<classfile::MethodId, std::vector<uint32_t>> out;
  for (const json& e : j)
    out[{e.at(0).get<std::string>(), e.at(1).get<std::string>(), e.at(2).get<std::string>()}] =
        e.at(3).get<std::vector<uint32_t>>();
  return out;
}

namespace {

json optionalValue(const std::optional<ConcreteValue>& v) {
  return v ? valueJson(*v) : json(nullptr);
}

std::optional<ConcreteValue> optionalValueOf(const json& j) {
  if (j.is_null()) return std::nullopt;
  return valueOf(j);
}

json slotsJson(const std::vector<SlotValue>& slots) {
  json out = json::array();
  for (const SlotValue& s : slots) out.push_back({s.owner, s.name, valueJson(s.value)});
  return out;
}

std::vector<SlotValue> slotsOf(const json& j) {
  std::vector<SlotValue> out;
  for (const json& s : j)
    out.push_back({s.at(0).get<std::string>(), s.at(1).get<std::string>(), valueOf(s.at(2))});
  return out;
}

json objectJson(const ObjectSnapshot& o) {
  json values = json::array();
  for (const ConcreteValue& v : o.constructorArgs) values.push_back(valueJson(v));
  json calls = json::array();
  for (const ObjectSnapshot::Call& c : o.calls) {
    json args = json::array();
    for (const ConcreteValue& v : c.args) args.push_back(valueJson(v));
    calls.push_back({{"method", c.name + c.descriptor}, {"args", args}});
  }
  return {{"type", o.type},
          {"isInput", o.isInput},
          {"path", o.path},
          {"length", o.length},
          {"initial", slotsJson(o.initial)},
          {"final", slotsJson(o.final)},
          {"constant", {o.constantOwner, o.constantField}},
          {"preState", o.preState},
          {"interned", o.interned},
          {"finalField", {o.finalOwner, o.finalField}},
          {"signature", o.signature},
          {"isLambda", o.isLambda},
          {"constructed", o.constructed},
          {"constructorArgs", values},
          {"constructor", o.constructor},
          {"calls", calls},
          {"identityCompared", o.identityCompared},
          {"jdk", {o.jdkObject, o.jdkExpression, o.jdkEquals}}};
}

ObjectSnapshot objectOf(const json& j) {
  ObjectSnapshot o;
  o.type = j.at("type").get<std::string>();
  o.isInput = j.at("isInput").get<bool>();
  o.path = j.at("path").get<std::string>();
  o.length = j.at("length").get<int64_t>();
  o.initial = slotsOf(j.at("initial"));
  o.final = slotsOf(j.at("final"));
  o.constantOwner = j.at("constant").at(0).get<std::string>();
  o.constantField = j.at("constant").at(1).get<std::string>();
  o.preState = j.at("preState").get<bool>();
  o.interned = j.value("interned", false);
  o.finalOwner = j.at("finalField").at(0).get<std::string>();
  o.finalField = j.at("finalField").at(1).get<std::string>();
  o.signature = j.at("signature").get<std::string>();
  o.isLambda = j.at("isLambda").get<bool>();
  o.constructed = j.at("constructed").get<bool>();
  for (const json& v : j.at("constructorArgs")) o.constructorArgs.push_back(valueOf(v));
  o.constructor = j.value("constructor", "");
  for (const json& c : j.value("calls", json::array())) {
    ObjectSnapshot::Call call;
    const std::string method = c.at("method").get<std::string>();
    call.name = method.substr(0, method.find('('));
    call.descriptor = method.substr(call.name.size());
    for (const json& v : c.at("args")) call.args.push_back(valueOf(v));
    o.calls.push_back(std::move(call));
  }
  o.identityCompared = j.at("identityCompared").get<bool>();
  if (j.contains("jdk")) {
    o.jdkObject = j.at("jdk").at(0).get<bool>();
    o.jdkExpression = j.at("jdk").at(1).get<std::string>();
    o.jdkEquals = j.at("jdk").at(2).get<bool>();
  }
  return o;
}

json printedJson(const std::optional<std::vector<uint16_t>>& p) {
  return p ? json(*p) : json(nullptr);
}

std::optional<std::vector<uint16_t>> printedOf(const json& j) {
  if (j.is_null()) return std::nullopt;
  return j.get<std::vector<uint16_t>>();
}

}  // namespace

// The traces of a method's test cases share a long prefix (the class initializers' traces):
// it is stored once.
std::string commonTracePrefix(const std::vector<TestCase>& tests) {
  if (tests.empty()) return "";
  std::string prefix = tests[0].trace;
  for (const TestCase& t : tests) {
    size_t n = 0;
    while (n < prefix.size() && n < t.trace.size() && prefix[n] == t.trace[n]) ++n;
    prefix.resize(n);
  }
  return prefix;
}

json annotationsJson(const Annotations& all) {
  json out = json::array();
  for (const Annotation& a : all) out.push_back({a.key, a.value, a.label, a.lines});
  return out;
}

Annotations annotationsOf(const json& j) {
  Annotations out;
  for (const json& a : j)
    out.push_back({a.at(0).get<std::string>(), a.at(1), a.at(2).get<std::string>(),
                   a.at(3).get<std::vector<std::string>>()});
  return out;
}

json testCaseJson(const TestCase& t, size_t tracePrefix) {
  json inputs = json::array(), objects = json::array(), sources = json::array(),
       model = json::array();
  for (const ConcreteValue& v : t.inputs) inputs.push_back(valueJson(v));
  for (const ObjectSnapshot& o : t.objects) objects.push_back(objectJson(o));
  for (const auto& [name, v] : t.sources) sources.push_back({name, valueJson(v)});
  // Sorted: the map's order is not deterministic.
  std::map<uint32_t, uint64_t> sorted(t.model.begin(), t.model.end());
  for (const auto& [var, value] : sorted) model.push_back({var, value});
  return {{"number", t.number},
          {"work", t.work},
          {"inputs", inputs},
          {"receiver", optionalValue(t.receiver)},
          {"objects", objects},
          {"staticsBefore", slotsJson(t.staticsBefore)},
          {"staticsAfter", slotsJson(t.staticsAfter)},
          {"constraints", t.constraints},
          {"readableConstraints", t.readableConstraints},
          {"throws", t.throws},
          {"exceptionClass", t.exceptionClass},
          {"result", optionalValue(t.result)},
          {"exceptionObject", t.exceptionObject},
          {"exceptionMessage", optionalValue(t.exceptionMessage)},
          {"exitStatus", optionalValue(t.exitStatus)},
          {"printedOut", printedJson(t.printedOut)},
          {"printedErr", printedJson(t.printedErr)},
          {"trace", t.trace.substr(tracePrefix)},
          {"sources", sources},
          {"assumptions", t.assumptions},
          {"coveredOffsets", byMethodJson(t.coveredOffsets)},
          {"probes", byMethodJson(t.probes)},
          {"annotations", annotationsJson(t.annotations)},
          {"model", model},
          {"identityHashesIrrelevant", t.identityHashesIrrelevant},
          {"needsAssertionsIn", t.needsAssertionsIn}};
}

TestCase testCaseOf(const json& j, const std::string& tracePrefix) {
  TestCase t;
  t.number = j.at("number").get<uint32_t>();
  t.work = j.value("work", uint64_t{0});
  for (const json& v : j.at("inputs")) t.inputs.push_back(valueOf(v));
  t.receiver = optionalValueOf(j.at("receiver"));
  for (const json& o : j.at("objects")) t.objects.push_back(objectOf(o));
  t.staticsBefore = slotsOf(j.at("staticsBefore"));
  t.staticsAfter = slotsOf(j.at("staticsAfter"));
  t.constraints = j.at("constraints").get<std::vector<std::string>>();
  t.readableConstraints = j.at("readableConstraints").get<std::vector<std::string>>();
  t.throws = j.at("throws").get<bool>();
  t.exceptionClass = j.at("exceptionClass").get<std::string>();
  t.result = optionalValueOf(j.at("result"));
  t.exceptionObject = j.at("exceptionObject").get<int>();
  t.exceptionMessage = optionalValueOf(j.at("exceptionMessage"));
  t.exitStatus = optionalValueOf(j.at("exitStatus"));
  t.printedOut = printedOf(j.at("printedOut"));
  t.printedErr = printedOf(j.at("printedErr"));
  t.trace = tracePrefix + j.at("trace").get<std::string>();
  for (const json& s : j.at("sources"))
    t.sources.push_back({s.at(0).get<std::string>(), valueOf(s.at(1))});
  t.assumptions = j.at("assumptions").get<std::vector<std::string>>();
  t.coveredOffsets = byMethodOf(j.at("coveredOffsets"));
  t.probes = byMethodOf(j.at("probes"));
  t.annotations = annotationsOf(j.at("annotations"));
  for (const json& m : j.at("model")) t.model[m.at(0).get<uint32_t>()] = m.at(1).get<uint64_t>();
  t.identityHashesIrrelevant = j.at("identityHashesIrrelevant").get<bool>();
  t.needsAssertionsIn = j.at("needsAssertionsIn").get<std::string>();
  return t;
}

json explorationJson(const ExplorationStats& s) {
  return {{"paths", s.paths},
          {"unfoldings", s.unfoldings},
          {"cutByBound", s.cutByBound},
          {"infeasible", s.infeasible},
          {"choicePoints", s.choicePoints},
          {"prunedByExtensions", s.prunedByExtensions},
          {"solverUnknown", s.solverUnknown},
          {"stoppedAtUnhandled", s.stoppedAtUnhandled},
          {"concretizedFloats", s.concretizedFloats},
          {"unhandledCalls", s.unhandledCalls},
          {"stoppedAtUnsupported", s.stoppedAtUnsupported},
          {"unsupportedCode", s.unsupportedCode},
          {"cutAtJvm", s.cutAtJvm},
          {"jvmCalls", s.jvmCalls},
          {"work", s.work},
          {"lastProgressWork", s.lastProgressWork},
          {"abandonedSearches", s.abandonedSearches},
          {"complete", s.complete},
          {"stopReason", s.stopReason}};
}

ExplorationStats explorationOf(const json& j) {
  ExplorationStats s;
  s.paths = j.at("paths").get<uint64_t>();
  s.unfoldings = j.at("unfoldings").get<uint64_t>();
  s.cutByBound = j.at("cutByBound").get<uint64_t>();
  s.infeasible = j.at("infeasible").get<uint64_t>();
  s.choicePoints = j.at("choicePoints").get<uint64_t>();
  s.prunedByExtensions = j.at("prunedByExtensions").get<uint64_t>();
  s.solverUnknown = j.at("solverUnknown").get<uint64_t>();
  s.stoppedAtUnhandled = j.at("stoppedAtUnhandled").get<uint64_t>();
  s.concretizedFloats = j.at("concretizedFloats").get<uint64_t>();
  s.unhandledCalls = j.at("unhandledCalls").get<std::map<std::string, uint64_t>>();
  s.stoppedAtUnsupported = j.value("stoppedAtUnsupported", uint64_t{0});
  s.unsupportedCode = j.value("unsupportedCode", std::map<std::string, uint64_t>{});
  s.cutAtJvm = j.value("cutAtJvm", uint64_t{0});
  s.jvmCalls = j.value("jvmCalls", uint64_t{0});
  s.work = j.value("work", uint64_t{0});
  s.lastProgressWork = j.value("lastProgressWork", uint64_t{0});
  s.abandonedSearches = j.value("abandonedSearches", uint64_t{0});
  s.complete = j.at("complete").get<bool>();
  s.stopReason = j.at("stopReason").get<std::string>();
  return s;
}

}  // namespace symtest::results
