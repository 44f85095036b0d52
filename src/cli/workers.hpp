// Parallel runs (-j N). N - 1 worker processes run the same command line with --worker DIR
// beside the command itself. Each process explores the methods it claims first, claiming by
// creating the method's file in DIR, and leaves its results in the run's result store: workers
// the costliest methods first, the command the cheapest. The command then loads the
// workers' results from the store: its output is the output of -j 1, whichever process
// explored what, and a worker that dies costs only the time to redo its methods (the command
// explores what no worker stored).
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <string>
#include <vector>

#include "solver/cancellation.hpp"
#include "testcase/generator.hpp"

namespace symtest::cli {

// The default of -j: the machine's cores.
unsigned defaultJobs();

// Called first in a worker: it ends when the command that started it ends, however that ends
// (a SIGKILL included). False when that command is gone already.
bool becomeWorker();

// The workers of a run: this program with `argv` + {"--worker", dir, "-q"}.
class WorkerPool {
 public:
  WorkerPool(const std::vector<std::string>& argv, unsigned jobs, const std::filesystem::path& dir);
  ~WorkerPool();  // waits for the workers to end
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;
  bool running();  // whether any worker still runs
  void stop();     // asks every worker to end now

 private:
  std::vector<pid_t> workers_;
  bool stopped_ = false;
};

// A directory of a run's own (the claims of -j, what workers hand over), removed with its
// contents when this goes.
class ScratchDirectory {
 public:
  ScratchDirectory() = default;  // none yet
  ~ScratchDirectory() { remove(); }
  ScratchDirectory(const ScratchDirectory&) = delete;
  ScratchDirectory& operator=(const ScratchDirectory&) = delete;
  // Makes `dir` afresh (emptied if it exists); throws std::filesystem::filesystem_error.
  void make(const std::filesystem::path& dir);
  // Makes a new directory under /tmp; false if it cannot.
  bool makeTemporary();
  const std::filesystem::path& path() const { return path_; }

 private:
  void remove();
  std::filesystem::path path_;
};

// The claim files of a run in `dir`, one per method: empty while its process explores it, then
// "explored" once a worker stored its result.
class SharedClaims : public testcase::SharedRun {
 public:
  // In a worker.
  explicit SharedClaims(std::filesystem::path dir) : dir_(std::move(dir)) {}
  // In the command: awaits what `workers` store; stops them when `cancel` stops the run.
  SharedClaims(std::filesystem::path dir, WorkerPool& workers, solver::Cancellation& cancel)
      : dir_(std::move(dir)), workers_(&workers), cancel_(&cancel) {}
  bool claim(const classfile::MethodId& m) override;
  bool taken(const classfile::MethodId& m) override;
  void finished(const classfile::MethodId& m) override;
  bool stored(const classfile::MethodId& m) override;
  void await(const classfile::MethodId& m) override;
  // Whether a worker explored `m`.
  bool exploredByWorker(const classfile::MethodId& m) const;

 private:
  std::filesystem::path dir_;
  WorkerPool* workers_ = nullptr;
  solver::Cancellation* cancel_ = nullptr;
};

}  // namespace symtest::cli
