#include "testcase/test_case.hpp"

#include <fmt/format.h>

namespace symtest::testcase {

using Kind = classfile::JavaType::Kind;

std::string ConcreteValue::javaLiteral() const {
  if (isReference()) return value < 0 ? "null" : fmt::format("o{}", value);
  switch (type.kind) {
    case Kind::Boolean:
      return value ? "true" : "false";
    case Kind::Long:
      // -9223372036854775808L is not a valid literal: spell MIN_VALUE.
      if (value == INT64_MIN) return "Long.MIN_VALUE";
      return fmt::format("{}L", value);
    case Kind::Int:
      if (value == INT32_MIN) return "Integer.MIN_VALUE";
      return std::to_string(value);
    case Kind::Byte:
      return fmt::format("(byte) {}", value);
    case Kind::Short:
      return fmt::format("(short) {}", value);
    case Kind::Char:
      if (value >= 'a' && value <= 'z') return fmt::format("'{}'", static_cast<char>(value));
      if (value >= 'A' && value <= 'Z') return fmt::format("'{}'", static_cast<char>(value));
      if (value >= '0' && value <= '9') return fmt::format("'{}'", static_cast<char>(value));
      return fmt::format("(char) {}", value);
    default:
      return std::to_string(value);
  }
}

bool GenerationResult::partial() const {
  for (const auto& m : methods)
    if (m.status == MethodResult::Status::Partial) return true;
  return false;
}

}  // namespace symtest::testcase
