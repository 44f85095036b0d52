// Golden tests: the printed CLP translation of small methods of java/Golden.java must equal
// golden/<name>.clp verbatim. The translation of each method is made by a fresh Translator
// and printed with clp::printProgram (the method first, then the methods it calls).
//
// To regenerate after an intended change: SYMTEST_UPDATE_GOLDEN=1 translate_test, then check
// every changed rule against `javap -c -p Golden.class` by hand.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "clp/printer.hpp"
#include "clp/verifier.hpp"
#include "fixture.hpp"

namespace symtest::translate {
namespace {

struct GoldenCase {
  const char* file;
  const char* method;
  const char* descriptor;
};

std::ostream& operator<<(std::ostream& os, const GoldenCase& c) {
  return os << c.method << c.descriptor;
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

class Golden : public ::testing::TestWithParam<GoldenCase> {};

TEST_P(Golden, PrintedTranslationMatches) {
  const GoldenCase& c = GetParam();
  auto cp = testing::fixtureClassPath();
  Translator translator(*cp);
  clp::PredId entry = translator.require("Golden", c.method, c.descriptor);
  ASSERT_NE(entry, clp::kNoPred) << (translator.skipped().empty()
                                         ? std::string("no reason")
                                         : translator.skipped().front().reason);
  EXPECT_TRUE(translator.skipped().empty());
  const clp::Program& program = translator.program();
  EXPECT_EQ(program.predicates[entry].method, 0u);
  EXPECT_TRUE(clp::verify(program).empty());
  std::string actual = clp::printProgram(program);

  std::string path = std::string(GOLDEN_DIR) + "/" + c.file;
  if (const char* update = std::getenv("SYMTEST_UPDATE_GOLDEN"); update && *update == '1') {
    std::ofstream(path, std::ios::binary) << actual;
    GTEST_SKIP() << "rewrote " << path;
  }
  std::string expected = readFile(path);
  ASSERT_FALSE(expected.empty()) << "missing golden file " << path;
  EXPECT_EQ(actual, expected) << "translation of Golden." << c.method << c.descriptor
                              << " differs from " << path;
}

INSTANTIATE_TEST_SUITE_P(Translator, Golden,
                         ::testing::Values(GoldenCase{"abs.clp", "abs", "(I)I"},
                                           GoldenCase{"gcd.clp", "gcd", "(II)I"},
                                           GoldenCase{"safeDiv.clp", "safeDiv", "(II)I"},
                                           GoldenCase{"classify.clp", "classify", "(I)I"},
                                           GoldenCase{"callTwice.clp", "callTwice", "(I)I"},
                                           GoldenCase{"compareLongs.clp", "compareLongs", "(JJ)I"},
                                           GoldenCase{"scaled.clp", "scaled", "(DF)J"}),
                         [](const auto& info) { return std::string(info.param.method); });

}  // namespace
}  // namespace symtest::translate
