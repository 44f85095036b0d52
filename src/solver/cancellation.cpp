#include "solver/cancellation.hpp"

namespace symtest::solver {

void Cancellation::request(Scope scope, const std::string& reason) {
  std::lock_guard lock(mutex_);
  if (scope == Scope::Run) {
    if (runReason_.empty()) runReason_ = reason;
    run_.store(true);
  } else {
    if (methodReason_.empty()) methodReason_ = reason;
    method_.store(true);
  }
  interruptAll();
}

std::string Cancellation::reason() const {
  std::lock_guard lock(mutex_);
  if (run_.load()) return runReason_;
  if (method_.load()) return methodReason_;
  return "";
}

void Cancellation::clearMethod() {
  std::lock_guard lock(mutex_);
  method_.store(false);
  methodReason_.clear();
}

uint64_t Cancellation::attach(std::function<void()> interrupt) {
  std::lock_guard lock(mutex_);
  const uint64_t id = nextId_++;
  if (stopRequested()) interrupt();
  interrupters_.emplace(id, std::move(interrupt));
  return id;
}

void Cancellation::detach(uint64_t id) {
  std::lock_guard lock(mutex_);
  interrupters_.erase(id);
}

void Cancellation::interruptAll() {
  for (auto& [id, interrupt] : interrupters_) interrupt();
}

Watchdog::Watchdog(Cancellation& cancel, std::optional<std::chrono::milliseconds> total,
                   std::string totalReason)
    : cancel_(cancel), totalReason_(std::move(totalReason)) {
  if (total) {
    runDeadline_ = Clock::now() + *total;
    ensureThread();
  }
}

Watchdog::~Watchdog() {
  {
    std::lock_guard lock(mutex_);
    quit_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void Watchdog::startMethod(std::optional<std::chrono::milliseconds> limit, std::string name) {
  {
    std::lock_guard lock(mutex_);
    cancel_.clearMethod();
    methodDeadline_.reset();
    const auto now = Clock::now();
    if (limit) methodDeadline_ = now + *limit;
    method_ = std::move(name);
    methodStart_ = now;
    nextNotice_.reset();
    if (slowNotice_) nextNotice_ = now + slowEvery_;
  }
  if (limit || slowNotice_) ensureThread();
  wake_.notify_all();
}

void Watchdog::endMethod() {
  {
    std::lock_guard lock(mutex_);
    methodDeadline_.reset();
    methodStart_.reset();
    nextNotice_.reset();
  }
  wake_.notify_all();
}

void Watchdog::onSlowMethod(SlowNotice notice, std::chrono::seconds every) {
  std::lock_guard lock(mutex_);
  slowNotice_ = std::move(notice);
  slowEvery_ = every;
}

void Watchdog::ensureThread() {
  if (!thread_.joinable()) thread_ = std::thread([this] { loop(); });
}

void Watchdog::loop() {
  std::unique_lock lock(mutex_);
  while (!quit_) {
    std::optional<Clock::time_point> next = runDeadline_;
    if (methodDeadline_ && (!next || *methodDeadline_ < *next)) next = methodDeadline_;
    if (nextNotice_ && (!next || *nextNotice_ < *next)) next = nextNotice_;
    if (next)
      wake_.wait_until(lock, *next);
    else
      wake_.wait(lock);
    if (quit_) break;
    // Requests are made with the lock held, so that a method that has just ended cannot
    // pass its stop on to the next one (startMethod clears under the same lock).
    const auto now = Clock::now();
    if (runDeadline_ && now >= *runDeadline_) {
      runDeadline_.reset();
      cancel_.request(Cancellation::Scope::Run, totalReason_);
    }
    if (methodDeadline_ && now >= *methodDeadline_) {
      methodDeadline_.reset();
      cancel_.request(Cancellation::Scope::Method, "time limit");
    }
    if (nextNotice_ && methodStart_ && now >= *nextNotice_) {
      nextNotice_ = *nextNotice_ + slowEvery_;
      slowNotice_(method_, std::chrono::duration_cast<std::chrono::seconds>(now - *methodStart_));
    }
  }
}

}  // namespace symtest::solver
