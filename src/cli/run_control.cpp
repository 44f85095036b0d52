#include "cli/run_control.hpp"

#include <signal.h>
#include <unistd.h>

#include <thread>

namespace symtest::cli {

void stopOnSignals(solver::Cancellation& cancel) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  std::thread([set, &cancel] {
    int received = 0;
    for (int n = 0;; ++n) {
      if (sigwait(&set, &received) != 0) continue;
      if (n > 0) _exit(130);
      constexpr char kMessage[] =
          "symtest: interrupted: writing what is finished (interrupt again to quit at once)\n";
      [[maybe_unused]] ssize_t w = ::write(STDERR_FILENO, kMessage, sizeof kMessage - 1);
      cancel.request(solver::Cancellation::Scope::Run, "interrupted");
    }
  }).detach();
}

}  // namespace symtest::cli
