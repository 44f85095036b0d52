// The table printed on stdout: per-method header, one row per test case with inputs,
// outcome and path condition, skipped and partial methods, and the summary line.
#include <gtest/gtest.h>

#include <sstream>

#include "emit/emitters.hpp"
#include "sample_result.hpp"

namespace symtest::emit {
namespace {

using namespace testing;

std::string pad(const std::string& s, size_t width) {
  return s + std::string(width > s.size() ? width - s.size() : 0, ' ');
}

bool hasLine(const std::string& text, const std::string& line) {
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);)
    if (l == line) return true;
  return false;
}

TEST(EmitSignature, SpellsStaticResultNameAndParameters) {
  EXPECT_EQ(signature(absMethod()), "static int abs(int a)");
  GenerationResult r = sampleResult();
  EXPECT_EQ(signature(r.methods[1]), "static int div(int a, int b)");
  EXPECT_EQ(signature(r.methods[3]), "static void run(byte b)");
  EXPECT_EQ(signature(r.methods[5]), "int get()");
}

TEST(EmitTable, RowsShowInputsOutcomeAndPathCondition) {
  GenerationResult r;
  r.k = 3;
  r.methods.push_back(absMethod());
  std::string text = table(r);
  // Column widths follow the widest entry: Integer.MIN_VALUE and its outcome.
  const size_t in = 17, out = 25;
  EXPECT_TRUE(hasLine(text, "Arith.static int abs(int a)")) << text;
  EXPECT_TRUE(hasLine(
      text, "  4 test cases, k=3, instructions 7/9 (77.8%), branches 2/2 (100.0%), 0.250 s"))
      << text;
  EXPECT_TRUE(
      hasLine(text, "    #  " + pad("a", in) + "  " + pad("result", out) + "  path condition"))
      << text;
  EXPECT_TRUE(hasLine(text, "    1  " + pad("0", in) + "  " + pad("returns 0", out) + "  a >= 0"))
      << text;
  EXPECT_TRUE(hasLine(text, "    2  " + pad("-1", in) + "  " + pad("returns 1", out) + "  a < 0"))
      << text;
  EXPECT_TRUE(hasLine(text, "    3  Integer.MIN_VALUE  returns Integer.MIN_VALUE  a < 0 && -a < 0"))
      << text;
  EXPECT_TRUE(hasLine(text, "    4  " + pad("0", in) + "  " + pad("returns 0", out) + "  true"))
      << text;
}

TEST(EmitTable, ExceptionsLiteralsSkippedPartialAndSummary) {
  std::string text = table(sampleResult());
  // Exceptions are named by their simple class name.
  EXPECT_TRUE(hasLine(text, "    1  1  0  throws ArithmeticException  b == 0")) << text;
  // char inputs and boolean results.
  EXPECT_TRUE(hasLine(text, "    1  'a'       returns true   c > 0")) << text;
  EXPECT_TRUE(hasLine(text, "    2  '\\u0000'  returns false  c == 0")) << text;
  // A void method just returns; a byte input is cast.
  EXPECT_TRUE(hasLine(text, "    1  (byte) -3  returns  true")) << text;
  EXPECT_TRUE(hasLine(text, "Arith.static double half(double d)")) << text;
  EXPECT_TRUE(hasLine(text, "  skipped: floating-point values are not supported")) << text;
  EXPECT_TRUE(hasLine(text, "com.acme.Util.static long twice(long x)")) << text;
  EXPECT_TRUE(hasLine(
      text, "  1 test case, k=3, instructions -, branches -, 0.000 s  [PARTIAL: path limit]"))
      << text;
  EXPECT_TRUE(hasLine(text, "    1  5L  returns 10L  x >= 0")) << text;
  EXPECT_TRUE(hasLine(text,
                      "solver gave up on 2 branches: each query ran out of its budget of 20M "
                      "resource units (80M with floating point) and its branch was cut "
                      "(--query-budget raises it)"))
      << text;
  EXPECT_TRUE(
      hasLine(text,
              "7 methods, 10 test cases (all-paths), 1 skipped, 1 partial; solver: 40 queries, 30 "
              "decided without a solver call, 10 solver calls (0.125 s); total 1.500 s"))
      << text;
  // Methods appear in the order of the result.
  EXPECT_LT(text.find("abs(int a)"), text.find("div(int a, int b)"));
  EXPECT_LT(text.find("half(double d)"), text.find("twice(long x)"));
}

TEST(EmitTable, EmptyResult) {
  EXPECT_EQ(table(GenerationResult{}),
            "0 methods, 0 test cases (all-paths), 0 skipped; solver: 0 queries, 0 decided without "
            "a solver "
            "call, 0 solver calls (0.000 s); total 0.000 s\n");
}

}  // namespace
}  // namespace symtest::emit

namespace symtest::emit {
namespace {

TEST(EmitTable, GuidedRunsShowReductionAnnotationsAndCriterion) {
  GenerationResult r;
  r.criterion = "program-points:Arith.abs:3,Arith.abs:9";
  r.reduced = true;
  r.methods.push_back(absMethod());
  r.methods[0].generatedTests = static_cast<uint32_t>(r.methods[0].tests.size() + 2);
  // A technique's annotations: the table shows their lines, whatever the technique.
  r.methods[0].annotations.push_back(
      {"points",
       nlohmann::json::array(),
       "",
       {"point Arith.abs:3: reached (test 1)",
        "point Arith.abs:9: unreachable (no call path leads there)"}});
  r.methods[0].tests[0].annotations.push_back({"cost", 7, "cost", {"steps 7"}});
  std::string text = table(r);
  size_t kept = r.methods[0].tests.size();
  EXPECT_TRUE(hasLine(text, "  " + std::to_string(kept) + " of " + std::to_string(kept + 2) +
                                " test cases kept: the others add no coverage "
                                "(program-points:Arith.abs:3,Arith.abs:9)"))
      << text;
  EXPECT_TRUE(hasLine(text, "  point Arith.abs:3: reached (test 1)")) << text;
  EXPECT_TRUE(hasLine(text, "  point Arith.abs:9: unreachable (no call path leads there)")) << text;
  EXPECT_TRUE(hasLine(text, "        cost: steps 7")) << text;
  EXPECT_NE(text.find("(program-points:Arith.abs:3,Arith.abs:9, reduced)"), std::string::npos)
      << text;
}

}  // namespace
}  // namespace symtest::emit
