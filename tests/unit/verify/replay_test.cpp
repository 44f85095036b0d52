// Replaying a witness on the JVM: the replaying Verifier (symtest-replay.jar) first on the class
// path feeds the program the witness's values; only an uncaught AssertionError confirms a
// violation. A witness the program does not follow, a missing JVM and a program that does not
// end are reported as such.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

#include "verify/replay.hpp"

namespace symtest::verify {
namespace {

ReplayResult run(const std::string& mainClass, const std::vector<std::string>& witness,
                 std::chrono::seconds limit = std::chrono::seconds(30)) {
  return replay(JAVA, REPLAY_JAR, {FIXTURE_CLASSES}, mainClass, witness, limit);
}

bool contains(const std::string& s, const std::string& part) {
  return s.find(part) != std::string::npos;
}

TEST(Replay, TheWitnessValueLeadsToTheAssertionError) {
  ReplayResult r = run("FailsAt42", {"int 42"});
  EXPECT_TRUE(r.ran) << r.diagnostic;
  EXPECT_TRUE(r.assertionFailed);
  EXPECT_EQ(r.exitStatus, 1);
  EXPECT_TRUE(r.diagnostic.rfind("Exception in thread \"main\" java.lang.AssertionError", 0) == 0)
      << r.diagnostic;

  // Another value: main returns normally.
  r = run("FailsAt42", {"int 41"});
  EXPECT_TRUE(r.ran) << r.diagnostic;
  EXPECT_FALSE(r.assertionFailed);
  EXPECT_EQ(r.exitStatus, 0);
  EXPECT_EQ(r.diagnostic, "");
}

TEST(Replay, OnlyAnUncaughtAssertionErrorConfirms) {
  // x = -5: main catches the AssertionError, then divides by zero.
  ReplayResult r = run("NotViolations", {"int -5"});
  EXPECT_TRUE(r.ran) << r.diagnostic;
  EXPECT_EQ(r.exitStatus, 1);
  EXPECT_FALSE(r.assertionFailed);
  EXPECT_TRUE(contains(r.diagnostic, "java.lang.ArithmeticException")) << r.diagnostic;
}

TEST(Replay, StringWitnessesAreUtf16UnitsInHex) {
  EXPECT_TRUE(run("Strings", {"string 68 69"}).assertionFailed);      // "hi"
  EXPECT_FALSE(run("Strings", {"string 68 69 21"}).assertionFailed);  // "hi!"
  ReplayResult r = run("Strings", {"string null"});
  EXPECT_TRUE(r.ran);
  EXPECT_EQ(r.exitStatus, 0);
}

TEST(Replay, AWitnessTheProgramDoesNotFollowHaltsWithStatus3) {
  ReplayResult r = run("FailsAt42", {});
  EXPECT_TRUE(r.ran);
  EXPECT_FALSE(r.assertionFailed);
  EXPECT_EQ(r.exitStatus, 3);
  EXPECT_TRUE(contains(r.diagnostic, "the program asks for more values than the witness has (int)"))
      << r.diagnostic;

  r = run("FailsAt42", {"boolean true"});
  EXPECT_EQ(r.exitStatus, 3);
  EXPECT_FALSE(r.assertionFailed);
  EXPECT_TRUE(contains(r.diagnostic, "the program asks for a int, the witness has 'boolean true'"))
      << r.diagnostic;
}

TEST(Replay, WithoutAJvmNothingRuns) {
  ReplayResult r = replay("/nonexistent/bin/java", REPLAY_JAR, {FIXTURE_CLASSES}, "FailsAt42",
                          {"int 42"}, std::chrono::seconds(30));
  EXPECT_FALSE(r.ran);
  EXPECT_FALSE(r.assertionFailed);
  EXPECT_EQ(r.diagnostic, "cannot run /nonexistent/bin/java");
}

TEST(Replay, AProgramThatDoesNotEndIsStoppedAtTheTimeLimit) {
  auto start = std::chrono::steady_clock::now();
  ReplayResult r = run("Spin", {}, std::chrono::seconds(1));
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_FALSE(r.ran);
  EXPECT_FALSE(r.assertionFailed);
  EXPECT_EQ(r.diagnostic, "the JVM did not finish within the time limit");
  EXPECT_GE(seconds, 1.0);
}

}  // namespace
}  // namespace symtest::verify
