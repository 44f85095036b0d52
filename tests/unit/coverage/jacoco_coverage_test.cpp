// Tests of MethodCoverage against JaCoCo 0.8.6. The counters in jacoco_fixtures.inc were
// measured with the JaCoCo 0.8.6 agent (Debian libjacoco-java) on java/JacocoFixture.java
// compiled with `javac -g --release 11` (JDK 17); the step traces were recorded from the same
// class file (java/tools/regen.sh). The hand-written tests below spell out single rules, with
// traces derived from `javap -c` of the fixture.
#include "coverage/jacoco_coverage.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <fstream>
#include <iterator>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "classfile/bytecode.hpp"
#include "classfile/class_file.hpp"

namespace symtest::coverage {

// For readable failure messages.
void PrintTo(const CoverageCounts& c, std::ostream* os) {
  *os << "{instructions " << c.coveredInstructions << "/" << c.totalInstructions << ", branches "
      << c.coveredBranches << "/" << c.totalBranches << "}";
}

// Found by argument-dependent lookup from EXPECT_EQ.
static bool operator==(const CoverageCounts& a, const CoverageCounts& b) {
  return a.coveredInstructions == b.coveredInstructions &&
         a.totalInstructions == b.totalInstructions && a.coveredBranches == b.coveredBranches &&
         a.totalBranches == b.totalBranches;
}

namespace {

using classfile::ClassFile;
using classfile::Method;

ClassFile loadClass(const std::string& name) {
  const std::string path = std::string(JACOCO_FIXTURE_DIR) + "/" + name + ".class";
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
  return classfile::parseClassFile(bytes, path);
}

const ClassFile& fixtureClass() {
  static const ClassFile cls = loadClass("JacocoFixture");
  return cls;
}

const Method& fixtureMethod(const std::string& name, const std::string& descriptor) {
  const Method* m = fixtureClass().findMethod(name, descriptor);
  if (m == nullptr || !m->code) throw std::runtime_error("no method " + name + descriptor);
  return *m;
}

MethodCoverage coverageOf(const std::string& name, const std::string& descriptor) {
  const Method& m = fixtureMethod(name, descriptor);
  return MethodCoverage(*m.code, classfile::decodeBytecode(*m.code, fixtureClass().origin));
}

// "0 1 2! 8" -> steps; '!' marks a step that raised.
std::vector<ExecutedStep> parseTrace(const std::string& trace) {
  std::vector<ExecutedStep> steps;
  std::istringstream in(trace);
  std::string token;
  while (in >> token) {
    ExecutedStep s;
    s.raised = token.back() == '!';
    if (s.raised) token.pop_back();
    s.offset = static_cast<uint32_t>(std::stoul(token));
    steps.push_back(s);
  }
  return steps;
}

CoverageCounts countsFor(const std::string& name, const std::string& descriptor,
                         const std::vector<std::string>& traces) {
  MethodCoverage cov = coverageOf(name, descriptor);
  for (const auto& t : traces) cov.addInvocation(parseTrace(t));
  return cov.counts();
}

// ---------------------------------------------------------------------------------------
// Measured fixtures.

struct FixtureCase {
  const char* scenario;
  const char* method;
  const char* descriptor;
  std::vector<const char*> traces;
  CoverageCounts expected;
};

const std::vector<FixtureCase>& fixtureCases() {
  static const std::vector<FixtureCase> cases = {
#define JACOCO_FIXTURE_CASES
#include "jacoco_fixtures.inc"
#undef JACOCO_FIXTURE_CASES
  };
  return cases;
}

class JacocoFixtureTest : public ::testing::TestWithParam<size_t> {};

TEST_P(JacocoFixtureTest, CountsEqualJacocoMeasurement) {
  const FixtureCase& c = fixtureCases()[GetParam()];
  SCOPED_TRACE(std::string("scenario \"") + c.scenario + "\", method " + c.method + c.descriptor);
  const Method& m = fixtureMethod(c.method, c.descriptor);
  const auto insns = classfile::decodeBytecode(*m.code, fixtureClass().origin);
  MethodCoverage cov(*m.code, insns, &fixtureClass().pool);
  for (const char* t : c.traces) {
    const auto steps = parseTrace(t);
    for (const auto& s : steps) {
      bool known = false;
      for (const auto& i : insns) known = known || i.offset == s.offset;
      ASSERT_TRUE(known) << "trace offset " << s.offset << " is no instruction: the fixture "
                         << "class changed, regenerate jacoco_fixtures.inc";
    }
    cov.addInvocation(steps);
  }
  EXPECT_EQ(cov.counts(), c.expected);
}

std::string caseName(const ::testing::TestParamInfo<size_t>& info) {
  const FixtureCase& c = fixtureCases()[info.param];
  std::string name = std::to_string(info.param) + "_" + c.scenario + "_" + c.method;
  for (char& ch : name) {
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(Measured, JacocoFixtureTest,
                         ::testing::Range<size_t>(0, fixtureCases().size()), caseName);

struct ReportedMethod {
  const char* cls;
  const char* method;
  const char* descriptor;
  bool reported;
};

TEST(JacocoCoverage, MethodLevelFiltersMatchJacocoReport) {
  static const ReportedMethod kReported[] = {
#define JACOCO_REPORTED_METHODS
#include "jacoco_fixtures.inc"
#undef JACOCO_REPORTED_METHODS
  };
  for (const auto& r : kReported) {
    const ClassFile cls = loadClass(r.cls);
    const Method* m = cls.findMethod(r.method, r.descriptor);
    ASSERT_NE(m, nullptr) << r.cls << "." << r.method << r.descriptor;
    EXPECT_EQ(MethodCoverage::isFilteredMethod(cls, *m), !r.reported)
        << r.cls << "." << r.method << r.descriptor;
  }
}

// ---------------------------------------------------------------------------------------
// Single rules, traces hand-derived from javap -c.

// divMidLine(4, 0):
//   0 iload_0, 1 iconst_1, 2 iadd, 3 istore_2          line: int x = a + 1;
//   4 iload_2, 5 iconst_2, 6 imul, 7 iload_0, 8 iload_1, 9 idiv (throws) ...
// No probe lies between the entry and the idiv (no branch, no call), so nothing is covered:
// instructions before the exception count only when a later probe on their path runs.
TEST(JacocoCoverage, ExceptionInTheMiddleOfABlockCoversNothingBeforeIt) {
  MethodCoverage cov = coverageOf("divMidLine", "(II)I");
  cov.addInvocation(parseTrace("0 1 2 3 4 5 6 7 8 9!"));
  EXPECT_EQ(cov.counts(), (CoverageCounts{0, 16, 0, 0}));
  for (uint32_t offset : {0u, 3u, 9u}) EXPECT_FALSE(cov.isCovered(offset)) << offset;
}

// callThrows(4, 0): `int y = helperDiv(x, b);` starts at offset 4 and calls a method, so
// JaCoCo puts a probe before offset 4 (LabelInfo methodInvocationLine); it runs when offset 3
// falls through, which covers 0..3. The invokestatic at 6 raises: 4..6 stay uncovered.
TEST(JacocoCoverage, LineWithAnInvocationGetsAProbeAtItsStart) {
  MethodCoverage cov = coverageOf("callThrows", "(II)I");
  cov.addInvocation(parseTrace("0 1 2 3 4 5 6!"));
  EXPECT_EQ(cov.counts(), (CoverageCounts{4, 12, 0, 0}));
  EXPECT_TRUE(cov.isCovered(3));
  EXPECT_FALSE(cov.isCovered(4));
  EXPECT_FALSE(cov.isCovered(6));
}

// The invocation-line probe exists only because of the LineNumberTable: without it the same
// execution covers nothing.
TEST(JacocoCoverage, InvocationLineRuleNeedsLineNumbers) {
  classfile::Code code = *fixtureMethod("callThrows", "(II)I").code;
  code.lines.clear();
  MethodCoverage cov(code, classfile::decodeBytecode(code, "callThrows"));
  cov.addInvocation(parseTrace("0 1 2 3 4 5 6!"));
  EXPECT_EQ(cov.counts(), (CoverageCounts{0, 12, 0, 0}));
}

// checked(-1): 0 iload_0, 1 ifge 12, 4 new, 7 dup, 8 invokespecial, 11 athrow.
// The athrow raises by definition, but its probe sits right before it and runs.
TEST(JacocoCoverage, AthrowRunsItsProbe) {
  MethodCoverage cov = coverageOf("checked", "(I)I");
  cov.addInvocation(parseTrace("0 1 4 7 8 11!"));
  EXPECT_EQ(cov.counts(), (CoverageCounts{6, 10, 1, 2}));
  EXPECT_TRUE(cov.isCovered(11));
  EXPECT_EQ(cov.branchesAt(1), (std::pair<uint32_t, uint32_t>{1, 2}));
}

// dense: tableswitch 1..4 with cases 3 and 4 sharing a target and a default: 4 distinct
// targets, so 4 branches (not 5).
TEST(JacocoCoverage, SwitchBranchesCountDistinctTargets) {
  MethodCoverage cov = coverageOf("dense", "(I)I");
  cov.addInvocation(parseTrace("0 1 38 40"));
  EXPECT_EQ(cov.branchesAt(1), (std::pair<uint32_t, uint32_t>{1, 4}));
  cov.addInvocation(parseTrace("0 1 38 40"));  // case 4: same target, no new branch
  EXPECT_EQ(cov.counts(), (CoverageCounts{4, 10, 1, 4}));
}

// divCatch(4, 0): 0 iload_0, 1 iload_1, 2 idiv raises, handler 8 astore_2, 9 iconst_m1,
// 10 ireturn. The return's probe covers the handler back to its start (the exception edge is
// no predecessor link). The try block starts at the method entry, so no probe runs before the
// idiv and 0..2 stay uncovered.
TEST(JacocoCoverage, HandlerIsCoveredFromItsOwnProbes) {
  MethodCoverage cov = coverageOf("divCatch", "(II)I");
  cov.addInvocation(parseTrace("0 1 2! 8 9 10"));
  EXPECT_EQ(cov.counts(), (CoverageCounts{3, 11, 0, 0}));
  EXPECT_TRUE(cov.isCovered(8));
  EXPECT_FALSE(cov.isCovered(2));
}

// withFinally: javac copies the finally block to every exit; JaCoCo's FinallyFilter merges
// the copies into the catch-any handler's and drops the handler's astore/aload/athrow.
TEST(JacocoCoverage, FinallyCopiesAreMerged) {
  MethodCoverage cov = coverageOf("withFinally", "(II)I");
  const Method& m = fixtureMethod("withFinally", "(II)I");
  uint32_t ignored = 0;
  for (const auto& insn : classfile::decodeBytecode(*m.code, "withFinally")) {
    if (cov.isIgnored(insn.offset)) ++ignored;
  }
  EXPECT_GT(ignored, 0u);
  EXPECT_EQ(cov.counts().totalInstructions + ignored,
            classfile::decodeBytecode(*m.code, "withFinally").size());
}

TEST(JacocoCoverage, MergeEqualsUnionOfInvocations) {
  const std::vector<std::string> traces = {"0 1 4 5 8 9", "0 1 10 11 12 19 20"};
  MethodCoverage a = coverageOf("both", "(II)I");
  MethodCoverage b = coverageOf("both", "(II)I");
  a.addInvocation(parseTrace(traces[0]));
  b.addInvocation(parseTrace(traces[1]));
  a.merge(b);
  EXPECT_EQ(a.counts(), countsFor("both", "(II)I", traces));
  EXPECT_EQ(b.counts(), countsFor("both", "(II)I", {traces[1]}));
}

TEST(JacocoCoverage, NoInvocationCoversNothing) {
  const MethodCoverage cov = coverageOf("loopSwitch", "(I)I");
  EXPECT_EQ(cov.counts(), (CoverageCounts{0, 24, 0, 5}));
  EXPECT_FALSE(cov.isCovered(0));
  EXPECT_EQ(cov.branchesAt(0), (std::pair<uint32_t, uint32_t>{0, 0}));
}

TEST(JacocoCoverage, MergeRejectsAnotherMethod) {
  MethodCoverage a = coverageOf("both", "(II)I");
  const MethodCoverage b = coverageOf("dense", "(I)I");
  EXPECT_THROW(a.merge(b), std::invalid_argument);
}

TEST(JacocoCoverage, RejectsInstructionsOfOtherCode) {
  const Method& m = fixtureMethod("both", "(II)I");
  const Method& other = fixtureMethod("dense", "(I)I");
  EXPECT_THROW(MethodCoverage(*m.code, classfile::decodeBytecode(*other.code, "dense")),
               std::invalid_argument);
}

}  // namespace
}  // namespace symtest::coverage
