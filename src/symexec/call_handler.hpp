// Extension point 1, at a call: unfold the callee (the default), or replace the call by
// alternatives of the handler's own (a composed summary, a user-supplied specification).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "symexec/alternatives.hpp"

namespace symtest::symexec {

// A call of a predicate of the program.
struct CallSite {
  clp::PredId callee;
  const std::vector<Value>& args;  // dereferenced actual arguments
  bool entersMethod;               // the callee is a method's entry predicate (a Java call)
};

// A call of code that is neither analysed nor modelled (an External statement).
struct ExternalCallSite {
  const clp::Stmt& stmt;           // className.field(descriptor): the JVM method called
  const std::vector<Value>& args;  // dereferenced actual arguments
  std::string key() const { return stmt.className + "." + stmt.field + stmt.descriptor; }
  // The result's descriptor ("V" for none).
  std::string resultDescriptor() const {
    return stmt.descriptor.substr(stmt.descriptor.find(')') + 1);
  }
  // Whether the call may throw: its outputs are then [result], flag (a method's call), not
  // [result] (a static field read).
  bool mayThrow() const { return stmt.outs.size() > (resultDescriptor() == "V" ? 0u : 1u); }
};

class CallHandler {
 public:
  virtual ~CallHandler() = default;
  // nullptr leaves the call to the next handler and finally to unfolding.
  virtual std::shared_ptr<CallAlternatives> onCall(const CallSite&, ExecutionContext&) {
    return nullptr;
  }
  // nullptr leaves the call to the next handler and finally to the unhandled-call policy.
  // No alternatives at all ends the path.
  virtual std::shared_ptr<CallAlternatives> onExternalCall(const ExternalCallSite&,
                                                           ExecutionContext&) {
    return nullptr;
  }
};

}  // namespace symtest::symexec
