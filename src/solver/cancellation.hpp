// Stopping a run early from another thread: the wall-clock safety limits (per method and for
// the whole run) and signals. Nothing a run produces depends on these unless they fire; when
// they do, what they cut is marked partial with their reason.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace symtest::solver {

// A stop request, polled by the engine (stopRequested() is one relaxed atomic load) and
// forwarded at once to every Z3 context that works for the run (Z3's cancellation API), so
// that a long query ends within milliseconds instead of at its budget.
class Cancellation {
 public:
  // A method's limit stops that method only; a run's stop (total time, a signal) stops all.
  enum class Scope { Method, Run };

  // Thread-safe; the first reason of each scope is kept.
  void request(Scope scope, const std::string& reason);
  bool stopRequested() const noexcept {
    return run_.load(std::memory_order_relaxed) || method_.load(std::memory_order_relaxed);
  }
  bool runStopped() const noexcept { return run_.load(std::memory_order_relaxed); }
  std::string reason() const;  // the run's reason first, "" when nothing was requested
  // A new method starts: the previous method's limit no longer applies.
  void clearMethod();

  // Interrupters are called (under a lock) on every request until detached; a context
  // registered after a request is interrupted at once.
  uint64_t attach(std::function<void()> interrupt);
  void detach(uint64_t id);

 private:
  void interruptAll();  // with mutex_ held
  std::atomic<bool> method_{false}, run_{false};
  mutable std::mutex mutex_;
  std::string methodReason_, runReason_;
  std::map<uint64_t, std::function<void()>> interrupters_;
  uint64_t nextId_ = 0;
};

// Fires the wall-clock limits on its own thread: the current method's (Scope::Method, "time
// limit") and the run's (Scope::Run, "total time limit"). Without limits it starts no thread.
class Watchdog {
 public:
  using Clock = std::chrono::steady_clock;
  Watchdog(Cancellation& cancel, std::optional<std::chrono::milliseconds> total,
           std::string totalReason = "total time limit");
  ~Watchdog();
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;
  // The next method may run `limit` (none: no per-method limit); clears the last method's stop.
  // `name`: what the slow-method notice says.
  void startMethod(std::optional<std::chrono::milliseconds> limit, std::string name = "");
  void endMethod();
  // Called (on the watchdog's thread) each `every` a method runs: the progress line that
  // names a long method.
  using SlowNotice = std::function<void(const std::string& method, std::chrono::seconds)>;
  void onSlowMethod(SlowNotice notice, std::chrono::seconds every = std::chrono::seconds(60));

 private:
  void ensureThread();
  void loop();
  Cancellation& cancel_;
  std::string totalReason_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::optional<Clock::time_point> runDeadline_, methodDeadline_;
  SlowNotice slowNotice_;
  std::chrono::seconds slowEvery_{60};
  std::string method_;
  std::optional<Clock::time_point> methodStart_, nextNotice_;
  bool quit_ = false;
  std::thread thread_;
};

}  // namespace symtest::solver
