#include "concrete/jvm_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>

namespace symtest::concrete {

JvmProcess::~JvmProcess() {
  stop();
}

bool JvmProcess::start() {
  // A write to a JVM that has died must fail with EPIPE, not end symtest.
  signal(SIGPIPE, SIG_IGN);
  int in[2], out[2];
  if (pipe(in) != 0) {
    failure_ = "cannot create a pipe to the JVM";
    return false;
  }
  if (pipe(out) != 0) {
    close(in[0]);
    close(in[1]);
    failure_ = "cannot create a pipe to the JVM";
    return false;
  }
  std::vector<std::string> args{command_.java, "-Xshare:auto", "-XX:+UseSerialGC",
                                "-XX:TieredStopAtLevel=1", "-Xss8m"};
  for (const std::string& d : command_.definitions) args.push_back(d);
  args.insert(args.end(), {"-cp", command_.bridgeJar, "symtest.bridge.Bridge"});
  pid_t pid = fork();
  if (pid < 0) {
    for (int fd : {in[0], in[1], out[0], out[1]}) close(fd);
    failure_ = "cannot start the JVM (fork failed)";
    return false;
  }
  if (pid == 0) {
    setpgid(0, 0);
    dup2(in[0], 0);
    dup2(out[1], 1);
    int null = open("/dev/null", O_WRONLY);
    if (null >= 0) dup2(null, 2);
    for (int fd : {in[0], in[1], out[0], out[1]}) close(fd);
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    execvp(argv[0], argv.data());
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  fcntl(in[1], F_SETFD, FD_CLOEXEC);
  fcntl(out[0], F_SETFD, FD_CLOEXEC);
  pid_ = pid;
  toJvm_ = in[1];
  fromJvm_ = out[0];
  ++starts_;
  return true;
}

void JvmProcess::stop() {
  if (toJvm_ >= 0) close(toJvm_);
  if (fromJvm_ >= 0) close(fromJvm_);
  toJvm_ = fromJvm_ = -1;
  if (pid_ > 0) {
    kill(-pid_, SIGKILL);
    kill(pid_, SIGKILL);
    int status = 0;
    waitpid(pid_, &status, 0);
  }
  pid_ = -1;
}

bool JvmProcess::writeAll(const std::string& bytes) {
  size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = write(toJvm_, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

bool JvmProcess::readAll(std::string& out, size_t n,
                         std::chrono::steady_clock::time_point deadline) {
  out.clear();
  char buffer[65536];
  while (out.size() < n) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      failure_ = "a JDK call ran past the time limit on the JVM";
      return false;
    }
    pollfd p{fromJvm_, POLLIN, 0};
    int ready = poll(&p, 1, static_cast<int>(std::min<int64_t>(left.count(), 1000)));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) continue;
    ssize_t got = read(fromJvm_, buffer, std::min(sizeof buffer, n - out.size()));
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) {
      failure_ = "the JVM beside the run died";
      return false;
    }
    out.append(buffer, static_cast<size_t>(got));
  }
  return true;
}

std::optional<std::string> JvmProcess::ask(const std::string& request,
                                           std::chrono::milliseconds timeLimit) {
  if (pid_ < 0 && !start()) return std::nullopt;
  std::string framed;
  const auto n = static_cast<uint32_t>(request.size());
  for (int shift = 24; shift >= 0; shift -= 8) framed += static_cast<char>((n >> shift) & 0xff);
  framed += request;
  auto deadline = std::chrono::steady_clock::now() + timeLimit;
  std::string header, answer;
  if (!writeAll(framed)) {
    failure_ = "the JVM beside the run died";
    stop();
    return std::nullopt;
  }
  if (!readAll(header, 4, deadline)) {
    stop();
    return std::nullopt;
  }
  uint32_t length = 0;
  for (char c : header) length = (length << 8) | static_cast<uint8_t>(c);
  if (!readAll(answer, length, deadline)) {
    stop();
    return std::nullopt;
  }
  return answer;
}

}  // namespace symtest::concrete
