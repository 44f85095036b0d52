// The JVM beside the run (models/bridge): started on first need, one per process, talked to
// over a pipe, one length-prefixed message each way. A JVM that dies or does not answer in
// time is killed; the next request starts another.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace symtest::concrete {

struct JvmCommand {
  std::string java;                      // the java launcher
  std::string bridgeJar;                 // symtest-bridge.jar
  std::vector<std::string> definitions;  // -D options: the fixed system properties
};

class JvmProcess {
 public:
  explicit JvmProcess(JvmCommand command) : command_(std::move(command)) {}
  ~JvmProcess();
  JvmProcess(const JvmProcess&) = delete;
  JvmProcess& operator=(const JvmProcess&) = delete;

  // The answer to `request`, or nullopt when the JVM could not be started, died or ran past
  // `timeLimit` (failure() says which; the JVM is gone then).
  std::optional<std::string> ask(const std::string& request, std::chrono::milliseconds timeLimit);
  const std::string& failure() const { return failure_; }
  uint32_t starts() const { return starts_; }

 private:
  bool start();
  void stop();
  bool writeAll(const std::string& bytes);
  bool readAll(std::string& out, size_t n, std::chrono::steady_clock::time_point deadline);

  JvmCommand command_;
  pid_t pid_ = -1;
  int toJvm_ = -1, fromJvm_ = -1;
  std::string failure_;
  uint32_t starts_ = 0;
};

}  // namespace symtest::concrete
