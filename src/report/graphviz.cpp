#include "report/graphviz.hpp"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <string>

extern char** environ;

namespace symtest::report {

namespace {

// Runs `args` (args[0] looked up on PATH) with stdout and stderr discarded; true on exit 0.
bool run(const std::vector<std::string>& args) {
  std::vector<char*> argv;
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  pid_t pid = 0;
  const int spawned = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return false;
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return false;
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

}  // namespace

bool dotAvailable() {
  return run({"dot", "-V"});
}

bool drawSvg(const std::vector<std::filesystem::path>& dotFiles) {
  constexpr size_t kBatch = 400;  // files per run of dot: well inside the argument limit
  for (size_t start = 0; start < dotFiles.size(); start += kBatch) {
    std::vector<std::string> args{"dot", "-Tsvg", "-O"};
    for (size_t i = start; i < dotFiles.size() && i < start + kBatch; ++i)
      args.push_back(dotFiles[i].string());
    if (!run(args)) return false;
  }
  return true;
}

}  // namespace symtest::report
