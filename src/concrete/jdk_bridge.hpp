// The run's side of the JVM beside it: which JDK (the one the generated tests run on), the
// fixed system properties the tests' JVM is assumed to have, the process (started on the first
// call that needs it), and the answers, cached by request: the same request is answered once
// per process, so an answer never depends on what ran before it.
#pragma once

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "concrete/jvm_process.hpp"
#include "concrete/wire.hpp"

namespace symtest::concrete {

// The JDK the tests run on: JAVA_HOME's, else the `java` on PATH.
struct TestJdk {
  std::string java;     // the launcher; empty when none was found
  std::string home;     // its JDK directory
  std::string version;  // JAVA_VERSION of its `release` file ("17.0.15")
  std::string feature;  // the feature release ("17")
};
TestJdk findTestJdk();

// The system properties generated tests assume (docs/guide/library.md lists them): the same on
// every machine symtest supports, and what the JVM beside the run is started with.
std::map<std::string, std::string> fixedProperties(const TestJdk& jdk);

struct BridgeSettings {
  std::string bridgeJar;
  TestJdk jdk;
  // Safety net: a JDK call that has not answered by then is cut (the JVM is restarted).
  std::chrono::milliseconds callTime{10000};
};

class JdkBridge {
 public:
  explicit JdkBridge(BridgeSettings settings);
  // The answer to a request; a JVM that could not start or died is a refusal that says so
  // (`failed` set: the path is cut, not ended at an unhandled call).
  Answer ask(const std::string& request, bool& failed);
  const std::map<std::string, std::string>& properties() const { return properties_; }
  const TestJdk& jdk() const { return settings_.jdk; }

  // Tables of the run, shared by all its paths: call bytes and records, by index.
  uint32_t internCall(const std::string& bytes);
  const std::string& call(uint32_t index) const { return calls_.at(index); }
  uint32_t internRecord(const std::string& text);
  const std::string& record(uint32_t index) const { return records_.at(index); }

  struct Counters {
    uint64_t requests = 0, answered = 0, fromCache = 0, refused = 0, jvmFailures = 0, starts = 0;
  };
  Counters counters() const;

 private:
  BridgeSettings settings_;
  std::map<std::string, std::string> properties_;
  std::unique_ptr<JvmProcess> process_;
  std::unordered_map<std::string, std::string> answers_;
  std::vector<std::string> calls_, records_;
  std::unordered_map<std::string, uint32_t> callIndex_, recordIndex_;
  Counters counters_;
};

}  // namespace symtest::concrete
