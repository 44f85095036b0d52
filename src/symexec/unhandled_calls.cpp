#include "symexec/unhandled_calls.hpp"

namespace symtest::symexec {

namespace {

class NoOutcome final : public CallAlternatives {
 public:
  size_t size() const override { return 0; }
  bool apply(size_t, ExecutionContext&, std::vector<Value>&) override { return false; }
};

// The call returns a fresh unconstrained value (or has no effect), an assumption of the path.
class Havoc final : public CallAlternatives {
 public:
  Havoc(std::string key, std::string method, std::string resultDescriptor, bool flag)
      : key_(std::move(key)),
        method_(std::move(method)),
        result_(std::move(resultDescriptor)),
        flag_(flag) {}
  size_t size() const override { return 1; }
  bool apply(size_t, ExecutionContext& ctx, std::vector<Value>& outputs) override {
    if (result_ == "V") {
      ctx.addAssumption(key_ + " has no effect");
    } else {
      // Results are numbered like the assumptions of the derivation.
      std::string name = method_ + "#" + std::to_string(ctx.assumptions().size() + 1);
      outputs.push_back(ctx.freshValue(result_, name));
      ctx.addAssumption("the result " + name + " of " + key_ + " is unconstrained");
    }
    if (flag_) outputs.push_back(Value::ok());  // and it returns normally
    return true;
  }

 private:
  std::string key_, method_, result_;
  bool flag_;
};

}  // namespace

std::shared_ptr<CallAlternatives> UnhandledCallPolicy::onExternalCall(const ExternalCallSite& call,
                                                                      ExecutionContext& ctx) {
  std::string key = call.key();
  ++ctx.stats().unhandledCalls[key];
  if (options_.policy != UnhandledCallOptions::Policy::Havoc) {
    ++ctx.stats().stoppedAtUnhandled;
    return std::make_shared<NoOutcome>();
  }
  return std::make_shared<Havoc>(key, call.stmt.field, call.resultDescriptor(), call.mayThrow());
}

}  // namespace symtest::symexec
