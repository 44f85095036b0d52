// Errors raised while translating a method: they name the class, method and bytecode offset.
#pragma once

#include <stdexcept>
#include <string>

namespace symtest::translate {

class TranslationError : public std::runtime_error {
 public:
  TranslationError(std::string method, int offset, std::string reason)
      : std::runtime_error(offset >= 0
                               ? method + " at offset " + std::to_string(offset) + ": " + reason
                               : method + ": " + reason),
        method_(std::move(method)),
        offset_(offset),
        reason_(std::move(reason)) {}
  const std::string& method() const { return method_; }
  int offset() const { return offset_; }  // -1 when not tied to one instruction
  const std::string& reason() const { return reason_; }

 private:
  std::string method_;
  int offset_;
  std::string reason_;
};

}  // namespace symtest::translate
