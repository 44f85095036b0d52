// Replays a witness on the JVM: runs a program's main with the replaying Verifier first on the
// class path and reports whether it ended with an uncaught AssertionError.
#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace symtest::verify {

struct ReplayResult {
  bool ran = false;              // the JVM started and ended within the time limit
  bool assertionFailed = false;  // it ended with an uncaught java.lang.AssertionError
  int exitStatus = -1;
  std::string diagnostic;  // the first lines of stderr, or why the JVM did not run
};

// Writes `witness` (one "kind value" line per nondet call, see tools/replay/Verifier.java)
// and runs `java -ea -cp replayJar:classPath mainClass` on it.
ReplayResult replay(const std::string& java, const std::string& replayJar,
                    const std::vector<std::string>& classPath, const std::string& mainClass,
                    const std::vector<std::string>& witness, std::chrono::seconds timeLimit);

}  // namespace symtest::verify
