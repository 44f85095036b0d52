// symtest verify on SV-COMP-style programs (tests/unit/verify/java): the three verdicts and
// their reasons, iterative deepening of k (first and deepest bound, progress), the shared
// step budget, the witness of every nondet kind confirmed on the JVM, and what makes a verdict
// unknown (no replay, a JVM that does not confirm, unhandled calls, inputs that cannot be
// replayed, a stop from outside). Three disabled tests show where a budget or a stop that
// cuts a round still yields "true" today (see their comments).
#include <gtest/gtest.h>

#include "fixture_class_path.hpp"

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "solver/cancellation.hpp"
#include "verify/verify.hpp"

namespace symtest::verify {
namespace {

// Options as `symtest verify` sets them: the replaying Verifier first, the fixture's classes
// as the program's class path on the JVM.
VerifyOptions options() {
  VerifyOptions o;
  o.replayJar = REPLAY_JAR;
  o.java = JAVA;
  o.classPath = {FIXTURE_CLASSES};
  return o;
}

VerifyResult check(const std::string& mainClass, const VerifyOptions& o = options()) {
  auto cp = unit::fixtureClassPath(FIXTURE_CLASSES, MODELS_JAR);
  return verify(*cp, mainClass, o);
}

bool startsWith(const std::string& s, const std::string& prefix) {
  return s.rfind(prefix, 0) == 0;
}

// The value of a witness entry "nondetInt() = 7".
int64_t witnessInt(const std::string& entry) {
  const std::string prefix = "nondetInt() = ";
  if (!startsWith(entry, prefix)) {
    ADD_FAILURE() << "not an int witness: " << entry;
    return -1;
  }
  return std::stoll(entry.substr(prefix.size()));
}

TEST(Verify, SafeProgramIsTrueAtTheFirstBoundThatCutsNothing) {
  VerifyResult r = check("SafeRange");
  EXPECT_EQ(r.verdict, Verdict::True) << r.line();
  EXPECT_EQ(r.k, 1u);
  EXPECT_TRUE(r.witness.empty());
  EXPECT_EQ(r.line(), "true: no assertion can fail (the exploration at k=1 cut nothing)");
  EXPECT_GT(r.seconds, 0.0);
}

TEST(Verify, ViolationIsFalseWithTheWitnessTheJvmConfirms) {
  VerifyResult r = check("FailsAt42");
  EXPECT_EQ(r.verdict, Verdict::False) << r.line();
  EXPECT_EQ(r.k, 1u);
  EXPECT_EQ(r.witness, (std::vector<std::string>{"nondetInt() = 42"}));
  EXPECT_EQ(r.line(), "false: an assertion fails with nondetInt() = 42 (k=1; the JVM confirms it)");
}

TEST(Verify, ViolationNotReplayedIsUnknown) {
  VerifyOptions o = options();
  o.replayJar.clear();
  VerifyResult r = check("FailsAt42", o);
  EXPECT_EQ(r.verdict, Verdict::Unknown);
  EXPECT_EQ(r.witness, (std::vector<std::string>{"nondetInt() = 42"}));
  EXPECT_EQ(r.reason, "an assertion fails at k=1 with nondetInt() = 42, not replayed on the JVM");
  EXPECT_TRUE(startsWith(r.line(), "unknown: "));
}

TEST(Verify, ViolationTheJvmDoesNotConfirmIsUnknown) {
  // Without the replaying Verifier the program runs with the stand-in's random values: the
  // JVM does not take the predicted path (it would pick 42 with probability 2^-32).
  VerifyOptions o = options();
  o.replayJar = std::string(FIXTURE_CLASSES) + "/no-such-replay.jar";
  VerifyResult r = check("FailsAt42", o);
  EXPECT_EQ(r.verdict, Verdict::Unknown);
  EXPECT_EQ(r.reason,
            "symtest predicts an assertion failure at k=1 with nondetInt() = 42, which the JVM "
            "does not confirm (exit status 0: no exception)");

  // No JVM at all.
  o = options();
  o.java = "/nonexistent/bin/java";
  r = check("FailsAt42", o);
  EXPECT_EQ(r.verdict, Verdict::Unknown);
  EXPECT_NE(r.reason.find("which the JVM does not confirm (cannot run /nonexistent/bin/java)"),
            std::string::npos)
      << r.reason;
}

TEST(Verify, DeepeningFindsAViolationBeyondTheFirstBound) {
  // The assertion fails only in the seventh iteration: the rounds k=1..6 find nothing.
  std::vector<std::string> rounds;
  VerifyOptions o = options();
  o.progress = [&](const std::string& line) { rounds.push_back(line); };
  VerifyResult r = check("LoopBound", o);
  EXPECT_EQ(r.verdict, Verdict::False) << r.line();
  EXPECT_EQ(r.k, 7u);
  EXPECT_EQ(rounds, (std::vector<std::string>{"k=1", "k=2", "k=3", "k=4", "k=5", "k=6", "k=7"}));
  ASSERT_EQ(r.witness.size(), 1u);
  EXPECT_GE(witnessInt(r.witness[0]), 7);
  EXPECT_NE(r.reason.find("(k=7; the JVM confirms it)"), std::string::npos) << r.reason;

  // Starting at the bound that finds it: one round.
  rounds.clear();
  o.firstK = 7;
  r = check("LoopBound", o);
  EXPECT_EQ(r.verdict, Verdict::False) << r.line();
  EXPECT_EQ(r.k, 7u);
  EXPECT_EQ(rounds, (std::vector<std::string>{"k=7"}));
}

TEST(Verify, PathsStillCutAtTheDeepestBoundAreUnknown) {
  VerifyOptions o = options();
  o.maxK = 6;
  VerifyResult r = check("LoopBound", o);
  EXPECT_EQ(r.verdict, Verdict::Unknown);
  EXPECT_EQ(r.k, 6u);
  EXPECT_EQ(r.reason, "no violation up to k=6, but paths remain cut by the bound");

  // A safe program whose loop runs as often as its input says is never proved at any bound.
  o.maxK = 5;
  r = check("Unbounded", o);
  EXPECT_EQ(r.verdict, Verdict::Unknown);
  EXPECT_EQ(r.k, 5u);
  EXPECT_EQ(r.reason, "no violation up to k=5, but paths remain cut by the bound");
}

TEST(Verify, StepBudgetIsSharedByAllRoundsAndDecidesWhereUnknownStops) {
  auto withSteps = [](uint64_t steps) {
    VerifyOptions o = options();
    o.maxSteps = steps;
    return check("Unbounded", o);
  };
  VerifyResult small = withSteps(200);
  EXPECT_EQ(small.verdict, Verdict::Unknown);
  ASSERT_GT(small.k, 1u) << small.reason;
  EXPECT_EQ(small.reason,
            "the step budget (200 derivation steps) ran out at k=" + std::to_string(small.k) +
                " without finding a violation (the bounds up to k=" + std::to_string(small.k - 1) +
                " were explored completely)");
  // Deterministic: the same budget stops at the same bound.
  VerifyResult again = withSteps(200);
  EXPECT_EQ(again.k, small.k);
  EXPECT_EQ(again.reason, small.reason);
  // The budget spans all rounds: the round that ran out fits in it alone.
  VerifyOptions alone = options();
  alone.maxSteps = 200;
  alone.firstK = alone.maxK = small.k;
  VerifyResult one = check("Unbounded", alone);
  EXPECT_EQ(one.reason, "no violation up to k=" + std::to_string(small.k) +
                            ", but paths remain cut by the bound");
  // A larger budget goes deeper.
  VerifyResult large = withSteps(2000);
  EXPECT_EQ(large.verdict, Verdict::Unknown);
  EXPECT_GT(large.k, small.k);
  EXPECT_TRUE(startsWith(large.reason, "the step budget (2000 derivation steps) ran out"));
  // A budget the first round already exhausts: no bound was explored completely.
  VerifyResult tiny = withSteps(1);
  EXPECT_EQ(tiny.verdict, Verdict::Unknown);
  EXPECT_EQ(tiny.k, 1u);
  EXPECT_EQ(tiny.reason,
            "the step budget (1 derivation steps) ran out at k=1 without finding a violation");
  // The budget also ends the search for a violation that lies deeper.
  VerifyOptions o = options();
  o.maxSteps = 1;
  EXPECT_EQ(check("LoopBound", o).verdict, Verdict::Unknown);
}

TEST(Verify, CaughtAssertionsOtherExceptionsAndExitsAreNoViolations) {
  VerifyResult r = check("NotViolations");
  EXPECT_EQ(r.verdict, Verdict::True) << r.line();
  EXPECT_TRUE(r.witness.empty());
}

TEST(Verify, PathsEndingAtUnhandledCallsAreUnknown) {
  VerifyResult r = check("NativeCall");
  EXPECT_EQ(r.verdict, Verdict::Unknown);
  EXPECT_EQ(r.reason, "paths end at calls outside the analysed classes (NativeCall.magic(I)I)");
}

TEST(Verify, WitnessOfEveryNondetKindIsReplayedOnTheJvm) {
  VerifyResult r = check("Kinds");
  EXPECT_EQ(r.verdict, Verdict::False) << r.line();
  EXPECT_EQ(r.witness, (std::vector<std::string>{"nondetBoolean() = true", "nondetChar() = 97",
                                                 "nondetLong() = -3000000000", "nondetShort() = -7",
                                                 "nondetByte() = 9", "nondetDouble() = 1.5",
                                                 "nondetFloat() = -0.25F"}));
  r = check("Strings");
  EXPECT_EQ(r.verdict, Verdict::False) << r.line();
  EXPECT_EQ(r.witness, (std::vector<std::string>{"nondetString() = \"hi\""}));
}

TEST(Verify, WitnessReadingOtherInputsCannotBeReplayed) {
  // sensor() returns 0 when it runs: the assertion holds.
  EXPECT_EQ(check("Sensor").verdict, Verdict::True);
  // As an input source its result is any int, but the JVM cannot be made to return 3.
  VerifyOptions o = options();
  o.generation.inputSources = {"Sensor.sensor"};
  VerifyResult r = check("Sensor", o);
  EXPECT_EQ(r.verdict, Verdict::Unknown);
  EXPECT_TRUE(startsWith(r.reason,
                         "an assertion fails at k=1, but the witness cannot be replayed on the "
                         "JVM (it reads Sensor.sensor"))
      << r.reason;
}

TEST(Verify, StopFromOutsideIsUnknown) {
  solver::Cancellation cancel;
  cancel.request(solver::Cancellation::Scope::Run, "stopped by the test");
  VerifyOptions o = options();
  o.cancel = &cancel;
  VerifyResult r = check("FailsAt42", o);
  EXPECT_EQ(r.verdict, Verdict::Unknown);
  EXPECT_EQ(r.k, 1u);
  EXPECT_TRUE(startsWith(r.reason, "stopped by the test at k=1 without finding a violation"))
      << r.reason;
  EXPECT_TRUE(r.witness.empty());
}

// A stop requested between two rounds (after verify's own check, before the round's
// exploration starts) leaves the round's method "not started": unknown, never "true" for a
// bound it never explored. A signal or the wall-clock time limit can land there; the progress
// callback makes it deterministic.
TEST(Verify, StopBetweenRoundsIsUnknown) {
  solver::Cancellation cancel;
  VerifyOptions o = options();
  o.cancel = &cancel;
  o.progress = [&](const std::string& line) {
    if (line == "k=4") cancel.request(solver::Cancellation::Scope::Run, "stopped by the test");
  };
  VerifyResult r = check("Unbounded", o);
  EXPECT_EQ(r.verdict, Verdict::Unknown) << r.line();
  EXPECT_EQ(r.k, 4u);
  EXPECT_NE(r.reason.find("stopped by the test"), std::string::npos) << r.reason;
}

// The stop may land while the engine backtracks and every remaining alternative is refused:
// the exploration is still cut, and verify() never answers "true" at a bound it explored partly.
TEST(Verify, TimeLimitInterruptsTheRoundAndIsUnknown) {
  // One round of thousands of unfoldings takes far longer than the limit, so the limit lands
  // inside it, whatever the machine's speed.
  VerifyOptions o = options();
  o.timeLimit = std::chrono::milliseconds(100);
  o.firstK = 3000;
  o.maxK = 1'000'000;
  o.maxSteps = UINT64_MAX;
  VerifyResult r = check("Unbounded", o);
  EXPECT_EQ(r.verdict, Verdict::Unknown) << r.line();
  EXPECT_NE(r.reason.find("time limit"), std::string::npos) << r.reason;
}

// A budget that runs out while the engine backtracks (enter() refuses every alternative left)
// cuts the exploration: LoopBound, whose assertion fails at k=7, was "true" with a budget of
// 14, 32 or 40 steps. Whatever the budget, a program with a violation is never "true".
TEST(Verify, StepBudgetRunningOutWhileBacktrackingIsUnknown) {
  for (uint64_t steps = 1; steps <= 40; ++steps) {
    VerifyOptions o = options();
    o.maxSteps = steps;
    VerifyResult r = check("LoopBound", o);
    EXPECT_NE(r.verdict, Verdict::True) << "--max-steps " << steps << ": " << r.line();
  }
}

TEST(Verify, LineStartsWithTheVerdict) {
  VerifyResult r;
  r.reason = "why";
  EXPECT_EQ(r.line(), "unknown: why");
  r.verdict = Verdict::True;
  EXPECT_EQ(r.line(), "true: why");
  r.verdict = Verdict::False;
  EXPECT_EQ(r.line(), "false: why");
}

}  // namespace
}  // namespace symtest::verify
