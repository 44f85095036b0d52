// Field and method descriptor parsing (JVMS 4.3).
#include "classfile/descriptor.hpp"

#include <stdexcept>

#include <fmt/format.h>

#include "classfile/class_names.hpp"
#include "classfile/pool_check.hpp"

namespace symtest::classfile {
namespace {

using Kind = JavaType::Kind;

constexpr size_t kMaxArrayDimensions = 255;  // JVMS 4.3.2

[[noreturn]] void malformed(const char* what, const std::string& d, const std::string& why) {
  throw std::invalid_argument(fmt::format("malformed {} descriptor '{}': {}", what, d, why));
}

JavaType primitive(Kind kind) {
  JavaType t;
  t.kind = kind;
  return t;
}

// Parses one type at `pos` and advances past it. Arrays are handled iteratively so that a
// hostile descriptor cannot cause deep recursion.
JavaType parseType(const char* what, const std::string& d, size_t& pos, bool allowVoid) {
  if (pos >= d.size()) malformed(what, d, "unexpected end");
  size_t start = pos;
  switch (d[pos++]) {
    case 'Z':
      return primitive(Kind::Boolean);
    case 'B':
      return primitive(Kind::Byte);
    case 'C':
      return primitive(Kind::Char);
    case 'S':
      return primitive(Kind::Short);
    case 'I':
      return primitive(Kind::Int);
    case 'J':
      return primitive(Kind::Long);
    case 'F':
      return primitive(Kind::Float);
    case 'D':
      return primitive(Kind::Double);
    case 'V':
      if (!allowVoid) malformed(what, d, fmt::format("void at position {}", start));
      return primitive(Kind::Void);
    case 'L': {
      size_t semi = d.find(';', pos);
      if (semi == std::string::npos) malformed(what, d, "class name without ';'");
      JavaType t;
      t.kind = Kind::Class;
      t.className = d.substr(pos, semi - pos);
      if (!detail::isValidInternalName(t.className)) {
        malformed(what, d, fmt::format("invalid class name '{}'", t.className));
      }
      pos = semi + 1;
      return t;
    }
    case '[': {
      size_t dims = 1;
      while (pos < d.size() && d[pos] == '[') {
        ++dims;
        ++pos;
      }
      if (dims > kMaxArrayDimensions) malformed(what, d, "more than 255 array dimensions");
      parseType(what, d, pos, false);
      JavaType t;
      t.kind = Kind::Array;
      t.componentDesc = d.substr(start + 1, pos - start - 1);
      return t;
    }
    default:
      malformed(what, d, fmt::format("unexpected character '{}' at position {}", d[start], start));
  }
}

}  // namespace

bool JavaType::isIntLike() const {
  return kind == Kind::Boolean || kind == Kind::Byte || kind == Kind::Char || kind == Kind::Short ||
         kind == Kind::Int;
}

std::string JavaType::descriptor() const {
  switch (kind) {
    case Kind::Void:
      return "V";
    case Kind::Boolean:
      return "Z";
    case Kind::Byte:
      return "B";
    case Kind::Char:
      return "C";
    case Kind::Short:
      return "S";
    case Kind::Int:
      return "I";
    case Kind::Long:
      return "J";
    case Kind::Float:
      return "F";
    case Kind::Double:
      return "D";
    case Kind::Class:
      return "L" + className + ";";
    case Kind::Array:
      return "[" + componentDesc;
  }
  return "V";
}

std::string JavaType::javaName() const {
  switch (kind) {
    case Kind::Void:
      return "void";
    case Kind::Boolean:
      return "boolean";
    case Kind::Byte:
      return "byte";
    case Kind::Char:
      return "char";
    case Kind::Short:
      return "short";
    case Kind::Int:
      return "int";
    case Kind::Long:
      return "long";
    case Kind::Float:
      return "float";
    case Kind::Double:
      return "double";
    case Kind::Class: {
      return sourceName(className);
    }
    case Kind::Array:
      return parseFieldDescriptor(componentDesc).javaName() + "[]";
  }
  return "void";
}

JavaType parseFieldDescriptor(const std::string& descriptor) {
  size_t pos = 0;
  JavaType t = parseType("field", descriptor, pos, false);
  if (pos != descriptor.size()) malformed("field", descriptor, "trailing characters");
  return t;
}

MethodDescriptor parseMethodDescriptor(const std::string& descriptor) {
  const char* what = "method";
  if (descriptor.empty() || descriptor[0] != '(') malformed(what, descriptor, "missing '('");
  MethodDescriptor md;
  size_t pos = 1;
  while (pos < descriptor.size() && descriptor[pos] != ')') {
    md.params.push_back(parseType(what, descriptor, pos, false));
  }
  if (pos >= descriptor.size()) malformed(what, descriptor, "missing ')'");
  ++pos;
  md.result = parseType(what, descriptor, pos, true);
  if (pos != descriptor.size()) malformed(what, descriptor, "trailing characters");
  return md;
}

}  // namespace symtest::classfile
