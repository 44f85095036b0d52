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

}  // namespace

bool becomeWorker() {
  const pid_t parent = getppid();
  ::prctl(PR_SET_PDEATHSIG, SIGTERM);
  return getppid() == parent && parent != 1;
}

bool claimUnit(const fs::path& dir, const std::string& key) {
  const fs::path file = dir / unitFile(key);
  int fd = ::open(file.c_str(), O_CREAT | O_EXCL | O_WRONLY, 0644);
  if (fd < 0) return false;
  ::close(fd);
  return true;
}

void reportUnit(const fs::path& dir, const std::string& key, const std::string& text) {
  std::ofstream(dir / unitFile(key)) << text << "\n";
}

std::vector<std::string> unitReports(const fs::path& dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator();
       it.increment(ec)) {
    std::ifstream in(it->path());
    std::string line;
    if (std::getline(in, line) && !line.empty()) out.push_back(line);
  }
  std::sort(out.begin(), out.end());
  return out;
}

void runWorkers(const std::vector<std::string>& argv, unsigned jobs, const fs::path& dir,
                const std::function<bool(size_t)>& tick) {
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
  // The parent blocks SIGINT and SIGTERM for its signal thread; workers handle their own.
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t none;
  sigemptyset(&none);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK);
  std::vector<pid_t> workers;
  for (unsigned i = 0; i < jobs; ++i) {
    pid_t pid = 0;
    if (posix_spawn(&pid, "/proc/self/exe", &actions, &attributes, raw.data(), environ) == 0)
      workers.push_back(pid);
  }
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  bool stopped = false;
  size_t running = workers.size();
  auto last = std::chrono::steady_clock::now();
  while (running > 0) {
    for (pid_t& pid : workers) {
      if (pid <= 0) continue;
      int status = 0;
      if (::waitpid(pid, &status, WNOHANG) == pid) {
        pid = 0;
        --running;
      }
    }
    if (running == 0) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    if (std::chrono::steady_clock::now() - last < std::chrono::seconds(1)) continue;
    last = std::chrono::steady_clock::now();
    std::error_code ec;
    size_t claimed = 0;
    for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator();
         it.increment(ec))
      ++claimed;
    if (!stopped && !tick(claimed)) {
      stopped = true;
      for (pid_t pid : workers)
        if (pid > 0) ::kill(pid, SIGTERM);
    }
  }
}

}  // namespace symtest::cli
