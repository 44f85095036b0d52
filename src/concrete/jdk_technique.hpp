// `--unhandled jvm` as a technique of the run: it installs the JDK call handler into every
// method's exploration and writes what ran on the JVM onto each test case, as its "jdk"
// annotation: the calls with their values and outcomes, and the fixed system properties the
// outcome depends on (the tests' JVM is assumed to have them).
#pragma once

#include "concrete/jdk_calls.hpp"
#include "testcase/technique.hpp"

namespace symtest::concrete {

inline constexpr const char* kJdkAnnotation = "jdk";

class JdkBoundary final : public testcase::Technique {
 public:
  explicit JdkBoundary(BridgeSettings settings) : bridge_(std::move(settings)), calls_(bridge_) {}
  void beginMethod(testcase::MethodRun& run) override;
  bool keepTestCase(const symexec::PathView& path, results::TestCase& test) override;
  void endMethod(testcase::MethodRun& run) override;

 private:
  JdkBridge bridge_;
  JdkCalls calls_;
  uint64_t ranBefore_ = 0;
  std::map<std::string, uint64_t> refusedBefore_;
};

}  // namespace symtest::concrete
