// The default handler of calls to code that is neither analysed nor modelled: stop the path
// (and report the call), or continue with an unconstrained result, noted as an assumption.
// (Running JDK calls on a JVM is a handler of its own before this one: src/concrete.)
// Every call it sees is counted in ExplorationStats::unhandledCalls.
#pragma once

#include "symexec/call_handler.hpp"

namespace symtest::symexec {

struct UnhandledCallOptions {
  // Jvm: a JDK call runs on a JVM beside the run (src/concrete installs the handler that does);
  // what reaches this policy then stops, as with Stop.
  enum class Policy { Stop, Havoc, Jvm } policy = Policy::Stop;
};

class UnhandledCallPolicy final : public CallHandler {
 public:
  explicit UnhandledCallPolicy(UnhandledCallOptions options = {}) : options_(options) {}
  std::shared_ptr<CallAlternatives> onExternalCall(const ExternalCallSite& call,
                                                   ExecutionContext& ctx) override;

 private:
  UnhandledCallOptions options_;
};

}  // namespace symtest::symexec
