// JVM field and method descriptors (JVMS 4.3).
#pragma once

#include <string>
#include <vector>

namespace symtest::classfile {

// A JVM type: a primitive, a class, or an array of a component type.
struct JavaType {
  enum class Kind { Void, Boolean, Byte, Char, Short, Int, Long, Float, Double, Class, Array };
  Kind kind = Kind::Void;
  std::string className;      // internal name when kind == Class
  std::string componentDesc;  // descriptor of the element type when kind == Array

  bool isReference() const { return kind == Kind::Class || kind == Kind::Array; }
  // int-like types held in an int slot on the JVM (boolean, byte, char, short, int).
  bool isIntLike() const;
  bool isIntegral() const { return isIntLike() || kind == Kind::Long; }
  // Slot count on the operand stack and in locals (2 for long and double).
  int slots() const {
    return (kind == Kind::Long || kind == Kind::Double) ? 2 : kind == Kind::Void ? 0 : 1;
  }
  std::string descriptor() const;
  // Java source spelling, e.g. "int", "java.lang.String", "int[]".
  std::string javaName() const;
};

struct MethodDescriptor {
  std::vector<JavaType> params;
  JavaType result;
};

// Both throw std::invalid_argument naming the descriptor on malformed input.
JavaType parseFieldDescriptor(const std::string& descriptor);
MethodDescriptor parseMethodDescriptor(const std::string& descriptor);

}  // namespace symtest::classfile
