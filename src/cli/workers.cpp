#include "cli/workers.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <thread>

extern char** environ;

namespace symtest::cli {

namespace fs = std::filesystem;

unsigned defaultJobs() {
  return std::max(1u, std::thread::hardware_concurrency());
}

namespace {

// A file name for any key (method keys hold '/', '(', ';'): FNV-1a, the same in every process.
std::string unitFile(const std::string& key) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : key) h = (h ^ c) * 1099511628211ull;
  return fmt::format("{:016x}", h);
}

// How long the command waits at most between two looks at a claim file.
constexpr std::chrono::milliseconds kLongestPause{50};

}  // namespace

void ScratchDirectory::make(const fs::path& dir) {
  remove();
  fs::remove_all(dir);
  fs::create_directories(dir);
  path_ = dir;
}

bool ScratchDirectory::makeTemporary() {
  remove();
  char dirTemplate[] = "/tmp/symtest-jobs-XXXXXX";
  if (!mkdtemp(dirTemplate)) return false;
  path_ = dirTemplate;
  return true;
}

void ScratchDirectory::remove() {
  std::error_code ec;
  if (!path_.empty()) fs::remove_all(path_, ec);
  path_.clear();
}

bool becomeWorker() {
  const pid_t parent = getppid();
  ::prctl(PR_SET_PDEATHSIG, SIGTERM);
  return getppid() == parent && parent != 1;
}

bool SharedClaims::claim(const classfile::MethodId& m) {
  const fs::path file = dir_ / unitFile(m.key());
  int fd = ::open(file.c_str(), O_CREAT | O_EXCL | O_WRONLY, 0644);
  if (fd < 0) return false;
  ::close(fd);
  return true;
}

bool SharedClaims::taken(const classfile::MethodId& m) {
  std::error_code ec;
  return fs::exists(dir_ / unitFile(m.key()), ec);
}

void SharedClaims::finished(const classfile::MethodId& m) {
  // One short write: a reader sees the file empty or whole.
  std::ofstream(dir_ / unitFile(m.key())) << "explored\n";
}

bool SharedClaims::stored(const classfile::MethodId& m) {
  std::error_code ec;
  return fs::file_size(dir_ / unitFile(m.key()), ec) > 0 && !ec;
}

void SharedClaims::await(const classfile::MethodId& m) {
  if (!workers_) return;
  for (auto pause = std::chrono::milliseconds(1);; pause = std::min(2 * pause, kLongestPause)) {
    if (stored(m)) return;
    if (cancel_->runStopped()) {
      workers_->stop();
      return;
    }
    if (!workers_->running()) return;
    std::this_thread::sleep_for(pause);
  }
}

bool SharedClaims::exploredByWorker(const classfile::MethodId& m) const {
  std::ifstream in(dir_ / unitFile(m.key()));
  std::string word;
  return in >> word && word == "explored";
}

WorkerPool::WorkerPool(const std::vector<std::string>& argv, unsigned jobs, const fs::path& dir) {
  std::vector<std::string> args = argv;
  args.insert(args.end(), {"--worker", dir.string(), "-q"});
  std::vector<char*> raw;
  for (std::string& a : args) raw.push_back(a.data());
  raw.push_back(nullptr);
  // Workers print nothing the user needs: their results reach the store (the command itself
  // warns about what it reads there, and reports every method).
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  // The command blocks SIGINT and SIGTERM for its signal thread; workers handle their own.
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t none;
  sigemptyset(&none);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK);
  for (unsigned i = 0; i < jobs; ++i) {
    pid_t pid = 0;
    if (posix_spawn(&pid, "/proc/self/exe", &actions, &attributes, raw.data(), environ) == 0)
      workers_.push_back(pid);
  }
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
}

WorkerPool::~WorkerPool() {
  for (pid_t pid : workers_)
    if (pid > 0) ::waitpid(pid, nullptr, 0);
}

bool WorkerPool::running() {
  bool any = false;
  for (pid_t& pid : workers_) {
    if (pid > 0 && ::waitpid(pid, nullptr, WNOHANG) != 0) pid = 0;  // ended (or not ours)
    any = any || pid > 0;
  }
  return any;
}

void WorkerPool::stop() {
  if (stopped_) return;
  stopped_ = true;
  for (pid_t pid : workers_)
    if (pid > 0) ::kill(pid, SIGTERM);
}

}  // namespace symtest::cli
