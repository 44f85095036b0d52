// The JSON document: it parses, and carries the fields docs/json-format.md describes.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "emit/emitters.hpp"
#include "sample_result.hpp"

namespace symtest::emit {
namespace {

using namespace testing;
using Json = nlohmann::json;

Json sampleJson() {
  return Json::parse(json(sampleResult()));
}

TEST(EmitJson, TopLevelFields) {
  std::string text = json(sampleResult());
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.back(), '\n');
  Json doc = Json::parse(text);
  EXPECT_EQ(doc["tool"], "symtest");
  EXPECT_EQ(doc["formatVersion"], 2);
  EXPECT_EQ(doc["k"], 3);
  EXPECT_EQ(doc["partial"], true);  // twice is partial
  EXPECT_DOUBLE_EQ(doc["seconds"].get<double>(), 1.5);
  EXPECT_EQ(doc["solver"], Json::parse(R"({"queries": 40, "decidedWithoutSolver": 30,
      "decidedBy": {"folding": 12, "model": 18, "search": 0, "cache": 0},
      "solverCalls": 10, "outOfBudget": 0, "gaveUpBranches": 2, "queryBudget": 20000000,
      "resourceUnits": 123456, "solverSeconds": 0.125})"));
  ASSERT_TRUE(doc["methods"].is_array());
  EXPECT_EQ(doc["methods"].size(), 7u);
  ASSERT_EQ(doc["classCoverage"].size(), 2u);
  EXPECT_EQ(doc["classCoverage"][1], Json::parse(R"({"class": "com.acme.Util", "method": "twice",
      "descriptor": "(J)J", "instructions": {"covered": 4, "total": 4},
      "branches": {"covered": 0, "total": 0}})"));

