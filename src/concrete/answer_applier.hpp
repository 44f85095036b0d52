// What a call on the JVM did, made part of the path: the value it returned as heap objects
// (strings, builders, boxes and arrays as new objects; objects of the call or of the path's
// earlier JDK calls as themselves; a new JDK object as an object the JVM holds, named by the
// step that made it), and the new contents of the arrays and builders it changed.
#pragma once

#include <string>
#include <vector>

#include "concrete/wire.hpp"
#include "symexec/context.hpp"

namespace symtest::concrete {

class AnswerApplier {
 public:
  // `scope`: the call's objects by number; `step`: the index the call gets among the path's JDK
  // calls, which the JDK objects it makes are named by.
  AnswerApplier(symexec::ExecutionContext& ctx, std::vector<symexec::Value> scope, uint32_t step)
      : ctx_(ctx), table_(std::move(scope)), step_(step) {}

  // The value of an answer as a value of field descriptor `descriptor`; an Undef value when the
  // answer does not fit it (why() says how).
  symexec::Value value(const WireValue& w, const std::string& descriptor);
  // Object `number` of the call now holds `contents`.
  bool change(int32_t number, const WireValue& contents);
  // A constructor's answer: the new JDK object is `object`, which the program's new made.
  void adopt(uint32_t object) { adopted_ = object; }
  // Whether the answer made a JDK object or named one of an earlier call.
  bool touchedJdkObjects() const { return touchedJdk_; }
  const std::string& why() const { return why_; }
  // The call's objects by number: the request's, then those the answer made.
  const std::vector<symexec::Value>& table() const { return table_; }
  // The answer as people read it ("\"UTF-8\"", "a java.nio.charset.Charset").
  static std::string text(const WireValue& w);

 private:
  symexec::Value object(const WireValue& w);
  symexec::Value builder(const std::vector<uint16_t>& units);
  void setChars(uint32_t builder, const std::vector<uint16_t>& units);
  symexec::Value fail(std::string why) {
    why_ = std::move(why);
    return {};
  }

  symexec::ExecutionContext& ctx_;
  std::vector<symexec::Value> table_;
  uint32_t step_;
  int64_t adopted_ = -1;
  bool touchedJdk_ = false;
  std::string why_;
};

// The value a field of `descriptor` has before anything is stored (0, null): a result slot the
// call fills when it throws.
symexec::Value defaultValue(symexec::ExecutionContext& ctx, const std::string& descriptor);

}  // namespace symtest::concrete
