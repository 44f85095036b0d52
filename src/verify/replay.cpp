#include "verify/replay.hpp"
#include "classfile/class_names.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

namespace symtest::verify {

namespace fs = std::filesystem;

ReplayResult replay(const std::string& java, const std::string& replayJar,
                    const std::vector<std::string>& classPath, const std::string& mainClass,
                    const std::vector<std::string>& witness, std::chrono::seconds timeLimit) {
  ReplayResult r;
  char pattern[] = "/tmp/symtest-replay-XXXXXX";
  if (!mkdtemp(pattern)) {
    r.diagnostic = "cannot create a temporary directory";
    return r;
  }
  fs::path dir = pattern;
  fs::path witnessFile = dir / "witness.txt", errFile = dir / "stderr.txt";
  {
    std::ofstream w(witnessFile);
    for (const std::string& v : witness) w << v << "\n";
  }
  std::string cp = replayJar;
  for (const std::string& e : classPath) cp += ":" + e;
  std::string main = classfile::dottedName(mainClass);
  std::vector<std::string> args{java,  "-ea", "-Dsymtest.witness=" + witnessFile.string(),
                                "-cp", cp,    main};
  pid_t pid = fork();
  if (pid < 0) {
    r.diagnostic = "cannot start the JVM (fork failed)";
    fs::remove_all(dir);
    return r;
  }
  if (pid == 0) {
    setpgid(0, 0);
    int null = open("/dev/null", O_RDWR);
    int err = open(errFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    dup2(null, 0);
    dup2(null, 1);
    dup2(err, 2);
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    execvp(argv[0], argv.data());
    _exit(127);
  }
  auto deadline = std::chrono::steady_clock::now() + timeLimit;
  int status = 0;
  bool done = false;
  while (!done) {
    pid_t w = waitpid(pid, &status, WNOHANG);
    if (w == pid) {
      done = true;
    } else if (std::chrono::steady_clock::now() > deadline) {
      kill(-pid, SIGKILL);
      waitpid(pid, &status, 0);
      r.diagnostic = "the JVM did not finish within the time limit";
      fs::remove_all(dir);
      return r;
    } else {
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  }
  std::ifstream errIn(errFile);
  std::stringstream err;
  err << errIn.rdbuf();
  std::string text = err.str();
  fs::remove_all(dir);
  if (!WIFEXITED(status) || WEXITSTATUS(status) == 127) {
    r.diagnostic = "cannot run " + java;
    return r;
  }
  r.ran = true;
  r.exitStatus = WEXITSTATUS(status);
  // The launcher prints an uncaught exception as: Exception in thread "main" <class>...
  r.assertionFailed =
      r.exitStatus == 1 &&
      text.find("Exception in thread \"main\" java.lang.AssertionError") != std::string::npos;
  r.diagnostic = text.substr(0, text.find('\n', text.find('\n') + 1));
  return r;
}

}  // namespace symtest::verify
