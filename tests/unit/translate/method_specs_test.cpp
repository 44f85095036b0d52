// Specifications of methods without bytecode: the file format's errors name the file, the
// method and the case; a spec's stand-in translates in place of a native method or of a
// method whose class is missing, and a native without a spec is an unhandled call.
#include "translate/method_specs.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

#include "clp/printer.hpp"
#include "fixture.hpp"
#include "translate/translator.hpp"

namespace symtest::translate {
namespace {

std::string errorOf(const std::string& text) {
  try {
    parseSpecs(text, "specs.json");
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

std::string standInError(const std::string& text) {
  auto cp = testing::fixtureClassPath();
  try {
    std::vector<MethodSpec> specs = parseSpecs(text, "specs.json");
    std::vector<const MethodSpec*> list;
    for (const auto& s : specs) list.push_back(&s);
    specClass(specs.at(0).owner, list, *cp);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

const char* kSpecs = R"json({"methods": [
  {"method": "Natives.checksum(I)I", "params": ["x"], "cases": [
    {"when": "x >= 0 && x < 100", "returns": "x * 3 + 1", "writes": {"Natives.calls": "1"}},
    {"when": "x < 0", "throws": "java.lang.IllegalArgumentException", "message": "negative"}]},
  {"method": "Natives.accepts(J)Z", "params": ["v"], "cases": [
    {"when": "v % 2L == 0", "returns": "true", "writes": {"this.ready": "v > 0"}},
    {"when": "v % 2L != 0", "returns": "v > 100"}]},
  {"method": "com.acme.Missing.clamp(III)I", "params": ["a", "lo", "hi"], "cases": [
    {"when": "a < lo", "returns": "lo"}, {"when": "a > hi", "returns": "hi"},
    {"when": "!(a < lo || a > hi)",
           "returns" : "a"
}]
}]
})json";

TEST(MethodSpecs, ParsesAndNamesWhatIsWrong) {
  std::vector<MethodSpec> specs = parseSpecs(kSpecs, "specs.json");
  ASSERT_EQ(specs.size(), 3u);
  EXPECT_EQ(specs[2].owner, "com/acme/Missing");
  EXPECT_EQ(specs[2].name, "clamp");
  EXPECT_EQ(specs[2].descriptor, "(III)I");
  EXPECT_EQ(specs[0].cases[1].throws, "java/lang/IllegalArgumentException");
  EXPECT_EQ(specs[0].cases[0].writes.at(0).first, "Natives.calls");
  EXPECT_NE(errorOf("{").find("specs.json: not JSON"), std::string::npos);
  EXPECT_NE(errorOf(R"json({"methods": [{"method": "Natives.checksum", "cases": []}]})json")
                .find("write the method as Class.name(descriptor)"),
            std::string::npos);
  EXPECT_NE(
      errorOf(R"json({"methods": [{"method": "A.m(I)I", "cases": []}]})json").find("no cases"),
      std::string::npos);
  EXPECT_NE(
      errorOf(
          R"json({"methods": [{"method": "A.m(I)I", "cases": [{"returns": "1", "throws": "E"}]}]})json")
          .find("either returns or throws"),
      std::string::npos);
  EXPECT_NE(
      errorOf(R"json({"methods": [{"method": "A.m(Q)I", "cases": [{}]}]})json").find("A.m(Q)I"),
      std::string::npos);
}

TEST(MethodSpecs, TypeChecksExpressions) {
  auto spec = [](const std::string& params, const std::string& when, const std::string& returns) {
    return R"json({"methods": [{"method": "Natives.checksum(I)I", "params": [)json" + params +
           R"json(], "cases": [{"when": ")json" + when + R"json(", "returns": ")json" + returns +
           R"json("}]}]})json";
  };
  EXPECT_EQ(standInError(spec("\"x\"", "x > 0 && (x & 1) == 0", "-x << 2")), "");
  EXPECT_NE(standInError(spec("\"x\"", "y > 0", "1")).find("case 1: 'y > 0': unknown name 'y'"),
            std::string::npos);
  EXPECT_NE(standInError(spec("\"x\"", "x", "1")).find("'when' must be a condition"),
            std::string::npos);
  EXPECT_NE(standInError(spec("\"x\"", "x > 0", "x > 1")).find("does not match"),
            std::string::npos);
  EXPECT_NE(standInError(spec("\"x\"", "x > 0 &&", "1")).find("an operand is missing"),
            std::string::npos);
  EXPECT_NE(standInError(spec("\"x\"", "x > 3000000000", "1")).find("too large"),
            std::string::npos);
  EXPECT_NE(standInError(R"json({"methods": [{"method": "Natives.checksum(I)I", "cases": [
                 {"when": "a0 > 0", "returns": "1", "writes": {"Natives.nothing": "1"}}]}]})json")
                .find("no field nothing in Natives"),
            std::string::npos);
}

TEST(MethodSpecs, StandInsTranslateInPlaceOfMissingCode) {
  auto cp = testing::fixtureClassPath();
  Translator translator(*cp);
  translator.setSpecs(parseSpecs(kSpecs, "specs.json"));
  ASSERT_NE(translator.require("Natives", "twice", "(I)I"), clp::kNoPred);
  ASSERT_NE(translator.require("Natives", "filter", "(J)I"), clp::kNoPred);
  const clp::Program& p = translator.program();
  clp::PredId checksum = p.entryOf("Natives", "checksum", "(I)I");
  ASSERT_NE(checksum, clp::kNoPred);
  EXPECT_EQ(p.methods[p.predicates[checksum].method].className, "Natives$$Spec");
  // No case matched: a call of code outside the analysed classes.
  std::string text = clp::printMethod(p, p.predicates[checksum].method);
  EXPECT_NE(text.find("symtest/NoSpecCase"), std::string::npos) << text;
  EXPECT_NE(translator.require("com/acme/Missing", "clamp", "(III)I"), clp::kNoPred);
  EXPECT_TRUE(cp->isSyntheticClass("com/acme/Missing$$Spec"));
}

TEST(MethodSpecs, NativesWithoutSpecsAreUnhandledCalls) {
  auto cp = testing::fixtureClassPath();
  Translator translator(*cp);
  clp::PredId twice = translator.require("Natives", "twice", "(I)I");
  ASSERT_NE(twice, clp::kNoPred);
  std::string text =
      clp::printMethod(translator.program(), translator.program().predicates[twice].method);
  EXPECT_NE(text.find("Natives.checksum"), std::string::npos) << text;
  EXPECT_EQ(translator.program().entryOf("Natives", "checksum", "(I)I"), clp::kNoPred);
}

}  // namespace
}  // namespace symtest::translate