  GenerationResult complete;
  complete.methods.push_back(absMethod());
  EXPECT_EQ(Json::parse(json(complete))["partial"], false);
}

TEST(EmitJson, MethodFields) {
  Json m = sampleJson()["methods"][0];
  EXPECT_EQ(m["class"], "Arith");
  EXPECT_EQ(m["method"], "abs");
  EXPECT_EQ(m["descriptor"], "(I)I");
  EXPECT_EQ(m["signature"], "static int abs(int a)");
  EXPECT_EQ(m["status"], "complete");
  EXPECT_EQ(m["note"], "");
  EXPECT_EQ(m["parameters"], Json::parse(R"([{"name": "a", "type": "int"}])"));
  const Json& e = m["exploration"];
  EXPECT_EQ(e["testCases"], 4);
  EXPECT_EQ(e["unfoldings"], 6);
  EXPECT_EQ(e["cutByBound"], 1);
  EXPECT_EQ(e["infeasible"], 2);
  EXPECT_EQ(e["choicePoints"], 3);
  EXPECT_EQ(e["complete"], true);
  EXPECT_EQ(e["stopReason"], "");
  EXPECT_EQ(e["work"], 300);
  EXPECT_EQ(e["lastProgressWork"], 120);
  EXPECT_EQ(e["abandonedSearches"], 1);
  EXPECT_EQ(e["jvmCalls"], 2);
  EXPECT_DOUBLE_EQ(e["seconds"].get<double>(), 0.25);
  EXPECT_EQ(m["coverage"], Json::parse(R"({"instructions": {"covered": 7, "total": 9},
      "branches": {"covered": 2, "total": 2}, "methods": [{"class": "Arith", "method": "abs",
      "descriptor": "(I)I", "instructions": {"covered": 7, "total": 9},
      "branches": {"covered": 2, "total": 2}}]})"));
  EXPECT_EQ(m["testCases"].size(), 4u);
}

TEST(EmitJson, TestCaseFields) {
  Json doc = sampleJson();
  Json t = doc["methods"][0]["testCases"][0];
  EXPECT_EQ(t, Json::parse(R"j({"number": 1, "work": 120,
      "inputs": [{"name": "a", "type": "int", "value": 0, "literal": "0"}],
      "constraints": ["a >= 0"],
      "result": {"kind": "return", "type": "int", "value": 0, "literal": "0"},
      "trace": "abs(1,[])",
      "covered": [{"class": "Arith", "method": "abs", "descriptor": "(I)I",
                   "offsets": [0, 1, 4, 5]}],
      "objects": [], "inputHeap": "", "outputHeap": "",
      "readable": {"constraints": ["a >= 0"], "inputHeap": "", "outputHeap": ""},
      "staticsBefore": [], "staticsAfter": [], "inputSources": [], "assumptions": [],
      "needsAssertions": null})j"));
  Json minValue = doc["methods"][0]["testCases"][2];
  EXPECT_EQ(minValue["inputs"][0]["value"], INT32_MIN);
  EXPECT_EQ(minValue["inputs"][0]["literal"], "Integer.MIN_VALUE");
  EXPECT_EQ(minValue["constraints"], Json::parse(R"(["a < 0", "-a < 0"])"));
  EXPECT_EQ(doc["methods"][0]["testCases"][3]["constraints"], Json::array());
}

TEST(EmitJson, TechniquesAnnotationsUnderTheirKeys) {
  // A technique's annotation is a member of its test case or method; the keys techniques
  // declare are in every test case, with their default where no annotation set them.
  GenerationResult r;
  r.methods.push_back(absMethod());
  r.testAnnotationDefaults = {{"goals", Json::array()}, {"cost", Json::array()}};
  r.methods[0].tests[1].annotations.push_back({"goals", Json::array({"Arith.abs:3"}), "", {}});
  r.methods[0].annotations.push_back({"points", Json::array({{{"point", "p"}}}), "", {"p"}});
  Json m = Json::parse(json(r))["methods"][0];
  EXPECT_EQ(m["testCases"][0]["goals"], Json::array());
  EXPECT_EQ(m["testCases"][0]["cost"], Json::array());
  EXPECT_EQ(m["testCases"][1]["goals"], Json::parse(R"(["Arith.abs:3"])"));
  EXPECT_EQ(m["points"], Json::parse(R"([{"point": "p"}])"));
}

TEST(EmitJson, ResultKinds) {
  Json methods = sampleJson()["methods"];
  EXPECT_EQ(methods[1]["testCases"][0]["result"],
            Json::parse(R"({"kind": "exception", "class": "java.lang.ArithmeticException"})"));
  // Booleans are JSON booleans; chars are numbers with a char literal.
  Json pos = methods[2]["testCases"][0];
  EXPECT_EQ(pos["inputs"][0], Json::parse(R"({"name": "c", "type": "char", "value": 97,
      "literal": "'a'"})"));
  EXPECT_EQ(pos["result"], Json::parse(R"({"kind": "return", "type": "boolean", "value": true,
      "literal": "true"})"));
  EXPECT_EQ(methods[2]["testCases"][1]["result"]["value"], false);
  EXPECT_EQ(methods[3]["testCases"][0]["result"],
            Json::parse(R"({"kind": "return", "type": "void"})"));
  EXPECT_EQ(methods[3]["testCases"][0]["inputs"][0]["literal"], "(byte) -3");
  Json twice = methods[6];
  EXPECT_EQ(twice["class"], "com.acme.Util");
  EXPECT_EQ(twice["status"], "partial");
  EXPECT_EQ(twice["note"], "path limit");
  EXPECT_EQ(twice["exploration"]["complete"], false);
  EXPECT_EQ(twice["exploration"]["stopReason"], "path limit");
  EXPECT_EQ(twice["testCases"][0]["result"]["literal"], "10L");
  EXPECT_EQ(twice["testCases"][0]["result"]["value"], 10);
}

// An exception's message, when analysed code gave it: the String object's characters.
TEST(EmitJson, ExceptionMessage) {
  GenerationResult r = sampleResult();
  TestCase& t = r.methods[1].tests[0];
  results::ObjectSnapshot text, chars;
  text.type = "java/lang/String";
  text.final = {{"java/lang/String", "value", {{Kind::Array, "", "C"}, 1}}};
  chars.type = "[C";
  chars.length = 2;
  chars.final = {{"", "0", value(Kind::Char, 'o')}, {"", "1", value(Kind::Char, 'k')}};
  t.objects = {text, chars};
  t.exceptionMessage = ConcreteValue{{Kind::Class, "java/lang/String", ""}, 0};
  Json methods = Json::parse(json(r))["methods"];
  EXPECT_EQ(methods[1]["testCases"][0]["result"]["message"], "\"ok\"");
  t.exceptionMessage = ConcreteValue{{Kind::Class, "java/lang/String", ""}, -1};
  methods = Json::parse(json(r))["methods"];
  EXPECT_EQ(methods[1]["testCases"][0]["result"]["message"], "null");
}

TEST(EmitJson, SkippedMethodHasNoExploration) {
  Json half = sampleJson()["methods"][4];
  EXPECT_EQ(half["status"], "skipped");
  EXPECT_EQ(half["note"], "floating-point values are not supported");
  EXPECT_EQ(half["parameters"], Json::parse(R"([{"name": "d", "type": "double"}])"));
  EXPECT_FALSE(half.contains("exploration"));
  EXPECT_FALSE(half.contains("coverage"));
  EXPECT_FALSE(half.contains("testCases"));
}

}  // namespace
}  // namespace symtest::emit
