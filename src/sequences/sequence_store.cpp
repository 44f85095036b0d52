#include "sequences/sequence_store.hpp"

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "results/test_case_json.hpp"

namespace symtest::sequences {

namespace {

using nlohmann::json;
constexpr const char* kFormat = "symtest-sequences/2";

json methodJson(const results::MethodId& id) {
  return json::array({id.className, id.name, id.descriptor});
}

results::MethodId methodOf(const json& j) {
  return {j.at(0).get<std::string>(), j.at(1).get<std::string>(), j.at(2).get<std::string>()};
}

json counterJson(const results::Counter& c) {
  return json::array({c.covered, c.total});
}

results::Counter counterOf(const json& j) {
  return {j.at(0).get<uint32_t>(), j.at(1).get<uint32_t>()};
}

json operationJson(const Operation& op) {
  json objects = json::array();
  for (const Operation::ObjectArgument& a : op.objectArguments)
    objects.push_back(json::array({a.receiver, a.builtClass, a.typeArguments}));
  return {{"method", methodJson(op.method)},
          {"paramNames", op.paramNames},
          {"arguments", op.arguments},
          {"objectArguments", objects},
          {"observer", op.observer},
          {"checkedThrows", op.checkedThrows},
          {"overloadedArity", op.overloadedArity}};
}

Operation operationOf(const json& j) {
  Operation op;
  op.method = methodOf(j.at("method"));
  try {
    op.descriptor = classfile::parseMethodDescriptor(op.method.descriptor);
  } catch (const std::invalid_argument& e) {
    throw std::runtime_error(e.what());
  }
  op.paramNames = j.at("paramNames").get<std::vector<std::string>>();
  op.arguments = j.at("arguments").get<std::vector<std::string>>();
  for (const json& a : j.at("objectArguments"))
    op.objectArguments.push_back({a.at(0).get<bool>(), a.at(1).get<std::string>(),
                                  a.at(2).get<std::string>(), clp::kNoPred});
  op.observer = j.at("observer").get<bool>();
  op.checkedThrows = j.at("checkedThrows").get<std::string>();
  op.overloadedArity = j.at("overloadedArity").get<bool>();
  return op;
}

json callJson(const SequenceCall& call) {
  json args = json::array();
  for (const results::ConcreteValue& v : call.args) args.push_back(results::valueJson(v));
  return {{"operation", call.operation},
          {"args", args},
          {"result", call.result ? results::valueJson(*call.result) : json(nullptr)},
          {"returnsNull", call.returnsNull ? json(*call.returnsNull) : json(nullptr)},
          {"exceptionClass", call.exceptionClass},
          {"receiverArguments", call.receiverArguments}};
}

SequenceCall callOf(const json& j) {
  SequenceCall call;
  call.operation = j.at("operation").get<size_t>();
  for (const json& v : j.at("args")) call.args.push_back(results::valueOf(v));
  if (!j.at("result").is_null()) call.result = results::valueOf(j.at("result"));
  if (!j.at("returnsNull").is_null()) call.returnsNull = j.at("returnsNull").get<bool>();
  call.exceptionClass = j.at("exceptionClass").get<std::string>();
  call.receiverArguments = j.at("receiverArguments").get<std::vector<size_t>>();
  return call;
}

json callsJson(const std::vector<SequenceCall>& calls) {
  json out = json::array();
  for (const SequenceCall& c : calls) out.push_back(callJson(c));
  return out;
}

std::vector<SequenceCall> callsOf(const json& j, size_t operations) {
  std::vector<SequenceCall> out;
  for (const json& c : j) {
    out.push_back(callOf(c));
    if (out.back().operation >= operations) throw std::runtime_error("call of no operation");
  }
  return out;
}

json testJson(const SequenceTest& t) {
  return {{"number", t.number},
          {"calls", callsJson(t.calls)},
          {"observations", callsJson(t.observations)},
          {"objects", results::testCaseJson(t.objects)},
          {"constraints", t.constraints},
          {"readableConstraints", t.readableConstraints},
          {"kept", t.kept},
          {"coveredOffsets", results::byMethodJson(t.coveredOffsets)},
          {"probes", results::byMethodJson(t.probes)}};
}

SequenceTest testOf(const json& j, size_t operations) {
  SequenceTest t;
  t.number = j.at("number").get<uint32_t>();
  t.calls = callsOf(j.at("calls"), operations);
  t.observations = callsOf(j.at("observations"), operations);
  t.objects = results::testCaseOf(j.at("objects"));
  t.constraints = j.at("constraints").get<std::vector<std::string>>();
  t.readableConstraints = j.at("readableConstraints").get<std::vector<std::string>>();
  t.kept = j.at("kept").get<std::string>();
  t.coveredOffsets = results::byMethodOf(j.at("coveredOffsets"));
  t.probes = results::byMethodOf(j.at("probes"));
  return t;
}

}  // namespace

std::string serializeClassSequences(const ClassSequences& cls) {
  json operations = json::array(), skipped = json::array(), tests = json::array();
  for (const Operation& op : cls.operations) operations.push_back(operationJson(op));
  for (const auto& [id, why] : cls.skipped) skipped.push_back({methodJson(id), why});
  for (const SequenceTest& t : cls.tests) tests.push_back(testJson(t));
  const SequenceStats& s = cls.stats;
  json doc = {{"format", kFormat},
              {"class", cls.className},
              {"typeArguments", cls.typeArguments},
              {"rawType", cls.rawType},
              {"length", cls.length},
              {"operations", operations},
              {"skipped", skipped},
              {"tests", tests},
              {"stats", {s.states, s.subsumed, s.sequences, s.subsumptionChecks, s.solverCalls}},
              {"exploration", results::explorationJson(cls.exploration)},
              {"instructions", counterJson(cls.instructions)},
              {"branches", counterJson(cls.branches)},
              {"note", cls.note},
              {"partial", cls.partial},
              {"seconds", cls.seconds}};
  return doc.dump() + "\n";
}

ClassSequences parseClassSequences(const std::string& text) {
  json doc = json::parse(text, nullptr, false);
  if (doc.is_discarded()) throw std::runtime_error("not JSON");
  try {
    if (doc.at("format").get<std::string>() != kFormat)
      throw std::runtime_error("not the sequences of a class");
    ClassSequences cls;
    cls.className = doc.at("class").get<std::string>();
    cls.typeArguments = doc.at("typeArguments").get<std::string>();
    cls.rawType = doc.at("rawType").get<bool>();
    cls.length = doc.at("length").get<uint32_t>();
    for (const json& op : doc.at("operations")) cls.operations.push_back(operationOf(op));
    for (const json& s : doc.at("skipped"))
      cls.skipped.emplace_back(methodOf(s.at(0)), s.at(1).get<std::string>());
    for (const json& t : doc.at("tests")) cls.tests.push_back(testOf(t, cls.operations.size()));
    const json& s = doc.at("stats");
    cls.stats = {s.at(0).get<uint64_t>(), s.at(1).get<uint64_t>(), s.at(2).get<uint64_t>(),
                 s.at(3).get<uint64_t>(), s.at(4).get<uint64_t>()};
    cls.exploration = results::explorationOf(doc.at("exploration"));
    cls.instructions = counterOf(doc.at("instructions"));
    cls.branches = counterOf(doc.at("branches"));
    cls.note = doc.at("note").get<std::string>();
    cls.partial = doc.at("partial").get<bool>();
    cls.seconds = doc.at("seconds").get<double>();
    return cls;
  } catch (const json::exception& e) {
    throw std::runtime_error(std::string("malformed: ") + e.what());
  }
}

}  // namespace symtest::sequences
