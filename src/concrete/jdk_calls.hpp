// The call handler of `--unhandled jvm`: a JDK call no model covers (a method, a constructor,
// a static field) runs on the JVM beside the run, its inputs fixed to values the path allows,
// and the path goes on with what it did. System.getProperty reads the fixed properties the
// generated tests assume, and what System.setProperty wrote on the path before; a property that
// differs between machines is a value the JVM chooses (an input source the test cannot set). A call
// the JVM refuses (its outcome could differ between machines, or its values cannot cross) ends the
// path as an unhandled call.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "concrete/jdk_bridge.hpp"
#include "symexec/call_handler.hpp"

namespace symtest::concrete {

// How the record of a call a class initializer made starts.
inline constexpr const char* kInitializerRecord = "in a class initializer: ";

// What the handler knows of a call once the engine moved on (the statement may move).
struct JdkCallSite {
  std::string owner, name, descriptor;
  bool mayThrow = false;
  std::vector<symexec::Value> args;
  std::string key() const { return owner + "." + name + descriptor; }
};

class JdkCalls final : public symexec::CallHandler {
 public:
  explicit JdkCalls(JdkBridge& bridge) : bridge_(bridge) {}
  std::shared_ptr<symexec::CallAlternatives> onExternalCall(
      const symexec::ExternalCallSite& call, symexec::ExecutionContext& ctx) override;
  // Runs the call (its top-level inputs resolved); false ends the path.
  bool run(const JdkCallSite& call, symexec::ExecutionContext& ctx,
           std::vector<symexec::Value>& outputs);

  // Why calls were not run, by reason, for the run's report.
  const std::map<std::string, uint64_t>& refusals() const { return refusals_; }
  uint64_t ran() const { return ran_; }

 private:
  bool refuse(const JdkCallSite& call, symexec::ExecutionContext& ctx, const std::string& why);
  std::optional<std::vector<WireValue>> stringArguments(const JdkCallSite& call,
                                                        symexec::ExecutionContext& ctx,
                                                        size_t count);
  bool systemProperty(const JdkCallSite& call, symexec::ExecutionContext& ctx,
                      std::vector<symexec::Value>& outputs);
  bool throwNew(const std::string& exception, const JdkCallSite& call,
                symexec::ExecutionContext& ctx, std::vector<symexec::Value>& outputs);
  void record(symexec::ExecutionContext& ctx, const std::string& text);

  JdkBridge& bridge_;
  std::map<std::string, uint64_t> refusals_;
  uint64_t ran_ = 0;
};

}  // namespace symtest::concrete
