#include "emit/java_text.hpp"

#include "classfile/class_names.hpp"
#include "solver/expr.hpp"
#include "solver/float_text.hpp"

#include <fmt/format.h>

namespace symtest::emit {

namespace {

// The escape of a unit inside a string or char literal, or empty when it is written as is.
std::string escaped(uint16_t u, char quote) {
  switch (u) {
    case '\n':
      return "\\n";
    case '\r':
      return "\\r";
    case '\t':
      return "\\t";
    case '\b':
      return "\\b";
    case '\f':
      return "\\f";
    case '\\':
      return "\\\\";
    default:
      break;
  }
  if (u == static_cast<uint16_t>(quote)) return std::string("\\") + quote;
  if (u >= 0x20 && u < 0x7f) return "";
  return fmt::format("\\u{:04x}", u);
}

}  // namespace

std::string javaStringLiteral(const std::vector<uint16_t>& units) {
  std::string out = "\"";
  for (uint16_t u : units) {
    std::string e = escaped(u, '"');
    out += e.empty() ? std::string(1, static_cast<char>(u)) : e;
  }
  return out + "\"";
}

std::string javaStringLiteral(std::string_view utf8) {
  return javaStringLiteral(utf16Of(utf8));
}

std::string javaCharLiteral(uint16_t unit) {
  std::string e = escaped(unit, '\'');
  return "'" + (e.empty() ? std::string(1, static_cast<char>(unit)) : e) + "'";
}

std::string javaComment(std::string_view utf8) {
  std::string out;
  for (uint16_t u : utf16Of(utf8)) {
    if (u == '\\')
      out += "\\\\";  // an even run of backslashes never starts a \u escape
    else if (u == '\n')
      out += "\\n";
    else if (u == '\r')
      out += "\\r";
    else if (u >= 0x20 && u < 0x7f)
      out += static_cast<char>(u);
    else
      out += fmt::format("\\u{:04x}", u);  // never a line terminator: those are \n, \r
  }
  return out;
}

std::string packageOf(const std::string& internal) {
  auto slash = internal.rfind('/');
  return slash == std::string::npos ? "" : classfile::sourceName(internal.substr(0, slash));
}

std::string literal(const results::ConcreteValue& v) {
  using Kind = classfile::JavaType::Kind;
  if (v.isReference()) return v.value < 0 ? "null" : fmt::format("o{}", v.value);
  switch (v.type.kind) {
    case Kind::Boolean:
      return v.value ? "true" : "false";
    case Kind::Long:
      // -9223372036854775808L is not a valid literal: spell MIN_VALUE.
      if (v.value == INT64_MIN) return "Long.MIN_VALUE";
      return fmt::format("{}L", v.value);
    case Kind::Int:
      if (v.value == INT32_MIN) return "Integer.MIN_VALUE";
      return std::to_string(v.value);
    case Kind::Byte:
      return fmt::format("(byte) {}", v.value);
    case Kind::Short:
      return fmt::format("(short) {}", v.value);
    case Kind::Char:
      return javaCharLiteral(static_cast<uint16_t>(v.value));
    case Kind::Float:
      return solver::javaFloatLiteral(
          static_cast<float>(solver::fpValue(static_cast<uint64_t>(v.value), 32)));
    case Kind::Double:
      return solver::javaDoubleLiteral(solver::fpValue(static_cast<uint64_t>(v.value), 64));
    default:
      return std::to_string(v.value);
  }
}

std::string junitHeader(const std::string& internal) {
  std::string out;
  std::string pkg = packageOf(internal);
  if (!pkg.empty()) out += "package " + pkg + ";\n\n";
  out += "import static org.junit.jupiter.api.Assertions.assertEquals;\n";
  out += "import static org.junit.jupiter.api.Assertions.assertFalse;\n";
  out += "import static org.junit.jupiter.api.Assertions.assertNotNull;\n";
  out += "import static org.junit.jupiter.api.Assertions.assertNull;\n";
  out += "import static org.junit.jupiter.api.Assertions.assertSame;\n";
  out += "import static org.junit.jupiter.api.Assertions.assertThrowsExactly;\n";
  out += "import static org.junit.jupiter.api.Assertions.assertTrue;\n\n";
  out += "import org.junit.jupiter.api.Test;\n\n";
  return out;
}

}  // namespace symtest::emit
