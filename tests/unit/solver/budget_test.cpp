// What makes runs deterministic and stoppable: budgets in Z3 resource units, guesses of whole
// input arrays before a solver call, and the stop request that safety limits and signals use.
#include <gtest/gtest.h>

#include <chrono>
#include <mutex>
#include <thread>

#include "build_helpers.hpp"
#include "solver/cancellation.hpp"
#include "solver/expr_eval.hpp"
#include "solver/model_search.hpp"
#include "solver/solver.hpp"

namespace symtest::solver::test {
namespace {

using namespace std::chrono_literals;

TEST(Units, ReadAndPrintedAsPeopleWriteThem) {
  EXPECT_EQ(unitsText(20'000'000), "20M");
  EXPECT_EQ(unitsText(150'000), "150k");
  EXPECT_EQ(unitsText(1234), "1234");
  EXPECT_EQ(unitsText(2'000'000'000), "2G");
  EXPECT_EQ(parseUnits("20M"), 20'000'000u);
  EXPECT_EQ(parseUnits("150k"), 150'000u);
  EXPECT_EQ(parseUnits("1234"), 1234u);
  for (const char* bad : {"", "0", "M", "20m", "2.5M", "-3", "20MB", "k20"})
    EXPECT_FALSE(parseUnits(bad).has_value()) << bad;
}

// `s.hashCode() == "wait".hashCode()` over a 4-char input string: the case label itself is
// tried, before Z3 would search the 2^64 strings for one.
TEST(ArrayGuesses, ASwitchHashIsAnsweredByTheCaseLabel) {
  ExprPool pool;
  Build b{pool};
  Slicer slicer{pool};
  std::vector<ExprId> chars;
  for (uint32_t i = 0; i < 4; ++i) {
    chars.push_back(pool.newVar("s.value[" + std::to_string(i) + "]", 16, false));
    pool.markElement(chars.back(), "s.value", i);
  }
  const ExprId length = pool.newVar("s.value.length", 32);
  pool.markElement(length, "s.value", VarInfo::kLength);
  ExprId hash = b.i32(0);
  for (ExprId c : chars) hash = b.add(b.mul(hash, b.i32(31)), b.zext(c, 32));
  const std::vector<ExprId> cs = {b.eq(hash, b.i32(3641717)), b.eq(length, b.i32(4))};
  const std::vector<std::vector<uint64_t>> guesses = {
      {'g', 'o'}, {'e', 'n', 'd'}, {'w', 'a', 'i', 't'}};
  std::optional<Assignment> a = guessArrays(pool, slicer, cs, Assignment{}, guesses);
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(a->at(pool.node(chars[0]).value), 'w');
  EXPECT_EQ(a->at(pool.node(chars[3]).value), 't');
  EXPECT_EQ(a->at(pool.node(length).value), 4u);
  // No literal has the hash of "end" over four characters: no guess, no false answer.
  EXPECT_FALSE(guessArrays(pool, slicer, {b.eq(hash, b.i32(100571))}, Assignment{}, guesses));
}

// The hash of a string no case label has ("end".hashCode() over four characters): a joint move
// of all four characters solves the equation as digits in base 31, where Z3 needs seconds.
TEST(ModelSearch, SolvesAHashEquationOverNarrowCharacters) {
  ExprPool pool;
  Build b{pool};
  Slicer slicer{pool};
  std::vector<ExprId> chars;
  for (uint32_t i = 0; i < 4; ++i)
    chars.push_back(pool.newVar("s.value[" + std::to_string(i) + "]", 16, false));
  ExprId hash = b.i32(0);
  for (ExprId c : chars) hash = b.add(b.mul(hash, b.i32(31)), b.zext(c, 32));
  for (int32_t target : {100571, 3304, 0, 2000000000}) {
    const std::vector<ExprId> cs = {b.eq(hash, b.i32(target))};
    std::optional<Assignment> a = searchModel(pool, slicer, cs, Assignment{});
    ASSERT_TRUE(a.has_value()) << target;
    EXPECT_TRUE(holdsAll(pool, cs, *a)) << target;
  }
  // An equation no assignment of the narrow variables satisfies gives no model.
  const ExprId x = pool.newVar("x", 8, false), y = pool.newVar("y", 8, false);
  const std::vector<ExprId> impossible = {
      b.eq(b.add(b.mul(b.zext(x, 32), b.i32(2)), b.mul(b.zext(y, 32), b.i32(4))), b.i32(7))};
  EXPECT_FALSE(searchModel(pool, slicer, impossible, Assignment{}).has_value());
}

TEST(Cancellation, StopsTheMethodOrTheRunAndInterruptsWhatIsAttached) {
  Cancellation cancel;
  int interrupts = 0;
  const uint64_t id = cancel.attach([&] { ++interrupts; });
  EXPECT_FALSE(cancel.stopRequested());
  cancel.request(Cancellation::Scope::Method, "time limit");
  EXPECT_TRUE(cancel.stopRequested());
  EXPECT_FALSE(cancel.runStopped());
  EXPECT_EQ(cancel.reason(), "time limit");
  EXPECT_EQ(interrupts, 1);
  cancel.clearMethod();
  EXPECT_FALSE(cancel.stopRequested());
  cancel.request(Cancellation::Scope::Run, "interrupted");
  EXPECT_TRUE(cancel.runStopped());
  EXPECT_EQ(cancel.reason(), "interrupted");
  cancel.clearMethod();  // a run's stop outlives the method
  EXPECT_TRUE(cancel.stopRequested());
  cancel.detach(id);
  // Attached after the stop: interrupted at once.
  int late = 0;
  cancel.attach([&] { ++late; });
  EXPECT_EQ(late, 1);
}

TEST(Watchdog, FiresTheMethodLimitOnlyForTheMethodItWasSetFor) {
  Cancellation cancel;
  Watchdog watchdog(cancel, std::nullopt);
  watchdog.startMethod(20ms);
  const auto start = std::chrono::steady_clock::now();
  while (!cancel.stopRequested() && std::chrono::steady_clock::now() - start < 10s)
    std::this_thread::sleep_for(1ms);
  EXPECT_TRUE(cancel.stopRequested());
  EXPECT_EQ(cancel.reason(), "time limit");
  EXPECT_FALSE(cancel.runStopped());
  watchdog.endMethod();
  watchdog.startMethod(std::nullopt);  // the next method starts clean, without a limit
  EXPECT_FALSE(cancel.stopRequested());
  watchdog.endMethod();
}

TEST(Watchdog, NamesAMethodThatRunsLong) {
  Cancellation cancel;
  Watchdog watchdog(cancel, std::nullopt);
  std::mutex mutex;
  std::vector<std::pair<std::string, std::chrono::seconds>> notices;
  watchdog.onSlowMethod(
      [&](const std::string& m, std::chrono::seconds s) {
        std::lock_guard lock(mutex);
        notices.emplace_back(m, s);
      },
      1s);
  auto waitFor = [&](size_t n) {
    const auto start = std::chrono::steady_clock::now();
    for (;;) {
      {
        std::lock_guard lock(mutex);
        if (notices.size() >= n || std::chrono::steady_clock::now() - start > 20s) return;
      }
      std::this_thread::sleep_for(5ms);
    }
  };
  watchdog.startMethod(std::nullopt, "A.slow()V");
  waitFor(1);
  watchdog.endMethod();
  watchdog.startMethod(std::nullopt, "B.slower()V");
  std::unique_lock lock(mutex);
  const size_t before = notices.size();
  lock.unlock();
  waitFor(before + 1);
  watchdog.endMethod();
  lock.lock();
  ASSERT_GE(notices.size(), 2u);
  EXPECT_EQ(notices.front().first, "A.slow()V");
  EXPECT_GE(notices.front().second, 1s);
  EXPECT_EQ(notices.back().first, "B.slower()V");
  EXPECT_FALSE(cancel.stopRequested());  // a notice stops nothing
}

TEST(Watchdog, FiresTheTotalLimitForTheWholeRun) {
  Cancellation cancel;
  Watchdog watchdog(cancel, 20ms);
  const auto start = std::chrono::steady_clock::now();
  while (!cancel.runStopped() && std::chrono::steady_clock::now() - start < 10s)
    std::this_thread::sleep_for(1ms);
  EXPECT_TRUE(cancel.runStopped());
  EXPECT_EQ(cancel.reason(), "total time limit");
}

// A query Z3 would work on for hours (its budget is 4G units) ends when the stop is requested:
// the safety limits hold within a second. (Without the interrupt this test would hang.)
TEST(Cancellation, InterruptsAZ3QueryInProgress) {
  ExprPool pool;
  Build b{pool};
  Cancellation cancel;
  SolverOptions options;
  options.queryBudget = UINT32_MAX;
  options.cancel = &cancel;
  auto s = makeSolver(pool, options);
  const ExprId p = pool.newVar("p", 64), q = pool.newVar("q", 64);
  const ExprId bounds = b.land(b.land(b.gt(p, b.i64(1)), b.lt(p, b.i64(1LL << 31))),
                               b.land(b.gt(q, b.i64(1)), b.lt(q, b.i64(1LL << 31))));
  const ExprId product = b.eq(b.mul(p, q), b.i64(1500000001LL * 1899999979LL));
  std::thread stopper([&] {
    std::this_thread::sleep_for(200ms);
    cancel.request(Cancellation::Scope::Method, "time limit");
  });
  EXPECT_EQ(s->isSatisfiable(b.land(bounds, product)), SatResult::Unknown);
  stopper.join();
  // Once stopped, no further query reaches Z3.
  const uint64_t calls = s->stats().solverCalls;
  s->isSatisfiable(b.land(b.land(bounds, product), b.gt(p, q)));
  EXPECT_EQ(s->stats().solverCalls, calls);
}

}  // namespace
}  // namespace symtest::solver::test
